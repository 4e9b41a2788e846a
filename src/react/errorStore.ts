/**
 * The form's error messages, one subscription per field. react-hook-form delivers every form-state
 * update to every `useFormState` subscriber and copies all values for each one, so 1000 per-field
 * subscriptions made submit O(n²) (268 ms at 1000 fields). Here one subscription feeds this store,
 * and a field is told only when its own message changes.
 */
export interface ErrorStore {
  get(name: string): string | undefined;
  subscribe(name: string, listener: () => void): () => void;
  /** Error count and submit count, for the summary line. */
  summary(): { count: number; submitCount: number };
  subscribeSummary(listener: () => void): () => void;
  update(errors: Record<string, { message?: unknown } | undefined>, submitCount: number): void;
}

export function createErrorStore(): ErrorStore {
  let messages = new Map<string, string>();
  const listeners = new Map<string, Set<() => void>>();
  const summaryListeners = new Set<() => void>();
  let summary = { count: 0, submitCount: 0 };
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
    update(errors, submitCount) {
      const next = new Map<string, string>();
      for (const name of Object.keys(errors)) {
        const message = errors[name]?.message;
        if (typeof message === 'string') next.set(name, message);
      }
      const changed: string[] = [];
      for (const [name, message] of next) if (messages.get(name) !== message) changed.push(name);
      for (const name of messages.keys()) if (!next.has(name)) changed.push(name);
      messages = next;
      for (const name of changed) listeners.get(name)?.forEach((l) => l());
      if (summary.count !== next.size || summary.submitCount !== submitCount) {
        summary = { count: next.size, submitCount };
        summaryListeners.forEach((l) => l());
      }
    },
  };
}
