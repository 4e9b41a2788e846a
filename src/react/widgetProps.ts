import type { FieldModel, FieldOption } from '../core/model.js';
import type { FieldProps } from './types.js';
import { useFieldValue } from './useFieldProps.js';
import { chosenKey, NO_OPTION, optionKey, valueOfKey } from './optionKeys.js';

/**
 * Props for a button-based checkbox (Radix's and shadcn/ui's `Checkbox`, a switch): ids and ARIA,
 * the focus ref, and the checked state with its change handler. A native `<input type="checkbox">`
 * takes `inputProps` instead.
 *
 * @example
 * ```tsx
 * <Checkbox {...useCheckboxProps(props)} />
 * ```
 */
export function useCheckboxProps(props: FieldProps<FieldModel<'boolean'>>): CheckboxProps {
  const checked = useFieldValue(props.value) === true;
  const { controlProps, value } = props;
  return {
    id: controlProps.id,
    'aria-describedby': controlProps['aria-describedby'],
    'aria-invalid': controlProps['aria-invalid'],
    ref: value.focusRef,
    checked,
    onCheckedChange: (next) => value.set(next === true),
    disabled: props.disabled,
  };
}

/**
 * What `useCheckboxProps` returns.
 *
 * @example
 * ```tsx
 * const { checked, onCheckedChange }: CheckboxProps = useCheckboxProps(props);
 * ```
 */
export interface CheckboxProps {
  id: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  ref: (target: HTMLElement | null) => void;
  checked: boolean;
  /** Takes Radix's `boolean | 'indeterminate'`; only `true` ticks it. */
  onCheckedChange: (checked: boolean | 'indeterminate') => void;
  disabled: boolean;
}

/**
 * Props for a multi-select rendered as a group of checkboxes (or toggle chips): the group's ids
 * and ARIA, the value in option order (as it is sent), and per option its checked and disabled state
 * (`maxItems` reached disables the others), a change handler that keeps option order, and the
 * focus ref on the first option that can take focus.
 *
 * @example
 * ```tsx
 * const multi = useMultiSelectProps(props);
 * <div {...multi.groupProps}>{multi.options.map((o) => <label key={o.key}><Checkbox {...o.checkboxProps}
 * />{o.option.label}</label>)}</div>
 * ```
 */
export function useMultiSelectProps(props: FieldProps<FieldModel<'multi'>>): MultiSelectProps {
  const { field, value, controlProps } = props;
  const current = useFieldValue(value);
  const chosen = Array.isArray(current) ? current : [];
  const full = field.maxItems !== undefined && chosen.length >= field.maxItems;
  const set = (option: string, on: boolean) => {
    const next = on ? [...chosen, option] : chosen.filter((v) => v !== option);
    value.set(field.options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  const focusAt = field.options.findIndex((o) => !full || chosen.includes(o.value));
  return {
    groupProps: {
      role: 'group',
      id: controlProps.id,
      'aria-labelledby': props.labelProps.id,
      'aria-describedby': controlProps['aria-describedby'],
    },
    value: field.options.map((o) => o.value).filter((v) => chosen.includes(v)),
    options: field.options.map((option, i) => {
      const checked = chosen.includes(option.value);
      const disabled = props.disabled || (full && !checked);
      const ref = i === focusAt ? value.focusRef : undefined;
      const invalid = controlProps['aria-invalid'];
      return {
        key: String(i),
        option,
        checked,
        disabled,
        inputProps: {
          type: 'checkbox',
          checked,
          disabled,
          'aria-invalid': invalid,
          ref,
          onChange: (event) => set(option.value, (event.currentTarget as HTMLInputElement).checked),
        },
        checkboxProps: {
          checked,
          disabled,
          'aria-invalid': invalid,
          ref,
          onCheckedChange: (next) => set(option.value, next === true),
        },
      };
    }),
  };
}

/**
 * What `useMultiSelectProps` returns.
 *
 * @example
 * ```tsx
 * const { value, options }: MultiSelectProps = useMultiSelectProps(props);
 * ```
 */
export interface MultiSelectProps {
  /** For the element that groups the options (a `<fieldset>` needs no `role`). */
  groupProps: { role: 'group'; id: string; 'aria-labelledby': string; 'aria-describedby'?: string | undefined };
  /** The chosen values in option order: what is sent. */
  value: string[];
  /** Each option: its state, and props for a native checkbox (`<input {...o.inputProps} />`) or a button-based one. */
  options: {
    /** A React key. */
    key: string;
    option: FieldOption;
    checked: boolean;
    /** Disabled by the host, or `maxItems` are chosen and this one is not. */
    disabled: boolean;
    inputProps: {
      type: 'checkbox';
      checked: boolean;
      disabled: boolean;
      'aria-invalid'?: true | undefined;
      ref?: ((target: HTMLElement | null) => void) | undefined;
      onChange: (event: { currentTarget: unknown }) => void;
    };
    checkboxProps: {
      checked: boolean;
      disabled: boolean;
      'aria-invalid'?: true | undefined;
      ref?: ((target: HTMLElement | null) => void) | undefined;
      onCheckedChange: (checked: boolean | 'indeterminate') => void;
    };
  }[];
}

/**
 * Props for a single-select from a design system (shadcn/ui's or Radix's `Select`, MUI's): the
 * trigger's ids, ARIA and focus ref, the value as a non-empty string per option (option values
 * may be anything, even ""), the change handler that maps it back, the items to list (with a
 * "None" item first for an optional field), `required` and `disabled`.
 *
 * @example
 * ```tsx
 * const select = useSingleSelectProps(props);
 * <Select value={select.value} onValueChange={select.onValueChange}><SelectTrigger {...select.triggerProps}
 * />…</Select>
 * ```
 */
export function useSingleSelectProps(props: FieldProps<FieldModel<'single'>>): SingleSelectProps {
  const { field, value, controlProps } = props;
  const current = useFieldValue(value);
  const items = field.options.map((option, i) => ({ value: optionKey(i), label: option.label }));
  return {
    triggerProps: {
      id: controlProps.id,
      ref: value.focusRef,
      'aria-labelledby': props.labelProps.id,
      'aria-describedby': controlProps['aria-describedby'],
      'aria-invalid': controlProps['aria-invalid'],
      'aria-required': controlProps['aria-required'],
    },
    value: chosenKey(field, current),
    onValueChange: (next) => value.set(valueOfKey(field, next)),
    items: field.required ? items : [{ value: NO_OPTION, label: props.messages.selectNone }, ...items],
    placeholder: props.messages.selectPlaceholder,
    required: field.required,
    disabled: props.disabled,
  };
}

/**
 * What `useSingleSelectProps` returns.
 *
 * @example
 * ```tsx
 * const { items, value }: SingleSelectProps = useSingleSelectProps(props);
 * ```
 */
export interface SingleSelectProps {
  triggerProps: {
    id: string;
    ref: (target: HTMLElement | null) => void;
    'aria-labelledby': string;
    'aria-describedby'?: string | undefined;
    'aria-invalid'?: true | undefined;
    'aria-required'?: true | undefined;
  };
  /** The chosen item's `value`, or `''` for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** What to list, in order: `value` is the item's key for the control, `label` what to show. */
  items: { value: string; label: string }[];
  /** Our "Choose…" text for an empty trigger. */
  placeholder: string;
  required: boolean;
  disabled: boolean;
}
