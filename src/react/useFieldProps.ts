import { useEffect, useReducer, useRef, useSyncExternalStore } from 'react';
import type { RawValue } from '../core/content.js';
import { hintFollowsValue } from '../core/hints.js';
import type { FieldModel } from '../core/model.js';
import type { FieldProps, FieldValue } from './types.js';
import type { FormFields } from './controllerTypes.js';

/**
 * One field's prop objects (ids, texts, ARIA, registration), computed once per render of that field. It
 * re-renders the calling component only when this field's error (or its hint: a multi-select's
 * count) changes; typing in a text field re-renders nothing.
 *
 * @example
 * ```tsx
 * function MyField({ form, field }: { form: ElicitationFormController; field: FieldModel<'text'> }) {
 *   const props = useFieldProps(form.fields, field);
 *   return <div><label {...props.labelProps}>{props.label}</label><input {...props.inputProps} /></div>;
 * }
 * ```
 */
export function useFieldProps<F extends FieldModel>(fields: FormFields, field: F): FieldProps<F> {
  // One state hook and one effect per field, not a store subscription per error and per hint
  // (bench/RESULTS.md, "Why the code looks like this"). A change re-renders the field only when
  // its props are no longer the ones it shows: a submit tells every field, and a field whose
  // error did not change stays as it is.
  const [, rerender] = useReducer(bump, 0);
  const props = fields.propsFor(field, fields.errorOf(field), fields.hintOf(field));
  const shown = useRef(props);
  shown.current = props;
  useEffect(() => {
    const update = () => {
      if (fields.propsFor(field, fields.errorOf(field), fields.hintOf(field)) !== shown.current) rerender();
    };
    const stopError = fields.subscribeError(field, update);
    const stopValue = hintFollowsValue(field) ? fields.value(field).subscribe(update) : undefined;
    // Anything that changed between this render and the subscription is shown now.
    update();
    return () => {
      stopError();
      stopValue?.();
    };
  }, [fields, field]);
  return props as FieldProps<F>;
}

const bump = (n: number) => n + 1;

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
