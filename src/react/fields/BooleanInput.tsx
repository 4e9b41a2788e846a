import type { FieldModel } from '../../core/model.js';
import type { FieldRendererProps } from '../types.js';

/**
 * A checkbox. Its props carry no `required`: unchecked is a valid answer (false), and `required` on
 * a checkbox would tell people they must tick it. Touching it makes its state an answer (done by
 * `inputProps.onChange` and `value.set`, so a custom renderer cannot forget).
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ boolean: (p) => <div className="switch"><BooleanInput
 * {...p} /></div> }} />
 * ```
 */
export function BooleanInput(props: FieldRendererProps<FieldModel<'boolean'>>) {
  const { Frame } = props;
  return (
    <Frame {...props} variant="inline">
      <input {...props.inputProps} className="rme-checkbox" />
    </Frame>
  );
}
