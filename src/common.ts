// Everything both entry points share (no Radix here): core, hooks, URL mode, renderers.
export * from './protocol/types';
export type * from './core/model';
export { parseElicitRequest, looksSensitive, LIMITS } from './core/parse';
export { validateValue, checkForm, codePointLength } from './core/validate';
export type { ValidationIssue, IssueKeyword, FieldIssue, FormCheck } from './core/validate';
export {
  buildContent,
  toContentValue,
  initialRawValue,
  localDateTimeToRfc3339,
  rfc3339ToLocalDateTime,
} from './core/content';
export type { RawValue, FormValues } from './core/content';
export { isEmail, isUri, isDate, isDateTime } from './core/formats';
export {
  defaultMessages,
  formMessages,
  urlMessages,
  hostMessages,
  formatMessage,
  resolveMessages,
  resolvePart,
  issueMessage,
  requestErrorMessage,
} from './core/messages';
export type { ElicitationMessages, FormMessages, UrlMessages, HostMessages, MessageKey } from './core/messages';
export { useElicitationForm, errorSummaryText } from './react/useElicitationForm';
export type {
  UseElicitationFormOptions,
  ElicitationFormController,
  ElicitationFormState,
  FieldApi,
  FieldIds,
  Outcome,
} from './react/useElicitationForm';
export { FieldFrame, useFieldState, controlAria, registerInput, fieldParts } from './react/fields/FieldFrame';
export type { FieldFrameProps } from './react/fields/FieldFrame';
export { DefaultActions, DefaultLayout, commonFieldComponents } from './react/ElicitationFormBase';
export type { ActionsProps, LayoutProps } from './react/ElicitationFormBase';
export { TextInput } from './react/fields/TextInput';
export { NumberInput } from './react/fields/NumberInput';
export { BooleanInput } from './react/fields/BooleanInput';
export { NativeSelect, useSingleSelect } from './react/fields/NativeSelect';
export { MultiSelect } from './react/fields/MultiSelect';
export type { FieldState } from './react/fields/FieldFrame';
export type { FieldRendererProps } from './react/fields/TextInput';
export { inspectUrl, visibleUrlSegments, writtenHostRange, hasBidiControls, LONG_URL, LONG_URL_CHARS } from './core/url';
export { urlWarningText } from './core/messages';
export type { UrlInspection, UrlWarning, UrlRefusal, UrlSegment, HostDifference } from './core/url';
export { hostToUnicode } from './core/punycode';
export { UrlElicitation, defaultOpen } from './react/UrlElicitation';
export type { UrlElicitationProps } from './react/UrlElicitation';
export { de } from './locales/de';
