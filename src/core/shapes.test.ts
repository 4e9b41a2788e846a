import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { initialRawValue } from './kinds.js';
import type { FieldModel, FormModel } from './model.js';
import { parseElicitRequest } from './parse.js';
import { loadPatternEngine } from './pattern.js';
import { normalizeProperty } from './shapes.js';
import { formMessages, requestErrorMessage } from './messages.js';
import { checkForm, validateValue } from './validate.js';

beforeAll(() => loadPatternEngine());

const request = (properties: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
  message: 'm',
  requestedSchema: { type: 'object', properties, ...more },
});
function model(properties: Record<string, unknown>, more: Record<string, unknown> = {}): FormModel {
  const r = parseElicitRequest(request(properties, more));
  if (!r.ok) throw new Error(r.error.detail);
  return r.model;
}
const only = (schema: unknown, more: Record<string, unknown> = {}): FieldModel => model({ x: schema }, more).fields[0]!;
const labels = (f: FieldModel) =>
  f.kind === 'single' || f.kind === 'multi' ? f.options.map((o) => [o.value, o.label]) : undefined;

describe('what converters write, read as the spec’s shapes (the form guide’s “What we accept”)', () => {
  it.each([
    [
      'anyOf of typed consts (zod 4)',
      {
        anyOf: [
          { type: 'string', const: 'a', title: 'A' },
          { type: 'string', const: 'b', title: 'B' },
        ],
      },
    ],
    [
      'anyOf of untyped consts (valibot)',
      {
        anyOf: [
          { const: 'a', title: 'A' },
          { const: 'b', title: 'B' },
        ],
      },
    ],
    [
      'anyOf of one-value enums (effect)',
      {
        anyOf: [
          { type: 'string', enum: ['a'], title: 'A' },
          { type: 'string', enum: ['b'], title: 'B' },
        ],
      },
    ],
    [
      'oneOf with no type',
      {
        oneOf: [
          { const: 'a', title: 'A' },
          { const: 'b', title: 'B' },
        ],
      },
    ],
    [
      'the spec’s own oneOf',
      {
        type: 'string',
        oneOf: [
          { const: 'a', title: 'A' },
          { const: 'b', title: 'B' },
        ],
      },
    ],
  ])('labelled options: %s → a single select with the titles', (_name, schema) => {
    const f = only(schema);
    expect(f.kind).toBe('single');
    expect(labels(f)).toEqual([
      ['a', 'A'],
      ['b', 'B'],
    ]);
  });

  it.each([
    [
      'items.anyOf of typed consts',
      {
        type: 'array',
        items: {
          anyOf: [
            { type: 'string', const: 'a', title: 'A' },
            { type: 'string', const: 'b', title: 'B' },
          ],
        },
      },
    ],
    [
      'items.oneOf of one-value enums',
      {
        type: 'array',
        items: {
          oneOf: [
            { enum: ['a'], title: 'A' },
            { enum: ['b'], title: 'B' },
          ],
        },
      },
    ],
    ['items.enum with no type', { type: 'array', items: { enum: ['a', 'b'] } }],
    [
      'items through a $ref',
      { type: 'array', items: { $ref: '#/$defs/E' } },
      {
        $defs: {
          E: {
            anyOf: [
              { const: 'a', title: 'A' },
              { const: 'b', title: 'B' },
            ],
          },
        },
      },
    ],
  ] as [string, unknown, Record<string, unknown>?][])('multi-select: %s', (_name, schema, more = {}) => {
    const f = only(schema, more);
    expect(f.kind).toBe('multi');
    expect(labels(f)?.map(([v]) => v)).toEqual(['a', 'b']);
  });

  it('option descriptions are added to the field’s description', () => {
    const f = only({
      description: 'Pick one',
      anyOf: [
        { const: 'a', title: 'A', description: 'the first' },
        { const: 'b', title: 'B' },
      ],
    });
    expect(f.description).toBe('Pick one · A: the first');
  });

  it.each([
    ['strings', { enum: ['x', 'y'] }, undefined, 'y', 'y'],
    ['numbers', { enum: [1, 2.5] }, 'number', '2.5', 2.5],
    ['integers, typed', { type: 'integer', enum: [1, 2] }, 'integer', '2', 2],
    [
      'booleans as labelled options',
      {
        anyOf: [
          { const: true, title: 'Yes' },
          { const: false, title: 'No' },
        ],
      },
      'boolean',
      'false',
      false,
    ],
  ])('an enum of %s is a select, and its value is sent in its own type', (_name, schema, optionType, picked, sent) => {
    const m = model({ x: schema }, { required: ['x'] });
    const f = m.fields[0]!;
    expect(f).toMatchObject({ kind: 'single', optionType });
    const checked = checkForm(m, { f0: picked });
    expect(checked.ok && checked.content.x).toBe(sent);
    // A forged answer of the wrong type is refused.
    expect(validateValue(f, String(sent) === picked && typeof sent !== 'string' ? picked : 7)).not.toBeNull();
  });

  it.each([
    ['type: [T, "null"]', { type: ['string', 'null'] }],
    ['anyOf: [T, { type: "null" }]', { anyOf: [{ type: 'string' }, { type: 'null' }] }],
    ['nullable: true', { type: 'string', nullable: true }],
    [
      'oneOf: [{ type: "null" }, T] with its words outside',
      { title: 'Nick', oneOf: [{ type: 'null' }, { type: 'string', maxLength: 9 }], default: null },
    ],
  ])(
    'nullable (%s) is its type: optional stays optional and is omitted when empty; null is never sent',
    (_name, schema) => {
      const m = model({ x: schema });
      expect(m.fields[0]).toMatchObject({ kind: 'text', required: false });
      expect(m.warnings).toEqual([]);
      const checked = checkForm(m, { f0: '' });
      expect(checked.ok && checked.content).toEqual({});
      expect(validateValue(m.fields[0]!, null)).not.toBeNull();
    },
  );

  it('a required nullable field stays required', () => {
    expect(only({ type: ['integer', 'null'] }, { required: ['x'] })).toMatchObject({
      kind: 'number',
      integer: true,
      required: true,
    });
  });

  it('a nullable labelled select: the null option is not offered', () => {
    expect(labels(only({ anyOf: [{ const: 'a', title: 'A' }, { type: 'null' }] }))).toEqual([['a', 'A']]);
    expect(labels(only({ type: ['string', 'null'], enum: ['a', null] }))).toEqual([['a', 'a']]);
  });

  it.each([
    ['#/$defs/…', { $ref: '#/$defs/Email' }, { $defs: { Email: { type: 'string', format: 'email' } } }],
    [
      '#/definitions/…',
      { $ref: '#/definitions/Email' },
      { definitions: { Email: { type: 'string', format: 'email' } } },
    ],
    ['#/properties/…', { $ref: '#/properties/y' }, {}],
    [
      'a chain',
      { $ref: '#/$defs/A' },
      { $defs: { A: { $ref: '#/$defs/B', title: 'Mail' }, B: { type: 'string', format: 'email' } } },
    ],
    [
      'a one-member allOf',
      { allOf: [{ $ref: '#/$defs/Email' }] },
      { $defs: { Email: { type: 'string', format: 'email' } } },
    ],
    ['an escaped pointer', { $ref: '#/$defs/a~1b%20c' }, { $defs: { 'a/b c': { type: 'string', format: 'email' } } }],
  ])('a local $ref (%s) is resolved, its own words over the target', (_name, schema, more) => {
    const m = model({ x: { ...schema, description: 'Where we write' }, y: { type: 'string', format: 'email' } }, more);
    expect(m.fields[0]).toMatchObject({ kind: 'text', format: 'email', description: 'Where we write' });
  });

  it('the root itself may be a $ref to its definitions (zod-to-json-schema with a name)', () => {
    const r = parseElicitRequest({
      message: 'm',
      requestedSchema: {
        $ref: '#/definitions/Booking',
        definitions: { Booking: { type: 'object', properties: { n: { type: 'string' } } } },
      },
    });
    expect(r.ok && r.model.fields.map((f) => f.key)).toEqual(['n']);
  });

  it.each([
    ['const string', { const: 'v1' }, 'v1'],
    ['const with a type', { type: 'integer', const: 3 }, 3],
  ])('a %s is one fixed option, chosen, and sent as written', (_name, schema, sent) => {
    const m = model({ x: schema });
    const f = m.fields[0]!;
    expect(f).toMatchObject({ kind: 'single', fixed: true });
    expect(f.kind === 'single' && f.options).toHaveLength(1);
    const checked = checkForm(m, { f0: initialRawValue(f) });
    expect(checked.ok && checked.content.x).toBe(sent);
  });

  it.each([
    ['exclusiveMinimum (number form)', { type: 'number', exclusiveMinimum: 0 }, 0, 'exclusiveMinimum', 0.001],
    ['exclusiveMaximum (number form)', { type: 'number', exclusiveMaximum: 1 }, 1, 'exclusiveMaximum', 0.999],
    [
      'draft 4’s boolean exclusiveMinimum',
      { type: 'number', minimum: 0, exclusiveMinimum: true },
      0,
      'exclusiveMinimum',
      0.5,
    ],
    [
      'draft 4’s boolean exclusiveMaximum',
      { type: 'number', maximum: 5, exclusiveMaximum: true },
      5,
      'exclusiveMaximum',
      4.5,
    ],
    [
      'an integer’s exclusive bound, as the next whole number',
      { type: 'integer', exclusiveMinimum: 0 },
      0,
      'minimum',
      1,
    ],
    ['multipleOf', { type: 'number', multipleOf: 0.5 }, 0.75, 'multipleOf', 1.5],
  ])('%s is enforced', (_name, schema, refused, keyword, accepted) => {
    const f = only(schema);
    expect(validateValue(f, refused)?.keyword).toBe(keyword);
    expect(validateValue(f, accepted)).toBeNull();
  });

  it('±(2^53 − 1) and beyond (zod 4’s z.int()) is no bound', () => {
    expect(only({ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 })).toMatchObject({
      minimum: undefined,
      maximum: undefined,
    });
    expect(only({ type: 'number', maximum: 1e300 })).toMatchObject({ maximum: undefined });
  });

  it.each([
    ['maxLength(40)', 'firstName', 'First name'],
    ['between(1, 5)', 'star_rating', 'Star rating'],
    ['int', 'age', 'Age'],
    ['Full name', 'name', 'Full name'],
  ])('a title that echoes a constraint (%s) falls back to the key made readable', (title, key, label) => {
    expect(model({ [key]: { type: 'string', title } }).fields[0]!.label).toBe(label);
  });

  it('a pattern the linear-time engine cannot run: the format decides when there is one, silently; otherwise the warning stays', () => {
    const lookahead = '^(?!\\.)[^@]+@[^@]+$';
    const withFormat = model({ e: { type: 'string', format: 'email', pattern: lookahead } });
    expect(withFormat.warnings).toEqual([]);
    expect(withFormat.fields[0]).toMatchObject({ format: 'email', pattern: undefined });
    expect(model({ e: { type: 'string', pattern: lookahead } }).warnings).toEqual([
      { code: 'pattern-unsupported', property: 'e' },
    ]);
  });

  it('the root’s $schema, title, description and additionalProperties: false are read as nothing to ask; no extra key is ever sent', () => {
    const m = model(
      { a: { type: 'string' } },
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        title: 'T',
        description: 'D',
        additionalProperties: false,
      },
    );
    const checked = checkForm(m, { f0: 'x', f9: 'y' });
    expect(checked.ok && checked.content).toEqual({ a: 'x' });
  });

  it('the spec’s own shapes are read as before: the same object comes back', () => {
    const spec = { type: 'string', oneOf: [{ const: 'a', title: 'A' }] };
    expect(normalizeProperty('x', spec, {})).toBe(spec);
    const text = { type: 'string', maxLength: 4 };
    expect(normalizeProperty('x', text, {})).toBe(text);
  });
});

