import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { arbDialectSchema } from '../test/arbitraries.js';
import type { ElicitResult } from '../protocol/types.js';
import { ElicitationForm } from '../index.js';

// Property-based component tests: random dialect schemas (odd keys, hostile text, contradictory
// constraints, invalid defaults) and random sequences of what a person does. Whatever happens, the
// component must not throw, must emit at most one result (exactly one once an action button is
// used), and every `accept` must validate with Ajv + ajv-formats.

const RUNS = Number(process.env.FUZZ_RUNS ?? 300);
const seen = { accept: 0, decline: 0, cancel: 0, invalidRequest: 0 };

export const hostileText = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    '<script>window.__pwned = 1</script>',
    '<img src=x onerror="window.__pwned=1">',
    '<a href="javascript:window.__pwned=1">click</a>',
    '\u202Egnp.exe\u202C',
    '\u2066isolate\u2069 \u200F',
    'zero\u200Bwidth\u200D\uFEFF',
    'javascript:alert(1)',
    'https://evil.example/login',
    '{{constructor.constructor("window.__pwned=1")()}}',
    '${window.__pwned=1}',
  ),
);

const oddKey = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'hasOwnProperty',
    'a.b',
    'x[0]',
    '',
    '😀',
    ' ',
    'valueOf',
  ),
  fc.string({ maxLength: 6 }),
);

// Mostly the dialect, sometimes a property the dialect does not allow (the form becomes an alert).
const arbSchema = fc.oneof(
  { weight: 12, arbitrary: arbDialectSchema },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, unknown>>(
      { type: 'object', properties: {} },
      { type: 'string', enum: [] },
      { type: 'date' },
      {},
      { type: 'array', items: { type: 'number' } },
      { type: 'number', minimum: 'x' },
    ),
  },
);

const arbProperty = fc
  .record({
    schema: arbSchema,
    title: fc.option(hostileText, { nil: undefined }),
    description: fc.option(hostileText, { nil: undefined }),
    dflt: fc.option(
      fc.oneof(fc.string({ maxLength: 4 }), fc.integer({ min: -3, max: 9 }), fc.boolean(), fc.constant(['a'])),
      { nil: undefined },
    ),
  })
  .map(({ schema, title, description, dflt }) => {
    const p: Record<string, unknown> = { ...schema };
    if (title !== undefined) p.title = title;
    if (description !== undefined) p.description = description;
    if (dflt !== undefined) p.default = dflt;
    return p;
  });

const arbRequest = fc
  .record({
    message: hostileText,
    entries: fc.uniqueArray(fc.tuple(oddKey, arbProperty, fc.boolean()), { selector: ([k]) => k, maxLength: 5 }),
  })
  .map(({ message, entries }) => {
    // Own properties, so `__proto__` is a key and not a prototype.
    const properties: Record<string, unknown> = {};
    for (const [key, schema] of entries)
      Object.defineProperty(properties, key, { value: schema, enumerable: true, writable: true, configurable: true });
    const required = entries.filter(([, , r]) => r).map(([k]) => k);
    return { message, requestedSchema: { type: 'object', properties, required } };
  });

type Action =
  | { kind: 'type'; at: number; text: string }
  | { kind: 'clear'; at: number }
  | { kind: 'toggle'; at: number }
  | { kind: 'select'; at: number; option: number }
  | { kind: 'submit' | 'enter' | 'decline' | 'cancel' | 'escape' | 'double-submit' };

const arbAction: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('type' as const),
      at: fc.nat(8),
      text: fc.oneof(hostileText, fc.constantFrom('12', '-1.5', '2026-02-28', 'a@b.co', 'https://x.y/', '1e400')),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('clear' as const), at: fc.nat(8) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('toggle' as const), at: fc.nat(12) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('select' as const), at: fc.nat(4), option: fc.nat(8) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'submit' as const,
        'enter' as const,
        'decline' as const,
        'cancel' as const,
        'escape' as const,
        'double-submit' as const,
      ),
    }),
  },
);

// ownProperties: without it Ajv reads inherited members, so `{}` fails a `hasOwnProperty: string` field.
const ajv = new Ajv({ logger: false, strict: false, allErrors: true, ownProperties: true });
addFormats(ajv);

