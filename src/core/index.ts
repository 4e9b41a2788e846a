/**
 * The React-free core — parse a request, validate values, build the content, inspect a URL, the message catalogues and the protocol types. Safe in React Server Components, Node and workers.
 *
 * @module react-mcp-elicitation/core
 */
export * from '../protocol/types.js';
export type { CheckedRequest, ContentOf, ContentOfRequest, FormRequestLiteral, PropertyLiteral, RequestedSchemaLiteral, ValueOf } from '../protocol/infer.js';
export type * from './model.js';
export { parseElicitRequest, requestMode, looksSensitive, LIMITS } from './parse.js';
export { validateValue, checkForm, checkField, draftContent, codePointLength } from './validate.js';
export type { ValidationIssue, IssueKeyword, FieldIssue, FormCheck, CheckFormOptions } from './validate.js';
export { loadPatternEngine, patternEngineReady, testPattern, translatePattern } from './pattern.js';
export type { PatternProblem, PatternTranslation } from './pattern.js';
export { toContentValue, initialRawValue, rawFromContent } from './kinds.js';
export {
  textDefaultShowable,
  localDateTimeToRfc3339,
  rfc3339ToLocalDateTime,
} from './content.js';
export type { RawValue, FormValues } from './content.js';
export { isEmail, isUri, isDate, isDateTime } from './formats.js';
export {
  defaultMessages,
  formMessages,
  urlMessages,
  dialogMessages,
  formatMessage,
  resolvePart,
  issueMessage,
  requestErrorMessage,
  urlWarningText,
  urlRefusalText,
  fieldNotes,
  fieldHint,
  hasHint,
} from './messages.js';
export { answerSummary, formatAnswerSummary } from './summary.js';
export type { AnswerSummaryItem } from './summary.js';
export type { ElicitationMessages, FormMessages, UrlMessages, DialogMessages, MessageKey } from './messages.js';
export { inspectUrl, visibleUrlSegments, writtenHostRange, LONG_URL_CHARS } from './url.js';
export type { UrlInspection, UrlWarning, UrlRefusal, UrlSegment, HostDifference } from './url.js';
export { hasBidiControls, hasInvisible } from './unicode.js';
export { hostToUnicode } from './punycode.js';
export { de } from '../locales/de.js';
