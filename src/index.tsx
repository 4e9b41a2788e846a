/**
 * The components, with Radix Select for single-selects (`defaultComponents`).
 *
 * @module react-mcp-elicitation
 */
import { bindForm, bindModes } from './react/bindPreset.js';
import { defaultComponents } from './react/defaultComponents.js';

export * from './react/public.js';
export { defaultComponents };
export { SingleSelect } from './react/fields/SingleSelect.js';

/**
 * The form-mode elicitation UI: one labelled control per field, validation, exactly one result.
 * A request with other content starts over (see `requestKey`).
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={respond} serverName="Acme Tools" autoFocus />
 * ```
 */
export const ElicitationForm = /* @__PURE__ */ bindForm(defaultComponents);

/** Renders the right UI for the request's mode; an unknown mode gets an alert and Cancel.
 *
 * @example
 * ```tsx
 * <Elicitation request={params} onResult={respond} serverName="Acme Tools" autoFocus />
 * ```
 */
export const Elicitation = /* @__PURE__ */ bindModes(defaultComponents);
