import type { NumberField } from '../../core/model.js';
import { controlAria, registerInput, useFieldState } from './FieldFrame.js';
import type { FieldRendererProps } from './TextInput.js';

/** A numeric input with the schema's range; whole steps for integers.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ number: (p) => <div className="stepper"><NumberInput {...p} /></div> }} />
 * ```
 */
export function NumberInput({ field, api }: FieldRendererProps<NumberField>) {
  const state = useFieldState(field, api);
  return (
    <api.Frame field={field} api={api} state={state}>
      <input
        {...registerInput(field, api)}
        {...controlAria(field, state)}
        className="rme-input"
        type="number"
        inputMode={field.integer ? 'numeric' : 'decimal'}
        step={field.integer ? 1 : 'any'}
        min={field.minimum}
        max={field.maximum}
      />
    </api.Frame>
  );
}
