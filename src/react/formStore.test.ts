import { parseElicitRequest } from '../core/parse.js';
import type { FieldModel, FormModel } from '../core/model.js';
import { createFormStore, type FormStore } from './formStore.js';

// The form's one store, without React: what a renderer reads and writes, what a submit gives.

function modelOf(properties: Record<string, unknown>, required: string[] = []): FormModel {
  const parsed = parseElicitRequest({ message: 'm', requestedSchema: { type: 'object', properties, required } });
  if (!parsed.ok) throw new Error(parsed.error.detail);
  return parsed.model;
}
const field = (model: FormModel, key: string): FieldModel => model.fields.find((f) => f.key === key)!;
const store = (model: FormModel, extra: Partial<Parameters<typeof createFormStore>[0]> = {}) =>
  createFormStore({ model, unreadable: () => false, ...extra });

/** Submits and says what came of it: the content, or the first field with an issue. */
async function submit(s: FormStore): Promise<{ content: unknown } | { first: string }> {
  let outcome: { content: unknown } | { first: string } = { first: '(none)' };
  await s.submit(
    (content) => (outcome = { content }),
    (first) => (outcome = { first: first.key }),
  );
  return outcome;
}

describe('formStore', () => {
  const trip = () =>
    modelOf(
      {
        name: { type: 'string', title: 'Name', minLength: 2 },
        nights: { type: 'integer', minimum: 1 },
        meals: { type: 'array', items: { enum: ['a', 'b'] } },
        insured: { type: 'boolean' },
      },
      ['name', 'nights'],
    );

  it('holds values; each field’s listeners hear only their own field', () => {
    const model = trip();
    const s = store(model);
    const heard: string[] = [];
    s.subscribeValue(field(model, 'name'), () => heard.push('name'));
    s.subscribeValue(field(model, 'nights'), () => heard.push('nights'));
    s.set(field(model, 'name'), 'Ada');
    expect(s.get(field(model, 'name'))).toBe('Ada');
    expect(heard).toEqual(['name']);
    expect(s.touched()).toBe(true);
    expect(s.draft()).toEqual({ name: 'Ada' });
  });

  it('a failed submit gives the first field in order, every issue, and the summary; nothing is accepted', async () => {
    const model = trip();
    const s = store(model);
    const summaries: { count: number; submitCount: number }[] = [];
    s.subscribeSummary(() => summaries.push(s.summary()));
    expect(await submit(s)).toEqual({ first: 'name' });
    expect(s.issueOf(field(model, 'name'))).toMatchObject({ keyword: 'required' });
    expect(s.issueOf(field(model, 'nights'))).toMatchObject({ keyword: 'required' });
    expect(s.issueOf(field(model, 'insured'))).toBeUndefined();
    expect(summaries.at(-1)).toEqual({ count: 2, submitCount: 1 });
  });

  it('after a failed submit each change re-checks its own field only, and the summary follows', async () => {
    const model = trip();
    const s = store(model);
    await submit(s);
    const told: string[] = [];
    s.subscribeIssue(field(model, 'name'), () => told.push('name'));
    s.subscribeIssue(field(model, 'nights'), () => told.push('nights'));
    s.set(field(model, 'name'), 'A');
    await vi.waitFor(() =>
      expect(s.issueOf(field(model, 'name'))).toMatchObject({ keyword: 'minLength', params: { limit: 2 } }),
    );
    s.set(field(model, 'name'), 'Ada');
    await vi.waitFor(() => expect(s.issueOf(field(model, 'name'))).toBeUndefined());
    expect(told.every((t) => t === 'name')).toBe(true);
    expect(s.summary()).toEqual({ count: 1, submitCount: 1 });
    s.set(field(model, 'nights'), '3');
    await vi.waitFor(() => expect(s.summary().count).toBe(0));
    expect(await submit(s)).toEqual({ content: { name: 'Ada', nights: 3 } });
  });

  it('an optional checkbox nobody touched is no answer; touched, false is an answer', async () => {
    const model = trip();
    const s = store(model);
    s.set(field(model, 'name'), 'Ada');
    s.set(field(model, 'nights'), '2');
    expect(await submit(s)).toEqual({ content: { name: 'Ada', nights: 2 } });
    s.set(field(model, 'insured'), false);
    expect(await submit(s)).toEqual({ content: { name: 'Ada', nights: 2, insured: false } });
  });

  it('prefills what the person answered before, but not a sensitive field unless asked to', async () => {
    const model = modelOf({
      name: { type: 'string' },
      password: { type: 'string', title: 'Password' },
      ok: { type: 'boolean' },
    });
    expect(field(model, 'password').sensitive).toBe(true);
    const initialValues = { name: 'Ada', password: 'hunter2', ok: false };
    const s = store(model, { initialValues });
    expect(s.get(field(model, 'name'))).toBe('Ada');
    expect(s.get(field(model, 'password'))).toBe('');
    // A remembered boolean counts as answered.
    expect(await submit(s)).toEqual({ content: { name: 'Ada', ok: false } });
    const withSecrets = store(model, { initialValues, prefillSensitive: true });
    expect(withSecrets.get(field(model, 'password'))).toBe('hunter2');
    // Prefilled is not changed by the person.
    expect(withSecrets.touched()).toBe(false);
  });

  it('keys that are paths or prototype names in JavaScript stay keys', async () => {
    // Parsed, as a server's JSON is: `__proto__` an own key (a literal would set the prototype).
    const properties = JSON.parse(
      '{"a.b": {"type": "string"}, "x[0]": {"type": "string"}, "__proto__": {"type": "string"}, "constructor": {"type": "number"}}',
    );
    const model = modelOf(properties, ['a.b']);
    const s = store(model);
    s.set(field(model, 'a.b'), 'dot');
    s.set(field(model, 'x[0]'), 'bracket');
    s.set(field(model, '__proto__'), 'proto');
    s.set(field(model, 'constructor'), '7');
    const outcome = await submit(s);
    expect(outcome).toHaveProperty('content');
    const content = (outcome as { content: Record<string, unknown> }).content;
    expect(Object.keys(content).sort()).toEqual(['__proto__', 'a.b', 'constructor', 'x[0]']);
    expect(Object.getOwnPropertyDescriptor(content, '__proto__')?.value).toBe('proto');
    expect(content['a.b']).toBe('dot');
    expect(content['x[0]']).toBe('bracket');
    expect(content.constructor).toBe(7);
  });

  it('an unreadable number is an issue, not an empty answer', async () => {
    const model = modelOf({ age: { type: 'integer' } });
    const s = store(model, { unreadable: (f) => f.key === 'age' });
    expect(await submit(s)).toEqual({ first: 'age' });
    expect(s.issueOf(field(model, 'age'))).toMatchObject({ keyword: 'type' });
  });

  it('1,000 fields: one failed submit finds every issue; once filled, the content has every key', async () => {
    const properties = Object.fromEntries(
      Array.from({ length: 1000 }, (_, i) => [`f${i}`, { type: 'string', minLength: 1 }]),
    );
    const model = modelOf(properties, Object.keys(properties));
    const s = store(model);
    expect(await submit(s)).toEqual({ first: 'f0' });
    expect(s.summary()).toEqual({ count: 1000, submitCount: 1 });
    for (const f of model.fields) s.set(f, `v${f.key}`);
    await vi.waitFor(() => expect(s.summary().count).toBe(0));
    const outcome = (await submit(s)) as { content: Record<string, unknown> };
    expect(Object.keys(outcome.content)).toHaveLength(1000);
    expect(outcome.content.f999).toBe('vf999');
  });
});
