import type { ElicitRequestError, RequestErrorCode, ValidationIssue } from './model.js';
import type { HostDifference, UrlRefusal, UrlWarning } from './url.js';
import { BIDI_CONTROL } from './unicode.js';

/**
 * Every string the components show. Templates take `{name}` parameters; pass a partial object as
 * the `messages` prop to override any of them (or all, for another language).
 *
 * @example
 * ```tsx
 * formMessages.submit; // 'Submit'
 * ```
 */
export const formMessages = {
  unknownMode: 'The server asked in a mode this app does not support ({mode}).',
  // Frame
  requestFrom: '{server} is asking',
  unknownServer: 'An MCP server',
  serverTextNote: 'Written by the server',
  requiredMarker: 'required',
  submit: 'Submit',
  decline: 'Decline',
  cancel: 'Cancel',
  resultAccepted: 'Sent.',
  resultSending: 'Sending…',
  resultDeclined: 'Declined.',
  resultCancelled: 'Cancelled.',
  // Summary of what was sent (an answered request)
  summaryItem: '{label}: {value}',
  summarySeparator: ' · ',
  summaryYes: 'yes',
  summaryNo: 'no',
  summaryMasked: '•••••• (hidden)',
  // Long forms: the first fields, then a disclosure
  moreFields: 'Show {count} more fields',
  moreFieldsFilled: 'Show {count} more fields ({filled} filled in)',
  reviewMoreFields: 'Some of the fields below are filled in. Check them, then send.',
  errorSummaryOne: '1 field needs attention.',
  errorSummaryOther: '{count} fields need attention.',
  unnamedField: '(unnamed field)',
  // Controls
  selectPlaceholder: 'Choose…',
  selectNone: 'No selection',
  multiCount: '{count} of {max} selected',
  multiMinHint: 'Choose at least {min}.',
  dateTimeHint: 'Your local time ({offset}).',
  dateTimeHintNoOffset: 'Your local time.',
  sensitiveWarning:
    'This looks like a password, key, token or payment detail. MCP servers must not ask for these in a form; you can decline.',
  unsatisfiableNote: 'The server’s limits for this field contradict each other; no answer can meet them.',
  patternUnsupportedNote: 'The server gave a format rule for this field that cannot be checked safely here; it is not enforced.',
  defaultHiddenNote: 'The server suggested a value this control cannot show, so it was left empty and will not be sent.',
  // Validation (keyword + params)
  errorRequired: 'This field is required.',
  errorTypeNumber: 'Enter a number.',
  errorTypeInteger: 'Enter a whole number.',
  errorTypeOther: 'This value has the wrong type.',
  errorMinLength: 'Enter at least {limit} characters.',
  errorMaxLength: 'Enter at most {limit} characters.',
  errorMinimum: 'Enter {limit} or more.',
  errorMaximum: 'Enter {limit} or less.',
  errorEnum: 'Choose one of the options.',
  errorMinItems: 'Choose at least {limit}.',
  errorMaxItems: 'Choose at most {limit}.',
  errorFormatEmail: 'Enter an email address, like name@example.com.',
  errorFormatUri: 'Enter a full web address, like https://example.com.',
  errorFormatDate: 'Enter a date.',
  errorFormatDateTime: 'Enter a date and time.',
  errorPattern: 'This value is not in the expected form.',
  // Bad requests
  requestInvalidTitle: 'This request cannot be shown',
  requestParamsNotObject: 'The request is not an object.',
  requestMessageNotString: 'The request’s message is missing or not text.',
  requestModeUnsupported: 'The request is not a form.',
  requestSchemaMissing: 'The request has no form schema (requestedSchema).',
  requestSchemaNotObject: 'The form schema is not an object.',
  requestSchemaTypeNotObject: 'The form schema’s type is not "object".',
  requestPropertiesMissing: 'The form schema has no list of fields (properties).',
  requestRequiredInvalid: 'The list of required fields is not a list of names.',
  requestPropertyNotObject: 'Field “{property}” is not a valid field description.',
  requestTypeMissing: 'Field “{property}” has no type.',
  requestTypeUnsupported: 'Field “{property}” has a type that forms cannot ask for.',
  requestNestedObject: 'Field “{property}” is a nested object; only flat forms are allowed.',
  requestArrayItemsUnsupported: 'Field “{property}” is a list of something other than options.',
  requestEnumEmpty: 'Field “{property}” offers no options.',
  requestEnumInvalid: 'Field “{property}” has invalid options ({keyword}).',
  requestKeywordInvalid: 'Field “{property}” has an invalid “{keyword}”.',
  requestTooLarge: 'The form is too large to show safely.',
  requestTooLargeProperties: 'The form is too large to show safely: {count} fields, and the limit is {max}.',
  requestTooLargeOptions: 'The form is too large to show safely: field “{property}” has {count} options, and the limit is {max}.',
  requestTooLargeControls: 'The form is too large to show safely: {count} fields and checkboxes in all, and the limit is {max}.',
  requestTooLargeTotalOptions: 'The form is too large to show safely: {count} options in all, and the limit is {max}.',
  requestTooLargeTextChars: 'The form is too large to show safely: {count} characters of text, and the limit is {max}.',
  requestInvalidHint: 'You can decline or cancel.',
};

