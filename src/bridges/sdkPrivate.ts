// What the MCP SDKs keep private or offer no seam for, and the bridges still need: pinned here, in
// one file, and nowhere else (`src/test/sdkSurface.test.ts` fails when an SDK changes any of it, and
// checks that no other file under `src/` reads an SDK's `_`-prefixed member).
//
// - `_capabilities` (both generations' `Client`): the capabilities the host constructed the client
//   with. Read so a host need not repeat its modes to `attachElicitation`; `modes` overrides it.
// - `_url` (both generations' HTTP client transports): the endpoint, the name a server goes by when
//   the host gives none (known to the host, not chosen by the server).
// - `transport.onmessage` (v2): a public property, reassigned to carry a task result past the v2
//   SDK's result decoding, which refuses `resultType: "task"` and keeps no raw copy.

/** The `capabilities.elicitation` the client was constructed with, if the SDK still keeps it where it did. */
export function constructedElicitation(client: object): object | undefined {
  const declared = (client as { _capabilities?: { elicitation?: unknown } })._capabilities?.elicitation;
  return declared !== null && typeof declared === 'object' ? declared : undefined;
}

/** The URL an HTTP client transport connects to, if it is one and keeps it where it did. */
export function transportUrl(transport: unknown): URL | undefined {
  const url = (transport as { _url?: unknown } | undefined)?._url;
  return url instanceof URL ? url : undefined;
}

/** The code and data key of the error a task result is carried in, past the SDK's result decoding. */
const TASK_CARRIER = -32099;
const TASK_KEY = 'react-mcp-elicitation/task';
const passing = new WeakSet<object>();

/**
 * The v2 SDK's result decoding refuses `resultType: "task"` (it knows complete and input_required
 * only) and keeps no copy of the raw result. Until it has a seam for extension result types, a
 * task result is handed to the caller inside an error response, which the SDK passes on whole;
 * `taskOrThrow` takes it out again. Only results that say `"task"` are touched, and only calls that
 * declared the extension can get one.
 */
export function passTasksThrough(client: { readonly transport?: unknown }): void {
  const transport = client.transport as { onmessage?: (message: unknown, extra?: unknown) => void } | undefined;
  const receive = transport?.onmessage;
  if (!transport || !receive || passing.has(receive)) return;
  const wrapped = (message: unknown, extra?: unknown) => {
    const m = message as { id?: unknown; result?: { resultType?: unknown } } | null;
    if (m && typeof m === 'object' && m.id !== undefined && m.result?.resultType === 'task') {
      return receive.call(transport, { jsonrpc: '2.0', id: m.id, error: { code: TASK_CARRIER, message: 'task result', data: { [TASK_KEY]: m.result } } }, extra);
    }
    return receive.call(transport, message, extra);
  };
  passing.add(wrapped);
  transport.onmessage = wrapped;
}

export function taskOrThrow(error: unknown): unknown {
  const data = (error as { code?: unknown; data?: Record<string, unknown> } | null)?.data;
  if ((error as { code?: unknown } | null)?.code === TASK_CARRIER && data && Object.hasOwn(data, TASK_KEY)) return data[TASK_KEY];
  throw error;
}