async function perform(action: Action, root: HTMLElement, user: ReturnType<typeof userEvent.setup>) {
  const pick = <T extends Element>(list: NodeListOf<T> | T[], at: number): T | undefined =>
    list.length ? list[at % list.length] : undefined;
  const textInputs = root.querySelectorAll<HTMLInputElement>('input:not([type=checkbox]), textarea');
  switch (action.kind) {
    case 'type': {
      const input = pick(textInputs, action.at);
      if (input && !input.disabled)
        await act(async () => fireEvent.change(input, { target: { value: input.value + action.text } }));
      return;
    }
    case 'clear': {
      const input = pick(textInputs, action.at);
      if (input && !input.disabled) await act(async () => fireEvent.change(input, { target: { value: '' } }));
      return;
    }
    case 'toggle': {
      const box = pick(root.querySelectorAll<HTMLInputElement>('input[type=checkbox]'), action.at);
      if (box && !box.disabled) await act(async () => fireEvent.click(box));
      return;
    }
    case 'select': {
      const trigger = pick(within(root).queryAllByRole('combobox'), action.at) as HTMLButtonElement | undefined;
      if (!trigger || trigger.disabled) return;
      await user.click(trigger);
      const options = screen.queryAllByRole('option');
      const option = options.length ? options[action.option % options.length] : undefined;
      if (option) await user.click(option);
      else await user.keyboard('{Escape}');
      return;
    }
    case 'submit':
    case 'decline':
    case 'cancel': {
      const name = action.kind === 'submit' ? 'Submit' : action.kind === 'decline' ? 'Decline' : 'Cancel';
      const button = within(root).queryByRole('button', { name });
      if (button) await act(async () => fireEvent.click(button));
      return;
    }
    case 'double-submit': {
      const button = within(root).queryByRole('button', { name: 'Submit' });
      if (button) {
        await act(async () => {
          fireEvent.click(button);
          fireEvent.click(button);
        });
      }
      return;
    }
    case 'enter': {
      const input = pick(textInputs, 0);
      if (input) {
        await act(async () => {
          fireEvent.keyDown(input, { key: 'Enter' });
          fireEvent.submit(input.form!);
        });
      }
      return;
    }
    case 'escape':
      await act(async () => fireEvent.keyDown(root.firstElementChild ?? root, { key: 'Escape' }));
      return;
  }
}

describe('ElicitationForm under random schemas and random people', () => {
  it(
    `never throws, emits at most one result, and every accept validates (${RUNS} runs)`,
    async () => {
      await fc.assert(
        fc.asyncProperty(arbRequest, fc.array(arbAction, { maxLength: 10 }), async (request, actions) => {
          const results: ElicitResult[] = [];
          const user = userEvent.setup({ delay: null });
          const { container, unmount } = render(
            <ElicitationForm request={request} onResult={(r) => results.push(r)} serverName="Fuzz server" />,
          );
          try {
            for (const action of actions) await perform(action, container, user);
            // Finally a person presses Submit then Decline: one result, whatever came before.
            await perform({ kind: 'submit' }, container, user);
            await perform({ kind: 'decline' }, container, user);
            expect(results.length).toBe(1);
            const [result] = results;
            seen[result!.action]++;
            if (container.querySelector('[role=alert]')) seen.invalidRequest++;
            if (result!.action === 'accept') {
              const validate = ajv.compile(request.requestedSchema);
              expect(validate(result!.content), JSON.stringify(validate.errors)).toBe(true);
              for (const key of Object.keys(result!.content ?? {}))
                expect(Object.prototype.hasOwnProperty.call(request.requestedSchema.properties, key)).toBe(true);
            } else {
              expect(result).toEqual({ action: result!.action });
            }
            // Server text is never markup: nothing executable or clickable appeared.
            expect(container.querySelector('script, img, a, iframe, object, embed')).toBeNull();
            expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
            expect(({} as Record<string, unknown>).polluted).toBeUndefined();
            expect(Object.keys(Object.prototype)).toEqual([]);
          } finally {
            unmount();
            cleanup();
          }
        }),
        { numRuns: RUNS },
      );
      // The mix must exercise accepts, or the property proves little.
      expect(seen.accept).toBeGreaterThan(RUNS / 10);
      if (process.env.FUZZ_STATS) console.log(seen);
    },
    Math.max(120_000, RUNS * 200),
  );
});
