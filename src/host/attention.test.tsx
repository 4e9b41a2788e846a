import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { ElicitRequestFormParams } from '../protocol/types.js';
import { ElicitationHost } from './ElicitationHost.js';
import { ElicitationInline } from './ElicitationInline.js';
import { ElicitationQueue } from '../engine/queue.js';
import { loadRequestUi } from './requestUi.js';

// Getting noticed while the person looks away (issue 47): the tab's title and the app badge while
// the page is hidden and requests wait, `onAttention` once per arrival while hidden, and none of it
// arming a request or moving focus. (Chromium, with a real background tab: e2e/attention.spec.ts.)

const who: ElicitRequestFormParams = {
  message: 'Who are you?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
};

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};
const badges: (number | 'clear')[] = [];

beforeAll(async () => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
  Object.assign(navigator, {
    setAppBadge: async (n: number) => void badges.push(n),
    clearAppBadge: async () => void badges.push('clear'),
  });
  // The request UI (with the attention part) loads once per page; here, before the tests.
  await loadRequestUi();
});
afterAll(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  Reflect.deleteProperty(document, 'hidden');
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});
beforeEach(() => {
  visibility = 'visible';
  badges.length = 0;
  document.title = 'Team chat';
});

describe('attention while the page is hidden', () => {
  it('the dialog host: onAttention once per arrival while hidden, never while shown; title and badge count, then restored exactly', async () => {
    const queue = new ElicitationQueue();
    const heard: { count: number; server: string }[] = [];
    render(
      <ElicitationHost queue={queue} armMs={0} onAttention={({ count, server }) => heard.push({ count, server })} />,
    );
    // Shown: nothing changes.
    act(() => void queue.ask({ serverName: 'Directory' }, who));
    await screen.findByRole('dialog');
    expect(heard).toEqual([]);
    expect(document.title).toBe('Team chat');
    setVisibility('hidden');
    // Hidden: what waits is counted, in the person's language.
    expect(document.title).toBe('(1) Input needed · Team chat');
    expect(badges).toEqual([1]);
    act(() => void queue.ask({ serverName: 'Bistro' }, who));
    expect(heard).toEqual([{ count: 2, server: 'Bistro' }]);
    expect(document.title).toBe('(2) Input needed · Team chat');
    expect(badges).toEqual([1, 2]);
    // Seen: both restored, exactly.
    setVisibility('visible');
    expect(document.title).toBe('Team chat');
    expect(badges).toEqual([1, 2, 'clear']);
    act(() => void queue.ask({ serverName: 'Bistro' }, who));
    expect(heard).toHaveLength(1);
    expect(document.title).toBe('Team chat');
    // Nothing waiting: hidden again, no prefix and no badge.
    act(() => {
      for (const e of queue.getSnapshot().entries) queue.answer(e.key, { action: 'decline' });
    });
    setVisibility('hidden');
    expect(document.title).toBe('Team chat');
    expect(badges).toEqual([1, 2, 'clear']);
  });

  it('a request shown to a hidden page does not arm until the page is seen', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const queue = new ElicitationQueue();
      render(<ElicitationHost queue={queue} armMs={50} />);
      setVisibility('hidden');
      act(() => void queue.ask({ serverName: 'Directory' }, who));
      const submit = await screen.findByRole('button', { name: 'Submit' });
      // A minute on the test's clock, far past armMs: still not armed while hidden.
      await act(async () => void vi.advanceTimersByTime(60_000));
      expect(submit).toHaveAttribute('aria-disabled', 'true');
      setVisibility('visible');
      await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a title the page changes meanwhile is the page’s: left as it is, not restored over', async () => {
    const queue = new ElicitationQueue();
    render(<ElicitationHost queue={queue} armMs={0} />);
    setVisibility('hidden');
    act(() => void queue.ask({ serverName: 'Directory' }, who));
    await waitFor(() => expect(document.title).toBe('(1) Input needed · Team chat'));
    document.title = 'Team chat: 3 new messages';
    setVisibility('visible');
    expect(document.title).toBe('Team chat: 3 new messages');
    setVisibility('hidden');
    expect(document.title).toBe('(1) Input needed · Team chat: 3 new messages');
    setVisibility('visible');
    expect(document.title).toBe('Team chat: 3 new messages');
  });

  it('attention={false} leaves title and badge alone; onAttention is still heard', async () => {
    const queue = new ElicitationQueue();
    const heard: number[] = [];
    render(
      <ElicitationHost queue={queue} armMs={0} attention={false} onAttention={({ count }) => heard.push(count)} />,
    );
    setVisibility('hidden');
    act(() => void queue.ask({ serverName: 'Directory' }, who));
    await screen.findByRole('dialog');
    expect(document.title).toBe('Team chat');
    expect(badges).toEqual([]);
    expect(heard).toEqual([1]);
  });

  it('inline: a round of two is one arrival; dialog and cards count into one title; focus() brings the card’s field', async () => {
    const queue = new ElicitationQueue({
      presentation: (_s, r) => ((r as { message?: string }).message === 'Dialog?' ? 'dialog' : 'inline'),
    });
    const heard: { count: number; server: string; focus: () => void }[] = [];
    render(
      <>
        <input aria-label="Message" />
        <ElicitationInline queue={queue} armMs={0} onAttention={(e) => heard.push(e)} />
        <ElicitationHost queue={queue} armMs={0} attention={{ badge: false }} />
      </>,
    );
    screen.getByRole('textbox', { name: 'Message' }).focus();
    setVisibility('hidden');
    act(() => {
      queue.ask({ serverName: 'Trips' }, who, { step: { index: 1, count: 2, round: 9 } });
      queue.ask({ serverName: 'Trips' }, { ...who, message: 'And you?' }, { step: { index: 2, count: 2, round: 9 } });
    });
    await waitFor(() => expect(heard).toHaveLength(1));
    // A round is one request: one arrival, counted once.
    expect(heard[0]).toMatchObject({ count: 1, server: 'Trips' });
    // Nothing took focus by itself (the cards never do; the dialog below opens with its title focused, as always).
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveFocus();
    act(() => void queue.ask({ serverName: 'Desk' }, { ...who, message: 'Dialog?' }));
    // One document, one title: the cards' round (one request) and the dialog's one.
    await waitFor(() => expect(document.title).toBe('(2) Input needed · Team chat'));
    // The cards' shell reports a badge, the dialog's does not (badge: false).
    expect(badges.at(-1)).toBe(1);
    setVisibility('visible');
    expect(document.title).toBe('Team chat');
    // The host's notification click: the card's first field, not an action.
    act(() => heard[0]!.focus());
    expect(
      within(screen.getByRole('region', { name: /^Request from Trips/ })).getByRole('textbox', { name: /^Name/ }),
    ).toHaveFocus();
  });
});
