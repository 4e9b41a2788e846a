/**
 * The components, with Radix Select for single-selects.
 *
 * @module react-mcp-elicitation
 */
export * from './common.js';
export { ElicitationForm, defaultFieldComponents } from './react/ElicitationForm.js';
export type { ElicitationFormProps, FieldComponents } from './react/ElicitationForm.js';
export { SingleSelect, NATIVE_SELECT_THRESHOLD } from './react/fields/SingleSelect.js';
export { Elicitation } from './react/Elicitation.js';
export type { ElicitationProps } from './react/Elicitation.js';