/** URL mode's strings (kept apart so a form-only bundle does not carry them).
 *
 * @example
 * ```tsx
 * urlMessages.urlOpen; // 'Open {host}'
 * ```
 */
export const urlMessages = {
  urlRequestFrom: '{server} asks you to open a page',
  urlCaption: 'Address (not opened until you choose to)',
  urlOpen: 'Open {host}',
  urlOpenAgain: 'Open {host} again',
  urlDone: 'Done',
  urlWaiting: '{host} was opened in a new tab. Finish there, then come back.',
  urlComplete: 'The server reports that this step is complete.',
  urlConfirming: 'Waiting for {server} to confirm that this step is finished. If it is not, open the page again.',
  urlStopWaiting: 'Stop waiting',
  urlContinue: 'I’ve finished — continue',
  urlWaitingRetry: '{host} was opened in a new tab. Finish there, then continue here.',
  urlNotFinished: '{server} says this step is not finished yet. Finish it on {host}, then continue.',
  urlWarningsTitle: 'Check this address before you open it',
  urlRefusedTitle: 'This address will not be opened',
  urlRefusedInvalid: 'It is not a valid web address.',
  urlRefusedScheme: 'Addresses starting with “{scheme}:” can run code or read local files; only https and http pages are opened.',
  urlOpensHost: 'Opens:',
  urlCopy: 'Copy link',
  urlCopied: 'Link copied.',
  urlCopyFailed: 'Could not copy. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  urlWarnHostDiffers: 'The address is written so that it may read as another site ({reasons}). The browser will open {host}.',
  urlHostDiffersSlashes: 'unusual slashes after the scheme',
  urlHostDiffersBackslash: 'a backslash, which browsers read as “/”',
  urlHostDiffersMapped: 'characters the browser turns into other letters',
  urlHostDiffersPercent: '%-codes in the site name',
  urlHostDiffersIpNotation: 'an IP number in an unusual notation',
  urlHostDiffersTrailingDot: 'a dot at the end of the site name',
  urlWarnHttp: 'The page is not encrypted (http): others on the network could read or change what you send.',
  urlWarnHttpLocal: 'The page is on this computer and not encrypted (http).',
  urlWarnPunycode: 'The site name uses international characters: it reads “{unicode}” but is really “{ascii}”. Look-alike letters are a common trick.',
  urlWarnMixedScript: 'The name “{label}” mixes alphabets ({scripts}); some letters may only look like others.',
  urlWarnCredentials: 'The address contains a user name or password before “@”. The real site is {host}.',
  urlWarnIpHost: 'The address is a bare IP number ({host}), not a site name.',
  urlWarnPort: 'The address uses an unusual port ({port}).',
  urlWarnBidi: 'The address contains characters that change text direction, which can disguise it (shown as U+ codes).',
  urlWarnInvisible: 'The address contains invisible characters (shown as U+ codes).',
  urlWarnLong: 'The address is very long ({length} characters); check all of it.',
  urlWarnMessageBidi: 'The message contains characters that change text direction; it may read differently than it is.',
};

