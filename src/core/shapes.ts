import { isRecord, nonBlank } from './objects.js';
import { fail } from './problem.js';

// JSON Schema as servers' converters write it (zod, valibot, arktype, effect), read into the shapes
// of the spec's subset once, before `parse` reads a property. Only shapes whose meaning is certain
// are read; the form guide's "What we accept" table says what is taken as what. A property of the
// spec's own shapes is returned as it is (the same object), so those read as before.
// - a local `$ref` (`#/$defs/…`, `#/definitions/…`, `#/properties/…`) or a one-member `allOf` is
//   replaced by what it points at, its own members written over it; chains are bounded, cycles and
//   anything else (a remote reference, a longer `allOf`) refused;
// - nullable (`type: [T, 'null']`, `anyOf`/`oneOf` with a null member, `nullable`, null in an
//   `enum`) is T: `null` is never shown, never sent, and `required` is kept as written;
// - `anyOf`/`oneOf` whose members are each one value (`const` or a one-value `enum`, with a title,
//   description or type) of one type → options (`oneOf` of `{ const, title }`), their descriptions
//   added to the property's; `items` likewise (as `anyOf`) for a multi-select;
// - `enum` with no `type` → the type of its values (all strings, all numbers or all booleans);
// - `const` → one option, chosen and sent as written (`isFixed`).
// A declared `type` is kept: values that do not fit it are refused by `parse`'s own option rules.
// Copies are made by spreading, which defines keys (`__proto__` too) as own data properties.

type Schema = Record<string, unknown>;
type Option = { const: unknown; title?: unknown; description?: unknown };

/** How many `$ref`s (and one-member `allOf`s) one schema may go through before it is refused. */
const MAX_HOPS = 16;
/** Members an option may have besides its value: words about it, never a constraint. */
const OPTION_WORDS: ReadonlySet<string> = new Set([
  'const',
  'enum',
  'title',
  'description',
  'type',
  '$comment',
  'examples',
  'deprecated',
  '_meta',
]);

/** Properties read from a `const`: one option, chosen from the start. */
const fixed = new WeakSet<object>();

/** Whether `parse` got this property from a `const` (see `normalizeProperty`). */
export const isFixed = (property: object): boolean => fixed.has(property);

/** Refuses the property as a shape a form cannot ask (`type-unsupported`), or for a bad `$ref`. */
const refuse = (
  key: string,
  keyword: string,
  why: string,
  code: 'type-unsupported' | 'keyword-invalid' = 'type-unsupported',
): never => fail(code, `Property "${key}": ${why}.`, key, keyword);

