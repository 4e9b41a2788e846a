import type { ElicitResult } from '../protocol/types.js';

/**
 * Where a queued request stands. It starts `asking`; URL mode with completion tracking goes on to
 * `waiting` (consent given, the person is on the page), `confirming` (they said "Done" before the
 * server did: its word then ends the step) and `complete` (the server said so first); a form the server withdrew, or
 * whose
 * connection was lost, can stay on screen with the person's draft as `withdrawn` or `expired`.
 * Asked with `confirmsDelivery` (a relay's requests), an answer is `sending` until the host says
 * it was delivered, and `retrying` once the host says its network failed and it sends the answer
 * again ("Not sent yet"); one that was not delivered comes back `expired`, the answer kept as the draft.
 *
 * @example
 * ```tsx
 * snapshot.entries.filter((e) => e.status === 'waiting'); // URL mode: the person is on the page
 * ```
 */
export type EntryStatus =
  | 'asking'
  | 'sending'
  | 'retrying'
  | 'waiting'
  | 'confirming'
  | 'complete'
  | 'withdrawn'
  | 'expired';

/** How an entry left the queue.
 *
 * @example
 * ```tsx
 * const why = await queue.ask(source, params).ended; // 'answered' | 'complete' | 'done' | 'withdrawn' | 'expired' |
 * 'blocked' | 'elsewhere'
 * ```
 */
export type EntryEnd = 'answered' | 'complete' | 'done' | 'withdrawn' | 'expired' | 'blocked' | 'elsewhere';

/** An entry's state: its status and, while asking, whether the server already reported completion. */
export interface LifeState {
  readonly status: EntryStatus;
  /** URL mode: `notifications/elicitation/complete` arrived before the person answered. */
  readonly completedEarly: boolean;
}

/** What does not change over an entry's life but decides its transitions. */
export interface LifeContext {
  /** URL mode with an `elicitationId`: after consent it waits for the server's completion. */
  readonly tracksCompletion: boolean;
  /** With `tracksCompletion`: leave as soon as the server reports completion (-32042's URLs). */
  readonly closeOnComplete: boolean;
  /** A form (not URL mode) shown in the dialog: it may stay on screen after a withdrawal. */
  readonly dialogForm: boolean;
  /** The host delivers each answer itself and says how it went (`delivered` / `notDelivered`). */
  readonly confirmsDelivery: boolean;
  /**
   * A completed URL step stays, `complete`, until the person closes it (the page's queue shows it);
   * without a screen (the relay) it ends as complete.
   */
  readonly keepsComplete: boolean;
}

/** Everything that can happen to an entry, from the person, the server or the host. */
export type LifeEvent =
  /** The person's answer (the first one counts). */
  | { type: 'answer'; result: ElicitResult }
  /** URL mode: the person says they have finished on the page ("Done"). */
  | { type: 'finish' }
  /** URL mode, confirming: the person stops waiting for the server's confirmation. */
  | { type: 'stopWaiting' }
  /** The person (or host) closes what is on screen; a request still asking is cancelled. */
  | { type: 'close' }
  /** The server reported completion. */
  | { type: 'complete' }
  /**
   * The server withdrew it (`expired`: the connection was lost or it timed out). `unseen`: it
   * arrived this very turn and was never on screen; `typed`: the person has typed into it.
   * `stopped`: the host ended the turn it belongs to (ACP's Stop): it is answered `cancel` where it
   * is held (a host that delivers answers itself sends nothing: its relay did), the draft kept.
   */
  | {
      type: 'withdraw';
      expired?: 'timeout' | 'disconnected' | undefined;
      stopped?: true | undefined;
      unseen: boolean;
      touched: boolean;
      typed: boolean;
    }
  /** The person stopped requests from its server. */
  | { type: 'block' }
  /** The person answered it in another window (a relay's other tab): nothing is sent from here. */
  | { type: 'elsewhere' }
  /** `sending`: the host's network failed on the way; it sends the same answer again. */
  | { type: 'notSentYet' }
  /** `sending` or `retrying`: the host delivered the answer. */
  | { type: 'delivered' }
  /** `sending`: the answer never reached the server (a relay's 410: the request had ended). */
  | { type: 'notDelivered' };

