import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { ContentOf } from '../protocol/infer';
import type { ElicitContent, ElicitResult } from '../protocol/types';
import { ElicitationForm } from '../index';

// Typed from a schema literal: these lines are checked by `tsc` (the typecheck step); the
// assertions below check the same request at run time.
describe('typed API', () => {
  it('infers content from a schema literal, field by field', async () => {
    const seen: unknown[] = [];
    const user = userEvent.setup();
    render(
      <ElicitationForm
        request={{
          message: 'Book a table',
          requestedSchema: {
            type: 'object',
            properties: {
              guests: { type: 'integer', title: 'Guests', minimum: 1 },
              terrace: { type: 'boolean', title: 'Terrace' },
              time: { type: 'string', title: 'Time', enum: ['18:00', '20:00'] },
              extras: { type: 'array', title: 'Extras', items: { anyOf: [{ const: 'cake', title: 'Cake' }] } },
            },
            required: ['guests'],
          },
        }}
        onResult={(r) => {
          if (r.action === 'accept' && r.content) {
            expectTypeOf(r.content.guests).toEqualTypeOf<number>();
            expectTypeOf(r.content.terrace).toEqualTypeOf<boolean | undefined>();
            expectTypeOf(r.content.time).toEqualTypeOf<'18:00' | '20:00' | undefined>();
            expectTypeOf(r.content.extras).toEqualTypeOf<'cake'[] | undefined>();
            // @ts-expect-error: not a field of this schema
            void r.content.nope;
          }
          seen.push(r);
        }}
        initialValues={{ guests: 4 }}
      />,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Terrace' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(seen).toEqual([{ action: 'accept', content: { guests: 4, terrace: true } }]);
  });

  it('a typo or a wrong value in a hand-written schema is a compile error; data from outside stays accepted', () => {
    const onResult = vi.fn();
    // With a literal, no signature matches: the whole element is the error.
    const misspelled = () => (
      // @ts-expect-error: "strin" is not a field type
      <ElicitationForm
        request={{ message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'strin' } } } }}
        onResult={onResult}
      />
    );
    const wrongKeyword = () => (
      // @ts-expect-error: minLength is a number
      <ElicitationForm
        request={{
          message: 'm',
          requestedSchema: { type: 'object', properties: { a: { type: 'string', minLength: 'three' } } },
        }}
        onResult={onResult}
      />
    );
    const fromOutside: unknown = JSON.parse(
      '{"message":"m","requestedSchema":{"type":"object","properties":{"a":{"type":"string"}}}}',
    );
    const untyped = () => (
      <ElicitationForm
        request={fromOutside}
        onResult={(r: ElicitResult) => expectTypeOf(r.content).toEqualTypeOf<ElicitContent | undefined>()}
      />
    );
    expect([misspelled, wrongKeyword, untyped].every((f) => typeof f === 'function')).toBe(true);
    expectTypeOf<
      ContentOf<{ type: 'object'; properties: { a: { type: 'string' } }; required: readonly ['a'] }>
    >().toEqualTypeOf<{ a: string }>();
  });
});

describe('initialValues and onChange', () => {
  const request = {
    message: 'Profile',
    requestedSchema: {
      type: 'object' as const,
      properties: {
        name: { type: 'string' as const, title: 'Name' },
        age: { type: 'integer' as const, title: 'Age' },
        news: { type: 'boolean' as const, title: 'Newsletter' },
        size: { type: 'string' as const, title: 'Size', enum: ['S', 'M'] },
        tags: { type: 'array' as const, title: 'Tags', items: { type: 'string' as const, enum: ['a', 'b'] } },
        meet: { type: 'string' as const, title: 'Meeting', format: 'date-time' as const },
        apiKey: { type: 'string' as const, title: 'API key' },
      },
    },
  };

  it('prefills remembered answers the fields accept; what is shown is what is sent', async () => {
    const onResult = vi.fn();
    const user = userEvent.setup();
    render(
      <ElicitationForm
        request={request}
        onResult={onResult}
        initialValues={{
          name: 'Ada',
          age: 36,
          news: false,
          size: 'M',
          tags: ['b'],
          meet: '2026-01-02T09:30:00Z',
          apiKey: 'sk-secret',
        }}
      />,
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(36);
    expect(screen.getByRole('checkbox', { name: 'b' })).toBeChecked();
    // Sensitive fields are not prefilled unless the host opts in.
    expect(screen.getByLabelText('API key')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const content = onResult.mock.calls[0]![0].content;
    expect(content).toMatchObject({ name: 'Ada', age: 36, news: false, size: 'M', tags: ['b'] });
    expect(new Date(content.meet).toISOString()).toBe('2026-01-02T09:30:00.000Z');
    expect(content).not.toHaveProperty('apiKey');
  });

  it('ignores remembered values a field would not accept, and prefills sensitive ones only on request', () => {
    render(
      <ElicitationForm
        request={request}
        onResult={vi.fn()}
        // Values from storage are untrusted too: wrong types and unknown options are dropped.
        initialValues={{ age: 'old' as unknown as number, size: 'XL' as 'S', apiKey: 'sk-1' }}
        prefillSensitive
      />,
    );
    expect(screen.getByRole('spinbutton', { name: 'Age' })).toHaveValue(null);
    expect(screen.getByLabelText('API key')).toHaveValue('sk-1');
  });

  it('reports the draft after each change', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ElicitationForm request={request} onResult={vi.fn()} onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Al');
    await user.click(screen.getByRole('checkbox', { name: 'Newsletter' }));
    await user.click(screen.getByRole('checkbox', { name: 'a' }));
    expect(onChange).toHaveBeenLastCalledWith({ name: 'Al', news: true, tags: ['a'] });
    expect(onChange.mock.calls[0]![0]).toEqual({ name: 'A' });
  });
});
