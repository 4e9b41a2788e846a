// Everything both entry points share (no Radix here): core, hooks, URL mode, renderers.
export * from './core/index.js';
export { useElicitationForm, errorSummaryText } from './react/useElicitationForm.js';
export type {
  UseElicitationFormOptions,
  ElicitationFormController,
  ElicitationFormState,
  FieldApi,
  FieldIds,
  Outcome,
} from './react/useElicitationForm.js';
export { FieldFrame, useFieldState, controlAria, registerInput, fieldParts } from './react/fields/FieldFrame.js';
export type { FieldFrameProps } from './react/fields/FieldFrame.js';
export { DefaultActions, DefaultLayout, commonFieldComponents } from './react/ElicitationFormBase.js';
export type { ActionsProps, LayoutProps } from './react/ElicitationFormBase.js';
export { TextInput } from './react/fields/TextInput.js';
export { NumberInput } from './react/fields/NumberInput.js';
export { BooleanInput } from './react/fields/BooleanInput.js';
export { NativeSelect, useSingleSelect } from './react/fields/NativeSelect.js';
export { MultiSelect } from './react/fields/MultiSelect.js';
export type { FieldState } from './react/fields/FieldFrame.js';
export type { FieldRendererProps } from './react/fields/TextInput.js';
export { UrlElicitation, defaultOpen } from './react/UrlElicitation.js';
export type { UrlElicitationProps } from './react/UrlElicitation.js';
