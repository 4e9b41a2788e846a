// What the MCP SDKs keep private or offer no seam for, and the bridges still need: pinned here, in
// one file, and nowhere else (`src/test/sdkSurface.test.ts` fails when an SDK changes any of it, and
// checks that no other file under `src/` reads an SDK's `_`-prefixed member).
//
// - `_capabilities` (both generations' `Client`): the capabilities the host constructed the client
//   with. Read so a host need not repeat its modes to `attachElicitation`; `modes` overrides it.
// - `_url` (both generations' HTTP client transports): the endpoint, the name a server goes by when
//   the host gives none (known to the host, not chosen by the server).
// - the client's own check of an incoming `elicitation/create` (both generations): each `Client`
//   validates the request against its strict schema before any handler runs and answers a
//   converter's shapes (a type list, `anyOf` with null, labelled `anyOf`, a `$ref`) with its raw
//   validator output, and strips `pattern`, `exclusiveMinimum` and `const`. The bridges register
//   past it (v1: the base `Protocol`'s public `setRequestHandler`; v2: with its `_wrapHandler`
//   hook set aside while registering) and read the request themselves (`modeRefusal`, the core).
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

/**
 * v1: registers through the base class's `setRequestHandler` (passed in by `v1.ts`, which imports
 * the SDK), which parses with the schema given, past `Client.setRequestHandler`'s strict check.
 */
export function registerPastClientCheckV1<S, H>(
  client: object,
  baseSetRequestHandler: (schema: S, handler: H) => void,
  schema: S,
  handler: H,
): void {
  let proto: { setRequestHandler?: unknown } | null = Object.getPrototypeOf(client);
  while (proto && !Object.hasOwn(proto, 'setRequestHandler')) proto = Object.getPrototypeOf(proto);
  // The client's own (Client's) override, then the base one beneath it.
  const base = proto && Object.getPrototypeOf(proto);
  if (!base || base.setRequestHandler !== baseSetRequestHandler) {
    throw new TypeError('The v1 SDK Client no longer extends Protocol as pinned in bridges/sdkPrivate.ts.');
  }
  baseSetRequestHandler.call(client, schema, handler);
}

/**
 * v2: runs `register` with the client's `_wrapHandler` hook (the step that adds its check of an
 * elicitation request) set to pass the handler through, then puts the hook back.
 */
export function registerPastClientCheckV2(client: object, register: () => void): void {
  const HOOK = '_wrapHandler';
  const target = client as Record<string, unknown>;
  if (typeof target[HOOK] !== 'function')
    throw new TypeError('The v2 SDK Client no longer has the _wrapHandler hook pinned in bridges/sdkPrivate.ts.');
  const own = Object.getOwnPropertyDescriptor(client, HOOK);
  Object.defineProperty(client, HOOK, {
    value: (_method: string, handler: unknown) => handler,
    configurable: true,
    writable: true,
  });
  try {
    register();
  } finally {
    if (own) Object.defineProperty(client, HOOK, own);
    else delete target[HOOK];
  }
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
      return receive.call(
        transport,
        {
          jsonrpc: '2.0',
          id: m.id,
          error: { code: TASK_CARRIER, message: 'task result', data: { [TASK_KEY]: m.result } },
        },
        extra,
      );
    }
    return receive.call(transport, message, extra);
  };
  passing.add(wrapped);
  transport.onmessage = wrapped;
}

export function taskOrThrow(error: unknown): unknown {
  const data = (error as { code?: unknown; data?: Record<string, unknown> } | null)?.data;
  if ((error as { code?: unknown } | null)?.code === TASK_CARRIER && data && Object.hasOwn(data, TASK_KEY))
    return data[TASK_KEY];
  throw error;
}
