import type { PrimitiveSchemaDefinition } from '../protocol/types.js';
import { translatePattern } from './pattern.js';
import { textDefaultShowable } from './content.js';
import { isRecord, nonBlank } from './objects.js';
import { looksSensitive } from './sensitive.js';
import { fail, RequestProblem } from './problem.js';
import { dereferenced, isFixed, normalizeProperty } from './shapes.js';
import { numberBounds, optionalNumber } from './numberBounds.js';
import { isConstraintEcho, readableKey } from './labels.js';
import { ofType, valueText } from './optionValues.js';
import { LIMITS, tooLarge } from './limits.js';
import { dedupe, SELECT_TYPES, titledList, valueList, type ValueType } from './optionLists.js';
import { isLongText } from './longText.js';

export { looksSensitive };
export { LIMITS };
import type { FieldModel, FieldOption, FormModel, ParseResult, RequestWarning } from './model.js';

const TEXT_FORMATS: ReadonlySet<string> = new Set(['email', 'uri', 'date', 'date-time']);

const has = (obj: object, key: string) => Object.prototype.hasOwnProperty.call(obj, key);

/**
 * Turns the params of an `elicitation/create` form-mode request (untrusted JSON) into the field
 * model every renderer reads, or a typed error naming the property at fault. Never throws.
 *
 * @example
 * ```tsx
 * const parsed = parseElicitRequest(params);
 * if (parsed.ok) parsed.model.fields.map((f) => f.label);
 * else console.warn(parsed.error.code, parsed.error.property);
 * ```
 */
export function parseElicitRequest(params: unknown): ParseResult {
  // The server's message, when it is text, is shown even when the form cannot be.
  const message = isRecord(params) && typeof params.message === 'string' ? params.message : undefined;
  try {
    return { ok: true, model: parseOrThrow(params) };
  } catch (e) {
    if (e instanceof RequestProblem) return { ok: false, error: e.info, message };
    // Anything else is our bug; still never crash the host.
    return { ok: false, error: { code: 'schema-not-object', detail: String(e) }, message };
  }
}

/**
 * Which UI a request needs, decided once from its `mode`: absent or `"form"` → form, `"url"` →
 * URL mode, anything else → unknown (shown as an alert with Cancel).
 *
 * @example
 * ```tsx
 * requestMode({ mode: 'url', url: 'https://example.com' }); // { kind: 'url' }
 * requestMode({ mode: 'voice' }); // { kind: 'unknown', mode: 'voice' }
 * ```
 */
export function requestMode(params: unknown): { kind: 'form' } | { kind: 'url' } | { kind: 'unknown'; mode: unknown } {
  const mode = isRecord(params) ? params.mode : undefined;
  if (mode === undefined || mode === 'form') return { kind: 'form' };
  if (mode === 'url') return { kind: 'url' };
  return { kind: 'unknown', mode };
}

function parseOrThrow(params: unknown): FormModel {
  if (!isRecord(params)) fail('params-not-object', 'The request params are not an object.');
  const mode = requestMode(params);
  if (mode.kind !== 'form') fail('mode-unsupported', `Mode ${JSON.stringify(params.mode)} is not form mode.`);
  if (typeof params.message !== 'string') fail('message-not-string', 'The message is not a string.');
  if (!has(params, 'requestedSchema') || params.requestedSchema === undefined) {
    fail('schema-missing', 'The request has no requestedSchema.');
  }
  const root = params.requestedSchema;
  if (!isRecord(root)) fail('schema-not-object', 'requestedSchema is not an object.');
  // Local references point into the schema as sent (its `$defs`, `definitions`, `properties`).
  const schema = dereferenced(root, root, '');
  if (!isRecord(schema)) fail('schema-not-object', 'requestedSchema is not an object.');
  if (schema.type !== 'object') fail('schema-type-not-object', 'requestedSchema.type is not "object".');
  const properties = schema.properties;
  if (!isRecord(properties)) fail('properties-missing', 'requestedSchema.properties is missing or not an object.');

  const required = schema.required;
  if (required !== undefined && !(Array.isArray(required) && required.every((r) => typeof r === 'string'))) {
    fail('required-invalid', 'requestedSchema.required is not a list of property names.');
  }
  const keys = Object.keys(properties);
  if (keys.length > LIMITS.properties) tooLarge('properties', keys.length);
  const requiredSet = new Set<string>((required as string[] | undefined) ?? []);
  const warnings: RequestWarning[] = [];
  for (const name of requiredSet) {
    if (!has(properties, name)) warnings.push({ code: 'required-unknown', property: name });
  }
  const fields = keys.map((key, index) => {
    const raw = properties[key];
    try {
      return parseProperty(key, normalizeProperty(key, raw, root), index, requiredSet.has(key), warnings);
    } catch (problem) {
      // The person reads the field's title, not its key.
      const title = isRecord(raw) ? nonBlank(raw.title) : undefined;
      if (problem instanceof RequestProblem && problem.info.property === key && title !== undefined)
        problem.info.title = title;
      throw problem;
    }
  });
  let controls = fields.length;
  let totalOptions = 0;
  let textChars = params.message.length;
  for (const f of fields) {
    textChars += f.label.length + (f.description?.length ?? 0);
    if (f.kind === 'single' || f.kind === 'multi') {
      totalOptions += f.options.length;
      if (f.kind === 'multi') controls += f.options.length;
      for (const o of f.options) textChars += o.label.length;
    }
  }
  if (controls > LIMITS.controls) tooLarge('controls', controls);
  if (totalOptions > LIMITS.totalOptions) tooLarge('totalOptions', totalOptions);
  if (textChars > LIMITS.textChars) tooLarge('textChars', textChars);
  return { message: params.message, fields, warnings };
}

