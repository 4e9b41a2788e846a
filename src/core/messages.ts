import type { ElicitRequestError, RequestErrorCode, ValidationIssue } from './model.js';
import { formatMessage } from './intl.js';
import { dialogMessages, UNKNOWN_SERVER, type DialogMessages } from './hostMessages.js';
import { agentMessages } from './agentMessages.js';

// The catalogue's mechanics and the host shell's part live in their own modules, so the host's
// first chunk takes them without the form's and URL mode's strings; every name is here too.
export { closing, formatMessage, intlFormat, prepareLocale, resolvePart } from './intl.js';
export { dialogMessages, hostMessages, serverLabel, type DialogMessages, type HostMessages } from './hostMessages.js';

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
  unknownServer: UNKNOWN_SERVER,
  serverTextNote: 'Written by the server',
  requiredMarker: 'required',
  submit: 'Submit',
  decline: 'Decline',
  cancel: 'Cancel',
  resultAccepted: 'Sent.',
  resultAcceptedSummary: 'Sent. {summary}',
  resultSending: 'Sending…',
  resultNotSentYet: 'Not sent yet: the connection failed. Retrying…',
  resultRetryNow: 'Retry now',
  resultDeclined: 'Declined.',
  resultCancelled: 'Cancelled.',
  // A form shown in the server's own app (MCP Apps)
  appCaption: 'Shown by {server}’s own app, in a sandbox. What it sends is checked first.',
  appFrameTitle: 'App from {server}',
  appLoading: 'Loading the app from {server}…',
  appUseStandard: 'Use the standard form',
  appWantsToSend: 'The app wants to send this. Check it, then send it:',
  appWantsToEnd: 'The app wants to answer “{action}”. Confirm to send it.',
  appRefused: 'The app’s answer does not fit what {server} asked for, so nothing was sent ({fields}).',
  appFailed: 'The app from {server} could not be shown, so here is the standard form.',
  // Summary of what was sent (an answered request)
  summaryItem: '{label}: {value}',
  summarySeparator: ' · ',
  summaryYes: 'yes',
  summaryNo: 'no',
  summaryMasked: '•••••• (hidden)',
  // Long forms: the first fields, then a disclosure
  moreFields: '{count, plural, one {Show # more field} other {Show # more fields}}',
  moreFieldsFilled:
    '{count, plural, one {Show # more field ({filled} filled in)} other {Show # more fields ({filled} filled in)}}',
  reviewMoreFields: 'Some of the fields below are filled in. Check them, then send.',
  errorSummary: '{count, plural, one {# field needs attention.} other {# fields need attention.}}',
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
  patternUnsupportedNote:
    'The server gave a format rule for this field that cannot be checked safely here; it is not enforced.',
  defaultHiddenNote:
    'The server suggested a value this control cannot show, so it was left empty and will not be sent.',
  // Validation (keyword + params)
  errorRequired: 'This field is required.',
  errorTypeNumber: 'Enter a number.',
  errorTypeInteger: 'Enter a whole number.',
  errorTypeOther: 'This value has the wrong type.',
  errorMinLength: '{limit, plural, one {Enter at least # character.} other {Enter at least # characters.}}',
  errorMaxLength: '{limit, plural, one {Enter at most # character.} other {Enter at most # characters.}}',
  errorMinimum: 'Enter {limit} or more.',
  errorMaximum: 'Enter {limit} or less.',
  errorExclusiveMinimum: 'Enter more than {limit}.',
  errorExclusiveMaximum: 'Enter less than {limit}.',
  errorMultipleOf: 'Enter a multiple of {limit}.',
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
  requestTooLargeProperties:
    'The form is too large to show safely: {count, plural, one {# field} other {# fields}}, and the limit is {max}.',
  requestTooLargeOptions:
    'The form is too large to show safely: field “{property}” has {count, plural, one {# option} other {# options}}, and the limit is {max}.',
  requestTooLargeControls:
    'The form is too large to show safely: {count, plural, one {# field or checkbox} other {# fields and checkboxes}} in all, and the limit is {max}.',
  requestTooLargeTotalOptions:
    'The form is too large to show safely: {count, plural, one {# option} other {# options}} in all, and the limit is {max}.',
  requestTooLargeTextChars:
    'The form is too large to show safely: {count, plural, one {# character} other {# characters}} of text, and the limit is {max}.',
  requestInvalidHint: 'You can decline or cancel.',
} as const;

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
  urlRefusedScheme:
    'Addresses starting with “{scheme}:” can run code or read local files; only https and http pages are opened.',
  urlOpensHost: 'Opens:',
  urlCopy: 'Copy link',
  urlCopied: 'Link copied.',
  urlCopyFailed: 'Could not copy. The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  urlWarnHostDiffers:
    'The address is written so that it may read as another site ({reasons}). The browser will open {host}.',
  urlHostDiffersSlashes: 'unusual slashes after the scheme',
  urlHostDiffersBackslash: 'a backslash, which browsers read as “/”',
  urlHostDiffersMapped: 'characters the browser turns into other letters',
  urlHostDiffersPercent: '%-codes in the site name',
  urlHostDiffersIpNotation: 'an IP number in an unusual notation',
  urlHostDiffersTrailingDot: 'a dot at the end of the site name',
  urlWarnHttp: 'The page is not encrypted (http): others on the network could read or change what you send.',
  urlWarnHttpLocal: 'The page is on this computer and not encrypted (http).',
  urlWarnPunycode:
    'The site name uses international characters: it reads “{unicode}” but is really “{ascii}”. Look-alike letters are a common trick.',
  urlWarnMixedScript: 'The name “{label}” mixes alphabets ({scripts}); some letters may only look like others.',
  urlWarnCredentials: 'The address contains a user name or password before “@”. The real site is {host}.',
  urlWarnIpHost: 'The address is a bare IP number ({host}), not a site name.',
  urlWarnPort: 'The address uses an unusual port ({port}).',
  urlWarnBidi: 'The address contains characters that change text direction, which can disguise it (shown as U+ codes).',
  urlWarnInvisible: 'The address contains invisible characters (shown as U+ codes).',
  urlWarnLong: 'The address is very long ({length, plural, one {# character} other {# characters}}); check all of it.',
  urlWarnMessageBidi: 'The message contains characters that change text direction; it may read differently than it is.',
} as const;