/** The strings of the dialog `<ElicitationHost>` renders.
 *
 * @example
 * ```tsx
 * dialogMessages.dialogTitle; // 'Request from {server}'
 * ```
 */
export const dialogMessages = {
  dialogTitle: 'Request from {server}',
  dialogMorePending: '{count} more waiting',
  dialogStep: 'Question {index} of {count} from this step',
  dialogWaiting: 'Asked {minutes} min ago',
  dialogClose: 'Close',
  dialogAskedAgain: '{server} asked again. Your previous answer is filled in (except sensitive fields); the message below says what it needs.',
  dialogServerClaim: 'It calls itself “{claim}”. That is the server’s own claim; this app has not verified it.',
  dialogStopAsking: 'Stop requests from {server}',
  dialogWithdrawn: '{server} withdrew its request.',
  dialogWithdrewMany: '{server} withdrew {count} requests. Nothing was sent.',
  dialogHeldWhileTyping: '{server} is asking for something. The request opens when you pause typing.',
  dialogBlocked: 'Requests from {server} are turned off until you reload.',
  dialogExpired: 'The request from {server} expired. Nothing was sent.',
  // What became of a request (the dialog's status line after it closes; an inline card)
  settledSent: 'Sent to {server}: {summary}',
  settledSentEmpty: 'Sent to {server}.',
  settledDeclined: 'You declined the request from {server}.',
  settledCancelled: 'You cancelled the request from {server}.',
  settledWithdrawn: '{server} withdrew this request. Nothing was sent.',
  settledTimedOut: 'This request timed out. Nothing was sent.',
  settledDisconnected: 'The connection to {server} was lost. Nothing was sent.',
  settledBlocked: 'Requests from {server} were turned off. Nothing was sent.',
  settledElsewhere: 'Answered in another window.',
  settledUrlDone: 'You opened the page from {server}.',
  settledDraft: 'What you had entered',
  settledCopy: 'Copy what you entered',
  settledCopied: 'Copied.',
  settledCopyFailed: 'Could not copy. The list is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  // Inline cards
  inlineListLabel: 'Requests from servers',
  inlineArrived: 'New request from {server}.',
  inlineMoreFrom: 'Show {count} more from {server}',
  inlineCardLabel: 'Request from {server}: {message}',
};

/**
 * The form's strings (`formMessages`): its keys and their English text.
 *
 * @example
 * ```tsx
 * const wording: Partial<FormMessages> = { submit: 'Send answer' };
 * ```
 */
export type FormMessages = typeof formMessages;
/**
 * URL mode's strings (`urlMessages`).
 *
 * @example
 * ```tsx
 * const wording: Partial<UrlMessages> = { urlOpen: 'Go to {host}' };
 * ```
 */
export type UrlMessages = typeof urlMessages;
/**
 * The dialog's strings (`dialogMessages`).
 *
 * @example
 * ```tsx
 * const wording: Partial<DialogMessages> = { dialogTitle: 'Question from {server}' };
 * ```
 */
export type DialogMessages = typeof dialogMessages;
/** The whole catalogue: a translation provides every key (see `locales/de`).
 *
 * @example
 * ```tsx
 * const fr: ElicitationMessages = { ...defaultMessages, submit: 'Envoyer', decline: 'Refuser' }; // and every other key
 * ```
 */
export type ElicitationMessages = FormMessages & UrlMessages & DialogMessages;
/**
 * The name of any string in the catalogue.
 *
 * @example
 * ```tsx
 * const key: MessageKey = 'submit';
 * ```
 */
export type MessageKey = keyof ElicitationMessages;

// PURE: lets a bundler drop the URL and dialog strings from a bundle that never reads them.
/**
 * The English catalogue: every string the components show.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={respond} messages={{ ...defaultMessages, submit: 'Send' }} />
 * ```
 */
export const defaultMessages: ElicitationMessages = /* @__PURE__ */ Object.assign({}, formMessages, urlMessages, dialogMessages);


/**
 * Fills `{name}` parameters (unknown names stay as written). A parameter that carries bidi controls (a hostile property name, say)
 * is wrapped in an isolate (FSI … PDI), so it cannot reorder the sentence around it.
 *
 * @example
 * ```tsx
 * formatMessage('{server} is asking', { server: 'Acme' }); // 'Acme is asking'
 * ```
 */
