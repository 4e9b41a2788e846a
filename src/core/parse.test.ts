import { describe, expect, it } from 'vitest';
import { LIMITS, looksSensitive, parseElicitRequest } from './parse.js';
import { decideRequest } from './decide.js';
import { messageOf } from './decided.js';
import { decideUrl } from './urlRequest.js';
import type { FieldModel, FormModel } from './model.js';
import primitives from '../../fixtures/form-primitives.json';
import enums from '../../fixtures/form-seed-enums.json';
import untitled from '../../fixtures/form-untitled-keys.json';

function model(params: unknown): FormModel {
  const r = parseElicitRequest(params);
  if (!r.ok) throw new Error(`expected ok, got ${r.error.code}: ${r.error.detail}`);
  return r.model;
}
const form = (properties: Record<string, unknown>, required?: string[]) => ({
  message: 'm',
  requestedSchema: { type: 'object', properties, ...(required ? { required } : {}) },
});
const only = (schema: unknown, required?: string[]): FieldModel => model(form({ x: schema }, required)).fields[0]!;

describe('parseElicitRequest: field model', () => {
  it('maps the primitives fixture to kinds, labels, constraints and defaults', () => {
    const m = model(primitives);
    expect(m.message).toBe('Tell us about your project');
    expect(m.fields.map((f) => [f.key, f.kind, f.label, f.required])).toEqual([
      ['name', 'text', 'Project name', true],
      ['contact', 'text', 'Contact email', true],
      ['homepage', 'text', 'Homepage', false],
      ['launch', 'text', 'Launch date', true],
      ['meeting', 'text', 'Kick-off meeting', false],
      ['budget', 'number', 'Budget', false],
      ['seats', 'number', 'Seats', true],
      ['public', 'boolean', 'Public project', false],
      ['notes', 'text', 'Notes', false],
    ]);
    expect(m.fields[0]).toMatchObject({ minLength: 3, maxLength: 20, description: '3 to 20 characters' });
    expect(m.fields[1]).toMatchObject({ format: 'email' });
    expect(m.fields[5]).toMatchObject({ integer: false, minimum: 0.5, maximum: 1000.25 });
    expect(m.fields[6]).toMatchObject({ integer: true, minimum: 1, maximum: 50, default: 5 });
    expect(m.fields[7]).toMatchObject({ default: false });
    expect(m.warnings).toEqual([]);
  });

  it('normalises all five enum shapes to options { value, label }', () => {
    const m = model(enums);
    const opts = (i: number) => (m.fields[i] as { options: unknown }).options;
    expect(m.fields.map((f) => f.kind)).toEqual(['single', 'single', 'multi', 'multi', 'single']);
    expect(opts(0)).toEqual(['Red', 'Green', 'Blue'].map((v) => ({ value: v, label: v })));
    expect(opts(1)).toEqual([
      { value: '#FF0000', label: 'Red' },
      { value: '#00FF00', label: 'Green' },
      { value: '#0000FF', label: 'Blue' },
    ]);
    expect(m.fields[2]).toMatchObject({ minItems: 1, maxItems: 2, default: ['Red', 'Green'] });
    expect(opts(3)).toEqual([
      { value: '#FF0000', label: 'Crimson' },
      { value: '#0000FF', label: 'Navy' },
      { value: '#00FF00', label: 'Lime' },
    ]);
    expect(opts(4)).toEqual([
      { value: 's', label: 'Small' },
      { value: 'm', label: 'Medium' },
      { value: 'l', label: 'Large' },
    ]);
  });

  it('labels untitled fields by their key', () => {
    expect(model(untitled).fields.map((f) => f.label)).toEqual(['username', 'age', 'agree']);
  });

  it('keeps odd keys exactly and gives each a safe field name', () => {
    const props = JSON.parse(
      '{"__proto__":{"type":"string"},"constructor":{"type":"string"},"a.b":{"type":"string"},"x[0]":{"type":"string"},"":{"type":"string"},"😀":{"type":"string"}}',
    );
    const m = model(form(props, ['__proto__']));
    expect(m.fields.map((f) => f.key)).toEqual(['__proto__', 'constructor', 'a.b', 'x[0]', '', '😀']);
    expect(m.fields.map((f) => f.name)).toEqual(['f0', 'f1', 'f2', 'f3', 'f4', 'f5']);
    expect(m.fields[0]!.required).toBe(true);
    expect(m.fields[1]!.required).toBe(false); // "constructor" is not inherited into the required set
  });

  it('tolerates unknown keywords and unknown formats', () => {
    const f = only({ type: 'string', pattern: '^a', format: 'phone', 'x-ui': { a: 1 } });
    expect(f).toMatchObject({ kind: 'text', pattern: '^a', format: undefined });
  });

  it('treats an empty title as absent', () => {
    expect(only({ type: 'string', title: '  ' }).label).toBe('x');
  });
});

