/**
 * The form's error messages, one subscription per field. The submit pass fills it at once, live
 * revalidation sets one field at a time, and a field is told only when its own message changes
 * (a store per field, not react-hook-form's form-wide state, which re-rendered every field).
 */
export interface ErrorStore {
  get(name: string): string | undefined;
  subscribe(name: string, listener: () => void): () => void;
  /** Error count and submit count, for the summary line. */
  summary(): { count: number; submitCount: number };
  subscribeSummary(listener: () => void): () => void;
  /** After a submit: every field's message (absent = valid); counts the submit. */
  replaceAll(messages: ReadonlyMap<string, string>): void;
  /** One field's message after it changed (undefined = valid now). */
  set(name: string, message: string | undefined): void;
}

export function createErrorStore(): ErrorStore {
  let messages = new Map<string, string>();
  const listeners = new Map<string, Set<() => void>>();
  const summaryListeners = new Set<() => void>();
  let summary = { count: 0, submitCount: 0 };
  const notify = (name: string) => listeners.get(name)?.forEach((l) => l());
  const updateSummary = (submitCount: number) => {
    if (summary.count === messages.size && summary.submitCount === submitCount) return;
    summary = { count: messages.size, submitCount };
    summaryListeners.forEach((l) => l());
  };
  return {
    get: (name) => messages.get(name),
    subscribe(name, listener) {
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    summary: () => summary,
    subscribeSummary(listener) {
      summaryListeners.add(listener);
      return () => summaryListeners.delete(listener);
    },
    replaceAll(next) {
      const previous = messages;
      messages = new Map(next);
      for (const [name, message] of messages) if (previous.get(name) !== message) notify(name);
      for (const name of previous.keys()) if (!messages.has(name)) notify(name);
      updateSummary(summary.submitCount + 1);
    },
    set(name, message) {
      if (messages.get(name) === message) return;
      if (message === undefined) messages.delete(name);
      else messages.set(name, message);
      notify(name);
      updateSummary(summary.submitCount);
    },
  };
}