export function formatMessage(template: string, params: Record<string, string | number | undefined> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    if (v === undefined) return whole;
    const text = String(v);
    return BIDI_CONTROL.test(text) ? `\u2068${text}\u2069` : text;
  });
}

/** The part of the catalogue a component needs (`base`), with the host's overrides on top.
 *
 * @example
 * ```tsx
 * const form = resolvePart(formMessages, { submit: 'Send' });
 * ```
 */
export function resolvePart<T extends object>(base: T, overrides?: Partial<ElicitationMessages>): T {
  return overrides ? { ...base, ...overrides } : base;
}

const FORMAT_KEYS: Record<string, keyof FormMessages> = {
  email: 'errorFormatEmail',
  uri: 'errorFormatUri',
  date: 'errorFormatDate',
  'date-time': 'errorFormatDateTime',
};

function issueKey(issue: ValidationIssue): keyof FormMessages {
  switch (issue.keyword) {
    case 'required':
      return 'errorRequired';
    case 'type':
      return issue.params.type === 'integer' ? 'errorTypeInteger' : issue.params.type === 'number' ? 'errorTypeNumber' : 'errorTypeOther';
    case 'format':
      return FORMAT_KEYS[String(issue.params.format)] ?? 'errorPattern';
    case 'minLength':
      return 'errorMinLength';
    case 'maxLength':
      return 'errorMaxLength';
    case 'minimum':
      return 'errorMinimum';
    case 'maximum':
      return 'errorMaximum';
    case 'enum':
      return 'errorEnum';
    case 'minItems':
      return 'errorMinItems';
    case 'maxItems':
      return 'errorMaxItems';
    case 'pattern':
      return 'errorPattern';
  }
}

/** The line after an answer: "Sent.", "Declined." or "Cancelled." */
export function resultText(messages: FormMessages, action: 'accept' | 'decline' | 'cancel'): string {
  return action === 'accept' ? messages.resultAccepted : action === 'decline' ? messages.resultDeclined : messages.resultCancelled;
}

// Intl formatters take tens of microseconds to build, and a long form asks for one per error and
// per answered number or date: one is kept per kind, locale and options (the host's locales, four styles).
const formatters = new Map<string, unknown>();

/** An `Intl.NumberFormat` or `Intl.DateTimeFormat` for the locale and options, built once. */
export function intlFormat<T, O>(Format: new (locale: string | undefined, options?: O) => T, locale: string | undefined, options?: O): T {
  const key = Format.name + locale + JSON.stringify(options);
  let f = formatters.get(key) as T | undefined;
  if (!f) formatters.set(key, (f = new Format(locale, options)));
  return f;
}

/** The localised text for a validation issue.
 *
 * @example
 * ```tsx
 * issueMessage(formMessages, { keyword: 'minimum', params: { limit: 1500.5 } }, 'de'); // 'Enter 1.500,5 or more.'
 * ```
 */
export function issueMessage(messages: FormMessages, issue: ValidationIssue, locale?: string): string {
  const params: Record<string, string | number> = { ...issue.params };
  if (typeof params.limit === 'number') params.limit = intlFormat(Intl.NumberFormat, locale).format(params.limit);
  return formatMessage(messages[issueKey(issue)], params);
}

const REQUEST_ERROR_KEYS: Record<RequestErrorCode, keyof FormMessages> = {
  'params-not-object': 'requestParamsNotObject',
  'message-not-string': 'requestMessageNotString',
  'mode-unsupported': 'requestModeUnsupported',
  'schema-missing': 'requestSchemaMissing',
  'schema-not-object': 'requestSchemaNotObject',
  'schema-type-not-object': 'requestSchemaTypeNotObject',
  'properties-missing': 'requestPropertiesMissing',
  'required-invalid': 'requestRequiredInvalid',
  'property-not-object': 'requestPropertyNotObject',
  'type-missing': 'requestTypeMissing',
  'type-unsupported': 'requestTypeUnsupported',
  'nested-object': 'requestNestedObject',
  'array-items-unsupported': 'requestArrayItemsUnsupported',
  'enum-empty': 'requestEnumEmpty',
  'enum-invalid': 'requestEnumInvalid',
  'keyword-invalid': 'requestKeywordInvalid',
  'too-large': 'requestTooLarge',
};