/** What a local `$ref` points at, inside the request's schema (`root`); undefined when nothing. */
function pointed(ref: unknown, root: Schema): unknown {
  let at: unknown = root;
  if (typeof ref !== 'string' || !/^#\/(\$defs|definitions|properties)\//.test(ref)) return undefined;
  for (const part of ref.slice(2).split('/')) {
    let name = '';
    try {
      name = decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~');
    } catch {
      return undefined;
    }
    at = isRecord(at) && Object.hasOwn(at, name) ? at[name] : undefined;
  }
  return at;
}

/**
 * `schema` with its `$ref` (and a one-member `allOf`) replaced by what it points at, its own members
 * written over it; a longer `allOf`, a cycle or a chain of more than `MAX_HOPS` is refused.
 */
export function dereferenced(schema: unknown, root: Schema, key: string): unknown {
  for (let hops = 0; isRecord(schema) && (schema.$ref !== undefined || schema.allOf !== undefined); hops++) {
    const word = schema.$ref !== undefined ? '$ref' : 'allOf';
    if (hops >= MAX_HOPS) refuse(key, word, `more than ${MAX_HOPS} references (or a cycle)`, 'keyword-invalid');
    const { [word]: via, ...own } = schema;
    const target =
      word === '$ref'
        ? pointed(via, root)
        : Array.isArray(via) && via.length === 1
        ? via[0]
        : refuse(key, word, 'allOf of several schemas');
    if (!isRecord(target)) {
      refuse(
        key,
        word,
        word === '$ref'
          ? `$ref ${JSON.stringify(via).slice(0, 80)} is not a schema of #/$defs, #/definitions or #/properties`
          : 'allOf of no schema',
        'keyword-invalid',
      );
    }
    schema = { ...target, ...own };
  }
  return schema;
}

/** The one value of a `{ const }` or `{ enum: [v] }` member, in a list; else undefined. */
function oneValue(m: Schema): unknown[] | undefined {
  const v = m.const !== undefined ? (m.enum === undefined ? [m.const] : undefined) : m.enum;
  return Array.isArray(v) && v.length === 1 ? v : undefined;
}

const isNull = (m: unknown) => isRecord(m) && (m.type === 'null' || oneValue(m)?.[0] === null);

const typeOf = (v: unknown) =>
  typeof v === 'string' || typeof v === 'boolean'
    ? typeof v
    : typeof v === 'number' && Number.isFinite(v)
    ? Number.isInteger(v)
      ? 'integer'
      : 'number'
    : undefined;

/** One option from a member that is only a value and words about it, else undefined. */
function optionOf(m: unknown): Option | undefined {
  if (!isRecord(m) || !Object.keys(m).every((k) => OPTION_WORDS.has(k))) return undefined;
  const value = oneValue(m)?.[0];
  const type = typeOf(value);
  const fits = m.type === undefined || m.type === type || (m.type === 'number' && type === 'integer');
  return type && fits && [m.title, m.description].every((w) => w === undefined || typeof w === 'string')
    ? { const: value, title: m.title, description: m.description }
    : undefined;
}

/** `declared`, or the one type of `values` (integers within numbers); values of several types are refused. */
function typeFor(values: readonly unknown[], declared: unknown, key: string, keyword: string): unknown {
  if (declared !== undefined) return declared;
  const types = new Set(values.map(typeOf));
  if (types.has('number')) types.delete('integer');
  const [only] = types;
  return types.size === 1 && only ? only : refuse(key, keyword, 'values of different types');
}

const isSpecOption = (m: unknown) =>
  isRecord(m) && typeof m.const === 'string' && Object.keys(m).every((k) => k === 'const' || k === 'title');

/**
 * A property (or, with `place` `'anyOf'`, a multi-select's items) read into the spec's shapes: its
 * options in `place`, their descriptions pushed to `words`. `depth` bounds `anyOf: [T, null]` → T.
 */
function read(p: Schema, root: Schema, key: string, place: 'oneOf' | 'anyOf', words: string[], depth = 0): Schema {
  const out: Schema = { ...p };
  // Whether null was allowed: a `default: null` is then no default (nothing is sent for it).
  let nullable = depth > 0 || out.nullable === true;
  delete out.nullable;
  if (Array.isArray(out.type)) {
    const types = out.type.filter((t) => t !== 'null');
    if (types.length !== 1) refuse(key, 'type', 'several types');
    nullable ||= types.length < out.type.length;
    out.type = types[0];
  }
  if (out.anyOf !== undefined && out.oneOf !== undefined) refuse(key, 'anyOf', 'both anyOf and oneOf');
  const word = out.anyOf !== undefined ? 'anyOf' : 'oneOf';
  const list = out[word];
  if (Array.isArray(list)) {
    const rest = list.map((m) => dereferenced(m, root, key)).filter((m) => !isNull(m));
    if (rest.length < list.length) {
      nullable = true;
      if (rest.length === 0) refuse(key, word, 'only null');
      if (rest.length === 1 && !optionOf(rest[0]) && isRecord(rest[0]) && depth < 4) {
        // `anyOf: [T, { type: 'null' }]`: T, with the property's own words written over it.
        const { [word]: _, ...own } = out;
        return read({ ...rest[0], ...own }, root, key, place, words, depth + 1);
      }
    }
    out[word] = rest;
    // The spec's own shape, as written, is read by the parser (with its own refusals).
    const spec = word === place && (out.type === 'string' || (place === 'anyOf' && out.type === undefined));
    const found = spec && rest.every(isSpecOption) ? undefined : rest.map(optionOf);
    if (found && (found.length === 0 || found.includes(undefined))) {
      if (!spec) refuse(key, word, `${word} of several shapes; a form asks for one`);
    } else if (found) {
      const options = found as Option[];
      for (const o of options)
        if (nonBlank(o.description)) words.push(`${String(o.title ?? o.const)}: ${o.description as string}`);
      out.type = typeFor(
        options.map((o) => o.const),
        out.type,
        key,
        word,
      );
      delete out[word];
      out[place] = options.map((o) =>
        o.title === undefined ? { const: o.const } : { const: o.const, title: o.title },
      );
    }
  } else if (out.const !== undefined) {
    out.type = typeFor([out.const], out.type, key, 'const');
    out.enum = [out.const];
    delete out.const;
    fixed.add(out);
  } else if (Array.isArray(out.enum)) {
    const values = out.enum.filter((v) => v !== null);
    if (values.length < out.enum.length) nullable = true;
    out.enum = values;
    out.type = typeFor(values, out.type, key, 'enum');
  }
  if (nullable && out.default === null) delete out.default;
  if (place === 'oneOf' && out.type === 'array' && isRecord(out.items)) {
    const items = dereferenced(out.items, root, key);
    out.items = isRecord(items) ? read(items, root, key, 'anyOf', words) : items;
  }
  return out;
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
export function normalizeProperty(key: string, raw: unknown, root: Schema): unknown {
  // The spec's own shapes (most requests, every field of them) go straight through.
  if (
    isRecord(raw) &&
    typeof raw.type === 'string' &&
    raw.type !== 'array' &&
    raw.$ref === undefined &&
    raw.allOf === undefined &&
    raw.anyOf === undefined &&
    raw.nullable === undefined &&
    raw.const === undefined
  ) {
    const o = raw.oneOf;
    // A spec `oneOf` (its options' descriptions are read below), an `enum` without null.
    const plain =
      o === undefined ||
      (raw.type === 'string' && Array.isArray(o) && o.every((m) => isRecord(m) && m.description === undefined));
    if (plain && !(Array.isArray(raw.enum) && raw.enum.includes(null))) return raw;
  }
  const p = dereferenced(raw, root, key);
  if (!isRecord(p)) return p;
  // The options' descriptions (the field's, then its items'), added to the field's own.
  const words: string[] = [];
  const out = read(p, root, key, 'oneOf', words);
  if (words.length > 0)
    out.description = [nonBlank(out.description), ...words].filter((w) => w !== undefined).join(' · ');
  return out;
}