describe('parseElicitRequest: documented handling of contradictions', () => {
  it.each([
    ['minimum above maximum', { type: 'number', minimum: 5, maximum: 1 }, 'unsatisfiable'],
    ['integer range without integers', { type: 'integer', minimum: 1.2, maximum: 1.8 }, 'unsatisfiable'],
    ['minLength above maxLength', { type: 'string', minLength: 5, maxLength: 1 }, 'unsatisfiable'],
    [
      'minItems above maxItems',
      { type: 'array', minItems: 3, maxItems: 1, items: { type: 'string', enum: ['a', 'b', 'c'] } },
      'unsatisfiable',
    ],
    [
      'minItems above option count',
      { type: 'array', minItems: 3, items: { type: 'string', enum: ['a'] } },
      'unsatisfiable',
    ],
    ['default outside enum', { type: 'string', enum: ['a'], default: 'b' }, 'default-invalid'],
    ['default of the wrong type', { type: 'number', default: '3' }, 'default-invalid'],
    ['fractional default of an integer', { type: 'integer', default: 1.5 }, 'default-invalid'],
    [
      'multi default outside options',
      { type: 'array', items: { type: 'string', enum: ['a'] }, default: ['z'] },
      'default-invalid',
    ],
    ['enumNames too short', { type: 'string', enum: ['a', 'b'], enumNames: ['A'] }, 'enum-names-length'],
    ['duplicate option', { type: 'string', enum: ['a', 'a', 'b'] }, 'duplicate-option'],
    ['invalid pattern', { type: 'string', pattern: '(' }, 'pattern-invalid'],
  ])('%s → warning %s, never an error', (_name, schema, code) => {
    const m = model(form({ x: schema }));
    expect(m.warnings).toContainEqual({ code, property: 'x' });
  });

  it('drops invalid defaults and falls back to values for missing enumNames', () => {
    expect(only({ type: 'string', enum: ['a'], default: 'b' }).default).toBeUndefined();
    const f = only({ type: 'string', enum: ['a', 'b'], enumNames: ['A'] });
    expect((f as { options: unknown }).options).toEqual([
      { value: 'a', label: 'A' },
      { value: 'b', label: 'b' },
    ]);
  });

  it.each([
    ['date in year 0000', { type: 'string', format: 'date', default: '0000-01-01' }, true],
    ['impossible date', { type: 'string', format: 'date', default: '2026-02-30' }, true],
    ['date in words', { type: 'string', format: 'date', default: 'tomorrow' }, true],
    ['date-time in year 0000', { type: 'string', format: 'date-time', default: '0000-01-01T00:00:00Z' }, true],
    [
      'date-time with sub-second part',
      { type: 'string', format: 'date-time', default: '2026-01-01T10:00:00.5Z' },
      true,
    ],
    [
      'line break in a one-line input (a pattern keeps it one line)',
      { type: 'string', pattern: '.*', default: 'line one\nline two' },
      true,
    ],
    [
      'carriage return, which a multi-line control turns into a line feed',
      { type: 'string', default: 'line one\r\nline two' },
      true,
    ],
    ['line break in a multi-line control', { type: 'string', default: 'line one\nline two' }, false],
    ['padded email', { type: 'string', format: 'email', default: ' a@example.com' }, true],
    ['ordinary date', { type: 'string', format: 'date', default: '2024-02-29' }, false],
    [
      'date-time with zero fraction',
      { type: 'string', format: 'date-time', default: '2026-01-01T10:00:00.000Z' },
      false,
    ],
    ['date-time in year 0001', { type: 'string', format: 'date-time', default: '0001-06-01T12:00:00Z' }, false],
    ['text with spaces', { type: 'string', default: '  spaced  ' }, false],
  ])('a default the control cannot show (%s) is neither prefilled nor sent: %j', (_name, schema, hidden) => {
    const m = model(form({ x: schema }));
    expect(m.fields[0]!.default).toBe(hidden ? undefined : schema.default);
    expect(m.warnings).toEqual(hidden ? [{ code: 'default-hidden', property: 'x' }] : []);
  });

  it.each([
    ['maxLength above 100', { type: 'string', maxLength: 101 }, true],
    ['maxLength of 100', { type: 'string', maxLength: 100 }, false],
    ['a key naming running text, no maxLength', { type: 'string' }, true, 'additionalNotes'],
    ['a title naming running text', { type: 'string', title: 'Your feedback' }, true],
    ['a key naming running text with a short maxLength', { type: 'string', maxLength: 40 }, false, 'comment'],
    ['a plain name', { type: 'string', title: 'Name' }, false],
    ['a word inside another word', { type: 'string', title: 'Notebook' }, false],
    ['a format', { type: 'string', format: 'email', maxLength: 500 }, false],
    ['a pattern', { type: 'string', pattern: '^[a-z]*$', maxLength: 500 }, false],
    ['a sensitive field', { type: 'string', title: 'Private key', maxLength: 5000 }, false],
    ['a default with a line break', { type: 'string', default: 'a\nb' }, true],
  ])('multi-line when the field asks for running text (%s)', (_name, schema, multiline, key = 'x') => {
    const f = model(form({ [key]: schema })).fields[0]!;
    expect(f.kind === 'text' && f.multiline).toBe(multiline);
  });

  it('ignores a required name with no property, with a warning', () => {
    const m = model(form({ a: { type: 'string' } }, ['a', 'ghost']));
    expect(m.fields[0]!.required).toBe(true);
    expect(m.warnings).toEqual([{ code: 'required-unknown', property: 'ghost' }]);
  });
});