describe('what still cannot be asked as a flat form is refused, with the property named', () => {
  it.each([
    ['a nested object', { type: 'object', properties: {} }, 'nested-object'],
    [
      'a nested object through a $ref',
      { $ref: '#/$defs/O' },
      'nested-object',
      { $defs: { O: { type: 'object', properties: {} } } },
    ],
    ['a list of objects', { type: 'array', items: { type: 'object' } }, 'array-items-unsupported'],
    ['allOf of two', { allOf: [{ type: 'string' }, { maxLength: 3 }] }, 'type-unsupported'],
    ['a union of different types', { anyOf: [{ type: 'string' }, { type: 'number' }] }, 'type-unsupported'],
    ['options of different types', { anyOf: [{ const: 'a' }, { const: 1 }] }, 'type-unsupported'],
    ['a type list of two', { type: ['string', 'number'] }, 'type-unsupported'],
    ['a remote $ref', { $ref: 'https://example.com/s.json' }, 'keyword-invalid'],
    ['a $ref outside the request’s definitions', { $ref: '#/required' }, 'keyword-invalid'],
    ['a $ref to nothing', { $ref: '#/$defs/missing' }, 'keyword-invalid'],
    [
      'a $ref cycle',
      { $ref: '#/$defs/A' },
      'keyword-invalid',
      { $defs: { A: { $ref: '#/$defs/B' }, B: { $ref: '#/$defs/A' } } },
    ],
    ['only null', { type: ['null'] }, 'type-unsupported'],
    [
      'a list of numbers (content holds lists of strings)',
      { type: 'array', items: { enum: [1, 2] } },
      'array-items-unsupported',
    ],
  ] as [string, unknown, string, Record<string, unknown>?][])('%s', (_name, schema, code, more = {}) => {
    const r = parseElicitRequest(request({ x: schema }, more));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.property).toBe('x');
      expect(r.error.detail.length).toBeLessThan(200);
    }
  });
});

