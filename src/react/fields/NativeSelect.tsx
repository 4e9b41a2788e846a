import { useController } from 'react-hook-form';
import type { SingleSelectField } from '../../core/model.js';
import type { FieldApi } from '../useElicitationForm.js';
import { controlAria, useFieldState } from './FieldFrame.js';
import type { FieldRendererProps } from './TextInput.js';

/** What every single-select renderer needs: field state, the registered value and its option index.
 *
 * @example
 * ```tsx
 * function Segmented({ field, api }: FieldRendererProps<SingleSelectField>) {
 *   const select = useSingleSelect(field, api);
 *   return <div role="radiogroup">{field.options.map((o) => <button key={o.value}>{o.label}</button>)}</div>;
 * }
 * ```
 */
export function useSingleSelect(field: SingleSelectField, api: FieldApi) {
  const state = useFieldState(field, api);
  const { field: control } = useController({
    control: api.control,
    name: field.name,
    rules: { validate: api.validate(field) },
  });
  const focusRef = api.focusRef(field);
  const index = control.value === undefined ? -1 : field.options.findIndex((o) => o.value === control.value);
  return { state, control, focusRef, index };
}

/**
 * A native `<select>`: the single-select for very long option lists (Radix Select renders every
 * item, which freezes the page at 10^4 options) and for pages under a strict CSP (Radix Select
 * injects `<style>` elements when it opens; radix-ui/primitives#3063). Options are addressed by
 * index, so any value (even "") round-trips.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ single: NativeSelect }} />
 * ```
 */
export function NativeSelect({ field, api }: FieldRendererProps<SingleSelectField>) {
  const { state, control, focusRef, index } = useSingleSelect(field, api);
  return (
    <api.Frame field={field} api={api} state={state}>
      <select
        {...controlAria(field, state)}
        ref={(el) => {
          control.ref(el);
          focusRef(el);
        }}
        className="rme-input rme-select-native"
        value={index >= 0 ? String(index) : ''}
        onChange={(e) => control.onChange(e.currentTarget.value === '' ? undefined : field.options[Number(e.currentTarget.value)]?.value)}
        onBlur={control.onBlur}
        disabled={api.disabled}
        data-invalid={state.error ? '' : undefined}
      >
        <option value="">{field.required ? api.messages.selectPlaceholder : api.messages.selectNone}</option>
        {field.options.map((option, i) => (
          <option key={i} value={String(i)}>
            {option.label}
          </option>
        ))}
      </select>
    </api.Frame>
  );
}