/**
 * What an event does. `settle` is how the person's answer promise settles (resolved with a result
 * or rejected as withdrawn), once; `ended` resolves `AskHandle.ended`. An entry either moves to a
 * status (and stays) or leaves: `trace` says whether a settled record and notice are kept.
 */
export type LifeStep =
  | { readonly kind: 'ignore' }
  | {
      readonly kind: 'move';
      readonly to: LifeState;
      readonly settle?: Settle | undefined;
      readonly ended?: EntryEnd | undefined;
    }
  | {
      readonly kind: 'leave';
      readonly end: EntryEnd;
      readonly settle?: Settle | undefined;
      readonly trace: 'settled' | 'none';
    };

export type Settle = { readonly resolve: ElicitResult } | { readonly reject: 'withdrawn' };

const CANCEL: ElicitResult = { action: 'cancel' };
const IGNORE: LifeStep = { kind: 'ignore' };
const at = (status: EntryStatus): LifeState => ({ status, completedEarly: false });

/** Consent given and the server's word heard: it stays `complete` on screen, or ends so. */
const completed = (context: LifeContext, settle?: Settle): LifeStep =>
  context.closeOnComplete || !context.keepsComplete
    ? { kind: 'leave', end: 'complete', settle, trace: 'settled' }
    : { kind: 'move', to: at('complete'), settle };

