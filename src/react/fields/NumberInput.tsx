import type { NumberField } from '../../core/model.js';
import type { FieldRendererProps } from '../types.js';

/** A numeric input with the schema's range; whole steps for integers.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ number: (p) => <div className="stepper"><NumberInput {...p} /></div> }} />
 * ```
 */
export function NumberInput(props: FieldRendererProps<NumberField>) {
  const { field, Frame } = props;
  return (
    <Frame {...props}>
      <input
        {...props.inputProps}
        className="rme-input"
        type="number"
        inputMode={field.integer ? 'numeric' : 'decimal'}
        step={field.integer ? 1 : 'any'}
        min={field.minimum}
        max={field.maximum}
      />
    </Frame>
  );
}
