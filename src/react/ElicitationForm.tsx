import { commonFieldComponents, ElicitationFormBase, type ElicitationFormProps, type FieldComponents } from './ElicitationFormBase.js';
import { SingleSelect } from './fields/SingleSelect.js';
import type { ReactElement } from 'react';
import type { CheckedRequest, FormRequestLiteral } from '../protocol/infer.js';

export type { ElicitationFormProps, FieldComponents } from './ElicitationFormBase.js';

/** Our renderers; single-selects use Radix Select (a native select above 500 options).
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ ...defaultFieldComponents, single: NativeSelect }} />
 * ```
 */
export const defaultFieldComponents: FieldComponents = { ...commonFieldComponents, single: SingleSelect };

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
  return <ElicitationFormBase {...props} defaults={defaultFieldComponents} />;
}
