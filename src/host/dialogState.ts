import { typesInto } from '../react/typesInto.js';

// The dialog host's one state for the request waiting, and how long it holds it while the person
// types elsewhere: pure, so every case is a line of `dialogState.test.ts`.

/** A request that arrives while the person types outside the dialog waits for a pause this long (ms). */
export const TYPING_PAUSE_MS = 1000;

/** What the dialog decided for the request waiting: nothing yet, to hold it, or to show it. */
export type DialogPhase = 'deciding' | 'held' | 'shown';

/** The last key pressed outside the dialog: when, and on what. */
export interface LastKey {
  readonly at: number;
  readonly target: EventTarget | null;
}

/**
 * How much longer to hold a request before opening (ms, 0: open now): while the person is in a
 * field (`focused`) and typed into one outside the dialog less than `TYPING_PAUSE_MS` ago, the
 * rest of that pause. Loaded with the request UI: the shell only notes the last key.
 */
export function holdFor(now: number, last: LastKey, focused: Element | null): number {
  const wait = TYPING_PAUSE_MS - (now - last.at);
  return wait > 0 && isEditable(last.target) && isEditable(focused) ? wait : 0;
}

/** Whether the person types into `node`: text (`typesInto`), or a select's letters that pick an option. */
function isEditable(node: unknown): boolean {
  return typesInto(node, 'a') || (node as HTMLElement | null)?.tagName === 'SELECT';
}
