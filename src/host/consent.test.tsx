import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ElicitResult } from '../protocol/types.js';
import { UrlElicitation } from '../react/UrlElicitation.js';
import { ElicitationForm } from '../index.js';
import { ElicitationHost } from './ElicitationHost.js';
import { ElicitationInline } from './ElicitationInline.js';
import { ElicitationQueue } from '../engine/queue.js';

// The consent guard as a person meets it: nothing answers a request in its first moments on
// screen, nothing takes focus from someone typing, a flood folds. (Chromium: e2e/consent.spec.ts.)

const transfer = {
  message: 'Send money',
  requestedSchema: { type: 'object', properties: { amount: { type: 'number', title: 'Amount', default: 500 } } },
};
const empty = { message: 'Confirm?', requestedSchema: { type: 'object', properties: {} } };
const armed = (button: HTMLElement) =>
  waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 4000 });

describe('arming: a request ignores activation until it has been on screen for armMs', () => {
  it('Submit, Enter and Decline do nothing at first, then answer; the buttons say they are not yet available', async () => {
    const results: ElicitResult[] = [];
    const user = userEvent.setup();
    // Long enough that the clicks and keys below certainly fall inside it on a loaded machine.
    render(<ElicitationForm request={transfer} onResult={(r) => results.push(r)} armMs={1500} />);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    await user.click(submit);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Amount' }), '{Enter}');
    expect(results).toEqual([]);
    await armed(submit);
    await user.click(submit);
    expect(results).toEqual([{ action: 'accept', content: { amount: 500 } }]);
  });

  it('Escape cancels at once', async () => {
    const results: ElicitResult[] = [];
    const user = userEvent.setup();
    render(<ElicitationForm request={transfer} onResult={(r) => results.push(r)} armMs={10_000} />);
    await user.click(screen.getByRole('spinbutton', { name: 'Amount' }));
    await user.keyboard('{Escape}');
    expect(results).toEqual([{ action: 'cancel' }]);
  });

  it('an auto-repeated Enter never submits, even once armed', async () => {
    const results: ElicitResult[] = [];
    render(<ElicitationForm request={transfer} onResult={(r) => results.push(r)} armMs={50} />);
    await armed(screen.getByRole('button', { name: 'Submit' }));
    const input = screen.getByRole('spinbutton', { name: 'Amount' });
    const notPrevented = fireEvent.keyDown(input, { key: 'Enter', repeat: true });
    expect(notPrevented).toBe(false);
  });

  it('URL mode: a double click on Open does not also press Continue, which took its place', async () => {
    const results: ElicitResult[] = [];
    const opened: string[] = [];
    const user = userEvent.setup();
    render(
      <UrlElicitation
        request={{ mode: 'url', message: 'Sign in', url: 'https://accounts.example.com/' }}
        completion="retry"
        onOpen={(u) => opened.push(u)}
        onResult={(r) => results.push(r)}
        armMs={1000}
      />,
    );
    const open = screen.getByRole('button', { name: /Open accounts\.example\.com/ });
    await user.click(open);
    expect(opened).toEqual([]);
    await armed(open);
    await user.click(open);
    expect(opened).toEqual(['https://accounts.example.com/']);
    await user.click(screen.getByRole('button', { name: /continue/ }));
    expect(results).toEqual([]);
    await armed(screen.getByRole('button', { name: /continue/ }));
    await user.click(screen.getByRole('button', { name: /continue/ }));
    expect(results).toEqual([{ action: 'accept' }]);
  });
});

