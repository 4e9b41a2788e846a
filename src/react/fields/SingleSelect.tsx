import * as Select from '@radix-ui/react-select';
import { useRef } from 'react';
import { useController } from 'react-hook-form';
import type { SingleSelectField } from '../../core/model';
import { FieldFrame, useFieldState } from './FieldFrame';
import type { FieldRendererProps } from './TextInput';

// Radix items need non-empty string values; option values may be anything (even ""), so items
// are addressed by index and mapped back.
const NONE = 'none';
const itemValue = (index: number) => `o${index}`;

/** A Radix Select combobox: shows titles, sends the option's value. */
export function SingleSelect({ field, api }: FieldRendererProps<SingleSelectField>) {
  const state = useFieldState(field, api);
  const { field: control } = useController({
    control: api.control,
    name: field.name,
    rules: { validate: api.validate(field) },
  });
  const focusRef = api.focusRef(field);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const index = control.value === undefined ? -1 : field.options.findIndex((o) => o.value === control.value);
  return (
    <FieldFrame field={field} api={api} state={state}>
      <Select.Root
        value={index >= 0 ? itemValue(index) : ''}
        onValueChange={(v) => {
          control.onChange(v === NONE ? undefined : field.options[Number(v.slice(1))]?.value);
        }}
        required={field.required}
        disabled={api.disabled}
      >
        <Select.Trigger
          ref={(el) => {
            control.ref(el);
            focusRef(el);
            trigger.current = el;
          }}
          onBlur={control.onBlur}
          className="rme-select-trigger"
          id={state.ids.control}
          aria-labelledby={state.ids.label}
          aria-required={field.required || undefined}
          aria-invalid={state.error ? true : undefined}
          aria-describedby={state.describedBy}
          data-invalid={state.error ? '' : undefined}
        >
          <Select.Value placeholder={api.messages.selectPlaceholder} />
          <Select.Icon className="rme-select-icon" aria-hidden="true">
            ▾
          </Select.Icon>
        </Select.Trigger>
        {/* Inside a modal <dialog> the rest of the page is inert: the list must live in the dialog. */}
        <Select.Portal container={trigger.current?.closest('dialog') ?? undefined}>
          <Select.Content className="rme-select-content" position="popper" sideOffset={4}>
            <Select.Viewport className="rme-select-viewport">
              {!field.required && (
                <Select.Item className="rme-select-item" value={NONE}>
                  <Select.ItemText>{api.messages.selectNone}</Select.ItemText>
                </Select.Item>
              )}
              {field.options.map((option, i) => (
                <Select.Item key={i} className="rme-select-item" value={itemValue(i)}>
                  <Select.ItemText>
                    <bdi>{option.label}</bdi>
                  </Select.ItemText>
                  <Select.ItemIndicator className="rme-select-indicator" aria-hidden="true">
                    ✓
                  </Select.ItemIndicator>
                </Select.Item>
              ))}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </FieldFrame>
  );
}
