// The errors a relay's `ask` rejects with (besides the queue's `AbortedError`).

/**
 * `ask` refused a request: its owner already has `maxPendingPerOwner` waiting.
 *
 * @example
 * ```ts
 * relay.ask(owner, params).catch((e) => e instanceof RelayLimitError && console.warn(e.message));
 * ```
 */
export class RelayLimitError extends Error {
  constructor(readonly limit: number) {
    super(`Too many requests are waiting for this person (${limit}); nothing more is shown until they answer some.`);
    this.name = 'RelayLimitError';
  }
}

/**
 * `ask` could not show a request: the relay's store failed to keep it (a Redis outage). A bridge
 * sends it back to the MCP server as a JSON-RPC error; nothing was shown to the person.
 *
 * @example
 * ```ts
 * relay.ask(owner, params).catch((e) => e instanceof RelayUnavailableError && console.warn(e.message));
 * ```
 */
export class RelayUnavailableError extends Error {
  constructor(options?: { cause?: unknown }) {
    super(
      'The relay could not keep this request (its store is unreachable); nothing was shown to the person.',
      options,
    );
    this.name = 'RelayUnavailableError';
  }
}