/** The one transition function of an entry's life: the state it is in, what happened → what to do. */
export function transition(state: LifeState, event: LifeEvent, context: LifeContext): LifeStep {
  const { status } = state;
  switch (event.type) {
    case 'answer': {
      if (status !== 'asking') return IGNORE;
      const settle = { resolve: event.result };
      if (event.result.action !== 'accept' || !context.tracksCompletion) {
        // Said to be sent only once it is: until the host confirms, it stays on screen as `sending`.
        return context.confirmsDelivery
          ? { kind: 'move', to: at('sending'), settle }
          : { kind: 'leave', end: 'answered', settle, trace: 'settled' };
      }
      if (!state.completedEarly) return { kind: 'move', to: at('waiting'), settle };
      return completed(context, settle);
    }
    case 'complete':
      if (status === 'asking')
        return state.completedEarly ? IGNORE : { kind: 'move', to: { status, completedEarly: true } };
      // The person already said "Done": the server's word closes the step (the settled line says so).
      if (status === 'confirming') return { kind: 'leave', end: 'complete', trace: 'settled' };
      if (status !== 'waiting') return IGNORE;
      return completed(context);
    case 'finish':
      if (status === 'asking') return transition(state, { type: 'answer', result: CANCEL }, context);
      if (status === 'complete') return { kind: 'leave', end: 'complete', trace: 'settled' };
      if (status !== 'waiting') return IGNORE;
      // "Done" on a server-tracked page waits for the server's word (not for -32042's URLs, where
      // "Done" means: retry the call now).
      return context.tracksCompletion && !context.closeOnComplete
        ? { kind: 'move', to: at('confirming') }
        : { kind: 'leave', end: 'done', trace: 'settled' };
    case 'stopWaiting':
      return status === 'confirming' ? { kind: 'leave', end: 'done', trace: 'settled' } : IGNORE;
    case 'close':
      switch (status) {
        case 'asking':
          return transition(state, { type: 'answer', result: CANCEL }, context);
        case 'waiting':
        case 'confirming':
          return { kind: 'leave', end: 'done', trace: 'settled' };
        // The answer is on its way: what became of it is for the delivery to say (a POST's while).
        case 'sending':
        case 'retrying':
          return IGNORE;
        case 'complete':
        case 'withdrawn':
        case 'expired':
          return { kind: 'leave', end: status, trace: 'settled' };
        default:
          return status satisfies never;
      }
    case 'withdraw': {
      // Once answered, whether the answer arrived is for the delivery to say.
      if (status === 'withdrawn' || status === 'expired' || status === 'sending' || status === 'retrying')
        return IGNORE;
      const end: EntryEnd = event.expired ? 'expired' : 'withdrawn';
      if (status !== 'asking') return { kind: 'leave', end, trace: 'settled' };
      const settle: Settle = event.stopped && !context.confirmsDelivery ? { resolve: CANCEL } : { reject: 'withdrawn' };
      // Never on screen (StrictMode's second effect, a cleanup that aborts): no trace at all. An
      // expiry still tells: the lost connection is the news, not this request.
      if (event.unseen && !event.expired && !event.touched) return { kind: 'leave', end, settle, trace: 'none' };
      // A dialog's form stays, with what the person typed, until they close it.
      if (context.dialogForm && (event.typed || event.expired))
        return { kind: 'move', to: at(end), settle, ended: end };
      return { kind: 'leave', end, settle, trace: 'settled' };
    }
    case 'block':
      return {
        kind: 'leave',
        end: 'blocked',
        settle: status === 'asking' ? { resolve: CANCEL } : undefined,
        trace: 'settled',
      };
    case 'elsewhere':
      // Answered in another window: what this one shows goes, and says so; nothing is sent from here.
      if (status === 'withdrawn' || status === 'expired') return IGNORE;
      return {
        kind: 'leave',
        end: 'elsewhere',
        settle: status === 'asking' ? { reject: 'withdrawn' } : undefined,
        trace: 'settled',
      };
    case 'notSentYet':
      return status === 'sending' ? { kind: 'move', to: at('retrying') } : IGNORE;
    case 'delivered':
      return status === 'sending' || status === 'retrying'
        ? { kind: 'leave', end: 'answered', trace: 'settled' }
        : IGNORE;
    case 'notDelivered':
      if (status !== 'sending' && status !== 'retrying') return IGNORE;
      // Nothing was sent: as a lost connection, the dialog's form stays with the answer as its draft.
      return context.dialogForm
        ? { kind: 'move', to: at('expired'), ended: 'expired' }
        : { kind: 'leave', end: 'expired', trace: 'settled' };
    default:
      return event satisfies never;
  }
}

/** An abort whose reason says the request timed out or the connection closed (the SDKs' own
 * wording, and `AbortSignal.timeout()`'s) is an expiry; anything else is the server's withdrawal.
 * The queue and the relay both read an abort this way. */
export function expiryOf(reason: unknown): 'timeout' | 'disconnected' | undefined {
  const text = typeof reason === 'string' ? reason : reason instanceof Error ? reason.message : '';
  if (/connection closed/i.test(text)) return 'disconnected';
  return /timed? ?out/i.test(text) ? 'timeout' : undefined;
}

/**
 * Withdraws a request when its abort signal fires: `withdraw` hears whether it expired (the
 * connection was lost — `disconnected()` says so — or the abort's reason reads as an expiry) or
 * was withdrawn. A microtask later: an SDK aborts its handlers and then reports the closed
 * connection, and a lost connection must read as such, not as the server's withdrawal. Returns
 * the function that stops listening. The queue and the relay both wire their aborts with it.
 */
export function whenAborted(
  signal: AbortSignal,
  disconnected: (() => boolean) | undefined,
  withdraw: (expired: 'timeout' | 'disconnected' | undefined) => void,
  /** Called at the abort itself, before that microtask: what must be read as it was then. */
  atAbort?: () => void,
): () => void {
  const onAbort = () => {
    atAbort?.();
    queueMicrotask(() => withdraw(disconnected?.() ? 'disconnected' : expiryOf(signal.reason)));
  };
  signal.addEventListener('abort', onAbort, { once: true });
  return () => signal.removeEventListener('abort', onAbort);
}
