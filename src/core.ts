/**
 * The React-free core — parse a request, check values, inspect a URL, the message catalogues and
 * the protocol types. Safe in React Server Components, Node and workers.
 *
 * @module react-mcp-elicitation/core
 */
export type * from './core/publicTypes.js';
export { parseElicitRequest, requestMode, LIMITS } from './core/parse.js';
export { checkForm } from './core/validate.js';
export { loadPatternEngine } from './core/pattern.js';
export { defaultMessages, formatMessage } from './core/messages.js';
export { pickMessages } from './core/locale.js';
export { answerSummary } from './core/summary.js';
export { inspectUrl } from './core/url.js';
export type { UrlInspection } from './core/url.js';