/**
 * The form's strings (`formMessages`): its keys, each any string (the English text is the default).
 *
 * @example
 * ```tsx
 * const wording: Partial<FormMessages> = { submit: 'Send answer' };
 * ```
 */
export type FormMessages = { -readonly [K in keyof typeof formMessages]: string };
/**
 * URL mode's strings (`urlMessages`).
 *
 * @example
 * ```tsx
 * const wording: Partial<UrlMessages> = { urlOpen: 'Go to {host}' };
 * ```
 */
export type UrlMessages = { -readonly [K in keyof typeof urlMessages]: string };
/** The whole catalogue: every string, and the language it is written in (a translation names it:
 * the components then take plural rules, `lang` and `dir` from it). Catalogues ship as their own
 * entries (`react-mcp-elicitation/locales/fr` …); `pickMessages` chooses among them.
 *
 * @example
 * ```tsx
 * const wording: ElicitationMessages = { ...defaultMessages, submit: 'Send' };
 * ```
 */
export type ElicitationMessages = FormMessages & {
  -readonly [K in keyof typeof urlMessages | keyof typeof dialogMessages | keyof typeof agentMessages]: string;
} & { locale?: string | undefined };
/** The name of any string in the catalogue (not exported: `keyof ElicitationMessages` names it). */
export type MessageKey = keyof FormMessages | keyof UrlMessages | keyof DialogMessages | keyof typeof agentMessages;

type English = typeof formMessages & typeof urlMessages & typeof dialogMessages & typeof agentMessages;
type Selector = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other' | `=${number}`;
/** The parameter names a template uses, as `formatMessage` reads them: `{name}`, a plural's
 * `{name, plural, …}`, and the parameters inside its branches (a `{` after a selector opens a branch). */
type ParamsOf<S> = S extends `${infer Before}{${infer Rest}`
  ? Before extends `${string}${' ' | '}' | ','}${Selector}${'' | ' '}`
    ? ParamsOf<Rest>
    : NameOf<Rest> | ParamsOf<Rest>
  : never;
type NameOf<R> = R extends `${infer N}}${string}` ? (N extends `${infer Name},${string}` ? Name : N) : never;
type Checked<K extends keyof English, T> = T extends string
  ? [Exclude<ParamsOf<T>, ParamsOf<English[K]>>] extends [never]
    ? T
    : `${K} uses {${Exclude<ParamsOf<T>, ParamsOf<English[K]>> & string}}, which the English message does not have`
  : string;
/**
 * What a translation must be, checked against the English catalogue: every key present, and no
 * `{parameter}` the English message lacks (a typo there would show as written). Use it with
 * `satisfies` on the catalogue's literal type; the locale (BCP 47) is required.
 *
 * @example
 * ```tsx
 * const xx = { locale: 'xx', submit: '…' , ... } as const;
 * export default xx satisfies Translation<typeof xx>;
 * ```
 */
export type Translation<T> = {
  readonly [K in Exclude<keyof ElicitationMessages, 'locale'>]: K extends keyof T ? Checked<K, T[K]> : string;
} & { readonly locale: string };

// PURE: lets a bundler drop the URL and dialog strings from a bundle that never reads them.
/**
 * The English catalogue: every string the components show.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={respond} messages={{ ...defaultMessages, submit: 'Send' }} />
 * ```
 */
export const defaultMessages: ElicitationMessages = /* @__PURE__ */ Object.assign(
  {},
  formMessages,
  urlMessages,
  dialogMessages,
  agentMessages,
);

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
      return issue.params.type === 'integer'
        ? 'errorTypeInteger'
        : issue.params.type === 'number'
        ? 'errorTypeNumber'
        : 'errorTypeOther';
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
    case 'exclusiveMinimum':
      return 'errorExclusiveMinimum';
    case 'exclusiveMaximum':
      return 'errorExclusiveMaximum';
    case 'multipleOf':
      return 'errorMultipleOf';
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
  return action === 'accept'
    ? messages.resultAccepted
    : action === 'decline'
    ? messages.resultDeclined
    : messages.resultCancelled;
}

/** The localised text for a validation issue.
 *
 * @example
 * ```tsx
 * issueMessage(formMessages, { keyword: 'minimum', params: { limit: 1500.5 } }, 'de'); // 'Enter 1.500,5 or more.'
 * ```
 */
export function issueMessage(messages: FormMessages, issue: ValidationIssue, locale?: string): string {
  return formatMessage(messages[issueKey(issue)], issue.params, locale);
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
 * if (!parsed.ok) alertText = requestErrorMessage(formMessages, parsed.error); // names the field and, for too-large,
 * the limit
 * ```
 */
export function requestErrorMessage(messages: FormMessages, error: ElicitRequestError, locale?: string): string {
  const key = error.limit ? TOO_LARGE_KEYS[error.limit.what] : REQUEST_ERROR_KEYS[error.code];
  return formatMessage(
    messages[key],
    {
      property: error.title ?? error.property,
      keyword: error.keyword,
      count: error.limit?.count,
      max: error.limit?.max,
    },
    locale,
  );
}