describe('parseElicitRequest: bad requests are typed errors', () => {
  const cases: [string, unknown, string, string?][] = [
    ['params null', null, 'params-not-object'],
    ['params an array', [], 'params-not-object'],
    ['message missing', { requestedSchema: { type: 'object', properties: {} } }, 'message-not-string'],
    ['message a number', { message: 3, requestedSchema: { type: 'object', properties: {} } }, 'message-not-string'],
    ['url mode', { mode: 'url', message: 'm', url: 'https://a' }, 'mode-unsupported'],
    ['schema missing', { message: 'm' }, 'schema-missing'],
    ['schema a string', { message: 'm', requestedSchema: 'x' }, 'schema-not-object'],
    ['root not object', { message: 'm', requestedSchema: { type: 'array', properties: {} } }, 'schema-type-not-object'],
    ['properties missing', { message: 'm', requestedSchema: { type: 'object' } }, 'properties-missing'],
    [
      'properties an array',
      { message: 'm', requestedSchema: { type: 'object', properties: [] } },
      'properties-missing',
    ],
    [
      'required not a list',
      { message: 'm', requestedSchema: { type: 'object', properties: {}, required: 'a' } },
      'required-invalid',
    ],
    ['property not object', form({ p: 'string' }), 'property-not-object', 'p'],
    ['nested object', form({ p: { type: 'object', properties: {} } }), 'nested-object', 'p'],
    ['array of objects', form({ p: { type: 'array', items: { type: 'object' } } }), 'array-items-unsupported', 'p'],
    ['array without items', form({ p: { type: 'array' } }), 'array-items-unsupported', 'p'],
    ['unknown type', form({ p: { type: 'date' } }), 'type-unsupported', 'p'],
    ['type list', form({ p: { type: ['string', 'number'] } }), 'type-unsupported', 'p'],
    ['no type', form({ p: { title: 'P' } }), 'type-missing', 'p'],
    ['empty enum', form({ p: { type: 'string', enum: [] } }), 'enum-empty', 'p'],
    ['empty oneOf', form({ p: { type: 'string', oneOf: [] } }), 'enum-empty', 'p'],
    ['empty multi', form({ p: { type: 'array', items: { type: 'string', enum: [] } } }), 'enum-empty', 'p'],
    ['numeric enum', form({ p: { type: 'string', enum: [1, 2] } }), 'enum-invalid', 'p'],
    ['oneOf without const', form({ p: { type: 'string', oneOf: [{ title: 'A' }] } }), 'enum-invalid', 'p'],
    ['minimum a string', form({ p: { type: 'number', minimum: '1' } }), 'keyword-invalid', 'p'],
    ['negative maxLength', form({ p: { type: 'string', maxLength: -1 } }), 'keyword-invalid', 'p'],
    ['title a number', form({ p: { type: 'string', title: 5 } }), 'keyword-invalid', 'p'],
    ['enumNames not strings', form({ p: { type: 'string', enum: ['a'], enumNames: [1] } }), 'keyword-invalid', 'p'],
  ];
  it.each(cases)('%s', (_name, params, code, property) => {
    const r = parseElicitRequest(params);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(r.error.property).toBe(property);
      expect(r.error.detail).toMatch(/\S/);
    }
  });

  it('refuses requests beyond the documented limits', () => {
    const many = Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`k${i}`, { type: 'string' }]));
    expect(parseElicitRequest(form(many))).toMatchObject({ ok: false, error: { code: 'too-large' } });
    const huge = { type: 'string', enum: Array.from({ length: 10001 }, (_, i) => `v${i}`) };
    expect(parseElicitRequest(form({ p: huge }))).toMatchObject({
      ok: false,
      error: { code: 'too-large', property: 'p' },
    });
  });

  it('refuses requests whose fields are each within limits but add up beyond the whole-request budgets', () => {
    const list = (n: number) => ({
      type: 'array',
      items: { type: 'string', enum: Array.from({ length: n }, (_, i) => `v${i}`) },
    });
    const twenty = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`l${i}`, list(10_000)]));
    expect(parseElicitRequest(form(twenty))).toMatchObject({
      ok: false,
      error: { code: 'too-large', limit: { what: 'controls', count: 200_020, max: LIMITS.controls } },
    });
    const atLimit = Object.fromEntries([
      ['l', list(LIMITS.controls - 1_001)],
      ...Array.from({ length: 1_000 }, (_, i) => [`t${i}`, { type: 'string' }]),
    ]);
    expect(parseElicitRequest(form(atLimit)).ok).toBe(true);
    const oneMore = Object.fromEntries([
      ['l', list(LIMITS.controls - 1_000)],
      ...Array.from({ length: 1_000 }, (_, i) => [`t${i}`, { type: 'string' }]),
    ]);
    expect(parseElicitRequest(form(oneMore))).toMatchObject({ ok: false, error: { limit: { what: 'controls' } } });
    // Single-selects cost no checkboxes, but their options count towards the total.
    const single = (n: number) => ({ type: 'string', enum: Array.from({ length: n }, (_, i) => `v${i}`) });
    expect(parseElicitRequest(form({ a: single(6_000), b: single(4_000) })).ok).toBe(true);
    expect(parseElicitRequest(form({ a: single(6_000), b: single(4_000), c: single(1) }))).toMatchObject({
      ok: false,
      error: { limit: { what: 'totalOptions', count: 10_001, max: 10_000 } },
    });
    const wordy = {
      message: 'x'.repeat(LIMITS.textChars),
      requestedSchema: { type: 'object', properties: { a: { type: 'string', title: 'A' } } },
    };
    expect(parseElicitRequest(wordy)).toMatchObject({
      ok: false,
      error: { code: 'too-large', limit: { what: 'textChars' } },
    });
  });
});

