import { defaultMessages, resolvePart, type ElicitationMessages } from '../core/messages.js';
import { formatMessage } from '../core/intl.js';
import type { HostMessages } from '../core/hostMessages.js';
import type { Notice, SettledEntry } from '../engine/queue.js';
import { describeSettled } from './settled.js';

// The words of the hosts' status lines (loaded with the request UI): what became of an ended
// request, and the dialog's notices.

/** The status line for an ended request, in the host's words. */
export function settledLine(
  settled: SettledEntry,
  overrides: Partial<ElicitationMessages> | undefined,
  locale: string | undefined,
): string {
  return describeSettled(settled, resolvePart(defaultMessages, overrides), locale).line;
}

/**
 * The status line's words for a notice: what was sent, withdrawn, expired or turned off. What was
 * sent is told in the host's words. Loaded with the request UI: a notice follows a request shown, or
 * loads it (`<ElicitationHost>`).
 */
export function noticeLine(
  notice: Notice,
  messages: HostMessages,
  overrides: Partial<ElicitationMessages> | undefined,
  locale: string | undefined,
): string {
  switch (notice.kind) {
    case 'answered':
      return notice.settled ? settledLine(notice.settled, overrides, locale) : '';
    case 'withdrawn':
      return formatMessage(messages.dialogWithdrawn, { server: notice.serverName, count: notice.count ?? 1 }, locale);
    case 'expired':
      return formatMessage(messages.dialogExpired, { server: notice.serverName });
    case 'stopped':
      return formatMessage(messages.settledStopped, { server: notice.serverName });
    case 'blocked':
      return formatMessage(messages.dialogBlocked, { server: notice.serverName });
    case 'reloaded':
      return formatMessage(messages.dialogReloaded, { server: notice.serverName });
    default:
      return notice.kind satisfies never;
  }
}
