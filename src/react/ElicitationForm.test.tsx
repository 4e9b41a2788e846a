import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import primitives from '../../fixtures/form-primitives.json';
import enums from '../../fixtures/form-seed-enums.json';
import untitled from '../../fixtures/form-untitled-keys.json';
import type { ElicitResult } from '../protocol/types.js';
import { ElicitationForm, type ElicitationComponents } from '../index.js';
import { TextInput } from './fields/TextInput.js';

function setup(request: unknown, extra: Partial<Parameters<typeof ElicitationForm>[0]> = {}) {
  const onResult = vi.fn<(r: ElicitResult) => void>();
  const user = userEvent.setup();
  const utils = render(<ElicitationForm request={request} onResult={onResult} serverName="Acme Tools" {...extra} />);
  return { onResult, user, ...utils };
}
const describedText = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => {
      const target = document.getElementById(id);
      if (!target) throw new Error(`aria-describedby points at missing #${id}`);
      return target.textContent;
    });

describe('<ElicitationForm> accessible structure', () => {
  it('names every control by title, else key, and wires descriptions', () => {
    setup(primitives);
    expect(screen.getByText('Acme Tools is asking')).toBeInTheDocument();
    expect(screen.getByText('Tell us about your project')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Project name' });
    expect(name).toHaveAttribute('maxlength', '20');
    expect(name).toBeRequired();
    expect(describedText(name)).toEqual(['3 to 20 characters']);
    expect(screen.getByRole('textbox', { name: 'Contact email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: 'Homepage' })).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('Launch date')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Kick-off meeting')).toHaveAttribute('type', 'datetime-local');
    expect(describedText(screen.getByLabelText('Kick-off meeting'))[0]).toMatch(
      /^Your local time \(UTC[+-]\d\d:\d\d\)\.$/,
    );
    const budget = screen.getByRole('spinbutton', { name: 'Budget' });
    expect(budget).toHaveAttribute('min', '0.5');
    expect(budget).toHaveAttribute('max', '1000.25');
    expect(budget).toHaveAttribute('step', 'any');
    const seats = screen.getByRole('spinbutton', { name: 'Seats' });
    expect(seats).toHaveAttribute('step', '1');
    expect(seats).toHaveValue(5);
    const pub = screen.getByRole('checkbox', { name: 'Public project' });
    expect(pub).not.toBeChecked();
    expect(describedText(pub)).toEqual(['Visible to everyone']);
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toBeRequired();
    // A visible required marker that is text, not colour.
    expect(screen.getAllByText('required')).toHaveLength(4);
    for (const b of ['Submit', 'Decline', 'Cancel']) expect(screen.getByRole('button', { name: b })).toBeEnabled();
  });

  it('labels untitled fields by key', () => {
    setup(untitled);
    expect(screen.getByRole('textbox', { name: 'username' })).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'age' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'agree' })).toBeInTheDocument();
  });

  it('renders server text as plain text, never markup or links', () => {
    setup({
      message: '<img src=x onerror=alert(1)> see https://evil.example',
      requestedSchema: {
        type: 'object',
        properties: { a: { type: 'string', title: '<b>bold</b>', description: '[link](https://x.y)' } },
      },
    });
    expect(screen.getByText('<img src=x onerror=alert(1)> see https://evil.example')).toBeInTheDocument();
    expect(document.querySelector('img, a, b')).toBeNull();
    expect(screen.getByRole('textbox', { name: '<b>bold</b>' })).toBeInTheDocument();
  });

  it('warns when a field looks like it asks for a secret', () => {
    setup({ message: 'm', requestedSchema: { type: 'object', properties: { apiKey: { type: 'string' } } } });
    const input = screen.getByRole('textbox', { name: 'apiKey' });
    expect(describedText(input).join(' ')).toMatch(/must not ask for these/);
  });
});