describe('looksSensitive', () => {
  it.each([
    'password',
    'Your API key',
    'apiKey',
    'accessToken',
    'client_secret',
    'Card number',
    'cardNumber',
    'CVV',
    'PIN',
    'passphrase',
  ])('flags %s', (text) => expect(looksSensitive(text)).toBe(true));
  it.each(['name', 'email', 'Spinner speed', 'passport office', 'Favourite colour', 'pinned'])(
    'does not flag %s',
    (text) => expect(looksSensitive(text)).toBe(false),
  );
});

describe('decideRequest: one decision per request', () => {
  it('gives whoever asks about the same params object the same decision, and a copy its own', () => {
    const params = { message: 'Name?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } };
    const first = decideRequest(params);
    expect(first.kind).toBe('form');
    expect(decideRequest(params)).toBe(first);
    const copy = decideRequest(structuredClone(params));
    expect(copy).not.toBe(first);
    expect(copy).toEqual(first);
  });

  it('decides what is not an object every time, without keeping it', () => {
    expect(decideRequest('text')).toEqual(decideRequest('text'));
    expect(decideRequest(null).kind).toBe('form');
  });
});

describe('the decision carries what each mode’s view reads', () => {
  it('URL mode: the message, the URL as sent and the completion id; nothing else of the params', () => {
    const decided = decideRequest({
      mode: 'url',
      message: 'Sign in',
      url: 'https://auth.example.com/x',
      elicitationId: 'e1',
      extra: 'ignored',
    });
    expect(decided).toEqual({
      kind: 'url',
      message: 'Sign in',
      url: 'https://auth.example.com/x',
      elicitationId: 'e1',
    });
    expect(messageOf(decided)).toBe('Sign in');
    // Not strings: read as empty, so the view refuses the URL rather than opening anything.
    expect(decideUrl({ mode: 'url', message: 42, url: { href: 'https://evil.example' } })).toEqual({
      kind: 'url',
      message: '',
      url: '',
    });
  });

  it('an unknown mode keeps its message for the transcript; a form’s is its parse’s, valid or not', () => {
    expect(messageOf(decideRequest({ mode: 'voice', message: 'Say it' }))).toBe('Say it');
    expect(messageOf(decideRequest({ message: 'Name?', requestedSchema: { type: 'object', properties: {} } }))).toBe(
      'Name?',
    );
    expect(messageOf(decideRequest({ message: 'Broken', requestedSchema: 'nope' }))).toBe('Broken');
  });
});
