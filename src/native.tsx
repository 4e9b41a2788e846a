/**
 * The same components with `nativeComponents`: a native `<select>` for single-selects and no Radix in the bundle (about 31 kB gzip all-in instead of about 64 for a minimal app; `npm run size`). Also the choice for pages under a strict CSP without nonces (see SECURITY.md).
 *
 * @module react-mcp-elicitation/native
 */
import type { ReactElement } from 'react';
import type { CheckedRequest, FormRequestLiteral } from './protocol/infer.js';
import { nativeComponents } from './react/components.js';
import { ElicitationFormView } from './react/ElicitationFormView.js';
import { ElicitationView } from './react/ElicitationView.js';
import type { ElicitationFormProps, ElicitationProps } from './react/types.js';

export * from './react/public.js';

/** `ElicitationForm` with `nativeComponents` (no Radix).
 *
 * @example
 * ```tsx
 * import { ElicitationForm } from 'react-mcp-elicitation/native';
 * <ElicitationForm request={params} onResult={respond} serverName="Acme Tools" />
 * ```
 */
export function ElicitationForm<const R extends FormRequestLiteral>(props: ElicitationFormProps<R>): ReactElement;
export function ElicitationForm<const R = unknown>(props: ElicitationFormProps<R> & { request: CheckedRequest<R> }): ReactElement;
export function ElicitationForm(props: ElicitationFormProps): ReactElement {
  return <ElicitationFormView {...props} preset={nativeComponents} />;
}

/** `Elicitation` with `nativeComponents` (no Radix).
 *
 * @example
 * ```tsx
 * import { Elicitation } from 'react-mcp-elicitation/native';
 * <Elicitation request={params} onResult={respond} serverName="Acme Tools" />
 * ```
 */
export function Elicitation(props: ElicitationProps): ReactElement {
  return <ElicitationView {...props} preset={nativeComponents} />;
}
