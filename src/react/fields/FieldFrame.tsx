import { useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { FieldModel } from '../../core/model.js';
import type { FieldApi, FieldIds } from '../useElicitationForm.js';

/**
 * A field's ids, current error, `aria-describedby` and label.
 *
 * @example
 * ```tsx
 * const { ids, error, describedBy, label } = useFieldState(field, api);
 * ```
 */
export interface FieldState {
  ids: FieldIds;
  /** The localised error, when the field is invalid. */
  error: string | undefined;
  /** Ids for `aria-describedby`: only parts that are rendered. */
  describedBy: string | undefined;
  label: string;
}

/** What a field's parts render, so ids and describedby never point at missing elements.
 *
 * @example
 * ```tsx
 * const { description, hint, warning } = fieldParts(field, api);
 * ```
 */
export function fieldParts(field: FieldModel, api: FieldApi, hint?: string) {
  const notes: string[] = field.sensitive ? [api.messages.sensitiveWarning] : [];
  for (const w of api.warningsFor(field)) {
    if (w.code === 'unsatisfiable') notes.push(api.messages.unsatisfiableNote);
    else if (w.code === 'pattern-unsupported') notes.push(api.messages.patternUnsupportedNote);
    else if (w.code === 'default-hidden') notes.push(api.messages.defaultHiddenNote);
  }
  return { description: field.description, hint, warning: notes.length ? notes.join(' ') : undefined };
}

/** Per-field subscription: an error change re-renders this field only.
 *
 * @example
 * ```tsx
 * function MyText({ field, api }: FieldRendererProps<TextField>) {
 *   const state = useFieldState(field, api);
 *   return <api.Frame field={field} api={api} state={state}><input {...registerInput(field, api)} {...controlAria(field, state)} /></api.Frame>;
 * }
 * ```
 */
export function useFieldState(field: FieldModel, api: FieldApi, hint?: string): FieldState {
  const { errors } = api;
  const subscribe = useCallback((listener: () => void) => errors.subscribe(field.name, listener), [errors, field.name]);
  const read = () => errors.get(field.name);
  const error = useSyncExternalStore(subscribe, read, read);
  const ids = api.ids(field);
  const parts = fieldParts(field, api, hint);
  const describedBy =
    [
      parts.description !== undefined ? ids.description : null,
      parts.hint !== undefined ? ids.hint : null,
      parts.warning !== undefined ? ids.warning : null,
      error ? ids.error : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return { ids, error, describedBy, label: field.label || api.messages.unnamedField };
}

/**
 * What a field frame receives: the field, its state (ids, error, label) and the control to wrap.
 *
 * @example
 * ```tsx
 * function MyFrame({ state, children }: FieldFrameProps) {
 *   return <div><label id={state.ids.label} htmlFor={state.ids.control}>{state.label}</label>{children}{state.error && <p id={state.ids.error}>{state.error}</p>}</div>;
 * }
 * ```
 */
export interface FieldFrameProps {
  field: FieldModel;
  api: FieldApi;
  state: FieldState;
  hint?: string;
  /** `label` wraps a control by id; `legend` is rendered by the group itself. */
  labelAs?: 'label' | 'none';
  /** Checkbox-style: the control comes before its label. */
  inline?: boolean;
  children: ReactNode;
}

/** Label, required marker, description, hints, warnings and error around one control.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ frame: (p) => <div className="my-field"><FieldFrame {...p} /></div> }} />
 * ```
 */
export function FieldFrame({ field, api, state, hint, labelAs = 'label', inline = false, children }: FieldFrameProps) {
  const parts = fieldParts(field, api, hint);
  const { ids } = state;
  const showRequired = field.required && field.kind !== 'boolean';
  const labelElement = (
    // dir="auto" isolates the server's text (as <bdi> would) with no extra element per field.
    <label className="rme-label" id={ids.label} htmlFor={ids.control} dir="auto">
      {state.label}
    </label>
  );
  // The row wrapper only when there is a marker beside the label: fewer nodes for long forms.
  const label =
    labelAs !== 'label' ? null : showRequired ? (
      <span className="rme-field-label-row">
        {labelElement}
        {/* aria-required carries this to assistive tech; the word keeps it visible without colour. */}
        <span className="rme-required" aria-hidden="true">
          {api.messages.requiredMarker}
        </span>
      </span>
    ) : (
      labelElement
    );
  return (
    <div
      className={`rme-field rme-field-${field.kind}`}
      data-invalid={state.error ? '' : undefined}
      data-required={field.required ? '' : undefined}
      data-disabled={api.disabled ? '' : undefined}
    >
      {inline ? (
        <div className="rme-inline">
          {children}
          {label}
        </div>
      ) : (
        <>
          {label}
          {children}
        </>
      )}
      {parts.description !== undefined && (
        <p className="rme-description" id={ids.description}>
          {parts.description}
        </p>
      )}
      {parts.hint !== undefined && (
        <p className="rme-hint" id={ids.hint}>
          {parts.hint}
        </p>
      )}
      {parts.warning !== undefined && (
        <p className="rme-warning" id={ids.warning}>
          <span aria-hidden="true">⚠ </span>
          {parts.warning}
        </p>
      )}
      {state.error && (
        <p className="rme-error" id={ids.error}>
          {state.error}
        </p>
      )}
    </div>
  );
}

/** react-hook-form registration for a native input, with the ref also used for focus-on-error.
 *
 * @example
 * ```tsx
 * <input {...registerInput(field, api)} {...controlAria(field, state)} className="my-input" />
 * ```
 */
export function registerInput(field: FieldModel, api: FieldApi) {
  const reg = api.register(field.name, { validate: api.validate(field) });
  const focusRef = api.focusRef(field);
  return {
    ...reg,
    ref: (el: HTMLInputElement | null) => {
      reg.ref(el);
      focusRef(el);
    },
  };
}

/** The id and ARIA wiring every single control carries.
 *
 * @example
 * ```tsx
 * <input {...registerInput(field, api)} {...controlAria(field, state)} />
 * ```
 */
export function controlAria(field: FieldModel, state: FieldState, withRequired = true) {
  return {
    id: state.ids.control,
    required: withRequired ? field.required : undefined,
    'aria-required': withRequired && field.required ? true : undefined,
    'aria-invalid': state.error ? true : undefined,
    'aria-describedby': state.describedBy,
  } as const;
}
