import { resolvePart } from './intl.js';

// The host shell's part of the English catalogue: what `<ElicitationHost>` and
// `<ElicitationInline>` say before the request UI (and the rest of the catalogue) has loaded.

/** The name shown for a server the host gave none (the form's `unknownServer`). */
export const UNKNOWN_SERVER = 'An MCP server';

/** The strings of the dialog `<ElicitationHost>` renders.
 *
 * @example
 * ```tsx
 * dialogMessages.dialogTitle; // 'Request from {server}'
 * ```
 */
export const dialogMessages = {
  dialogTitle: 'Request from {server}',
  dialogMorePending: 'Other requests waiting: {count}',
  dialogStep: 'Question {index} of {count} from this step',
  dialogWaiting: 'Asked {minutes} min ago',
  dialogClose: 'Close',
  dialogAskedAgain:
    '{server} asked again. Your previous answer is filled in (except sensitive fields); the message below says what it needs.',
  dialogServerClaim: 'It calls itself “{claim}”. That is the server’s own claim; this app has not verified it.',
  dialogStopAsking: 'Stop requests from {server}',
  dialogWithdrawn:
    '{count, plural, one {{server} withdrew its request.} other {{server} withdrew # requests. Nothing was sent.}}',
  dialogHeldWhileTyping: '{server} is asking for something. The request opens when you pause typing.',
  dialogLoading: 'Loading the request from {server}…',
  dialogBlocked: 'Requests from {server} are turned off until you reload.',
  dialogExpired: 'The request from {server} expired. Nothing was sent.',
  dialogReloaded: 'The request from {server} ended when the page reloaded. Nothing was sent.',
  dialogResumed: 'Asked again after the page reloaded: what you had typed before was not kept.',
  // What became of a request (the dialog's status line after it closes; an inline card)
  settledSent: 'Sent to {server}: {summary}',
  settledSentEmpty: 'Sent to {server}.',
  settledDeclined: 'You declined the request from {server}.',
  settledCancelled: 'You cancelled the request from {server}.',
  settledWithdrawn: '{server} withdrew this request. Nothing was sent.',
  settledStopped: 'You stopped this turn. The request from {server} was cancelled.',
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
  inlineServerClaim: 'calls itself “{claim}” (not verified)',
  inlineJump: '{count, plural, one {# request waiting} other {# requests waiting}}',
  // The tab's title while requests wait in a hidden tab: the count, then the page's own title.
  attentionTitle: '({count}) Input needed · {title}',
  // A task the server runs for a call (tasks extension): a line each
  taskRunning: '{server} is working on a task.',
  taskElapsed: 'Running for {time}',
  taskSays: 'The server says: “{message}”',
  taskStop: 'Stop this task',
  taskCompleted: 'The task from {server} finished.',
  taskFailed: 'The task from {server} failed.',
  taskCancelled: 'The task from {server} was stopped.',
  taskDismiss: 'Dismiss',
} as const;

/**
 * The dialog's strings (`dialogMessages`).
 *
 * @example
 * ```tsx
 * const wording: Partial<DialogMessages> = { dialogTitle: 'Question from {server}' };
 * ```
 */
export type DialogMessages = { -readonly [K in keyof typeof dialogMessages]: string };

/**
 * The host shell's lines (the dialog's and the cards' part and the unknown server's name), with the
 * host's overrides on top: what `<ElicitationHost>` and `<ElicitationInline>` need before the request
 * UI, and with it the rest of the catalogue, has loaded.
 *
 * @example
 * ```tsx
 * hostMessages(fr).dialogTitle; // 'Demande de {server}'
 * ```
 */
export function hostMessages(overrides?: object): HostMessages {
  return resolvePart({ ...dialogMessages, unknownServer: UNKNOWN_SERVER }, overrides);
}
/** What `hostMessages` returns. */
export type HostMessages = DialogMessages & { unknownServer: string; locale?: string | undefined };

/**
 * The name to show for the requesting server: its name as the host knows it, or `unknownServer`
 * ("An MCP server") for a blank one. Every line that names the server uses this.
 *
 * @example
 * ```tsx
 * serverLabel('  ', formMessages); // 'An MCP server'
 * ```
 */
export function serverLabel(name: string | undefined, messages: { unknownServer: string }): string {
  return name?.trim() ? name : messages.unknownServer;
}