function optionalString(prop: Record<string, unknown>, keyword: string, key: string): string | undefined {
  const v = prop[keyword];
  if (v === undefined) return undefined;
  if (typeof v !== 'string')
    fail('keyword-invalid', `"${keyword}" of property "${key}" is not a string.`, key, keyword);
  return v;
}

function optionalCount(prop: Record<string, unknown>, keyword: string, key: string): number | undefined {
  const v = optionalNumber(prop, keyword, key);
  if (v !== undefined && (!Number.isInteger(v) || v < 0)) {
    fail('keyword-invalid', `"${keyword}" of property "${key}" is not a whole number ≥ 0.`, key, keyword);
  }
  return v;
}

function parseProperty(
  key: string,
  raw: unknown,
  index: number,
  required: boolean,
  warnings: RequestWarning[],
): FieldModel {
  if (!isRecord(raw)) fail('property-not-object', `Property "${key}" is not a schema object.`, key);
  const prop = raw;
  const title = optionalString(prop, 'title', key);
  const description = optionalString(prop, 'description', key);
  // What every field has. Each kind's object below lists these itself, with no shared base object
  // spread in (bench/RESULTS.md, "Why the code looks like this").
  const name = `f${index}`;
  const label = title !== undefined && title.trim() !== '' ? (isConstraintEcho(title) ? readableKey(key) : title) : key;
  const shownDescription = description === '' ? undefined : description;
  const sensitive = looksSensitive(key, title, description);
  const schema = prop as unknown as PrimitiveSchemaDefinition;
  const dflt = prop.default;
  const dropDefault = () => {
    if (dflt !== undefined) warnings.push({ code: 'default-invalid', property: key });
    return undefined;
  };
  const hideDefault = () => {
    warnings.push({ code: 'default-hidden', property: key });
    return undefined;
  };
  const unsatisfiable = (lo: number | undefined, hi: number | undefined) => {
    if (lo !== undefined && hi !== undefined && lo > hi) warnings.push({ code: 'unsatisfiable', property: key });
  };

  const type = prop.type;
  if (type === undefined) fail('type-missing', `Property "${key}" has no "type".`, key, 'type');
  if (type === 'object')
    fail('nested-object', `Property "${key}" is a nested object; only flat forms are allowed.`, key, 'type');

  if (SELECT_TYPES.has(type) && (prop.enum !== undefined || prop.oneOf !== undefined)) {
    const valueType = type as ValueType;
    let options: FieldOption[];
    if (prop.oneOf !== undefined) {
      options = titledList(prop.oneOf, key, 'oneOf', valueType);
    } else {
      const values = valueList(prop.enum, key, 'enum', valueType);
      const names = prop.enumNames;
      if (names !== undefined && !(Array.isArray(names) && names.every((n) => typeof n === 'string'))) {
        fail('keyword-invalid', `"enumNames" of property "${key}" is not a list of strings.`, key, 'enumNames');
      }
      if (names !== undefined && names.length !== values.length) {
        warnings.push({ code: 'enum-names-length', property: key });
      }
      options = values.map((value, i) => ({ value, label: (names as string[] | undefined)?.[i] ?? value }));
    }
    options = dedupe(options, key, warnings);
    const optionType = valueType === 'string' ? undefined : valueType;
    const chosen = ofType(dflt, valueType) ? valueText(dflt) : undefined;
    const ok = chosen !== undefined && options.some((o) => o.value === chosen);
    // A `const`: its one value is chosen from the start and sent as the server wrote it.
    const only = isFixed(prop) ? options[0]!.value : undefined;
    return {
      key,
      name,
      label,
      description: shownDescription,
      required,
      sensitive,
      schema,
      kind: 'single',
      options,
      optionType,
      fixed: only !== undefined ? true : undefined,
      default: only ?? (ok ? chosen : dropDefault()),
    };
  }

  if (type === 'string') {
    const fmt = prop.format;
    if (fmt !== undefined && typeof fmt !== 'string') {
      fail('keyword-invalid', `"format" of property "${key}" is not a string.`, key, 'format');
    }
    const minLength = optionalCount(prop, 'minLength', key);
    const maxLength = optionalCount(prop, 'maxLength', key);
    unsatisfiable(minLength, maxLength);
    // Unknown formats are tolerated and not enforced, as Ajv does with strict mode off.
    const textFormat = fmt !== undefined && TEXT_FORMATS.has(fmt) ? (fmt as FieldModel<'text'>['format']) : undefined;
    let pattern = optionalString(prop, 'pattern', key);
    if (pattern !== undefined) {
      // Enforced only if it can run in linear time; otherwise reported, never run. A format that
      // says the same thing (a converter's email or date pattern) decides alone, and nothing is said.
      const t = translatePattern(pattern);
      if (!t.ok) {
        if (t.problem === 'invalid' || textFormat === undefined) {
          warnings.push({ code: t.problem === 'invalid' ? 'pattern-invalid' : 'pattern-unsupported', property: key });
        }
        pattern = undefined;
      }
    }
    const multiline =
      fmt === undefined &&
      prop.pattern === undefined &&
      !sensitive &&
      isLongText(key, title, maxLength, typeof dflt === 'string' ? dflt : undefined);
    return {
      key,
      name,
      label,
      description: shownDescription,
      required,
      sensitive,
      schema,
      kind: 'text',
      format: textFormat,
      minLength,
      maxLength,
      pattern,
      multiline,
      default:
        typeof dflt !== 'string'
          ? dropDefault()
          : textDefaultShowable(textFormat, dflt, multiline)
          ? dflt
          : hideDefault(),
    };
  }

  if (type === 'number' || type === 'integer') {
    const integer = type === 'integer';
    const bounds = numberBounds(prop, key, integer);
    const { minimum, maximum } = bounds;
    unsatisfiable(minimum ?? bounds.exclusiveMinimum, maximum ?? bounds.exclusiveMaximum);
    if (integer && minimum !== undefined && maximum !== undefined && Math.ceil(minimum) > Math.floor(maximum)) {
      if (minimum <= maximum) warnings.push({ code: 'unsatisfiable', property: key });
    }
    const ok = typeof dflt === 'number' && Number.isFinite(dflt) && (!integer || Number.isInteger(dflt));
    // Members listed, not spread (bench/RESULTS.md, "Why the code looks like this").
    const { exclusiveMinimum, exclusiveMaximum, multipleOf } = bounds;
    return {
      key,
      name,
      label,
      description: shownDescription,
      required,
      sensitive,
      schema,
      kind: 'number',
      integer,
      minimum,
      maximum,
      exclusiveMinimum,
      exclusiveMaximum,
      multipleOf,
      default: ok ? (dflt as number) : dropDefault(),
    };
  }

  if (type === 'boolean') {
    return {
      key,
      name,
      label,
      description: shownDescription,
      required,
      sensitive,
      schema,
      kind: 'boolean',
      default: typeof dflt === 'boolean' ? dflt : dropDefault(),
    };
  }

  if (type === 'array') {
    const items = prop.items;
    let options: FieldOption[];
    // Strings only: the protocol's content holds lists of strings (the SDKs refuse any other list).
    if (isRecord(items) && items.anyOf !== undefined) {
      options = titledList(items.anyOf, key, 'items.anyOf');
    } else if (isRecord(items) && items.enum !== undefined && (items.type === 'string' || items.type === undefined)) {
      options = valueList(items.enum, key, 'items.enum').map((value) => ({ value, label: value }));
    } else {
      fail(
        'array-items-unsupported',
        `Property "${key}" is a list of something other than options; only multi-select lists are allowed.`,
        key,
        'items',
      );
    }
    options = dedupe(options, key, warnings);
    const minItems = optionalCount(prop, 'minItems', key);
    const maxItems = optionalCount(prop, 'maxItems', key);
    unsatisfiable(minItems, maxItems);
    if (minItems !== undefined && minItems > options.length && (maxItems === undefined || minItems <= maxItems)) {
      warnings.push({ code: 'unsatisfiable', property: key });
    }
    const values = new Set(options.map((o) => o.value));
    const ok = Array.isArray(dflt) && dflt.every((v) => typeof v === 'string' && values.has(v));
    return {
      key,
      name,
      label,
      description: shownDescription,
      required,
      sensitive,
      schema,
      kind: 'multi',
      options,
      minItems,
      maxItems,
      default: ok ? [...(dflt as string[])] : dropDefault(),
    };
  }

  fail(
    'type-unsupported',
    `Property "${key}" has type ${JSON.stringify(type)}, which forms cannot ask for.`,
    key,
    'type',
  );
}
