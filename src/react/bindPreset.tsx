import type { ReactElement } from 'react';
import { ElicitationFormView } from './ElicitationFormView.js';
import { ElicitationView } from './ElicitationView.js';
import type { ElicitationComponents, ElicitationFormProps } from './types.js';
import type { ElicitationProps } from './surfaceTypes.js';
import type { CheckedRequest, FormRequestLiteral } from '../protocol/infer.js';

// What an entry point exports, bound to its preset. Two functions, each called with
// `/* @__PURE__ */`, so an app that imports only the form never bundles URL mode.

/**
 * `ElicitationForm` bound to `preset`. Two signatures: the first gives editors the dialect to
 * complete a hand-written literal against; the second takes anything else (`unknown`, parsed
 * JSON), which is checked at run time. Written out here, not named, so the entries' declarations
 * carry it whole.
 */
export function bindForm(preset: ElicitationComponents): {
  <const R extends FormRequestLiteral>(props: ElicitationFormProps<R>): ReactElement;
  <const R = unknown>(props: ElicitationFormProps<R> & { request: CheckedRequest<R> }): ReactElement;
} {
  const ElicitationForm = (props: ElicitationFormProps) => <ElicitationFormView {...props} preset={preset} />;
  return ElicitationForm as ReturnType<typeof bindForm>;
}

/** `Elicitation` (any mode) bound to `preset`. */
export function bindModes(preset: ElicitationComponents): (props: ElicitationProps) => ReactElement {
  const Elicitation = (props: ElicitationProps) => <ElicitationView {...props} preset={preset} />;
  return Elicitation;
}
