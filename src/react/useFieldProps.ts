import { useCallback, useSyncExternalStore } from 'react';
import type { RawValue } from '../core/content.js';
import { localOffset } from '../core/content.js';
import { fieldHint, hasHint } from '../core/messages.js';
import type { FieldModel } from '../core/model.js';
import type { FieldProps, FieldValue, FormFields } from './types.js';

const noSubscription = () => () => {};
const clientOffset = () => `UTC${localOffset(new Date())}`;
const serverOffset = () => null;
const noCount = () => 0;

/**
 * One field's props (ids, texts, ARIA, registration), computed once per render of that field. It
 * re-renders the calling component only when this field's error (or its hint: a multi-select's
 * count) changes; typing in a text field re-renders nothing.
 *
 * @example
 * ```tsx
 * function MyField({ form, field }: { form: ElicitationFormController; field: TextField }) {
 *   const props = useFieldProps(form.fields, field);
 *   return <div><label {...props.labelProps}>{props.label}</label><input {...props.inputProps} /></div>;
 * }
 * ```
 */
export function useFieldProps<F extends FieldModel>(fields: FormFields, field: F): FieldProps<F> {
  const subscribeError = useCallback((listener: () => void) => fields.subscribeError(field, listener), [fields, field]);
  const readError = () => fields.errorOf(field);
  const error = useSyncExternalStore(subscribeError, readError, readError);

  // The hint is the only text that follows the value (a multi-select's count) or the device (the
  // person's UTC offset, unknown on a server render: "local time" there, the offset after hydration).
  const hinted = hasHint(field);
  const counts = field.kind === 'multi' && field.maxItems !== undefined;
  const handle = fields.value(field);
  const subscribeCount = useCallback((listener: () => void) => (counts ? handle.subscribe(listener) : () => {}), [counts, handle]);
  const readCount = counts ? () => (Array.isArray(handle.get()) ? (handle.get() as string[]).length : 0) : noCount;
  const chosen = useSyncExternalStore(subscribeCount, readCount, readCount);
  const dated = field.kind === 'text' && field.format === 'date-time';
  const offset = useSyncExternalStore(noSubscription, dated ? clientOffset : serverOffset, serverOffset);
  const hint = hinted ? fieldHint(field, fields.messages, { offset, chosen }) : undefined;

  return fields.propsFor(field, error, hint) as FieldProps<F>;
}

/**
 * The current value of a field, for a control that renders it (a select, a checkbox group, a
 * widget): re-renders the caller when this field's value changes, and only then.
 *
 * @example
 * ```tsx
 * const chosen = useFieldValue(props.value);
 * <MySelect value={chosen as string | undefined} onValueChange={props.value.set} />
 * ```
 */
export function useFieldValue(value: FieldValue): RawValue {
  return useSyncExternalStore(value.subscribe, value.get, value.get);
}
