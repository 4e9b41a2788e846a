import { useController } from 'react-hook-form';
import { formatMessage } from '../../core/messages.js';
import type { MultiSelectField } from '../../core/model.js';
import { useFieldState } from './FieldFrame.js';
import type { FieldRendererProps } from './TextInput.js';

/** A group of checkboxes; once maxItems are chosen the others are disabled.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ multi: (p) => <div className="chips"><MultiSelect {...p} /></div> }} />
 * ```
 */
export function MultiSelect({ field, api }: FieldRendererProps<MultiSelectField>) {
  const { field: control } = useController({
    control: api.control,
    name: field.name,
    rules: { validate: api.validate(field) },
  });
  const chosen: string[] = Array.isArray(control.value) ? control.value : [];
  const { messages } = api;
  const hint =
    field.maxItems !== undefined
      ? formatMessage(messages.multiCount, { count: chosen.length, max: field.maxItems })
      : field.minItems
        ? formatMessage(messages.multiMinHint, { min: field.minItems })
        : undefined;
  const state = useFieldState(field, api, hint);
  const focusRef = api.focusRef(field);
  const full = field.maxItems !== undefined && chosen.length >= field.maxItems;
  const toggle = (value: string, on: boolean) => {
    const next = on ? [...chosen, value] : chosen.filter((v) => v !== value);
    // Keep option order so the sent list is stable whatever the click order.
    control.onChange(field.options.map((o) => o.value).filter((v) => next.includes(v)));
  };
  const firstEnabled = field.options.findIndex((o) => !full || chosen.includes(o.value));
  return (
    <api.Frame field={field} api={api} state={state} hint={hint} labelAs="none">
      <fieldset className="rme-group" aria-describedby={state.describedBy} id={state.ids.control}>
        <legend className="rme-label" id={state.ids.label} dir="auto">
          {state.label}
          {field.required && <span className="rme-required"> {messages.requiredMarker}</span>}
        </legend>
        {field.options.map((option, i) => {
          const checked = chosen.includes(option.value);
          const id = `${state.ids.control}-${i}`;
          return (
            <div className="rme-inline rme-option" key={i} data-state={checked ? 'checked' : 'unchecked'}>
              <input
                type="checkbox"
                className="rme-checkbox"
                id={id}
                checked={checked}
                disabled={(full && !checked) || api.disabled}
                onChange={(e) => toggle(option.value, e.currentTarget.checked)}
                onBlur={control.onBlur}
                aria-invalid={state.error ? true : undefined}
                ref={i === firstEnabled ? (el) => focusRef(el) : undefined}
              />
              {/* dir="auto": a server's bidi controls stay inside the label */}
              <label htmlFor={id} dir="auto">
                {option.label}
              </label>
            </div>
          );
        })}
      </fieldset>
    </api.Frame>
  );
}