describe('<ElicitationForm> validation and focus', () => {
  it('on a failed submit marks fields invalid, links the messages, focuses the first and announces the count', async () => {
    const { user, onResult } = setup(primitives);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const name = screen.getByRole('textbox', { name: 'Project name' });
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(name)).toEqual(['3 to 20 characters', 'This field is required.']);
    expect(screen.getByRole('textbox', { name: 'Contact email' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Launch date')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('3 fields need attention.')).toHaveAttribute('aria-live', 'polite');
    expect(onResult).not.toHaveBeenCalled();

    // Live re-validation as the person corrects.
    await user.type(name, 'ab');
    expect(describedText(name)).toContain('Enter at least 3 characters.');
    await user.type(name, 'c');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('2 fields need attention.')).toBeInTheDocument();
  });

  it('focuses the first invalid field in DOM order, a select trigger or a group included', async () => {
    const { user } = setup(enums);
    // Untick the defaults of the required multi-select so it fails, and leave the required legacy select empty.
    await user.click(screen.getByRole('checkbox', { name: 'Red' }));
    await user.click(screen.getByRole('checkbox', { name: 'Green' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('checkbox', { name: 'Red' })).toHaveFocus();
    await user.click(screen.getByRole('checkbox', { name: 'Blue' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('says "enter a number" rather than "required" for a number it cannot read', async () => {
    const { user } = setup({
      message: 'm',
      requestedSchema: { type: 'object', properties: { n: { type: 'integer' } } },
    });
    const n = screen.getByRole('spinbutton', { name: 'n' });
    await user.type(n, '2.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(describedText(n)).toEqual(['Enter a whole number.']);
  });
});

describe('<ElicitationForm> results', () => {
  it('accepts with exactly typed content; untouched optional fields are omitted', async () => {
    const { user, onResult } = setup(primitives);
    await user.type(screen.getByRole('textbox', { name: 'Project name' }), 'Apollo');
    await user.type(screen.getByRole('textbox', { name: 'Contact email' }), 'ada@example.com');
    await user.type(screen.getByLabelText('Launch date'), '2026-07-01');
    await user.type(screen.getByRole('spinbutton', { name: 'Budget' }), '12.5');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult.mock.calls[0]![0]).toEqual({
      action: 'accept',
      content: {
        name: 'Apollo',
        contact: 'ada@example.com',
        launch: '2026-07-01',
        budget: 12.5,
        seats: 5,
        public: false,
      },
    });
    // Inert afterwards: everything disabled, more clicks emit nothing.
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Project name' })).toBeDisabled();
    // The outcome line says what was sent, from the same model and content.
    // A date as the person reads it in their locale, not as sent.
    const launch = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date('2026-07-01T00:00:00Z'),
    );
    expect(screen.getByText(/^Sent\./).textContent ?? '').toContain(
      `Sent. Project name: Apollo · Contact email: ada@example.com · Launch date: ${launch} · Budget: 12.5`,
    );
  });

  it('sends a required boolean as false, and an optional one only when touched', async () => {
    const { user, onResult } = setup({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { agree: { type: 'boolean' }, opt: { type: 'boolean' }, opt2: { type: 'boolean' } },
        required: ['agree'],
      },
    });
    await user.click(screen.getByRole('checkbox', { name: 'opt2' }));
    await user.click(screen.getByRole('checkbox', { name: 'opt2' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { agree: false, opt2: false } });
  });

  it('selects from all five enum shapes, sending values in option order', async () => {
    const { user, onResult } = setup(enums);
    // Re-queried after opening: the first open swaps the stand-in button for Radix's trigger.
    const size = () => screen.getByRole('combobox', { name: 'Size' });
    await user.click(size());
    await user.click(await screen.findByRole('option', { name: 'Large' }));
    expect(size()).toHaveTextContent('Large');
    expect(size()).toHaveFocus();
    const hex = screen.getByRole('combobox', { name: 'Hex Color' });
    expect(hex).toHaveTextContent('Red');
    await user.click(hex);
    await user.click(await screen.findByRole('option', { name: 'Blue' }));
    // maxItems 2: with two chosen, the third is disabled, and the hint says so.
    const fav = screen.getByRole('group', { name: /Favorite Colors/ });
    expect(within(fav).getByRole('checkbox', { name: 'Blue' })).toBeDisabled();
    expect(fav).toHaveAccessibleDescription(/2 of 2 selected/);
    await user.click(within(fav).getByRole('checkbox', { name: 'Red' }));
    await user.click(within(fav).getByRole('checkbox', { name: 'Blue' }));
    const palette = screen.getByRole('group', { name: 'Palette' });
    await user.click(within(palette).getByRole('checkbox', { name: 'Lime' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: {
        untitledSingle: 'Red',
        titledSingle: '#0000FF',
        untitledMulti: ['Green', 'Blue'],
        titledMulti: ['#FF0000', '#00FF00'],
        legacy: 'l',
      },
    });
  });

  it('typing on a closed select picks by label, as a native select does; Space and arrows still open it', async () => {
    const { user, onResult } = setup({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: {
          c: {
            type: 'string',
            title: 'Colour',
            enum: ['r', 'g', 'gy', 'b'],
            enumNames: ['Red', 'Green', 'Grey', 'Blue'],
          },
        },
      },
    });
    const c = () => screen.getByRole('combobox', { name: 'Colour' });
    c().focus();
    await user.keyboard(' ');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(c()).toHaveFocus();
    await user.keyboard('g');
    expect(c()).toHaveTextContent('Green');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('g');
    expect(c()).toHaveTextContent('Grey');
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { c: 'gy' } });
  });

  it('lets an optional select go back to no selection', async () => {
    const { user, onResult } = setup({
      message: 'm',
      requestedSchema: { type: 'object', properties: { c: { type: 'string', enum: ['', 'x'] } } },
    });
    const c = () => screen.getByRole('combobox', { name: 'c' });
    await user.click(c());
    await user.click(await screen.findByRole('option', { name: 'x' }));
    await user.click(c());
    await user.click(await screen.findByRole('option', { name: 'No selection' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: {} });
  });

  it('round-trips odd property keys exactly without polluting prototypes', async () => {
    const props = JSON.parse(
      '{"__proto__":{"type":"string","title":"P"},"constructor":{"type":"string","title":"C"},"a.b":{"type":"string","title":"D"},"x[0]":{"type":"string","title":"B"},"":{"type":"string","title":"E"},"😀":{"type":"string","title":"S"}}',
    );
    const { user, onResult } = setup({ message: 'm', requestedSchema: { type: 'object', properties: props } });
    for (const t of ['P', 'C', 'D', 'B', 'E', 'S'])
      await user.type(screen.getByRole('textbox', { name: t }), t.toLowerCase());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const result = onResult.mock.calls[0]![0];
    expect(JSON.stringify(result.content)).toBe(
      '{"__proto__":"p","constructor":"c","a.b":"d","x[0]":"b","":"e","😀":"s"}',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result.content)).toBe(Object.prototype);
  });

  it.each([
    ['Decline', 'decline'],
    ['Cancel', 'cancel'],
  ])('%s emits %s exactly once', async (button, action) => {
    const { user, onResult } = setup(primitives);
    await user.dblClick(screen.getByRole('button', { name: button }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ action });
  });

  it('Escape cancels, but not while it closes an open select list', async () => {
    const { user, onResult } = setup(enums);
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await screen.findByRole('option', { name: 'Large' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option', { name: 'Large' })).toBeNull();
    expect(onResult).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledWith({ action: 'cancel' });
  });

  it('emits one accept under Enter spam and double clicks', async () => {
    const { user, onResult } = setup(untitled);
    const u = screen.getByRole('textbox', { name: 'username' });
    await user.type(u, 'ada{Enter}{Enter}{Enter}');
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { username: 'ada', agree: false } });
  });

  it('submit then unmount at once: the accept is emitted exactly once, without errors', async () => {
    const onResult = vi.fn();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const { unmount } = render(<ElicitationForm request={untitled} onResult={onResult} />);
    await user.type(screen.getByRole('textbox', { name: 'username' }), 'ada');
    const submit = screen.getByRole('button', { name: 'Submit' });
    // The host removes the form in the same task as the click (e.g. it closes its dialog).
    act(() => {
      submit.click();
      unmount();
    });
    await waitFor(() => expect(onResult).toHaveBeenCalledTimes(1));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { username: 'ada', agree: false } });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('unmounted before any action: nothing is emitted', async () => {
    const onResult = vi.fn();
    // On the test's clock: every timer the form left behind runs below, and none emits.
    vi.useFakeTimers();
    try {
      const { unmount } = render(<ElicitationForm request={untitled} onResult={onResult} />);
      unmount();
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    expect(onResult).not.toHaveBeenCalled();
  });

  it('a new request resets the form; only its result is emitted', async () => {
    const onResult = vi.fn();
    const user = userEvent.setup();
    function Host() {
      const [req, setReq] = useState<unknown>(untitled);
      return (
        <>
          <button onClick={() => setReq(primitives)}>next</button>
          <ElicitationForm request={req} onResult={onResult} />
        </>
      );
    }
    render(
      <StrictMode>
        <Host />
      </StrictMode>,
    );
    await user.type(screen.getByRole('textbox', { name: 'username' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResult).toHaveBeenLastCalledWith({ action: 'decline' });
    await user.click(screen.getByRole('button', { name: 'next' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: 'Project name' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onResult.mock.calls.map((c) => c[0].action)).toEqual(['decline', 'cancel']);
  });
});

describe('<ElicitationForm> request identity', () => {
  // A host that rebuilds the request (and messages) as inline literals on every render.
  function InlineHost({
    onResult,
    message = 'Who are you?',
    requestKey,
  }: {
    onResult: (r: ElicitResult) => void;
    message?: string;
    requestKey?: string;
  }) {
    const [, setTick] = useState(0);
    return (
      <>
        <button onClick={() => setTick((t) => t + 1)}>re-render</button>
        <ElicitationForm
          request={{
            message,
            requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
          }}
          messages={{ submit: 'Send' }}
          onResult={onResult}
          requestKey={requestKey}
        />
      </>
    );
  }

  it('an inline request literal keeps what the person typed through parent re-renders, and after submit the outcome stays', async () => {
    const onResult = vi.fn();
    const user = userEvent.setup();
    render(<InlineHost onResult={onResult} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    for (let i = 0; i < 5; i++) await user.click(screen.getByRole('button', { name: 're-render' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept', content: { name: 'Ada' } });
    await user.click(screen.getByRole('button', { name: 're-render' }));
    expect(screen.getByText(/^Sent\./)).toHaveTextContent('Sent. Name: Ada');
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('different content starts over, with a development warning when the person had typed', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { rerender } = render(<InlineHost onResult={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    rerender(<InlineHost onResult={vi.fn()} message="Who are you, really?" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      expect.stringContaining('replaced one the person had started to answer'),
    );
    warn.mockRestore();
  });

  it('requestKey decides identity when the host passes one', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<InlineHost onResult={vi.fn()} requestKey="r1" />);
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    // Same key, new message text: the same request, kept.
    rerender(<InlineHost onResult={vi.fn()} requestKey="r1" message="Who are you? (updated)" />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada');
  });
});

describe('<ElicitationForm> bad requests', () => {
  it.each([
    [
      { message: 'm', requestedSchema: { type: 'object', properties: { nested: { type: 'object', properties: {} } } } },
      /“nested” is a nested object/,
    ],
    [{ message: 'm' }, /no form schema/],
    [{ message: 42, requestedSchema: { type: 'object', properties: {} } }, /message is missing or not text/],
    [null, /not an object/],
    [
      { message: 'm', requestedSchema: { type: 'object', properties: { c: { type: 'string', enum: [] } } } },
      /“c” offers no options/,
    ],
  ])('renders an alert and still offers Decline and Cancel (%#)', async (request, text) => {
    const { user, onResult } = setup(request);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'decline' });
  });
});

describe('<ElicitationForm> props', () => {
  it('takes messages, className, autoFocus and disabled', async () => {
    const { user, onResult, container } = setup(untitled, {
      messages: { submit: 'Senden', decline: 'Ablehnen', cancel: 'Abbrechen', errorRequired: 'Pflichtfeld.' },
      className: 'mine',
      autoFocus: true,
    });
    expect(container.firstElementChild).toHaveClass('rme-root', 'mine');
    expect(screen.getByRole('textbox', { name: 'username' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByText('Pflichtfeld.')).toBeInTheDocument();
    expect(onResult).not.toHaveBeenCalled();
  });

  it('disabled blocks every action', async () => {
    const { user, onResult } = setup(untitled, { disabled: true });
    expect(screen.getByRole('textbox', { name: 'username' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.keyboard('{Escape}');
    expect(onResult).not.toHaveBeenCalled();
  });
});

describe('<ElicitationForm> rendering cost', () => {
  // A Profiler per field reports every commit inside that field's subtree.
  function counted() {
    const renders = new Map<string, number>();
    const Counting: ElicitationComponents['text'] = (p) => (
      <Profiler id={p.field.key} onRender={(id) => renders.set(id, (renders.get(id) ?? 0) + 1)}>
        <TextInput {...p} />
      </Profiler>
    );
    const properties = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [`t${i}`, { type: 'string', minLength: 2 }]),
    );
    return { renders, Counting, properties };
  }

  it('a keystroke re-renders the typed field only', async () => {
    const { renders, Counting, properties } = counted();
    const { user } = setup(
      { message: 'm', requestedSchema: { type: 'object', properties, required: Object.keys(properties) } },
      { components: { text: Counting } },
    );
    // After a failed submit the form re-validates live: the costliest mode.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.type(screen.getByRole('textbox', { name: 't3' }), 'x');
    const before = new Map(renders);
    await user.type(screen.getByRole('textbox', { name: 't3' }), 'yz');
    await act(async () => {}); // flush any pending commit before counting
    const changed = [...renders].filter(([k, n]) => before.get(k) !== n).map(([k]) => k);
    expect(changed).toEqual(['t3']);
  });

  it('a submit re-renders only the fields whose error it changed', async () => {
    const { renders, Counting, properties } = counted();
    const { user } = setup(
      { message: 'm', requestedSchema: { type: 'object', properties, required: ['t0', 't1'] } },
      { components: { text: Counting }, armMs: 0 },
    );
    const before = new Map(renders);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {});
    // t0 and t1 are required and empty: only they show an error (and so render again).
    expect([...renders].filter(([k, n]) => before.get(k) !== n).map(([k]) => k)).toEqual(['t0', 't1']);
    const after = new Map(renders);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await act(async () => {});
    expect([...renders].filter(([k, n]) => after.get(k) !== n).map(([k]) => k)).toEqual([]);
  });
});

describe('<ElicitationForm> keystroke footprint', () => {
  // Records every DOM mutation while `act` runs, except those on `inside` itself.
  async function mutationsOutside(root: Node, inside: Element, act: () => Promise<void>) {
    const records: MutationRecord[] = [];
    const observer = new MutationObserver((list) => records.push(...list));
    observer.observe(root, { subtree: true, attributes: true, childList: true, characterData: true });
    await act();
    records.push(...observer.takeRecords());
    observer.disconnect();
    return records
      .filter((r) => r.target !== inside)
      .map((r) => `${r.type} ${(r.target as Element).nodeName ?? ''} ${r.attributeName ?? ''}`);
  }
  const request = {
    message: 'm',
    requestedSchema: {
      type: 'object',
      properties: {
        name: { type: 'string', minLength: 5, description: 'At least five' },
        when: { type: 'string', format: 'date-time' },
        seats: { type: 'integer', minimum: 1 },
        team: { type: 'string', enum: ['a', 'b'] },
        days: { type: 'array', items: { type: 'string', enum: ['mon', 'tue'] }, maxItems: 1 },
        ok: { type: 'boolean' },
      },
      required: ['name', 'seats', 'team'],
    },
  };

  it('typing changes nothing in the DOM outside the typed input', async () => {
    const { user, container } = setup(request);
    const name = screen.getByRole('textbox', { name: /name/ });
    await user.click(name);
    const outside = await mutationsOutside(container, name, () => user.keyboard('abc'));
    expect((name as HTMLInputElement).value).toBe('abc');
    expect(outside).toEqual([]);
  });

  it('after a failed submit, a key that leaves the error as it is changes nothing else either', async () => {
    const { user, container } = setup(request);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const name = screen.getByRole('textbox', { name: /name/ });
    await user.type(name, 'a');
    expect(name).toHaveAccessibleDescription(/At least five.*Enter at least 5 characters/);
    const outside = await mutationsOutside(container, name, () => user.keyboard('b'));
    expect(outside).toEqual([]);
    // The key that fixes the field updates its own error line, and only that.
    const fixing = await mutationsOutside(container, name, () => user.keyboard('cde'));
    expect(fixing.length).toBeGreaterThan(0);
    expect(name).toHaveAccessibleDescription('At least five');
  });
});

describe('long text', () => {
  const request = {
    message: 'Tell us more',
    requestedSchema: {
      type: 'object',
      properties: {
        title: { type: 'string', title: 'Title', maxLength: 60 },
        feedback: { type: 'string', title: 'Feedback', maxLength: 2000 },
      },
      required: ['feedback'],
    },
  };

  it('a long field is multi-line: Enter adds a line, and what is sent keeps the line breaks', async () => {
    const { user, onResult } = setup(request);
    const feedback = screen.getByRole('textbox', { name: 'Feedback' });
    expect(feedback.tagName).toBe('TEXTAREA');
    expect(feedback).toHaveAttribute('maxlength', '2000');
    // One-line fields stay one line.
    expect(screen.getByRole('textbox', { name: 'Title' }).tagName).toBe('INPUT');
    await user.type(feedback, 'First line{Enter}second line{Enter}{Enter}third');
    expect(onResult).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({
      action: 'accept',
      content: { feedback: 'First line\nsecond line\n\nthird' },
    });
  });

  it('Ctrl+Enter and ⌘+Enter submit from a multi-line field, with the same validation', async () => {
    const { user, onResult } = setup(request);
    const feedback = screen.getByRole('textbox', { name: 'Feedback' });
    await user.click(feedback);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onResult).not.toHaveBeenCalled();
    expect(feedback).toHaveAttribute('aria-invalid', 'true');
    await user.type(feedback, 'a{Enter}b');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { feedback: 'a\nb' } });
  });

  it('a multi-line default with line breaks is shown and sent as given', async () => {
    const { user, onResult } = setup({
      message: 'Edit the note',
      requestedSchema: {
        type: 'object',
        properties: { note: { type: 'string', title: 'Note', default: 'Line 1\nLine 2' } },
      },
    });
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('Line 1\nLine 2');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { note: 'Line 1\nLine 2' } });
  });
});
