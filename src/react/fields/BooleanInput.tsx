import type { BooleanField } from '../../core/model';
import { FieldFrame, useFieldState } from './FieldFrame';
import type { FieldRendererProps } from './TextInput';

/**
 * A checkbox. A required boolean has no "required" semantics on the control: unchecked is a valid
 * answer (false), and `required` on a checkbox would tell people they must tick it.
 */
export function BooleanInput({ field, api }: FieldRendererProps<BooleanField>) {
  const state = useFieldState(field, api);
  const reg = api.register(field.name, { validate: api.validate(field) });
  const focusRef = api.focusRef(field);
  return (
    <FieldFrame field={field} api={api} state={state} inline>
      <input
        {...reg}
        onChange={(event) => {
          api.markAnswered(field);
          return reg.onChange(event);
        }}
        ref={(el) => {
          reg.ref(el);
          focusRef(el);
        }}
        className="rme-checkbox"
        id={state.ids.control}
        type="checkbox"
        aria-invalid={state.error ? true : undefined}
        aria-describedby={state.describedBy}
      />
    </FieldFrame>
  );
}
