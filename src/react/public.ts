// The React layer's public API that both entry points share (`.` and `/native` differ only in
// their preset and the form components bound to it). The core's functions are in
// `react-mcp-elicitation/core`; every type a signature here names is exported here too.
export type * from '../core/publicTypes.js';
export { defaultMessages, pickMessages } from '../core.js';
export type * from './types.js';
export type * from './controllerTypes.js';
export type * from './surfaceTypes.js';
export { useElicitationForm, errorSummaryText } from './useElicitationForm.js';
export { useFieldProps, useFieldValue } from './useFieldProps.js';
export { useCheckboxProps, useMultiSelectProps, useSingleSelectProps } from './widgetProps.js';
export type { CheckboxProps, MultiSelectProps, SingleSelectProps } from './widgetProps.js';
export { mergeProps, mergeRefs } from './mergeProps.js';
export { FieldFrame } from './fields/FieldFrame.js';
export { DefaultActions, DefaultLayout, nativeComponents } from './components.js';
export { TextInput } from './fields/TextInput.js';
export { NumberInput } from './fields/NumberInput.js';
export { BooleanInput } from './fields/BooleanInput.js';
export { NativeSelect, useChosenIndex } from './fields/NativeSelect.js';
export { MultiSelect } from './fields/MultiSelect.js';
export { UrlElicitation, openInNewTab } from './UrlElicitation.js';
