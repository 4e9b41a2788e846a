/**
 * The React-free core — parse a request, validate values, build the content, inspect a URL, the message catalogues and the protocol types. Safe in React Server Components, Node and workers.
 *
 * @module react-mcp-elicitation/core
 */
export * from './protocol/types.js';
export type { CheckedRequest, ContentOf, ContentOfRequest, FormRequestLiteral, PropertyLiteral, RequestedSchemaLiteral, ValueOf } from './protocol/infer.js';
export type * from './core/model.js';
export { parseElicitRequest, requestMode, looksSensitive, LIMITS } from './core/parse.js';
export { validateValue, checkForm, checkField, draftContent, codePointLength } from './core/validate.js';
export type { ValidationIssue, IssueKeyword, FieldIssue, FormCheck, CheckFormOptions } from './core/validate.js';
export { loadPatternEngine, patternEngineReady, testPattern, translatePattern } from './core/pattern.js';
export type { PatternProblem, PatternTranslation } from './core/pattern.js';
export { toContentValue, initialRawValue, rawFromContent } from './core/kinds.js';
export {
  textDefaultShowable,
  localDateTimeToRfc3339,
  rfc3339ToLocalDateTime,
} from './core/content.js';
export type { RawValue, FormValues } from './core/content.js';
export { isEmail, isUri, isDate, isDateTime } from './core/formats.js';
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
} from './core/messages.js';
export { answerSummary, formatAnswerSummary } from './core/summary.js';
export type { AnswerSummaryItem } from './core/summary.js';
export type { ElicitationMessages, FormMessages, UrlMessages, DialogMessages, MessageKey } from './core/messages.js';
export { inspectUrl, visibleUrlSegments, writtenHostRange, LONG_URL_CHARS } from './core/url.js';
export type { UrlInspection, UrlWarning, UrlRefusal, UrlSegment, HostDifference } from './core/url.js';
export { hasBidiControls, hasInvisible } from './core/unicode.js';
export { hostToUnicode } from './core/punycode.js';
export { de } from './locales/de.js';