const TOO_LARGE_KEYS = {
  properties: 'requestTooLargeProperties',
  options: 'requestTooLargeOptions',
  controls: 'requestTooLargeControls',
  totalOptions: 'requestTooLargeTotalOptions',
  textChars: 'requestTooLargeTextChars',
} as const satisfies Record<NonNullable<ElicitRequestError['limit']>['what'], keyof FormMessages>;

/** The localised sentence for a request the form cannot show (naming the limit for `too-large`).
 *
 * @example
 * ```tsx
 * if (!parsed.ok) alertText = requestErrorMessage(formMessages, parsed.error); // names the field and, for too-large, the limit
 * ```
 */
export function requestErrorMessage(messages: FormMessages, error: ElicitRequestError, locale?: string): string {
  const number = (n: number) => intlFormat(Intl.NumberFormat, locale).format(n);
  const key = error.limit ? TOO_LARGE_KEYS[error.limit.what] : REQUEST_ERROR_KEYS[error.code];
  return formatMessage(messages[key], {
    property: error.property,
    keyword: error.keyword,
    count: error.limit ? number(error.limit.count) : undefined,
    max: error.limit ? number(error.limit.max) : undefined,
  });
}


const URL_WARNING_KEYS = {
  http: 'urlWarnHttp',
  'http-local': 'urlWarnHttpLocal',
  'host-differs': 'urlWarnHostDiffers',
  punycode: 'urlWarnPunycode',
  'mixed-script': 'urlWarnMixedScript',
  credentials: 'urlWarnCredentials',
  'ip-host': 'urlWarnIpHost',
  port: 'urlWarnPort',
  bidi: 'urlWarnBidi',
  invisible: 'urlWarnInvisible',
  long: 'urlWarnLong',
} as const satisfies Record<UrlWarning['code'], keyof UrlMessages>;

const HOST_DIFFERENCE_KEYS = {
  slashes: 'urlHostDiffersSlashes',
  backslash: 'urlHostDiffersBackslash',
  mapped: 'urlHostDiffersMapped',
  percent: 'urlHostDiffersPercent',
  'ip-notation': 'urlHostDiffersIpNotation',
  'trailing-dot': 'urlHostDiffersTrailingDot',
} as const satisfies Record<HostDifference, keyof UrlMessages>;

/** The localised sentence for a URL warning.
 *
 * @example
 * ```tsx
 * inspectUrl(url).warnings.map((w) => urlWarningText(urlMessages, w));
 * ```
 */
export function urlWarningText(messages: UrlMessages, warning: UrlWarning): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(warning)) {
    if (k === 'code') continue;
    if (k === 'reasons') params[k] = (v as HostDifference[]).map((r) => messages[HOST_DIFFERENCE_KEYS[r]]).join('; ');
    else params[k] = Array.isArray(v) ? v.join(', ') : (v as string | number);
  }
  return formatMessage(messages[URL_WARNING_KEYS[warning.code]], params);
}

/**
 * Why a URL is refused, as one localised sentence.
 *
 * @example
 * ```tsx
 * const { refusal } = inspectUrl('javascript:alert(1)');
 * if (refusal) urlRefusalText(urlMessages, refusal); // 'Addresses starting with “javascript:” can run code…'
 * ```
 */
export function urlRefusalText(messages: UrlMessages, refusal: UrlRefusal): string {
  return refusal.code === 'scheme' ? formatMessage(messages.urlRefusedScheme, { scheme: refusal.scheme }) : messages.urlRefusedInvalid;
}

/**
 * The name to show for the requesting server: its name as the host knows it, or `unknownServer`
 * ("An MCP server") for a blank one. Every line that names the server uses this.
 *
 * @example
 * ```tsx
 * serverLabel('  ', formMessages); // 'An MCP server'
 * ```
 */
export function serverLabel(name: string | undefined, messages: Pick<FormMessages, 'unknownServer'>): string {
  return name?.trim() ? name : messages.unknownServer;
}
