import { createContext, useContext, type ReactNode } from 'react';
import type { DecidedRequest } from '../core/decide.js';
import type { EntryStatus } from '../engine/lifecycle.js';
import type { ElicitContent } from '../protocol/types.js';

/**
 * One request as a host holds it (a queue's entry), given by context to the view that shows it:
 * the request as decided once (its mode, its parse or its URL), where it stands, what it starts
 * from, and where the host reads the person's draft. The views read it rather than props relayed
 * through the host; a view used alone (no host around it) reads its own props. The person's answer
 * still goes to the view's `onResult`, its public contract.
 */
export interface HeldRequest {
  readonly decided: DecidedRequest;
  readonly status: EntryStatus;
  /** Asked again: the person's previous answer to start from. */
  readonly previousAnswer?: Readonly<ElicitContent> | undefined;
  /** URL mode: how the server learns the step is finished, and whether it asked again for a page said finished. */
  readonly completion?: 'notification' | 'retry' | undefined;
  readonly notFinished?: boolean | undefined;
  /** URL mode, after consent: the person's "Done" (or "Stop waiting" while the server confirms). */
  done(): void;
  /**
   * Where the host places the form's actions: an inline card puts "Stop requests from …" at the end
   * of their row, so it spends no line of its own on it. The `actions` component's element is not
   * changed, only placed.
   */
  readonly placeActions?: ((actions: ReactNode) => ReactNode) | undefined;
  /** Where the form gives the host its draft reader (`null` when it goes): read when the host needs it. */
  readDraftWith(reader: (() => ElicitContent | undefined) | null): void;
}

export const HeldRequestContext = createContext<HeldRequest | null>(null);

/** The request the host around this view holds, if any. */
export function useHeldRequest(): HeldRequest | null {
  return useContext(HeldRequestContext);
}

/** Where a URL step stands, as `<UrlElicitation>` shows it; none once its answer is on its way or it ended. */
export function urlStatusOf(status: EntryStatus): 'asking' | 'waiting' | 'confirming' | 'complete' | undefined {
  return status === 'asking' || status === 'waiting' || status === 'confirming' || status === 'complete'
    ? status
    : undefined;
}

/** Whether the host is still delivering the form's answer (`retrying` once its network failed). */
export function sendingOf(status: EntryStatus): boolean | 'retrying' {
  return status === 'retrying' ? 'retrying' : status === 'sending';
}

/**
 * The line said while the host delivers an answer ("Sending…", or "Not sent yet" once its network failed); none
 * otherwise.
 */
export function sendingLine(
  status: EntryStatus,
  messages: { resultSending: string; resultNotSentYet: string },
): string | undefined {
  const sending = sendingOf(status);
  return sending === 'retrying' ? messages.resultNotSentYet : sending ? messages.resultSending : undefined;
}
