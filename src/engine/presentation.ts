import type { ElicitationQueueOptions, ElicitationSource, Presentation } from './queueTypes.js';

/** What a call's line is about (the second argument of `taskPresentation`'s function). */
export type LineAbout = Parameters<Extract<ElicitationQueueOptions['taskPresentation'], Function>>[1];

/**
 * Where a queue shows things: a request (`presentation`) and a call's line (`taskPresentation`), as
 * the host chose them. A host's function that throws is reported once per option (with what it was
 * given) and a fallback is used: the dialog for a request, inline for a line.
 */
export class Presentations {
  readonly #request: NonNullable<ElicitationQueueOptions['presentation']>;
  readonly #line: NonNullable<ElicitationQueueOptions['taskPresentation']>;
  /** The host's functions that threw, reported once each. */
  readonly #reported = new Set<string>();

  constructor(options: Pick<ElicitationQueueOptions, 'presentation' | 'taskPresentation'>) {
    this.#request = options.presentation ?? 'dialog';
    this.#line = options.taskPresentation ?? (typeof this.#request === 'function' ? 'inline' : this.#request);
  }

  /** Where a request is shown. */
  request(source: ElicitationSource, request: unknown): Presentation {
    return this.#choose('presentation', this.#request, source, request, 'dialog');
  }

  /** Where a call's line (a task's, a reload's, a stop's) is shown. */
  line(source: ElicitationSource, about: LineAbout): Presentation {
    return this.#choose('taskPresentation', this.#line, source, about, 'inline');
  }

  #choose<T>(option: string, p: Presentation | ((source: ElicitationSource, about: T) => Presentation), source: ElicitationSource, about: T, fallback: Presentation): Presentation {
    if (typeof p !== 'function') return p;
    try {
      return p(source, about) === 'inline' ? 'inline' : 'dialog';
    } catch (error) {
      if (!this.#reported.has(option)) {
        this.#reported.add(option);
        console.error(`react-mcp-elicitation: the queue's ${option} function threw; using '${fallback}' (reported once).`, { source, given: about, error });
      }
      return fallback;
    }
  }
}
