import type { NumberField } from '../../core/model';
import { FieldFrame, useFieldState } from './FieldFrame';
import type { FieldRendererProps } from './TextInput';

/** A numeric input with the schema's range; whole steps for integers. */
export function NumberInput({ field, api }: FieldRendererProps<NumberField>) {
  const state = useFieldState(field, api);
  const reg = api.register(field.name, { validate: api.validate(field) });
  const focusRef = api.focusRef(field);
  return (
    <FieldFrame field={field} api={api} state={state}>
      <input
        {...reg}
        ref={(el) => {
          reg.ref(el);
          focusRef(el);
        }}
        className="rme-input"
        id={state.ids.control}
        type="number"
        inputMode={field.integer ? 'numeric' : 'decimal'}
        step={field.integer ? 1 : 'any'}
        min={field.minimum}
        max={field.maximum}
        required={field.required}
        aria-required={field.required || undefined}
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.describedBy}
      />
    </FieldFrame>
  );
}
