import type { BooleanField } from '../../core/model.js';
import { controlAria, registerInput, useFieldState } from './FieldFrame.js';
import type { FieldRendererProps } from './TextInput.js';

/**
 * A checkbox. A required boolean has no "required" semantics on the control: unchecked is a valid
 * answer (false), and `required` on a checkbox would tell people they must tick it.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ boolean: (p) => <div className="switch"><BooleanInput {...p} /></div> }} />
 * ```
 */
export function BooleanInput({ field, api }: FieldRendererProps<BooleanField>) {
  const state = useFieldState(field, api);
  const reg = registerInput(field, api);
  return (
    <api.Frame field={field} api={api} state={state} inline>
      <input
        {...reg}
        onChange={(event) => {
          api.markAnswered(field);
          return reg.onChange(event);
        }}
        {...controlAria(field, state, false)}
        className="rme-checkbox"
        type="checkbox"
      />
    </api.Frame>
  );
}
