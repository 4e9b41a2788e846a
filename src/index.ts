// `react-mcp-elicitation`: the components, with Radix Select for single-selects.
export * from './common';
export { ElicitationForm, defaultFieldComponents } from './react/ElicitationForm';
export type { ElicitationFormProps, FieldComponents } from './react/ElicitationForm';
export { SingleSelect, NATIVE_SELECT_THRESHOLD } from './react/fields/SingleSelect';
export { Elicitation } from './react/Elicitation';
export type { ElicitationProps } from './react/Elicitation';
