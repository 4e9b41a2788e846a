import { commonFieldComponents, ElicitationFormBase, type ElicitationFormProps, type FieldComponents } from './ElicitationFormBase.js';
import { SingleSelect } from './fields/SingleSelect.js';

export type { ElicitationFormProps, FieldComponents } from './ElicitationFormBase.js';

/** Our renderers; single-selects use Radix Select (a native select above 500 options). */
export const defaultFieldComponents: FieldComponents = { ...commonFieldComponents, single: SingleSelect };

/**
 * The form-mode elicitation UI. A new `request` object starts over: state resets and only the new
 * request's result is emitted.
 */
export function ElicitationForm(props: ElicitationFormProps) {
  return <ElicitationFormBase {...props} defaults={defaultFieldComponents} />;
}
