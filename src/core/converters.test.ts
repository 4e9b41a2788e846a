// @vitest-environment node
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { converters } from '../../fixtures/converters/models.js';
import { initialRawValue } from './kinds.js';
import type { FormValues } from './content.js';
import type { FieldModel } from './model.js';
import { parseElicitRequest } from './parse.js';
import { loadPatternEngine } from './pattern.js';
import { checkField, checkForm } from './validate.js';
import { readdirSync } from 'node:fs';

// The JSON each converter writes for one realistic model (fixtures/converters/), checked against the
// installed converter, read as a form, answered as a person would, and the answer checked by Ajv
// (draft-07 and 2020-12, with formats) and by the model's own library.

beforeAll(() => loadPatternEngine());

const fixtureUrl = (name: string) => fileURLToPath(new URL(`../../fixtures/converters/${name}.json`, import.meta.url));
const read = (name: string) =>
  JSON.parse(readFileSync(fixtureUrl(name), 'utf8')) as { message: string; requestedSchema: Record<string, unknown> };

/** Ajv of both drafts, as servers run it (SDK 1's is draft-07 with ajv-formats). */
function ajvAccepts(schema: Record<string, unknown>, content: unknown): string[] {
  const { $schema: _dialect, ...rest } = schema;
  const errors: string[] = [];
  for (const ajv of [new Ajv({ strict: false, allErrors: true }), new Ajv2020({ strict: false, allErrors: true })]) {
    addFormats(ajv as unknown as Ajv);
    const check = ajv.compile(rest);
    if (!check(content)) errors.push(ajv.errorsText(check.errors));
  }
  return errors;
}

function answer(fields: FieldModel[], typed: Record<string, FormValues[string]>): FormValues {
  const values: FormValues = {};
  for (const f of fields) values[f.name] = Object.hasOwn(typed, f.key) ? typed[f.key] : initialRawValue(f);
  return values;
}

// What a person types or picks, by key (website and nickname left empty: optional, omitted).
const PERSON = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  website: '',
  birthday: '1990-05-01',
  arrival: '2026-03-01T10:30',
  age: '36',
  agree: true,
  plan: 'pro',
  extras: ['wifi'],
  nickname: '',
};

describe.each(converters.map((c) => [c.name, c] as const))('%s', (name, converter) => {
  if (process.env.UPDATE_CONVERTER_FIXTURES) {
    const params = {
      $comment: `Written by ${converter.writtenBy}; see models.ts`,
      message: 'Book your stay',
      requestedSchema: converter.schema(),
    };
    writeFileSync(fixtureUrl(name), `${JSON.stringify(params, null, 2)}\n`);
  }
  const params = read(name);

  it('the fixture is what the installed converter writes', () => {
    expect(converter.schema()).toEqual(params.requestedSchema);
  });

  it('is shown with the right control per field, and the answer is accepted by Ajv and by the model', () => {
    const parsed = parseElicitRequest(params);
    if (!parsed.ok) throw new Error(parsed.error.detail);
    const byKey = Object.fromEntries(parsed.model.fields.map((f) => [f.key, f]));
    expect(byKey.name).toMatchObject({ kind: 'text', minLength: 1, maxLength: 40, required: true });
    // effect's title for it is its constraint ("maxLength(40)"): the key, made readable, says more.
    expect(byKey.name?.label).toBe(name === 'effect' ? 'Name' : 'name');
    expect(byKey.email).toMatchObject({ kind: 'text', required: true });
    expect(byKey.age).toMatchObject({
      kind: 'number',
      integer: true,
      minimum: 1,
      maximum: undefined,
      exclusiveMinimum: undefined,
    });
    expect(byKey.rating).toMatchObject({ kind: 'number', integer: true, minimum: 1, maximum: 5 });
    expect(byKey.agree).toMatchObject({ kind: 'boolean', required: true });
    expect(byKey.plan).toMatchObject({ kind: 'single', required: true });
    expect(byKey.plan?.kind === 'single' && byKey.plan.options.map((o) => o.value).sort()).toEqual(['basic', 'pro']);
    expect(byKey.extras).toMatchObject({ kind: 'multi', required: true });
    expect(byKey.nickname).toMatchObject({ kind: 'text', required: false });
    // Nothing said about the email pattern where a format says the same.
    expect(parsed.model.warnings.filter((w) => w.property === 'email')).toEqual([]);

    const checked = checkForm(parsed.model, answer(parsed.model.fields, PERSON));
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues.map((i) => [i.field.key, i.issue])));
    const content = checked.content;
    expect(content).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      birthday: '1990-05-01',
      age: 36,
      agree: true,
      plan: 'pro',
      extras: ['wifi'],
    });
    // Empty optionals are omitted, never "" or null; a default the person left is sent.
    expect(Object.hasOwn(content, 'website')).toBe(false);
    expect(Object.hasOwn(content, 'nickname')).toBe(false);
    expect(Object.values(content)).not.toContain(null);
    if (byKey.rating?.default !== undefined) expect(content.rating).toBe(3);
    expect(ajvAccepts(params.requestedSchema, content)).toEqual([]);
    expect(() => converter.accepts(content)).not.toThrow();
  });

  it.each([
    ['age 0', { age: '0' }],
    ['age 4.5', { age: '4.5' }],
    ['a name over 40 characters', { name: 'x'.repeat(41) }],
    ['no plan', { plan: undefined }],
  ])('refuses what the server would refuse: %s', (_what, change) => {
    const parsed = parseElicitRequest(params);
    if (!parsed.ok) throw new Error(parsed.error.detail);
    expect(checkForm(parsed.model, answer(parsed.model.fields, { ...PERSON, ...change })).ok).toBe(false);
    // The same answer, as it would be sent without our check, is refused by the server's validators too.
    const sent = {
      name: 'Ada',
      email: 'ada@example.com',
      birthday: '1990-05-01',
      age: 36,
      agree: true,
      plan: 'pro',
      extras: [] as string[],
    };
    const raw = {
      ...sent,
      ...('age' in change && { age: Number(change.age) }),
      ...('name' in change && { name: change.name }),
    };
    if ('plan' in change) delete (raw as { plan?: string }).plan;
    expect(ajvAccepts(params.requestedSchema, raw)).not.toEqual([]);
    expect(() => converter.accepts(raw)).toThrow();
  });
});

