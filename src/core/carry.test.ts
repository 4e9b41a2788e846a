import { carryOver as carryParsed, rememberAnswer as rememberParsed, stableJson } from './carry.js';
import { parseElicitRequest } from './parse.js';

// The functions take questions as parsed; these read them from the wire, as the bridges do once.
const carryOver = (previous: { request: unknown; content: Record<string, unknown> }, next: unknown) =>
  carryParsed(
    { parsed: parseElicitRequest(previous.request), content: previous.content as never },
    parseElicitRequest(next),
  );
const rememberAnswer = (request: unknown, content: Record<string, unknown>) =>
  rememberParsed(parseElicitRequest(request), content as never);

const tip = {
  message: 'How much would you like to tip?',
  requestedSchema: {
    type: 'object',
    properties: {
      amount: { type: 'number', title: 'Amount' },
      ok: { type: 'boolean', title: 'Confirm' },
      note: { type: 'string', title: 'Note' },
    },
  },
};

describe('carryOver: an earlier answer prefills only the same question', () => {
  it('carries every field whose schema is unchanged when the message is the same', () => {
    expect(carryOver({ request: tip, content: { amount: 5, ok: true, note: 'thanks' } }, tip)).toEqual({
      amount: 5,
      ok: true,
      note: 'thanks',
    });
  });

  it('a validation loop (new message, same fields) keeps the text and numbers, never a yes/no answer', () => {
    const again = { ...tip, message: 'That amount is too high. How much would you like to tip?' };
    expect(carryOver({ request: tip, content: { amount: 5, ok: true, note: 'thanks' } }, again)).toEqual({
      amount: 5,
      note: 'thanks',
    });
  });

  it('a key reused for another question starts empty: "Authorize the wire transfer" never arrives ticked with 5000', () => {
    const wire = {
      message: 'Authorize the wire transfer',
      requestedSchema: {
        type: 'object',
        properties: {
          amount: { type: 'number', title: 'Transfer amount' },
          ok: { type: 'boolean', title: 'Authorize' },
        },
      },
    };
    expect(carryOver({ request: tip, content: { amount: 5000, ok: true } }, wire)).toBeUndefined();
  });

  it('a changed constraint, description or option list is another question', () => {
    const changed = {
      ...tip,
      requestedSchema: {
        ...tip.requestedSchema,
        properties: { ...tip.requestedSchema.properties, amount: { type: 'number', title: 'Amount', maximum: 10 } },
      },
    };
    expect(carryOver({ request: tip, content: { amount: 5, note: 'x' } }, changed)).toEqual({ note: 'x' });
  });

  it('2025: "I agree" under the opposite message is not prefilled', () => {
    const agree = {
      message: 'Do you agree to share your data?',
      requestedSchema: { type: 'object', properties: { yes: { type: 'boolean', title: 'I agree' } } },
    };
    const opposite = { ...agree, message: 'Do you agree to delete your account?' };
    expect(carryOver({ request: agree, content: { yes: true } }, opposite)).toBeUndefined();
  });

  it('never carries or remembers a field that looks sensitive', () => {
    const login = {
      message: 'Sign in',
      requestedSchema: {
        type: 'object',
        properties: { user: { type: 'string', title: 'User' }, password: { type: 'string', title: 'Password' } },
      },
    };
    const kept = rememberAnswer(login, { user: 'ada', password: 'hunter2' });
    expect(kept.content).toEqual({ user: 'ada' });
    expect(carryOver({ request: login, content: { user: 'ada', password: 'hunter2' } }, login)).toEqual({
      user: 'ada',
    });
  });

  it('odd keys are carried as own properties, never through the prototype', () => {
    const odd = JSON.parse(
      '{"message":"m","requestedSchema":{"type":"object","properties":{"__proto__":{"type":"string","title":"P"}}}}',
    );
    const content = JSON.parse('{"__proto__":"x"}');
    const carried = carryOver({ request: odd, content }, JSON.parse(JSON.stringify(odd)))!;
    expect(Object.prototype.hasOwnProperty.call(carried, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(carried)).toBe(Object.prototype);
  });

  it('stableJson reads schemas in any key order as the same', () => {
    expect(stableJson({ a: 1, b: { d: 2, c: 3 } })).toBe(stableJson({ b: { c: 3, d: 2 }, a: 1 }));
  });
});
