import type { ReactElement } from 'react';
import { ElicitationFormView } from './ElicitationFormView.js';
import { ElicitationView } from './ElicitationView.js';
import type { ElicitationComponents, ElicitationFormComponent, ElicitationFormProps, ElicitationProps } from './types.js';

/** The form and the mode switch bound to one preset: what an entry point exports. */
export function bindPreset(preset: ElicitationComponents): { ElicitationForm: ElicitationFormComponent; Elicitation: (props: ElicitationProps) => ReactElement } {
  const ElicitationForm = (props: ElicitationFormProps) => <ElicitationFormView {...props} preset={preset} />;
  const Elicitation = (props: ElicitationProps) => <ElicitationView {...props} preset={preset} />;
  return { ElicitationForm: ElicitationForm as ElicitationFormComponent, Elicitation };
}