it('a date-time whose pattern takes UTC only (zod 4’s z.iso.datetime()) is sent in UTC', () => {
  const params = read('zod4');
  const parsed = parseElicitRequest(params);
  if (!parsed.ok) throw new Error(parsed.error.detail);
  const checked = checkForm(parsed.model, answer(parsed.model.fields, PERSON));
  expect(checked.ok && checked.content.arrival).toBe(new Date(2026, 2, 1, 10, 30).toISOString().replace('.000Z', 'Z'));
});

// The shared example requests (fixtures/form-*.json): an answer a person could give (each field's
// default, else the first of a few plausible entries its own check accepts), sent as the form sends
// it, is accepted by Ajv draft-07 and 2020-12 with formats.
const CANDIDATES: Record<string, unknown[]> = {
  text: [
    'Ada',
    'ada@example.com',
    'https://example.com/a',
    '2026-01-02',
    '2026-01-02T10:30',
    'abc-123',
    'A'.repeat(12),
  ],
  number: ['3', '1', '0', '42', '2.5'],
  boolean: [true],
};
describe.each(
  readdirSync(fileURLToPath(new URL('../../fixtures/', import.meta.url))).filter((n) => /^form-.*\.json$/.test(n)),
)('%s', (file) => {
  it('a person’s answer, as sent, is accepted by Ajv draft-07 and 2020-12', () => {
    const params = JSON.parse(readFileSync(fileURLToPath(new URL(`../../fixtures/${file}`, import.meta.url)), 'utf8'));
    const parsed = parseElicitRequest(params);
    if (!parsed.ok) throw new Error(parsed.error.detail);
    const values: FormValues = {};
    for (const f of parsed.model.fields) {
      const options =
        f.kind === 'single'
          ? f.options.map((o) => o.value)
          : f.kind === 'multi'
          ? [f.options.slice(0, f.minItems ?? 1).map((o) => o.value)]
          : CANDIDATES[f.kind] ?? [];
      const tries = [initialRawValue(f), ...options];
      values[f.name] = tries.find(
        (raw) =>
          checkField(f, raw as FormValues[string]).issue === null && ((raw !== undefined && raw !== '') || !f.required),
      ) as FormValues[string];
    }
    const checked = checkForm(parsed.model, values);
    if (!checked.ok) throw new Error(JSON.stringify(checked.issues.map((i) => [i.field.key, i.issue])));
    expect(Object.keys(checked.content).length).toBeGreaterThan(0);
    expect(ajvAccepts(params.requestedSchema, checked.content)).toEqual([]);
  });
});
