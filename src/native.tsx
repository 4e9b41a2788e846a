/**
 * The same components with `nativeComponents`: a native `<select>` for single-selects and no Radix in the bundle (about
 * 28 kB gzip all-in instead of about 58 for a minimal app built with Vite; `npm run size`). Also the choice for pages
 * under a strict CSP without nonces (see SECURITY.md).
 *
 * @module react-mcp-elicitation/native
 */
import { bindForm, bindModes } from './react/bindPreset.js';
import { nativeComponents } from './react/components.js';

export * from './react/public.js';

/** `ElicitationForm` with `nativeComponents` (no Radix).
 *
 * @example
 * ```tsx
 * import { ElicitationForm } from 'react-mcp-elicitation/native';
 * <ElicitationForm request={params} onResult={respond} serverName="Acme Tools" />
 * ```
 */
export const ElicitationForm = /* @__PURE__ */ bindForm(nativeComponents);

/** `Elicitation` with `nativeComponents` (no Radix).
 *
 * @example
 * ```tsx
 * import { Elicitation } from 'react-mcp-elicitation/native';
 * <Elicitation request={params} onResult={respond} serverName="Acme Tools" />
 * ```
 */
export const Elicitation = /* @__PURE__ */ bindModes(nativeComponents);
