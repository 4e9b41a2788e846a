import { useSyncExternalStore } from 'react';
import { localOffset } from '../../core/content.js';
import { formatMessage } from '../../core/messages.js';
import type { TextField } from '../../core/model.js';
import type { FieldApi } from '../useElicitationForm.js';
import { controlAria, registerInput, useFieldState } from './FieldFrame.js';

const INPUT_TYPE = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' } as const;
const AUTOCOMPLETE = { email: 'email', uri: 'url' } as const;

const noSubscription = () => () => {};
const clientOffset = () => `UTC${localOffset(new Date())}`;
const serverOffset = () => null;

/**
 * What a field renderer receives: its field model and the form's field API.
 *
 * @example
 * ```tsx
 * function MyText({ field, api }: FieldRendererProps<TextField>) { return <input {...registerInput(field, api)} />; }
 * ```
 */
export interface FieldRendererProps<F> {
  field: F;
  api: FieldApi;
}

/** Text, email, URL, date and date-time (local wall clock, sent with the person's offset).
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ text: (p) => <div className="pill"><TextInput {...p} /></div> }} />
 * ```
 */
export function TextInput({ field, api }: FieldRendererProps<TextField>) {
  // The offset is the person's: a server render does not know it, so it says "local time" and the
  // browser fills the offset in after hydration (no mismatch).
  const offset = useSyncExternalStore(noSubscription, clientOffset, serverOffset);
  const hint =
    field.format !== 'date-time'
      ? undefined
      : offset === null
        ? api.messages.dateTimeHintNoOffset
        : formatMessage(api.messages.dateTimeHint, { offset });
  const state = useFieldState(field, api, hint);
  const format = field.format;
  return (
    <api.Frame field={field} api={api} state={state} hint={hint}>
      <input
        {...registerInput(field, api)}
        {...controlAria(field, state)}
        className="rme-input"
        type={format ? INPUT_TYPE[format] : 'text'}
        step={format === 'date-time' ? 1 : undefined}
        maxLength={field.maxLength}
        autoComplete={format === 'email' || format === 'uri' ? AUTOCOMPLETE[format] : 'off'}
        spellCheck={format ? false : undefined}
      />
    </api.Frame>
  );
}
