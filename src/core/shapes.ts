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
const OPTION_WORDS: ReadonlySet<string> = new Set(['const', 'enum', 'title', 'description', 'type', '$comment', 'examples', 'deprecated', '_meta']);

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

/** Refuses the property as a shape a form cannot ask (`type-unsupported`), or for a bad `$ref`. */
function refuse(key: string, keyword: string, why: string, code: 'type-unsupported' | 'keyword-invalid' = 'type-unsupported'): never {
  return fail(code, `Property "${key}": ${why}.`, key, keyword);
}

/** What a local `$ref` points at, inside the request's schema (`root`). */
function pointed(ref: unknown, root: Record<string, unknown>, key: string): unknown {
  const parts = typeof ref === 'string' && ref.startsWith('#/') ? ref.slice(2).split('/') : [];
  let at: unknown = root;
  for (let i = 0; i < parts.length; i++) {
    let part: string;
    try {
      part = decodeURIComponent(parts[i]!).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      part = '';
    }
    if ((i === 0 && !REF_ROOTS.has(part)) || !isRecord(at) || !has(at, part)) break;
    at = at[part];
    if (i === parts.length - 1) return at;
  }
  return refuse(key, '$ref', `$ref ${JSON.stringify(ref).slice(0, 100)} is not a schema of #/$defs, #/definitions or #/properties`, 'keyword-invalid');
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
    if (!ref && allOf === undefined) break;
    if (hops >= MAX_HOPS) refuse(key, '$ref', `more than ${MAX_HOPS} references (or a cycle)`, 'keyword-invalid');
    const target = ref ? pointed(current.$ref, root, key) : Array.isArray(allOf) && allOf.length === 1 ? allOf[0] : refuse(key, 'allOf', 'allOf of several schemas');
    if (!isRecord(target)) return refuse(key, ref ? '$ref' : 'allOf', 'not a schema', 'keyword-invalid');
    current = overlay(target, current, ref ? '$ref' : 'allOf');
  }
  return current;
}

const isNullMember = (member: unknown) =>
  isRecord(member) && (member.type === 'null' || member.const === null || (Array.isArray(member.enum) && member.enum.length === 1 && member.enum[0] === null));

type Option = { const: string | number | boolean; title?: string; description?: string };

const typeOfValue = (v: unknown) =>
  typeof v === 'string' || typeof v === 'boolean' ? typeof v : typeof v === 'number' && Number.isFinite(v) ? (Number.isInteger(v) ? 'integer' : 'number') : undefined;

/** One option from a member that is only a value and words about it, else undefined. */
function optionOf(member: unknown): Option | undefined {
  if (!isRecord(member) || !Object.keys(member).every((k) => OPTION_WORDS.has(k))) return undefined;
  const values = has(member, 'const') ? (member.enum === undefined ? [member.const] : undefined) : member.enum;
  const value = Array.isArray(values) && values.length === 1 ? values[0] : undefined;
  const type = typeOfValue(value);
  const words = [member.title, member.description].every((w) => w === undefined || typeof w === 'string');
  const typed = member.type === undefined || member.type === type || (member.type === 'number' && type === 'integer');
  return type !== undefined && words && typed ? { const: value as Option['const'], title: member.title as string | undefined, description: member.description as string | undefined } : undefined;
}

/**
 * The one type of a list of values, as a property's `type`: `declared` when the values fit it, else
 * what they all are; values of different types are refused.
 */
function typeOfValues(values: readonly unknown[], declared: unknown, key: string, keyword: string): string {
  const types = new Set(values.map((v) => typeOfValue(v)));
  if (types.has('number')) types.delete('integer');
  const [only] = types;
  if (types.size !== 1 || only === undefined) refuse(key, keyword, 'values of different types');
  if (declared === undefined || declared === only || (declared === 'number' && only === 'integer')) return (declared ?? only) as string;
  return fail('enum-invalid', `"${keyword}" of property "${key}" holds values that are not of its type ${JSON.stringify(declared)}.`, key, keyword);
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
    if (types.length !== 1) refuse(key, 'type', 'several types');
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
    if (withNull && rest.length === 0) refuse(key, word, 'only null');
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

/**
 * Options written as converters write them, as labelled options of one `type` in `place` (the
 * spec's: `oneOf` for a property, `anyOf` for a multi-select's items), and the options read.
 */
function withOptions(p: Record<string, unknown>, key: string, place: 'oneOf' | 'anyOf' = 'oneOf'): [Record<string, unknown>, Option[]?] {
  const word = p.anyOf !== undefined ? 'anyOf' : p.oneOf !== undefined ? 'oneOf' : undefined;
  if (word !== undefined) {
    if (p.anyOf !== undefined && p.oneOf !== undefined) refuse(key, 'anyOf', 'both anyOf and oneOf');
    const list = p[word];
    // The spec's own shape, as written: read by the parser as before (with its own refusals).
    const spec = word === place && (p.type === 'string' || (place === 'anyOf' && p.type === undefined));
    if (spec && Array.isArray(list) && list.every(isSpecOption)) return [p];
    const read = optionsOf(list, p.type, key, word);
    if (read === undefined) return spec ? [p] : refuse(key, word, `${word} of several shapes; a form asks for one`);
    const out = overlay(p, { type: read.type, [place]: labelled(read.options) });
    delete out[place === 'oneOf' ? 'anyOf' : 'oneOf'];
    return [out, read.options];
  }
  if (has(p, 'const')) {
    const out = overlay(p, { type: typeOfValues([p.const], p.type, key, 'const'), enum: [p.const] }, 'const');
    fixed.add(out);
    return [out];
  }
  return [Array.isArray(p.enum) && p.type === undefined ? overlay(p, { type: typeOfValues(p.enum, undefined, key, 'enum') }) : p];
}

/** A multi-select's `items` as converters write them (a `$ref`, nullable, labelled options, an untyped `enum`). */
function withItems(p: Record<string, unknown>, root: Record<string, unknown>, key: string): Record<string, unknown> {
  if (p.type !== 'array' || !isRecord(p.items)) return p;
  const deref = dereferenced(p.items, root, key);
  if (!isRecord(deref)) return overlay(p, { items: deref });
  const [items, options = []] = withOptions(withoutNull(deref, root, key), key, 'anyOf');
  return items === p.items ? p : withOptionWords(overlay(p, { items }), options);
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
  // The spec's own shapes (most requests, every field of them) go straight through.
  if (
    isRecord(raw) && typeof raw.type === 'string' && raw.type !== 'array' &&
    raw.$ref === undefined && raw.allOf === undefined && raw.anyOf === undefined && raw.nullable === undefined && raw.const === undefined
  ) {
    const o = raw.oneOf;
    // A spec `oneOf` (its options' descriptions are read below), an `enum` without null.
    const plain = o === undefined || (raw.type === 'string' && Array.isArray(o) && o.every((m) => isRecord(m) && m.description === undefined));
    if (plain && !(Array.isArray(raw.enum) && raw.enum.includes(null))) return raw;
  }
  const p = dereferenced(raw, root, key);
  if (!isRecord(p)) return p;
  const [read, options = []] = withOptions(withoutNull(p, root, key), key);
  return withItems(withOptionWords(read, options), root, key);
}
