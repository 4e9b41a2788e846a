import { readAcpRequest } from './request.js';
import { parseElicitRequest } from '../core/parse.js';
import { decideRequest } from '../core/decide.js';

const BOTH = { form: true, url: true };
const nullForm = {
  sessionId: 's',
  toolCallId: null,
  mode: 'form',
  message: 'Nickname?',
  _meta: null,
  requestedSchema: {
    type: 'object',
    title: null,
    required: null,
    properties: {
      nickname: {
        type: 'string',
        title: 'Nickname',
        minLength: null,
        pattern: null,
        default: null,
        _meta: { keep: null },
      },
      color: { type: 'string', oneOf: [{ const: 'red', title: 'Red', description: null, _meta: null }] },
    },
  },
};

describe('readAcpRequest', () => {
  it('drops nulls (null equals omitted) and reads the scope, leaving _meta whole', () => {
    const read = readAcpRequest(nullForm, BOTH);
    expect(read).toEqual({
      kind: 'ask',
      facts: { scope: { sessionId: 's' } },
      params: {
        mode: 'form',
        message: 'Nickname?',
        requestedSchema: {
          type: 'object',
          properties: {
            nickname: { type: 'string', title: 'Nickname', _meta: { keep: null } },
            color: { type: 'string', oneOf: [{ const: 'red', title: 'Red' }] },
          },
        },
      },
    });
    expect(read.kind === 'ask' && parseElicitRequest(read.params).ok).toBe(true);
  });

  it('leaves MCP as strict as it was: the same nulls in an MCP request are refused by the core', () => {
    const { sessionId: _s, toolCallId: _t, ...mcp } = nullForm;
    expect(parseElicitRequest(mcp)).toMatchObject({ ok: false });
  });

  it('refuses an unknown mode, a missing one, and one the client did not advertise', () => {
    expect(readAcpRequest({ sessionId: 's', mode: '_voice', message: 'x' }, BOTH)).toMatchObject({ kind: 'refuse' });
    expect(
      readAcpRequest({ sessionId: 's', message: 'x', requestedSchema: { type: 'object', properties: {} } }, BOTH),
    ).toMatchObject({ kind: 'refuse' });
    expect(
      readAcpRequest(
        { sessionId: 's', mode: 'url', message: 'x', url: 'https://a.example', elicitationId: 'e' },
        { form: true },
      ),
    ).toMatchObject({ kind: 'refuse' });
    expect(readAcpRequest(null, BOTH)).toMatchObject({ kind: 'refuse' });
  });

  it('URL mode keeps the completion id: the step waits for elicitation/complete', () => {
    const read = readAcpRequest(
      { requestId: 7, mode: 'url', message: 'Sign in', url: 'https://a.example/x', elicitationId: 'e1' },
      BOTH,
    );
    expect(read).toEqual({
      kind: 'ask',
      params: { mode: 'url', message: 'Sign in', url: 'https://a.example/x', elicitationId: 'e1' },
      facts: { elicitationId: 'e1', urlCompletion: 'notification', scope: { requestId: '7' } },
    });
    expect(read.kind === 'ask' && decideRequest(read.params)).toMatchObject({
      kind: 'url',
      url: 'https://a.example/x',
      elicitationId: 'e1',
    });
  });

  it('an optional field of an unknown type is left out and named; a required one is kept, so the form is refused', () => {
    const schema = (required: string[]) => ({
      type: 'object',
      properties: { theme: { type: 'string' }, accent: { type: '_color', title: 'Accent' }, x: { type: 'tuple' } },
      required,
    });
    const optional = readAcpRequest(
      { sessionId: 's', mode: 'form', message: 'm', requestedSchema: schema(['theme']) },
      BOTH,
    );
    expect(optional).toMatchObject({ kind: 'ask', facts: { leftOut: ['Accent', 'x'] } });
    expect(optional.kind === 'ask' && parseElicitRequest(optional.params)).toMatchObject({
      ok: true,
      model: { fields: [{ key: 'theme' }] },
    });
    const required = readAcpRequest(
      { sessionId: 's', mode: 'form', message: 'm', requestedSchema: schema(['accent']) },
      BOTH,
    );
    expect(required.kind === 'ask' && parseElicitRequest(required.params)).toMatchObject({
      ok: false,
      error: { code: 'type-unsupported', property: 'accent' },
    });
  });

  it('hostile input: own __proto__ keys stay data, a deep nesting is not walked', () => {
    const properties = JSON.parse('{"__proto__": {"type": "string", "title": null}}') as Record<string, unknown>;
    const read = readAcpRequest(
      { sessionId: 's', mode: 'form', message: 'm', requestedSchema: { type: 'object', properties } },
      BOTH,
    );
    expect(
      read.kind === 'ask' && Object.keys((read.params.requestedSchema as { properties: object }).properties),
    ).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).type).toBeUndefined();
    let deep: Record<string, unknown> = { leaf: null };
    for (let i = 0; i < 100_000; i++) deep = { deep };
    expect(() =>
      readAcpRequest(
        {
          sessionId: 's',
          mode: 'form',
          message: 'm',
          requestedSchema: { type: 'object', properties: {} },
          extra: deep,
        },
        BOTH,
      ),
    ).not.toThrow();
  });

  it('many optional fields of unknown types are not left out: the form is refused (each left out is a line to read)', () => {
    const properties: Record<string, unknown> = { theme: { type: 'string' } };
    for (let i = 0; i < 21; i++) properties[`x${i}`] = { type: '_x', title: 'T'.repeat(500) };
    const read = readAcpRequest(
      { sessionId: 's', mode: 'form', message: 'm', requestedSchema: { type: 'object', properties } },
      BOTH,
    );
    expect(read.kind === 'ask' && read.facts.leftOut).toBeUndefined();
    expect(read.kind === 'ask' && parseElicitRequest(read.params)).toMatchObject({
      ok: false,
      error: { code: 'type-unsupported' },
    });
    delete properties.x20;
    const fewer = readAcpRequest(
      { sessionId: 's', mode: 'form', message: 'm', requestedSchema: { type: 'object', properties } },
      BOTH,
    );
    expect(fewer.kind === 'ask' && fewer.facts.leftOut?.map((n) => n.length)).toEqual(Array(20).fill(200));
  });

  it('converters’ shapes are not an unknown type: left to the core, which reads them as it reads MCP’s', () => {
    const read = readAcpRequest(
      {
        sessionId: 's',
        mode: 'form',
        message: 'm',
        requestedSchema: {
          type: 'object',
          properties: {
            plan: {
              anyOf: [
                { const: 'a', title: 'A', description: 'the first' },
                { const: 'b', title: 'B' },
              ],
            },
            nick: { type: ['string', 'null'] },
            colour: { type: '_colour' },
          },
        },
      },
      BOTH,
    );
    expect(read.kind === 'ask' && read.facts.leftOut).toEqual(['colour']);
    const parsed = read.kind === 'ask' ? parseElicitRequest(read.params) : undefined;
    expect(parsed?.ok && parsed.model.fields.map((f) => [f.key, f.kind, f.description])).toEqual([
      ['plan', 'single', 'A: the first'],
      ['nick', 'text', undefined],
    ]);
  });
});
