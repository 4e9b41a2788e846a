import type { ReactElement } from 'react';
import { ElicitationFormView } from './ElicitationFormView.js';
import { ElicitationView } from './ElicitationView.js';
import type { ElicitationComponents, ElicitationFormProps } from './types.js';
import type { ElicitationProps } from './surfaceTypes.js';
import type { ElicitationFormComponent } from './controllerTypes.js';

// What an entry point exports, bound to its preset. Two functions, each called with
// `/* @__PURE__ */`, so an app that imports only the form never bundles URL mode.

/** `ElicitationForm` bound to `preset`. */
export function bindForm(preset: ElicitationComponents): ElicitationFormComponent {
  const ElicitationForm = (props: ElicitationFormProps) => <ElicitationFormView {...props} preset={preset} />;
  return ElicitationForm as ElicitationFormComponent;
}

/** `Elicitation` (any mode) bound to `preset`. */
export function bindModes(preset: ElicitationComponents): (props: ElicitationProps) => ReactElement {
  const Elicitation = (props: ElicitationProps) => <ElicitationView {...props} preset={preset} />;
  return Elicitation;
}
