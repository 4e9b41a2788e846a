import { isRecord, nonBlank, setOwn } from './objects.js';
import { fail } from './problem.js';

// JSON Schema as servers' converters write it (zod, valibot, arktype, effect), read into the shapes
// of the spec's subset once, before `parse` reads a property. Only shapes whose meaning is certain
// are read; the form guide's "What we accept" table says what is taken as what. A property none of
// these touch is returned as it is (the same object), so the spec's own shapes read as before.
// - a local `$ref` (`#/$defs/…`, `#/definitions/…`, `#/properties/…`) or a one-member `allOf` is
//   replaced by what it points at, its own members written over it; chains are bounded, cycles and
//   anything else (a remote reference, a longer `allOf`) refused;
// - nullable (`type: [T, 'null']`, `anyOf`/`oneOf` with a null member, `nullable`) is T: `null` is
//   never shown, never sent, and `required` is kept as written;
// - `anyOf`/`oneOf` whose members are each one value (`const` or a one-value `enum`, with a title,
//   description or type) of one type → options (`oneOf` of `{ const, title }`), their descriptions
//   added to the property's; `items` likewise for a multi-select;
// - `enum` with no `type` → the type of its values (all strings, all numbers or all booleans);
// - `const` → one option, chosen and sent as written (`isFixed`).

/** How many `$ref`s (and one-member `allOf`s) one schema may go through before it is refused. */
const MAX_HOPS = 16;
const REF_ROOTS: ReadonlySet<string> = new Set(['$defs', 'definitions', 'properties']);
/** Members an option may have besides its value: words about it, never a constraint. */
const OPTION_WORDS: ReadonlySet<string> = new Set(['const', 'enum', 'title', 'description', 'type', '$comment', 'examples', 'deprecated']);

const has = (obj: object, key: string) => Object.prototype.hasOwnProperty.call(obj, key);

/** Properties read from a `const`: one option, chosen from the start. */
const fixed = new WeakSet<object>();

/** Whether `parse` got this property from a `const` (see `normalizeProperty`). */
export function isFixed(property: object): boolean {
  return fixed.has(property);
}

/** A copy of `under` with `over`'s members (but `drop`) written over it; keys never reach a prototype. */
function overlay(under: Record<string, unknown>, over: Record<string, unknown>, drop?: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(under)) setOwn(out, key, under[key]);
  for (const key of Object.keys(over)) if (key !== drop) setOwn(out, key, over[key]);
  return out;
}

function refSegment(raw: string, key: string): string {
  let text: string;
  try {
    text = decodeURIComponent(raw);
  } catch {
    fail('keyword-invalid', `"$ref" of property "${key}" is not a valid reference.`, key, '$ref');
  }
  return text.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** What a local `$ref` points at, inside the request's schema (`root`). */
function pointed(ref: unknown, root: Record<string, unknown>, key: string): unknown {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) {
    fail('keyword-invalid', `"$ref" of property "${key}" points outside the request; only #/$defs, #/definitions and #/properties are read.`, key, '$ref');
  }
  const parts = ref.slice(2).split('/').map((part) => refSegment(part, key));
  if (!REF_ROOTS.has(parts[0]!)) {
    fail('keyword-invalid', `"$ref" of property "${key}" points outside #/$defs, #/definitions and #/properties.`, key, '$ref');
  }
  let at: unknown = root;
  for (const part of parts) {
    if (!isRecord(at) || !has(at, part)) fail('keyword-invalid', `"$ref" of property "${key}" points at nothing.`, key, '$ref');
    at = at[part];
  }
  return at;
}

/**
 * `schema` with its `$ref` (and a one-member `allOf`) replaced by what it points at, its own members
 * written over it; a longer `allOf`, a cycle or a chain of more than `MAX_HOPS` is refused.
 */
export function dereferenced(schema: unknown, root: Record<string, unknown>, key: string): unknown {
  let current = schema;
  for (let hops = 0; isRecord(current); hops++) {
    const ref = has(current, '$ref');
    const allOf = current.allOf;
    if (!ref && allOf === undefined) return current;
    if (hops >= MAX_HOPS) fail('keyword-invalid', `Property "${key}" goes through more than ${MAX_HOPS} references (or a cycle).`, key, ref ? '$ref' : 'allOf');
    if (ref) {
      const target = pointed(current.$ref, root, key);
      if (!isRecord(target)) fail('property-not-object', `"$ref" of property "${key}" points at something that is not a schema.`, key, '$ref');
      current = overlay(target, current, '$ref');
    } else {
      if (!Array.isArray(allOf) || allOf.length !== 1 || !isRecord(allOf[0])) {
        fail('type-unsupported', `Property "${key}" must match several schemas at once (allOf); a form asks for one.`, key, 'allOf');
      }
      current = overlay(allOf[0], current, 'allOf');
    }
  }
  return current;
}

