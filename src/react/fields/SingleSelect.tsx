import * as Select from '@radix-ui/react-select';
import { useRef, useState, type KeyboardEvent } from 'react';
import { typeaheadMatch } from '../../core/typeahead.js';
import type { FieldModel } from '../../core/model.js';
import type { FieldRendererProps } from '../types.js';
import { fillDomGaps } from './domGaps.js';
import { NativeSelect, useChosenIndex } from './NativeSelect.js';
import { NO_OPTION, optionKey, valueOfKey } from '../optionKeys.js';

// Radix items need non-empty string values; option values may be anything (even ""), so items
// are addressed by index and mapped back.

/** Above this many options the native `<select>` is used: Radix Select renders every item.
 *
 * @example
 * ```tsx
 * if (field.kind === 'single' && field.options.length > NATIVE_SELECT_THRESHOLD) console.info('shown as a native
 * select');
 * ```
 */
export const NATIVE_SELECT_THRESHOLD = 500;

/** A Radix Select combobox (a native select for very long lists): shows titles, sends the value.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ single: SingleSelect }} />
 * ```
 */
export function SingleSelect(props: FieldRendererProps<FieldModel<'single'>>) {
  return props.field.options.length > NATIVE_SELECT_THRESHOLD ? (
    <NativeSelect {...props} />
  ) : (
    <RadixSelect {...props} />
  );
}

function RadixSelect(props: FieldRendererProps<FieldModel<'single'>>) {
  const { field, Frame, value, controlProps } = props;
  const index = useChosenIndex(props);
  const trigger = useRef<HTMLButtonElement | null>(null);
  // The list mounts only while open (a closed Radix Select renders all its items into a hidden
  // fragment). The trigger shows the chosen label itself.
  const [open, setOpen] = useState(false);
  // Radix mounts on the first open: until then a plain button with the same role, state and
  // ARIA stands in (a closed Radix Select costs a hidden native select and two extra renders per
  // field; the measured reason is in ARCHITECTURE.md). Once mounted it stays.
  const [engaged, setEngaged] = useState(false);
  const chosen = index >= 0 ? field.options[index] : undefined;
  // With the list unmounted, Radix's own typeahead on the closed trigger has no items to search,
  // so typing on the trigger picks an option here, as a native select does.
  const typed = useRef('');
  const typedTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (open || event.ctrlKey || event.metaKey || event.altKey || event.key.length !== 1) return;
    if (event.key === ' ' && !typed.current) return; // Space opens the list
    event.preventDefault();
    typed.current += event.key;
    clearTimeout(typedTimer.current);
    typedTimer.current = setTimeout(() => (typed.current = ''), 1000);
    const match = typeaheadMatch(
      field.options.map((o) => o.label),
      typed.current,
      index,
    );
    if (match >= 0) value.set(field.options[match]!.value);
  };
  // The stand-in and Radix's trigger carry the same id, ARIA state and ref.
  const triggerProps = {
    className: 'rme-select-trigger',
    id: controlProps.id,
    'aria-labelledby': props.labelProps.id,
    'aria-required': controlProps['aria-required'],
    'aria-invalid': controlProps['aria-invalid'],
    'aria-describedby': controlProps['aria-describedby'],
    'data-invalid': props.error !== undefined ? '' : undefined,
    ref: (el: HTMLButtonElement | null) => {
      value.focusRef(el);
      trigger.current = el;
    },
  };
  const shown = (
    <>
      <span className="rme-select-value">{chosen ? <bdi>{chosen.label}</bdi> : props.messages.selectPlaceholder}</span>
      <span className="rme-select-icon" aria-hidden="true">
        ▾
      </span>
    </>
  );
  if (!engaged) {
    const openList = () => {
      fillDomGaps(trigger.current);
      setEngaged(true);
      setOpen(true);
    };
    return (
      <Frame {...props}>
        <button
          type="button"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="none"
          data-state="closed"
          data-placeholder={chosen ? undefined : ''}
          disabled={props.disabled}
          onKeyDown={(event) => {
            onTriggerKeyDown(event);
            if (event.defaultPrevented) return;
            // The keys that open a Radix Select trigger.
            if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault();
              openList();
            }
          }}
          onPointerDown={(event) => {
            // As Radix: a mouse opens on press (left button, no Ctrl); touch and pen on click.
            if (event.pointerType === 'mouse' && event.button === 0 && !event.ctrlKey) {
              event.preventDefault();
              openList();
            }
          }}
          onClick={(event) => {
            if ((event.nativeEvent as PointerEvent).pointerType !== 'mouse') openList();
          }}
          {...triggerProps}
        >
          {shown}
        </button>
      </Frame>
    );
  }
  return (
    <Frame {...props}>
      <Select.Root
        open={open}
        onOpenChange={setOpen}
        value={index >= 0 ? optionKey(index) : ''}
        onValueChange={(v) => {
          value.set(valueOfKey(field, v));
        }}
        required={field.required}
        disabled={props.disabled}
      >
        <Select.Trigger onKeyDown={onTriggerKeyDown} {...triggerProps}>
          <Select.Value placeholder={props.messages.selectPlaceholder}>
            {chosen && <bdi>{chosen.label}</bdi>}
          </Select.Value>
          <Select.Icon className="rme-select-icon" aria-hidden="true">
            ▾
          </Select.Icon>
        </Select.Trigger>
        {/* Inside a modal <dialog> the rest of the page is inert: the list must live in the dialog. */}
        {open && (
          <Select.Portal container={trigger.current?.closest('dialog') ?? undefined}>
            <Select.Content className="rme-select-content" position="popper" sideOffset={4}>
              <Select.Viewport className="rme-select-viewport">
                {!field.required && (
                  <Select.Item className="rme-select-item" value={NO_OPTION}>
                    <Select.ItemText>{props.messages.selectNone}</Select.ItemText>
                  </Select.Item>
                )}
                {field.options.map((option, i) => (
                  <Select.Item key={i} className="rme-select-item" value={optionKey(i)}>
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
        )}
      </Select.Root>
    </Frame>
  );
}
