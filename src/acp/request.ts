import { isRecord, nonBlank, setOwn } from '../core/objects.js';
import type { RequestFacts } from '../engine/request.js';

// An ACP `elicitation/create` read once, into what the rest of the library already shows: the
// params of an MCP request of the same mode (form or URL) and the facts beside them. What ACP
// says differently from MCP is settled here and nowhere else:
// - `null` equals omitted, for every optional member: nulls are dropped before the core reads
//   the request (the core's own reading of MCP is left as strict as it is);
// - the mode is explicit and must be one the client advertised, else -32602;
// - a property of a type the form cannot show is left out when optional (and the person told),
//   kept when required (the core then refuses the form: decline or cancel only);
// - an option's `description` is shown in its field's description, after the option's title, as
//   the core reads every request's options (`core/shapes.ts`);
// - the request's scope (session, tool call, or a request outside a session) is a fact.

/** Which modes a client advertises (`clientCapabilities.elicitation`). */
export interface AcpModes {
  readonly form?: boolean | undefined;
  readonly url?: boolean | undefined;
}

/** What a request is, read: shown (as MCP params of the same mode, with its facts), or refused. */
export type AcpReading =
  | { readonly kind: 'ask'; readonly params: Record<string, unknown>; readonly facts: RequestFacts<'acp'> }
  | { readonly kind: 'refuse'; readonly detail: string };

/** At most this many optional fields are left out (and named, up to `MAX_NAME` characters each). */
const MAX_LEFT_OUT = 20;
const MAX_NAME = 200;

/** The property types a form can show; anything else (`_`-prefixed extensions, future ones) is unknown. */
const KNOWN_TYPES: ReadonlySet<unknown> = new Set(['string', 'number', 'integer', 'boolean', 'array']);

/**
 * Reads the params of an ACP `elicitation/create` for a client advertising `modes`. Never throws.
 *
 * @example
 * ```tsx
 * readAcpRequest({ sessionId: 's', mode: 'form', message: 'Name?', requestedSchema: { type: 'object', properties: {} }
 * }, { form: true });
 * ```
 */
export function readAcpRequest(raw: unknown, modes: AcpModes): AcpReading {
  if (!isRecord(raw)) return { kind: 'refuse', detail: 'The params are not an object.' };
  const params = withoutNulls(raw) as Record<string, unknown>;
  const mode = params.mode;
  if (mode !== 'form' && mode !== 'url')
    return { kind: 'refuse', detail: `Mode ${JSON.stringify(mode)} is not one this client knows.` };
  if (modes[mode] !== true) return { kind: 'refuse', detail: `Mode "${mode}" was not advertised by this client.` };
  const scope = scopeOf(params);
  const { sessionId: _s, toolCallId: _t, requestId: _r, ...rest } = params;
  if (mode === 'url') {
    // ACP keeps the completion id: after consent the step waits for `elicitation/complete`.
    const id = typeof rest.elicitationId === 'string' ? rest.elicitationId : undefined;
    return {
      kind: 'ask',
      params: rest,
      facts: { ...(id !== undefined && { elicitationId: id, urlCompletion: 'notification' }), ...(scope && { scope }) },
    };
  }
  const leftOut: string[] = [];
  const schema = rest.requestedSchema;
  if (isRecord(schema) && isRecord(schema.properties)) {
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    const properties: Record<string, unknown> = {};
    for (const [key, property] of Object.entries(schema.properties)) {
      if (isRecord(property) && unknownType(property) && !required.has(key)) {
        leftOut.push((nonBlank(property.title) ?? key).slice(0, MAX_NAME));
      } else {
        setOwn(properties, key, property);
      }
    }
    // Left out only while few (each is a line the person reads); more, and the form is refused.
    if (leftOut.length <= MAX_LEFT_OUT) rest.requestedSchema = { ...schema, properties };
    else leftOut.length = 0;
  }
  return { kind: 'ask', params: rest, facts: { ...(leftOut.length > 0 && { leftOut }), ...(scope && { scope }) } };
}

/**
 * Whether the core could not read a property whatever its other words say: a `type` it does not
 * know (`"_colour"`, a list with such a type), or no `type` and nothing a type could come from
 * (`$ref`, `anyOf`/`oneOf`/`allOf`, `enum`, `const`). Converters' shapes are left to the core.
 */
function unknownType(property: Record<string, unknown>): boolean {
  const type = property.type;
  if (Array.isArray(type)) return !type.every((t) => t === 'null' || KNOWN_TYPES.has(t));
  if (type !== undefined) return !KNOWN_TYPES.has(type);
  return !['$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const'].some((k) => Object.hasOwn(property, k));
}

/** The session and tool call a request belongs to, or the JSON-RPC request outside a session. */
function scopeOf(params: Record<string, unknown>): RequestFacts<'acp'>['scope'] {
  if (typeof params.sessionId === 'string') {
    return {
      sessionId: params.sessionId,
      ...(typeof params.toolCallId === 'string' && { toolCallId: params.toolCallId }),
    };
  }
  if (typeof params.requestId === 'string' || typeof params.requestId === 'number')
    return { requestId: String(params.requestId) };
  return undefined;
}

/**
 * A copy without `null` members (`null` equals omitted) down to an option's members, the deepest a
 * flat schema goes (params → schema → properties → property → items → options → option); list
 * items are kept as they are, `_meta` is kept whole (ignored), and nothing deeper is walked, so a
 * hostile nesting costs nothing.
 */
function withoutNulls(value: unknown, depth = 0): unknown {
  if (depth > 6) return value;
  if (Array.isArray(value)) return value.map((item) => (isRecord(item) ? withoutNulls(item, depth + 1) : item));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    if (member !== null) setOwn(out, key, key === '_meta' ? member : withoutNulls(member, depth + 1));
  }
  return out;
}
