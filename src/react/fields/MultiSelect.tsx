import type { MultiSelectField } from '../../core/model.js';
import type { FieldRendererProps } from '../types.js';
import { useFieldValue } from '../useFieldProps.js';

/** A group of checkboxes; once maxItems are chosen the others are disabled.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ multi: (p) => <div className="chips"><MultiSelect {...p} /></div> }} />
 * ```
 */
export function MultiSelect(props: FieldRendererProps<MultiSelectField>) {
  const { field, Frame, value, controlProps } = props;
  const current = useFieldValue(value);
  const chosen: string[] = Array.isArray(current) ? current : [];
  const full = field.maxItems !== undefined && chosen.length >= field.maxItems;
  const toggle = (option: string, on: boolean) => {
    const next = on ? [...chosen, option] : chosen.filter((v) => v !== option);
    // Keep option order so the sent list is stable whatever the click order.
    value.set(field.options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  const firstEnabled = field.options.findIndex((o) => !full || chosen.includes(o.value));
  return (
    <Frame {...props} variant="group">
      <fieldset className="rme-group" id={controlProps.id} aria-describedby={controlProps['aria-describedby']}>
        <legend className="rme-label" id={props.labelProps.id} dir="auto">
          {props.label}
          {field.required && <span className="rme-required"> {props.messages.requiredMarker}</span>}
        </legend>
        {field.options.map((option, i) => {
          const checked = chosen.includes(option.value);
          return (
            // The label wraps its checkbox (no ids to pair, one element fewer per option).
            <label className="rme-inline rme-option" key={i} data-state={checked ? 'checked' : 'unchecked'}>
              <input
                type="checkbox"
                className="rme-checkbox"
                checked={checked}
                disabled={(full && !checked) || props.disabled}
                onChange={(e) => toggle(option.value, e.currentTarget.checked)}
                aria-invalid={controlProps['aria-invalid']}
                ref={i === firstEnabled ? value.focusRef : undefined}
              />
              {/* dir="auto": a server's bidi controls stay inside the option's text */}
              <span dir="auto">{option.label}</span>
            </label>
          );
        })}
      </fieldset>
    </Frame>
  );
}
