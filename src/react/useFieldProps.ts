import { useCallback, useSyncExternalStore } from 'react';
import type { RawValue } from '../core/content.js';
import { localOffset } from '../core/content.js';
import { fieldHint, hasHint } from '../core/messages.js';
import type { FieldModel } from '../core/model.js';
import type { FieldProps, FieldValue, FormFields } from './types.js';

const clientOffset = () => `UTC${localOffset(new Date())}`;
const serverOffset = () => null;

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

  const hint = useHint(fields, field);
  return fields.propsFor(field, error, hint) as FieldProps<F>;
}

/**
 * The hint is the only text that follows the value (a multi-select's count) or the device (the
 * person's UTC offset, unknown on a server render: "local time" there, the offset after
 * hydration). One subscription whatever the kind (hooks never depend on it); it listens to the
 * value only for a counted multi-select.
 */
function useHint(fields: FormFields, field: FieldModel): string | undefined {
  const counted = field.kind === 'multi' && field.maxItems !== undefined;
  const handle = fields.value(field);
  const subscribe = useCallback((listener: () => void) => (counted ? handle.subscribe(listener) : () => {}), [counted, handle]);
  // The offset is read only for a field that shows a hint (this runs on every render).
  const hintAt = (offset: () => string | null) =>
    hasHint(field) ? fieldHint(field, fields.messages, { offset: offset(), chosen: counted ? countOf(handle.get()) : 0 }) : undefined;
  return useSyncExternalStore(subscribe, () => hintAt(clientOffset), () => hintAt(serverOffset));
}

const countOf = (value: RawValue) => (Array.isArray(value) ? value.length : 0);

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
