import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbDialectSchema, arbValue } from '../test/arbitraries.js';
import { parseElicitRequest } from './parse.js';
import { checkForm, codePointLength, validateValue } from './validate.js';
import type { FieldModel } from './model.js';

function field(schema: unknown, required = false): FieldModel {
  const r = parseElicitRequest({
    message: 'm',
    requestedSchema: { type: 'object', properties: { x: schema }, required: required ? ['x'] : [] },
  });
  if (!r.ok) throw new Error(r.error.detail);
  return r.model.fields[0]!;
}

describe('validateValue: one table row per keyword', () => {
  const cases: [string, unknown, boolean, unknown, string | null][] = [
    ['required absent', { type: 'string' }, true, undefined, 'required'],
    ['optional absent', { type: 'string' }, false, undefined, null],
    ['string type', { type: 'string' }, false, 3, 'type'],
    ['minLength counts code points', { type: 'string', minLength: 2 }, false, '😀', 'minLength'],
    ['minLength met by two emoji', { type: 'string', minLength: 2 }, false, '😀😀', null],
    ['maxLength counts code points', { type: 'string', maxLength: 2 }, false, '😀😀', null],
    ['maxLength exceeded', { type: 'string', maxLength: 2 }, false, 'abc', 'maxLength'],
    ['email format', { type: 'string', format: 'email' }, false, 'nope', 'format'],
    ['email ok', { type: 'string', format: 'email' }, false, 'a@b.co', null],
    ['uri format', { type: 'string', format: 'uri' }, false, 'example.com', 'format'],
    ['date format', { type: 'string', format: 'date' }, false, '2026-02-30', 'format'],
    ['date-time without offset', { type: 'string', format: 'date-time' }, false, '2026-01-02T10:30', 'format'],
    ['pattern', { type: 'string', pattern: '^[a-z]+$' }, false, 'ABC', 'pattern'],
    ['number type', { type: 'number' }, false, '3', 'type'],
    ['NaN is not a number', { type: 'number' }, false, Number.NaN, 'type'],
    ['integer', { type: 'integer' }, false, 1.5, 'type'],
    ['integer ok', { type: 'integer' }, false, 2, null],
    ['minimum', { type: 'number', minimum: 0.5 }, false, 0.4, 'minimum'],
    ['minimum inclusive', { type: 'number', minimum: 0.5 }, false, 0.5, null],
    ['maximum', { type: 'number', maximum: 10 }, false, 10.01, 'maximum'],
    ['boolean type', { type: 'boolean' }, false, 'true', 'type'],
    ['boolean false is an answer', { type: 'boolean' }, true, false, null],
    ['enum', { type: 'string', enum: ['a', 'b'] }, false, 'c', 'enum'],
    ['oneOf const', { type: 'string', oneOf: [{ const: 'a', title: 'A' }] }, false, 'a', null],
    ['multi type', { type: 'array', items: { type: 'string', enum: ['a'] } }, false, 'a', 'type'],
    ['multi member', { type: 'array', items: { type: 'string', enum: ['a'] } }, false, ['b'], 'enum'],
    ['minItems', { type: 'array', minItems: 2, items: { type: 'string', enum: ['a', 'b'] } }, false, ['a'], 'minItems'],
    [
      'maxItems',
      {
        type: 'array',
        maxItems: 1,
        items: {
          anyOf: [
            { const: 'a', title: 'A' },
            { const: 'b', title: 'B' },
          ],
        },
      },
      false,
      ['a', 'b'],
      'maxItems',
    ],
    ['required empty multi is present', { type: 'array', items: { type: 'string', enum: ['a'] } }, true, [], null],
  ];
  it.each(cases)('%s', (_n, schema, required, value, keyword) => {
    expect(validateValue(field(schema, required), value)?.keyword ?? null).toBe(keyword);
  });

  it('gives parameters for messages', () => {
    expect(validateValue(field({ type: 'string', minLength: 3 }), 'ab')).toEqual({
      keyword: 'minLength',
      params: { limit: 3, length: 2 },
    });
    expect(validateValue(field({ type: 'integer', maximum: 5 }), 6)).toEqual({
      keyword: 'maximum',
      params: { limit: 5 },
    });
  });

  it('counts lone surrogates as one code point each', () => {
    expect(codePointLength('\ud800a\udc00')).toBe(3);
    expect(codePointLength('a😀b')).toBe(3);
  });
});

describe('checkForm', () => {
  it('collects every field issue in field order, and builds content only when all pass', () => {
    const r = parseElicitRequest({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { a: { type: 'string' }, b: { type: 'integer', minimum: 3 } },
        required: ['a', 'b'],
      },
    });
    if (!r.ok) throw new Error();
    const bad = checkForm(r.model, { f0: '', f1: '2' });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.issues.map((i) => [i.field.key, i.issue.keyword])).toEqual([
        ['a', 'required'],
        ['b', 'minimum'],
      ]);
    expect(checkForm(r.model, { f0: 'x', f1: '3' })).toEqual({ ok: true, content: { a: 'x', b: 3 } });
  });
});

// ---- Differential: our validator and Ajv 8 + ajv-formats (strict off) must agree. ----

const ajv = new Ajv({ logger: false, strict: false, allErrors: false });
addFormats(ajv);
const compiledCache = new Map<string, ReturnType<typeof ajv.compile>>();
function ajvAccepts(schema: object, required: boolean, value: unknown): boolean {
  const root = { type: 'object', properties: { x: schema }, required: required ? ['x'] : [] };
  const key = JSON.stringify(root);
  let validate = compiledCache.get(key);
  if (!validate) {
    validate = ajv.compile(root);
    compiledCache.set(key, validate);
  }
  return validate(value === undefined ? {} : { x: value }) as boolean;
}

describe('validateValue agrees with Ajv 8 + ajv-formats', () => {
  it('on random dialect schemas and random values', () => {
    const runs = Number(process.env.DIFF_RUNS ?? 10000);
    fc.assert(
      fc.property(arbDialectSchema, fc.boolean(), arbValue, (schema, required, value) => {
        const ours = validateValue(field(schema, required), value) === null;
        return ours === ajvAccepts(schema, required, value);
      }),
      { numRuns: runs },
    );
  }, 600_000);
});
