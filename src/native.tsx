/**
 * The same components with a native `<select>` for single-selects, and no Radix in the bundle (about 31 kB gzip all-in instead of about 64 for a minimal app; `npm run size`). Also the choice for pages under a strict CSP without nonces (see SECURITY.md).
 *
 * @module react-mcp-elicitation/native
 */
import { commonFieldComponents, ElicitationFormBase, type ElicitationFormProps, type FieldComponents } from './react/ElicitationFormBase.js';
import { ElicitationSwitch, type ElicitationProps } from './react/ElicitationSwitch.js';
import { NativeSelect } from './react/fields/NativeSelect.js';
import type { ReactElement } from 'react';
import type { CheckedRequest, FormRequestLiteral } from './protocol/infer.js';

export * from './common.js';
export type { ElicitationFormProps, FieldComponents } from './react/ElicitationFormBase.js';
export type { ElicitationProps } from './react/ElicitationSwitch.js';

/**
 * The renderers of `/native`: ours, with a native `<select>` for single-selects.
 *
 * @example
 * ```tsx
 * import { defaultFieldComponents } from 'react-mcp-elicitation/native';
 * <ElicitationForm request={params} onResult={send} components={{ ...defaultFieldComponents, actions: MyActions }} />
 * ```
 */
export const defaultFieldComponents: FieldComponents = { ...commonFieldComponents, single: NativeSelect };

/** `ElicitationForm` with a native `<select>` for single-selects (no Radix).
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
  return <ElicitationFormBase {...props} defaults={defaultFieldComponents} />;
}

/**
 * 
 *
 * @example
 * ```tsx
 * import { Elicitation } from 'react-mcp-elicitation/native';
 * <Elicitation request={params} onResult={respond} serverName="Acme Tools" />
 * ```
 */
export function Elicitation(props: ElicitationProps) {
  return <ElicitationSwitch {...props} Form={ElicitationForm} />;
}
