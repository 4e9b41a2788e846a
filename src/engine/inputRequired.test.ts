import {
  buildRetryParams,
  isInputRequiredResult,
  requestWithInput,
  resolveInputRequests,
  withClientCapabilities,
  type InputRequiredResult,
} from './inputRequired.js';

// The spec's example round (SEP-2322): one elicitation and one sampling request, with request state.
const specExample: InputRequiredResult = {
  resultType: 'input_required',
  inputRequests: {
    github_login: {
      method: 'elicitation/create',
      params: {
        mode: 'form',
        message: 'Please provide your GitHub username',
        requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
      },
    },
    capital_of_france: {
      method: 'sampling/createMessage',
      params: {
        messages: [{ role: 'user', content: { type: 'text', text: 'What is the capital of France?' } }],
        maxTokens: 100,
      },
    },
  },
  requestState: 'eyJwcm9ncmVzcyI6IjUwJSIsInN0YXRlIjoicHJvY2Vzc2luZyJ9',
};

const samplingAnswer = {
  role: 'assistant',
  content: { type: 'text', text: 'The capital of France is Paris.' },
  model: 'claude-3-sonnet-20240307',
  stopReason: 'endTurn',
};

describe('multi round-trip shapes', () => {
  it('tells input_required from complete results (no resultType = complete)', () => {
    expect(isInputRequiredResult(specExample)).toBe(true);
    expect(isInputRequiredResult({ content: [] })).toBe(false);
    expect(isInputRequiredResult({ resultType: 'complete', content: [] })).toBe(false);
    expect(isInputRequiredResult(null)).toBe(false);
  });

  it('builds the spec example response: inputResponses keyed as asked, requestState echoed', async () => {
    const responses = await resolveInputRequests(specExample, {
      elicit: async () => ({ action: 'accept', content: { name: 'octocat' } }),
      sampling: async () => samplingAnswer,
    });
    const retry = buildRetryParams({ name: 'get_weather', arguments: { city: 'Paris' } }, specExample, responses);
    expect(retry).toEqual({
      name: 'get_weather',
      arguments: { city: 'Paris' },
      inputResponses: {
        github_login: { action: 'accept', content: { name: 'octocat' } },
        capital_of_france: samplingAnswer,
      },
      requestState: specExample.requestState,
    });
  });

  it('load shedding: a requestState-only result is retried with the state and no inputResponses', async () => {
    const shed: InputRequiredResult = { resultType: 'input_required', requestState: 'eyJwcm9ncmVzcyI6IjUwJSJ9' };
    const sent: Record<string, unknown>[] = [];
    const final = await requestWithInput(
      async (p) => {
        sent.push(p);
        return sent.length === 1 ? shed : { content: [{ type: 'text', text: 'ok' }] };
      },
      { name: 't' },
      { elicit: async () => ({ action: 'cancel' }) },
    );
    expect(final).toEqual({ content: [{ type: 'text', text: 'ok' }] });
    expect(sent[1]).toEqual({ name: 't', requestState: 'eyJwcm9ncmVzcyI6IjUwJSJ9' });
  });

  it('odd keys round-trip as own properties; a stale state from an earlier round is replaced', async () => {
    const result: InputRequiredResult = {
      resultType: 'input_required',
      inputRequests: JSON.parse(
        '{"__proto__":{"method":"elicitation/create","params":{}},"constructor":{"method":"elicitation/create","params":{}},"":{"method":"elicitation/create","params":{}}}',
      ),
    };
    const responses = await resolveInputRequests(result, {
      elicit: async (_p, key) => ({ action: key === '' ? 'decline' : 'cancel' }),
    });
    expect(Object.keys(responses)).toEqual(['__proto__', 'constructor', '']);
    expect(JSON.parse(JSON.stringify(responses))).toEqual(
      JSON.parse('{"__proto__":{"action":"cancel"},"constructor":{"action":"cancel"},"":{"action":"decline"}}'),
    );
    expect(({} as Record<string, unknown>).action).toBeUndefined();
    const retry = buildRetryParams({ name: 't', requestState: 'old', inputResponses: { old: 1 } }, result, responses);
    expect(retry).not.toHaveProperty('requestState');
    expect(Object.keys(retry.inputResponses as object)).toEqual(['__proto__', 'constructor', '']);
  });

  it('rejects unknown methods and malformed rounds with typed errors before asking anyone', async () => {
    const elicit = vi.fn(async () => ({ action: 'cancel' as const }));
    await expect(
      resolveInputRequests(
        {
          resultType: 'input_required',
          inputRequests: { a: { method: 'elicitation/create' }, b: { method: 'tasks/get' } },
        },
        { elicit },
      ),
    ).rejects.toMatchObject({ code: 'unsupported-method', key: 'b' });
    expect(elicit).not.toHaveBeenCalled();
    await expect(
      resolveInputRequests({ resultType: 'input_required', inputRequests: { a: 'x' as never } }, { elicit }),
    ).rejects.toMatchObject({
      code: 'invalid-result',
    });
    await expect(
      resolveInputRequests({ resultType: 'input_required', requestState: 5 as never }, { elicit }),
    ).rejects.toMatchObject({
      code: 'invalid-result',
    });
  });

  it('puts the client capabilities in _meta without losing other _meta keys', () => {
    expect(withClientCapabilities({ name: 't', _meta: { progressToken: 1 } }, { elicitation: { form: {} } })).toEqual({
      name: 't',
      _meta: { progressToken: 1, 'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } } },
    });
  });
});