const isNullMember = (member: unknown) =>
  isRecord(member) && (member.type === 'null' || member.const === null || (Array.isArray(member.enum) && member.enum.length === 1 && member.enum[0] === null));

type Option = { const: string | number | boolean; title?: string; description?: string };

const typeOfValue = (v: unknown) =>
  typeof v === 'string' ? 'string' : typeof v === 'boolean' ? 'boolean' : typeof v === 'number' && Number.isFinite(v) ? (Number.isInteger(v) ? 'integer' : 'number') : undefined;

/** One option from a member that is only a value and words about it, else undefined. */
function optionOf(member: unknown): Option | undefined {
  if (!isRecord(member)) return undefined;
  for (const k of Object.keys(member)) if (!OPTION_WORDS.has(k)) return undefined;
  const hasConst = has(member, 'const');
  if (hasConst === (member.enum !== undefined)) return undefined;
  const values = hasConst ? [member.const] : member.enum;
  if (!Array.isArray(values) || values.length !== 1) return undefined;
  const value = values[0];
  const type = typeOfValue(value);
  if (type === undefined) return undefined;
  if (member.type !== undefined && member.type !== type && !(member.type === 'number' && type === 'integer')) return undefined;
  if (member.title !== undefined && typeof member.title !== 'string') return undefined;
  if (member.description !== undefined && typeof member.description !== 'string') return undefined;
  return {
    const: value as Option['const'],
    ...(member.title !== undefined && { title: member.title as string }),
    ...(member.description !== undefined && { description: member.description as string }),
  };
}

/**
 * The one type of a list of values, as a property's `type`: `declared` when the values fit it, else
 * what they all are; values of different types are refused.
 */
function typeOfValues(values: readonly unknown[], declared: unknown, key: string, keyword: string): string {
  const types = new Set(values.map((v) => typeOfValue(v)));
  if (types.has('number') && types.has('integer')) types.delete('integer');
  const [only] = types;
  if (types.size !== 1 || only === undefined) fail('type-unsupported', `Property "${key}" offers values of different types; a form asks for one.`, key, keyword);
  if (declared === undefined) return only;
  const fits = declared === only || (declared === 'number' && only === 'integer');
  if (!fits) fail('enum-invalid', `"${keyword}" of property "${key}" holds values that are not of its type ${JSON.stringify(declared)}.`, key, keyword);
  return declared as string;
}

/** A property with the option descriptions of its `oneOf` (or its items') added to its own description. */
function withOptionWords(property: Record<string, unknown>, options: readonly Option[]): Record<string, unknown> {
  const words = options.filter((o) => nonBlank(o.description) !== undefined).map((o) => `${o.title ?? String(o.const)}: ${o.description}`);
  if (words.length === 0) return property;
  const own = nonBlank(property.description);
  return overlay(property, { description: [...(own === undefined ? [] : [own]), ...words].join(' · ') });
}

/** Nullable read as its type (see the file's notes); `depth` bounds the unwrapping of `anyOf: [T, null]`. */
function withoutNull(p: Record<string, unknown>, root: Record<string, unknown>, key: string, depth = 0): Record<string, unknown> {
  let out = p;
  const own = () => (out === p ? (out = overlay(p, {})) : out);
  // Whether null was allowed: a `default: null` is then no default (nothing is sent for it).
  let nullable = depth > 0 || p.nullable === true;
  if (has(p, 'nullable')) delete own().nullable;
  if (Array.isArray(p.type)) {
    const types = p.type.filter((t) => t !== 'null');
    if (types.length !== 1) fail('type-unsupported', `Property "${key}" may be any of ${JSON.stringify(p.type)}; a form asks for one type.`, key, 'type');
    own().type = types[0];
    nullable ||= types.length < p.type.length;
  }
  for (const word of ['anyOf', 'oneOf'] as const) {
    const list = out[word];
    if (!Array.isArray(list)) continue;
    const members = list.map((m) => dereferenced(m, root, key));
    const rest = members.filter((m) => !isNullMember(m));
    const withNull = rest.length < members.length;
    nullable ||= withNull;
    if (withNull && rest.length === 0) fail('type-unsupported', `Property "${key}" can only be null.`, key, word);
    if (withNull && rest.length === 1 && optionOf(rest[0]) === undefined && isRecord(rest[0]) && depth < 4) {
      // `anyOf: [T, { type: 'null' }]`: T, with the property's own words written over it.
      return withoutNull(overlay(rest[0], out, word), root, key, depth + 1);
    }
    if (withNull || members.some((m, i) => m !== list[i])) own()[word] = rest;
  }
  if (Array.isArray(out.enum) && out.enum.includes(null)) {
    own().enum = out.enum.filter((v) => v !== null);
    nullable = true;
  }
  if (nullable && out.default === null) delete own().default;
  return out;
}

