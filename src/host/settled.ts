import { messageOf } from '../core/decided.js';
import { formatMessage, type ElicitationMessages, serverLabel } from '../core/messages.js';
import { answerSummary, formatAnswerSummary } from '../core/summary.js';
import { setOwn } from '../core/objects.js';
import type { ElicitContent } from '../protocol/types.js';
import type { SettledEntry } from '../engine/queue.js';

/**
 * What became of a request, in words: one line (sent with what, declined, cancelled, withdrawn,
 * expired, turned off), the server's message, and for a form that ended unanswered the draft the
 * person had typed, field by field. Built from the same field model and content as the form
 * (`answerSummary`), so the summary is what was sent; fields flagged sensitive are masked.
 *
 * @example
 * ```tsx
 * const { line } = describeSettled(settled, defaultMessages); // 'Sent to Acme: Guests: 4 · Terrace: yes'
 * ```
 */
export function describeSettled(
  settled: SettledEntry,
  messages: ElicitationMessages,
  locale?: string,
): { line: string; draft: ReturnType<typeof answerSummary>; message?: string } {
  const { entry, result } = settled;
  const server = serverLabel(entry.serverName, messages);
  const { decided } = entry;
  const model = decided.kind === 'form' && decided.parsed.ok ? decided.parsed.model : undefined;
  const draft =
    model && settled.draft && (!result || entry.stopped)
      ? answerSummary(model, withRedacted(settled.draft, settled.redacted), messages, locale)
      : [];
  let line: string;
  switch (settled.end) {
    case 'withdrawn':
      line = formatMessage(entry.stopped ? messages.settledStopped : messages.settledWithdrawn, { server });
      break;
    case 'expired':
      line = formatMessage(entry.expired === 'timeout' ? messages.settledTimedOut : messages.settledDisconnected, {
        server,
      });
      break;
    case 'blocked':
      line = formatMessage(messages.settledBlocked, { server });
      break;
    case 'elsewhere':
      line = messages.settledElsewhere;
      break;
    case 'answered':
    case 'complete':
    case 'done':
      if (result?.action === 'decline') line = formatMessage(messages.settledDeclined, { server });
      else if (result?.action !== 'accept') line = formatMessage(messages.settledCancelled, { server });
      else if (decided.kind === 'url') line = formatMessage(messages.settledUrlDone, { server });
      else {
        const summary =
          model && result.content
            ? formatAnswerSummary(
                answerSummary(model, withRedacted(result.content, settled.redacted), messages, locale),
                messages,
              )
            : '';
        line = summary
          ? formatMessage(messages.settledSent, { server, summary })
          : formatMessage(messages.settledSentEmpty, { server });
      }
      break;
    default:
      line = settled.end satisfies never;
  }
  // The server's own words, for context where the request stays (a transcript), shown as its text.
  const said = messageOf(decided);
  return { line, draft, ...(said?.trim() && { message: said }) };
}

/** Content with the dropped sensitive keys back as placeholders, so the summary lists them masked. */
function withRedacted(content: Readonly<ElicitContent>, redacted: readonly string[] | undefined): ElicitContent {
  if (!redacted?.length) return content;
  const shown: ElicitContent = { ...content };
  for (const key of redacted) setOwn(shown, key, '');
  return shown;
}
