import { useMemo } from 'react';
import { localOffset } from '../../core/content';
import { formatMessage } from '../../core/messages';
import type { TextField } from '../../core/model';
import type { FieldApi } from '../useElicitationForm';
import { FieldFrame, useFieldState } from './FieldFrame';

const INPUT_TYPE = { email: 'email', uri: 'url', date: 'date', 'date-time': 'datetime-local' } as const;
const AUTOCOMPLETE = { email: 'email', uri: 'url' } as const;

export interface FieldRendererProps<F> {
  field: F;
  api: FieldApi;
}

/** Text, email, URL, date and date-time (local wall clock, sent with the person's offset). */
export function TextInput({ field, api }: FieldRendererProps<TextField>) {
  const hint = useMemo(
    () =>
      field.format === 'date-time' ? formatMessage(api.messages.dateTimeHint, { offset: `UTC${localOffset(new Date())}` }) : undefined,
    [field.format, api.messages],
  );
  const state = useFieldState(field, api, hint);
  const reg = api.register(field.name, { validate: api.validate(field) });
  const focusRef = api.focusRef(field);
  const format = field.format;
  return (
    <FieldFrame field={field} api={api} state={state} hint={hint}>
      <input
        {...reg}
        ref={(el) => {
          reg.ref(el);
          focusRef(el);
        }}
        className="rme-input"
        id={state.ids.control}
        type={format ? INPUT_TYPE[format] : 'text'}
        step={format === 'date-time' ? 1 : undefined}
        maxLength={field.maxLength}
        autoComplete={format === 'email' || format === 'uri' ? AUTOCOMPLETE[format] : 'off'}
        spellCheck={format ? false : undefined}
        required={field.required}
        aria-required={field.required || undefined}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.describedBy}
      />
    </FieldFrame>
  );
}
