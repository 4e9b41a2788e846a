// The React layer's public API that both entry points share (`.` and `/native` differ only in
// their preset and the form components bound to it). The core's own names are in
// `react-mcp-elicitation/core`; the ones a React host needs to type its props are repeated here.
export type {
  ContentOf,
  ElicitContent,
  ElicitRequestFormParams,
  ElicitRequestParams,
  ElicitRequestURLParams,
  ElicitResult,
  ElicitationMessages,
  FieldModel,
  FormModel,
} from '../core.js';
export { defaultMessages, pickMessages } from '../core.js';
export type {
  ActionsProps,
  ControlProps,
  ElicitationComponents,
  ElicitationFormController,
  ElicitationFormProps,
  ElicitationFormState,
  ElicitationProps,
  FieldFrameProps,
  FieldProps,
  FieldRendererProps,
  InputProps,
  LabelProps,
  LayoutProps,
  UrlElicitationProps,
  UseElicitationFormOptions,
} from './types.js';
export { useElicitationForm, errorSummaryText } from './useElicitationForm.js';
export { useFieldProps, useFieldValue } from './useFieldProps.js';
export { useCheckboxProps, useMultiSelectProps, useSingleSelectProps } from './widgetProps.js';
export type { CheckboxProps, MultiSelectOptionProps, MultiSelectProps, SingleSelectProps } from './widgetProps.js';
export { mergeProps, mergeRefs } from './mergeProps.js';
export { FieldFrame } from './fields/FieldFrame.js';
export { DefaultActions, DefaultLayout, nativeComponents } from './components.js';
export { TextInput } from './fields/TextInput.js';
export { NumberInput } from './fields/NumberInput.js';
export { BooleanInput } from './fields/BooleanInput.js';
export { NativeSelect, useChosenIndex } from './fields/NativeSelect.js';
export { MultiSelect } from './fields/MultiSelect.js';
export { UrlElicitation, openInNewTab } from './UrlElicitation.js';