/** The options of an `anyOf`/`oneOf` whose members are each one value, and their one type; else undefined. */
function optionsOf(list: unknown, declared: unknown, key: string, keyword: string): { type: string; options: Option[] } | undefined {
  const options = Array.isArray(list) ? list.map(optionOf) : [];
  if (options.length === 0 || options.some((o) => o === undefined)) return undefined;
  const valid = options as Option[];
  return { type: typeOfValues(valid.map((o) => o.const), declared, key, keyword), options: valid };
}

const isSpecOption = (m: unknown) =>
  isRecord(m) && typeof m.const === 'string' && Object.keys(m).every((k) => k === 'const' || k === 'title');

const labelled = (options: readonly Option[]) => options.map((o) => ({ const: o.const, ...(o.title !== undefined && { title: o.title }) }));

/** Options written as converters write them, as `oneOf` of `{ const, title }` with a `type`. */
function withOptions(p: Record<string, unknown>, key: string): Record<string, unknown> {
  const word = p.anyOf !== undefined ? 'anyOf' : p.oneOf !== undefined ? 'oneOf' : undefined;
  if (word !== undefined) {
    if (p.anyOf !== undefined && p.oneOf !== undefined) fail('type-unsupported', `Property "${key}" has both anyOf and oneOf; a form asks for one shape.`, key, 'anyOf');
    const list = p[word];
    // The spec's own single-select, as written: read by the parser as before.
    if (word === 'oneOf' && p.type === 'string' && Array.isArray(list) && list.every(isSpecOption)) return p;
    const read = optionsOf(list, p.type, key, word);
    if (read === undefined) {
      // The spec's own single-select keeps its own, more precise refusals.
      if (word === 'oneOf' && p.type === 'string') return p;
      fail('type-unsupported', `Property "${key}" is one of several shapes (${word}); a form asks for one.`, key, word);
    }
    const out = overlay(p, { type: read.type, oneOf: labelled(read.options) });
    delete out.anyOf;
    return withOptionWords(out, read.options);
  }
  if (has(p, 'const')) {
    const type = typeOfValues([p.const], p.type, key, 'const');
    const out = overlay(p, { type, enum: [p.const] }, 'const');
    fixed.add(out);
    return out;
  }
  if (Array.isArray(p.enum) && p.type === undefined) return overlay(p, { type: typeOfValues(p.enum, undefined, key, 'enum') });
  return p;
}

/** A multi-select's `items` as converters write them (a `$ref`, labelled `anyOf`/`oneOf`, an untyped `enum`). */
function withItems(p: Record<string, unknown>, root: Record<string, unknown>, key: string): Record<string, unknown> {
  if (p.type !== 'array' || !isRecord(p.items)) return p;
  const before = p.items;
  const deref = dereferenced(before, root, key);
  if (!isRecord(deref)) return overlay(p, { items: deref });
  let items = withoutNull(deref, root, key);
  const word = items.anyOf !== undefined ? 'anyOf' : items.oneOf !== undefined ? 'oneOf' : undefined;
  if (word !== undefined) {
    const read = optionsOf(items[word], items.type, key, `items.${word}`);
    // Anything else is refused by the parser as a list of something other than options.
    if (read === undefined) return items === before ? p : overlay(p, { items });
    // Items keep the spec's place for labelled options (`items.anyOf`).
    const options = overlay(items, { type: read.type, anyOf: labelled(read.options) });
    delete options.oneOf;
    return withOptionWords(overlay(p, { items: options }), read.options);
  }
  if (Array.isArray(items.enum) && items.type === undefined) items = overlay(items, { type: typeOfValues(items.enum, undefined, key, 'items.enum') });
  return items === before ? p : overlay(p, { items });
}

/**
 * A property as converters write it, read into the spec's shapes (see the file's notes), or the
 * same object when none applies. `root` is the request's schema, where local references point.
 *
 * @example
 * ```ts
 * normalizeProperty('plan', { anyOf: [{ const: 'a', title: 'Basic' }, { type: 'null' }] }, root);
 * // { type: 'string', oneOf: [{ const: 'a', title: 'Basic' }] }
 * ```
 */
export function normalizeProperty(key: string, raw: unknown, root: Record<string, unknown>): unknown {
  const p = dereferenced(raw, root, key);
  if (!isRecord(p)) return p;
  return withItems(withOptions(withoutNull(p, root, key), key), root, key);
}