describe('the dialog host', () => {
  it('focuses its own title, never a field or Submit; a form with no fields is not confirmed by a Space', async () => {
    const queue = new ElicitationQueue();
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} />);
    let result!: Promise<ElicitResult>;
    act(() => void (result = queue.ask({ serverName: 'S' }, empty).result));
    const title = await screen.findByRole('heading', { name: 'Request from S' });
    expect(title).toHaveFocus();
    // What could answer is a submit or a click on an action: neither happens, so nothing is sent.
    const acted: string[] = [];
    const note = (event: Event) => acted.push(event.type);
    document.addEventListener('submit', note, true);
    document.addEventListener('click', note, true);
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    document.removeEventListener('submit', note, true);
    document.removeEventListener('click', note, true);
    expect(acted).toEqual([]);
    expect(queue.getSnapshot().entries).toHaveLength(1);
    await user.keyboard('{Escape}');
    await expect(result).resolves.toEqual({ action: 'cancel' });
  });

  it('waits while the person types outside, says so politely, and opens after a pause', async () => {
    const queue = new ElicitationQueue();
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Chat" />
        <ElicitationHost queue={queue} />
      </>,
    );
    const chat = screen.getByRole('textbox', { name: 'Chat' });
    await user.click(chat);
    await user.type(chat, 'hello wor');
    act(() => void queue.ask({ serverName: 'S' }, transfer));
    await user.type(chat, 'ld{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chat).toHaveFocus();
    expect(chat).toHaveValue('hello world');
    expect(screen.getByText('S is asking for something. The request opens when you pause typing.')).toHaveAttribute(
      'role',
      'status',
    );
    await screen.findByRole('dialog', { name: 'Request from S' }, { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'Request from S' })).toHaveFocus();
    expect(queue.getSnapshot().entries).toHaveLength(1);
  });

  it('a second request in the same place re-arms: a double click on Submit answers only the first', async () => {
    const queue = new ElicitationQueue();
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} armMs={1000} />);
    let first!: Promise<ElicitResult>;
    act(() => {
      first = queue.ask({ serverName: 'S' }, transfer).result;
      queue.ask({ serverName: 'S' }, transfer);
    });
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await armed(submit);
    await user.dblClick(submit);
    await expect(first).resolves.toEqual({ action: 'accept', content: { amount: 500 } });
    expect(queue.getSnapshot().entries).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('counts a round once: its step line for its own questions, "other requests" only for the rest', async () => {
    const queue = new ElicitationQueue();
    render(<ElicitationHost queue={queue} armMs={0} />);
    act(() => {
      queue.ask({ serverName: 'S' }, transfer, { step: { index: 1, count: 2, round: 7 } });
      queue.ask({ serverName: 'S' }, empty, { step: { index: 2, count: 2, round: 7 } });
    });
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Question 1 of 2 from this step');
    expect(dialog).not.toHaveTextContent(/waiting/);
    // Another request (another round of the same server included) is counted beside the step line.
    act(() => {
      queue.ask({ serverName: 'S' }, empty, { step: { index: 1, count: 2, round: 8 } });
      queue.ask({ serverName: 'T' }, empty);
    });
    expect(dialog).toHaveTextContent('Question 1 of 2 from this step');
    expect(dialog).toHaveTextContent('Other requests waiting: 2');
  });

  it('12 withdrawals leave one line, with "Stop requests from …"', async () => {
    const queue = new ElicitationQueue();
    const user = userEvent.setup();
    render(<ElicitationHost queue={queue} />);
    const source = { serverName: 'Nagger' };
    for (let i = 0; i < 12; i++) {
      const c = new AbortController();
      act(() => void queue.ask(source, transfer, { signal: c.signal }));
      await act(async () => {
        // Past the run of code that asked (the queue's freshness ends with it), then withdrawn.
        await Promise.resolve();
        c.abort();
      });
    }
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Nagger withdrew 12 requests. Nothing was sent.');
    await user.click(screen.getByRole('button', { name: 'Stop requests from Nagger' }));
    expect(queue.isBlocked({ serverName: 'Nagger' })).toBe(true);
  });
});

describe('the dialog host beside inline cards', () => {
  it('an inline card withdrawn is the card’s to tell: no line and no Stop button from the dialog host', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    render(
      <>
        <ElicitationInline queue={queue} armMs={0} />
        <ElicitationHost queue={queue} />
      </>,
    );
    const c = new AbortController();
    act(() => void queue.ask({ serverName: 'Cards' }, transfer, { signal: c.signal }));
    await act(async () => {
      // Past the run of code that asked (the queue's freshness ends with it), then withdrawn.
      await Promise.resolve();
      c.abort();
    });
    expect(screen.getAllByText('Cards withdrew this request. Nothing was sent.').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Stop requests from Cards' })).toBeNull();
  });
});

describe('inline cards at scale', () => {
  it('a server’s waiting cards beyond three fold into one button, which shows them', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const user = userEvent.setup();
    render(<ElicitationInline queue={queue} armMs={0} />);
    act(() => {
      for (let i = 0; i < 10; i++) queue.ask({ serverName: 'Flood' }, { ...transfer, message: `Request ${i}` });
      queue.ask({ serverName: 'Other' }, transfer);
    });
    const list = screen.getByRole('group', { name: 'Requests from servers' });
    expect(within(list).getAllByRole('region')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Show 7 more from Flood' }));
    expect(within(list).getAllByRole('region')).toHaveLength(11);
  });
});
