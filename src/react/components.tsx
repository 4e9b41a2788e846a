import { useMemo } from 'react';
import { BooleanInput } from './fields/BooleanInput.js';
import { FieldFrame } from './fields/FieldFrame.js';
import { MultiSelect } from './fields/MultiSelect.js';
import { NativeSelect } from './fields/NativeSelect.js';
import { NumberInput } from './fields/NumberInput.js';
import { TextInput } from './fields/TextInput.js';
import { useShallowStable } from './useShallowStable.js';
import type { ActionsProps, ElicitationComponents, LayoutProps } from './types.js';

/** Our actions: Submit (the form's submit button), Decline, Cancel.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ actions: (p) => <div
 * className="my-bar"><DefaultActions {...p} /></div> }} />
 * ```
 */
export function DefaultActions({ canSubmit, disabled, armed = true, messages, onDecline, onCancel }: ActionsProps) {
  // Not yet armed: shown and announced as unavailable, but focusable and in place (no layout shift).
  const waiting = armed ? undefined : true;
  return (
    <div className="rme-actions">
      {canSubmit && (
        <button type="submit" className="rme-button rme-button-primary" disabled={disabled} aria-disabled={waiting}>
          {messages.submit}
        </button>
      )}
      <button type="button" className="rme-button" onClick={onDecline} disabled={disabled} aria-disabled={waiting}>
        {messages.decline}
      </button>
      <button type="button" className="rme-button" onClick={onCancel} disabled={disabled} aria-disabled={waiting}>
        {messages.cancel}
      </button>
    </div>
  );
}

/**
 * Our layout: one column, in reading order. What the server wrote (message and fields) shares one
 * frame; our own lines (who is asking, errors, actions, outcome) stand outside it.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ layout: (p) => <section
 * className="card"><DefaultLayout {...p} /></section> }} />
 * ```
 */
export function DefaultLayout(props: LayoutProps) {
  return (
    <>
      {props.server}
      {(props.message || props.fields) && (
        <div className="rme-server-frame">
          {props.message}
          {props.fields}
        </div>
      )}
      {props.requestError}
      {props.summary}
      {props.actions}
      {props.outcome}
    </>
  );
}

/**
 * Every renderer with a native `<select>` for single-selects: no Radix, the smallest bundle, and
 * no injected styles (strict CSP). `/native` uses it; the dialog host uses it unless given others.
 *
 * @example
 * ```tsx
 * <ElicitationHost queue={queue} components={{ ...nativeComponents, actions: MyActions }} />
 * ```
 */
export const nativeComponents: ElicitationComponents = {
  text: TextInput,
  number: NumberInput,
  boolean: BooleanInput,
  single: NativeSelect,
  multi: MultiSelect,
  frame: FieldFrame,
  actions: DefaultActions,
  layout: DefaultLayout,
};

/**
 * A preset with the host's overrides on top, kept as one object while both keep their entries
 * (hosts often write `components={{ … }}` inline; a new object each render must not re-render
 * every field).
 */
export function useComponents(
  preset: ElicitationComponents,
  overrides: Partial<ElicitationComponents> | undefined,
): ElicitationComponents {
  const stable = useShallowStable(overrides);
  return useMemo(() => (stable ? { ...preset, ...stable } : preset), [preset, stable]);
}