describe('answers Ajv accepts, draft-07 and 2020-12 with formats', () => {
  const shapes = {
    plan: {
      anyOf: [
        { type: 'string', const: 'basic', title: 'Basic' },
        { type: 'string', const: 'pro', title: 'Pro' },
      ],
    },
    size: { enum: [1, 2, 3] },
    extras: {
      type: 'array',
      items: {
        anyOf: [
          { const: 'wifi', title: 'Wi-Fi' },
          { const: 'meals', title: 'Meals' },
        ],
      },
    },
    nick: { type: ['string', 'null'] },
    mail: { $ref: '#/$defs/Email' },
    version: { const: 'v2' },
    price: { type: 'number', exclusiveMinimum: 0, multipleOf: 0.01 },
    count: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991, default: 2 },
  };
  const more = {
    $defs: { Email: { type: 'string', format: 'email' } },
    required: ['plan', 'count'],
    additionalProperties: false,
  };
  it('a person’s answer to every new shape', () => {
    const m = model(shapes, more);
    const values = Object.fromEntries(m.fields.map((f) => [f.name, initialRawValue(f)]));
    Object.assign(values, { f0: 'pro', f1: '2', f2: ['meals'], f3: '', f4: 'a@b.co', f6: '9.99' });
    const checked = checkForm(m, values);
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues));
    expect(checked.content).toEqual({
      plan: 'pro',
      size: 2,
      extras: ['meals'],
      mail: 'a@b.co',
      version: 'v2',
      price: 9.99,
      count: 2,
    });
    const schema = { type: 'object', properties: shapes, ...more };
    for (const ajv of [new Ajv({ strict: false }), new Ajv2020({ strict: false })]) {
      addFormats(ajv as unknown as Ajv);
      expect(ajv.validate(schema, checked.content), ajv.errorsText()).toBe(true);
    }
  });
});

it('a refused field is named by its title in the alert, by its key in the error', () => {
  const r = parseElicitRequest(request({ colour: { type: 'object', title: 'Colour', properties: {} } }));
  expect(r.ok).toBe(false);
  if (!r.ok) {
    expect(r.error).toMatchObject({ code: 'nested-object', property: 'colour', title: 'Colour' });
    expect(requestErrorMessage(formMessages, r.error)).toMatch(/Field “Colour”/);
  }
  const untitled = parseElicitRequest(request({ colour: { type: 'object', properties: {} } }));
  expect(!untitled.ok && requestErrorMessage(formMessages, untitled.error)).toMatch(/Field “colour”/);
});
