/**
 * The components, with Radix Select for single-selects (`defaultComponents`).
 *
 * @module react-mcp-elicitation
 */
import type { ReactElement } from 'react';
import type { CheckedRequest, FormRequestLiteral } from './protocol/infer.js';
import { defaultComponents } from './react/defaultComponents.js';
import { ElicitationFormView } from './react/ElicitationFormView.js';
import { ElicitationView } from './react/ElicitationView.js';
import type { ElicitationFormProps, ElicitationProps } from './react/types.js';

export * from './react/public.js';
export { defaultComponents };
export { SingleSelect, NATIVE_SELECT_THRESHOLD } from './react/fields/SingleSelect.js';

/**
 * The form-mode elicitation UI: one labelled control per field, validation, exactly one result.
 * A request with other content starts over (see `requestKey`).
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={respond} serverName="Acme Tools" autoFocus />
 * ```
 */
export function ElicitationForm<const R extends FormRequestLiteral>(props: ElicitationFormProps<R>): ReactElement;
export function ElicitationForm<const R = unknown>(props: ElicitationFormProps<R> & { request: CheckedRequest<R> }): ReactElement;
// Two signatures: the first gives editors the dialect to complete a literal against; the second
// takes anything else (`unknown`, parsed JSON), which is checked at run time.
export function ElicitationForm(props: ElicitationFormProps): ReactElement {
  return <ElicitationFormView {...props} preset={defaultComponents} />;
}

/** Renders the right UI for the request's mode; an unknown mode gets an alert and Cancel.
 *
 * @example
 * ```tsx
 * <Elicitation request={params} onResult={respond} serverName="Acme Tools" autoFocus />
 * ```
 */
export function Elicitation(props: ElicitationProps): ReactElement {
  return <ElicitationView {...props} preset={defaultComponents} />;
}
