// The props of the two surfaces beside the form, URL mode (`UrlElicitation`) and either mode
// (`Elicitation`): public types, no runtime code.
import type { ElicitationMessages } from '../core/messages.js';
import type { ElicitResult } from '../protocol/types.js';
import type { ElicitationFormProps } from './types.js';

/**
 * Props of `<UrlElicitation>`.
 *
 * @example
 * ```tsx
 * const props: UrlElicitationProps = { request: params, onResult: send, serverName: 'Acme', status: 'waiting' };
 * ```
 */
export interface UrlElicitationProps {
  /** `elicitation/create` params in URL mode. Untrusted: a dangerous URL is refused, never opened. */
  request: unknown;
  /** Exactly once: `{ action: 'accept' }` on consent (no content), `decline` or `cancel`. */
  onResult: (result: ElicitResult) => void;
  serverName?: string | undefined;
  /** The id of an element that already names the requesting server (see `ElicitationFormProps.labelledBy`). */
  labelledBy?: string | undefined;
  /** Opens the URL; by default `openInNewTab` (noopener, noreferrer; never an iframe). */
  onOpen?: ((url: string) => void) | undefined;
  /**
   * Copies the URL for "Copy link" (by default the page's clipboard). A desktop host can use its
   * own; a rejection shows "Could not copy" and selects the link so the person can copy it by hand.
   */
  onCopy?: ((url: string) => Promise<void> | void) | undefined;
  /**
   * Set by the host, in the queue's words (`EntryStatus`): `complete` when the server reports
   * completion (`notifications/elicitation/complete`); `confirming` after the person said "Done"
   * while the server has not confirmed yet (the UI then offers to open the page again or stop
   * waiting); `asking` or `waiting` (the default) before.
   */
  status?: 'asking' | 'waiting' | 'confirming' | 'complete' | undefined;
  /**
   * The person is finished with this request (after consent), or stops waiting for the server's
   * confirmation; hosts close the UI here (or, before completion, move to `confirming`).
   */
  onDone?: (() => void) | undefined;
  /**
   * How the server learns that the out-of-band step is finished. `notification` (2025-11-25, the
   * default): `accept` is sent on consent and the server reports completion. `retry` (2026-07-28):
   * consent opens the page without answering; the answer is `accept` when the person says
   * "I've finished — continue" (the client then retries the call) or `cancel`.
   */
  completion?: 'notification' | 'retry' | undefined;
  /**
   * With `completion: 'retry'`: the server asked again for the same page in the same call, so the
   * step is not finished. The person already consented: the page can be opened again, continued
   * or cancelled, and a line says the server's verdict.
   */
  notFinished?: boolean | undefined;
  messages?: Partial<ElicitationMessages> | undefined;
  className?: string | undefined;
  /**
   * BCP 47 language of the strings in `messages` (set as `lang`, with `dir`); by default the locale `messages` names.
   */
  locale?: string | undefined;
  /**
   * Milliseconds the request must be on screen, and again after each change of what it shows (Open
   * becoming Continue), before its buttons respond; see `ElicitationForm`'s `armMs`.
   */
  armMs?: number | undefined;
  /** What identifies the request (default: its content); see `ElicitationForm`'s `requestKey`. */
  requestKey?: string | number | undefined;
}

/**
 * Props of `<Elicitation>`: the form's props plus URL mode's `onOpen`, `status` and `onDone`.
 *
 * @example
 * ```tsx
 * const props: ElicitationProps = { request: params, onResult: send, serverName: 'Acme', onOpen: (url) =>
 * window.open(url) };
 * ```
 */
export interface ElicitationProps
  extends Omit<ElicitationFormProps, 'request'>,
    Pick<UrlElicitationProps, 'onOpen' | 'onCopy' | 'status' | 'onDone' | 'completion' | 'notFinished'> {
  /** Any `elicitation/create` params: form mode when `mode` is absent or "form", URL mode for "url". */
  request: unknown;
}
