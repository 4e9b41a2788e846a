import type { FieldModel } from '../../core/model.js';
import type { FieldRendererProps } from '../types.js';
import { useFieldValue } from '../useFieldProps.js';
import { chosenIndex, chosenKey, optionKey, valueOfKey } from '../optionKeys.js';

/**
 * The index of the chosen option of a single-select (-1 for none): options are addressed by index,
 * so any value (even "") round-trips through controls that need string or non-empty values.
 *
 * @example
 * ```tsx
 * const index = useChosenIndex(props); // then props.value.set(props.field.options[i].value)
 * ```
 */
export function useChosenIndex(props: FieldRendererProps<FieldModel<'single'>>): number {
  return chosenIndex(props.field, useFieldValue(props.value));
}

/**
 * A native `<select>`: the single-select for very long option lists (Radix Select renders every
 * item, which freezes the page at 10^4 options) and for pages under a strict CSP (Radix Select
 * injects `<style>` elements when it opens; radix-ui/primitives#3063).
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ single: NativeSelect }} />
 * ```
 */
export function NativeSelect(props: FieldRendererProps<FieldModel<'single'>>) {
  const { field, Frame, value } = props;
  const current = useFieldValue(value);
  return (
    <Frame {...props}>
      <select
        {...props.controlProps}
        ref={value.focusRef}
        className="rme-input rme-select-native"
        value={chosenKey(field, current)}
        onChange={(e) => value.set(valueOfKey(field, e.currentTarget.value))}
        disabled={props.disabled}
        data-invalid={props.error !== undefined ? '' : undefined}
      >
        <option value="">{field.required ? props.messages.selectPlaceholder : props.messages.selectNone}</option>
        {field.options.map((option, i) => (
          <option key={i} value={optionKey(i)}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}
