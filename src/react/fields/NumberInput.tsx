import type { FieldModel } from '../../core/model.js';
import type { FieldRendererProps } from '../types.js';

/** A numeric input with the schema's range; whole steps for integers.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ number: (p) => <div className="stepper"><NumberInput
 * {...p} /></div> }} />
 * ```
 */
export function NumberInput(props: FieldRendererProps<FieldModel<'number'>>) {
  // type="number", inputMode, step (whole for integers), min and max are in inputProps.
  return (
    <props.Frame {...props}>
      <input {...props.inputProps} className="rme-input" />
    </props.Frame>
  );
}
