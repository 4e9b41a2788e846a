import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ElicitResult } from '../src';
import { ElicitationInline, ElicitationParts, ElicitationQueue } from '../src/host';
import { armed, form } from './helpers';

// Inline presentation: requests as cards in a chat host's transcript. The harness stands in for a
// host: a transcript, a composer, and buttons that act as the server (withdraw, lose connection).

type Ask = { key: string; server: string; request: unknown; step?: { index: number; count: number; round: number } };

const dinner = form(
  { guests: { type: 'integer', title: 'Guests', minimum: 1, maximum: 12 }, terrace: { type: 'boolean', title: 'Terrace', default: false } },
  ['guests'],
  'How many guests, and would you like the terrace?',
);
const who = form({ name: { type: 'string', title: 'Your name' } }, ['name'], 'What should I call you?');
const consent = { mode: 'url', message: 'Sign in to continue.', url: 'https://login.example.com/start', elicitationId: 'e-1' };
const long = form(
  Object.fromEntries(
    ['First name', 'Last name', 'Email', 'Delivery time', 'Street', 'City', 'Postcode', 'Country', 'Company', 'Notes'].map((title, i) => [
      `f${i}`,
      i === 2 ? { type: 'string', title, format: 'email' } : i === 3 ? { type: 'string', title, format: 'date-time' } : { type: 'string', title },
    ]),
  ),
  ['f0', 'f2'],
  'Your shipping details.',
);

function Chat(props: { asks: Ask[]; onAnswer: (key: string, result: ElicitResult) => void; onOpen: (url: string) => void; width?: number; collapseAfter?: number; layout?: ReactNode }) {
  const [state] = useState(() => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    const withdraw = new AbortController();
    const sources = new Map<string, { serverName: string }>();
    for (const ask of props.asks) {
      const source = sources.get(ask.server) ?? { serverName: ask.server };
      sources.set(ask.server, source);
      const signal = ask.key === 'withdrawn' ? withdraw.signal : undefined;
      queue.ask(source, ask.request, { signal, step: ask.step, elicitationId: (ask.request as { elicitationId?: string }).elicitationId }).result.then(
        (r) => props.onAnswer(ask.key, r),
        () => props.onAnswer(ask.key, { action: 'cancel', withdrawn: true } as never),
      );
    }
    return { queue, withdraw, sources };
  });
  return (
    <div style={{ maxWidth: props.width ?? 560 }}>
      <section aria-label="Conversation" className="story-transcript">
        <p>
          <strong>You:</strong> Plan dinner for Friday.
        </p>
        <p>
          <strong>Assistant:</strong> Let me check a few things with the tools.
        </p>
        <ElicitationInline queue={state.queue} collapseAfter={props.collapseAfter} formProps={{ onOpen: props.onOpen }}>
          {props.layout}
        </ElicitationInline>
      </section>
      <label>
        Message <input type="text" />
      </label>{' '}
      <button type="button" onClick={() => state.withdraw.abort()}>
        Server withdraws
      </button>{' '}
      <button type="button" onClick={() => state.sources.forEach((s) => state.queue.expire(s))}>
        Lose the connection
      </button>
    </div>
  );
}

const meta = {
  title: 'MCP/Inline cards',
  component: Chat,
  args: { onAnswer: fn(), onOpen: fn(), asks: [] },
} satisfies Meta<typeof Chat>;
export default meta;
type Story = StoryObj<typeof meta>;

// A card is a region named "Request from <server>: <the start of its message>".
const card = (canvasElement: HTMLElement, server: string) => within(canvasElement).getByRole('region', { name: new RegExp(`^Request from ${server}: `) });

export const Pending: Story = {
  name: 'Pending: a card named by its server',
  args: { asks: [{ key: 'dinner', server: 'Bistro tools', request: dinner }] },
  play: async ({ canvasElement, args }) => {
    await armed(canvasElement); // the cards' actions answer after 500 ms on screen
    const bistro = card(canvasElement, 'Bistro tools');
    // Named once (the card's heading), the form labelled by it, nothing answered yet.
    await expect(within(bistro).getByRole('heading', { name: 'Request from Bistro tools' })).toBeInTheDocument();
    await expect(within(bistro).getByRole('group', { name: 'Request from Bistro tools' })).toBeInTheDocument();
    await expect(within(bistro).getByRole('spinbutton', { name: /Guests/ })).toBeInTheDocument();
    // A checkbox and its label share a row (the card's styles must not touch the field's).
    const box = within(bistro).getByRole('checkbox', { name: /Terrace/ }).getBoundingClientRect();
    const label = within(bistro).getByText('Terrace').getBoundingClientRect();
    await expect(Math.abs(box.top + box.height / 2 - (label.top + label.height / 2))).toBeLessThan(8);
    await expect(label.left).toBeGreaterThan(box.right);
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

export const OneField: Story = {
  name: 'One field: the field, the server’s words and the actions',
  args: { asks: [{ key: 'who', server: 'Directory', request: who }] },
  play: async ({ canvasElement, args }) => {
    await armed(canvasElement);
    const directory = card(canvasElement, 'Directory');
    // "Stop requests" ends the actions row: no line of its own.
    await expect(within(directory).getAllByRole('button').map((b) => b.textContent)).toEqual(['Submit', 'Decline', 'Cancel', 'Stop requests from Directory']);
    await userEvent.type(within(directory).getByRole('textbox', { name: /Your name/ }), 'Ada{Enter}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('who', { action: 'accept', content: { name: 'Ada' } }));
  },
};

// A host's own line, placed among our parts: how long ago the server asked, in its own words.
function AskedWhen() {
  const { entry, server } = ElicitationParts.useShown();
  return <p className="rme-dialog-pending">{`${server} asked at ${new Date(entry.askedAt).toISOString().slice(11, 16)} UTC`}</p>;
}

export const OwnLayout: Story = {
  name: 'Own layout: a host places a line of its own among the parts',
  args: {
    asks: [{ key: 'who', server: 'Directory', request: who }],
    layout: (
      <>
        <ElicitationParts.Header>
          <ElicitationParts.Notes />
          <AskedWhen />
        </ElicitationParts.Header>
        <ElicitationParts.Body />
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    await armed(canvasElement);
    const directory = card(canvasElement, 'Directory');
    await expect(within(directory).getByText(/^Directory asked at \d\d:\d\d UTC$/)).toBeInTheDocument();
    await userEvent.type(within(directory).getByRole('textbox', { name: /Your name/ }), 'Ada{Enter}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('who', { action: 'accept', content: { name: 'Ada' } }));
  },
};

export const RoundOfTwo: Story = {
  name: 'A round of two questions: one card, in steps',
  args: {
    asks: [
      { key: 'who', server: 'Bistro tools', request: who, step: { index: 1, count: 2, round: 1 } },
      { key: 'dinner', server: 'Bistro tools', request: dinner, step: { index: 2, count: 2, round: 1 } },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await armed(canvasElement);
    await expect(within(canvasElement).getAllByRole('region', { name: /^Request from/ })).toHaveLength(1);
    const bistro = card(canvasElement, 'Bistro tools');
    await expect(bistro).toHaveTextContent('Question 1 of 2 from this step');
    await userEvent.type(within(bistro).getByRole('textbox', { name: /Your name/ }), 'Ada{Enter}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('who', { action: 'accept', content: { name: 'Ada' } }));
    await waitFor(() => expect(bistro).toHaveTextContent('Question 2 of 2 from this step'));
    await expect(bistro).toHaveTextContent('Sent to Bistro tools: Your name: Ada');
    await expect(within(canvasElement).getAllByRole('region', { name: /^Request from/ })).toHaveLength(1);
    await expect(args.onAnswer).toHaveBeenCalledTimes(1);
  },
};

export const SeveralPending: Story = {
  name: 'Several pending, answered in any order',
  args: {
    asks: [
      { key: 'dinner', server: 'Bistro tools', request: dinner },
      { key: 'who', server: 'Directory', request: who },
      { key: 'login', server: 'Accounts', request: consent },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await armed(canvasElement); // the cards' actions answer after 500 ms on screen
    await expect(within(canvasElement).getAllByRole('region', { name: /^Request from/ })).toHaveLength(3);
    await expect(card(canvasElement, 'Accounts')).toHaveAccessibleName('Request from Accounts: Sign in to continue.');
    // Keyboard: Alt+Down from the first card to the next.
    within(card(canvasElement, 'Bistro tools')).getByRole('spinbutton', { name: /Guests/ }).focus();
    await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await expect(within(card(canvasElement, 'Directory')).getByRole('textbox', { name: /Your name/ })).toHaveFocus();
    await userEvent.keyboard('Ada{Enter}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('who', { action: 'accept', content: { name: 'Ada' } }));
    await expect(card(canvasElement, 'Directory')).toHaveTextContent('Sent to Directory: Your name: Ada');
    // The first card still waits, untouched.
    await expect(within(card(canvasElement, 'Bistro tools')).getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

export const Answered: Story = {
  name: 'Answered: a summary of what was sent',
  args: { asks: [{ key: 'dinner', server: 'Bistro tools', request: dinner }] },
  play: async ({ canvasElement, args }) => {
    await armed(canvasElement); // the cards' actions answer after 500 ms on screen
    const bistro = card(canvasElement, 'Bistro tools');
    await userEvent.type(within(bistro).getByRole('spinbutton', { name: /Guests/ }), '4');
    await userEvent.click(within(bistro).getByRole('checkbox', { name: /Terrace/ }));
    await userEvent.click(within(bistro).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('dinner', { action: 'accept', content: { guests: 4, terrace: true } }));
    await expect(bistro).toHaveTextContent('Sent to Bistro tools: Guests: 4 · Terrace: yes');
    await expect(bistro).toHaveAttribute('data-outcome', 'accept');
    await expect(within(bistro).queryByRole('button')).toBeNull();
  },
};

export const Declined: Story = {
  name: 'Declined',
  args: { asks: [{ key: 'who', server: 'Directory', request: who }] },
  play: async ({ canvasElement, args }) => {
    await armed(canvasElement); // the cards' actions answer after 500 ms on screen
    await userEvent.click(within(card(canvasElement, 'Directory')).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('who', { action: 'decline' }));
    await expect(card(canvasElement, 'Directory')).toHaveTextContent('You declined the request from Directory.');
  },
};

export const Cancelled: Story = {
  name: 'Cancelled (Escape)',
  args: { asks: [{ key: 'who', server: 'Directory', request: who }] },
  play: async ({ canvasElement, args }) => {
    await armed(canvasElement); // the cards' actions answer after 500 ms on screen
    await userEvent.click(within(card(canvasElement, 'Directory')).getByRole('textbox', { name: /Your name/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('who', { action: 'cancel' }));
    await expect(card(canvasElement, 'Directory')).toHaveTextContent('You cancelled the request from Directory.');
  },
};

export const Withdrawn: Story = {
  name: 'Withdrawn: the draft stays, copyable; nothing sent',
  args: { asks: [{ key: 'withdrawn', server: 'Errands', request: form({ task: { type: 'string', title: 'Task' } }, [], 'What should I add?') }] },
  play: async ({ canvasElement, args }) => {
    await armed(canvasElement); // the cards' actions answer after 500 ms on screen
    const errands = card(canvasElement, 'Errands');
    await userEvent.type(within(errands).getByRole('textbox', { name: /Task/ }), 'Buy oat milk');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Server withdraws' }));
    await waitFor(() => expect(errands).toHaveTextContent('Errands withdrew this request. Nothing was sent.'));
    await expect(within(errands).getByRole('listitem')).toHaveTextContent('Task: Buy oat milk');
    await expect(within(errands).getByRole('button', { name: 'Copy what you entered' })).toBeEnabled();
    await expect(args.onAnswer).toHaveBeenCalledWith('withdrawn', { action: 'cancel', withdrawn: true });
  },
};

export const Expired: Story = {
  name: 'Expired: connection lost',
  args: { asks: [{ key: 'who', server: 'Directory', request: who }] },
  play: async ({ canvasElement }) => {
    await armed(canvasElement); // the cards' actions answer after 500 ms on screen
    const directory = card(canvasElement, 'Directory');
    await userEvent.type(within(directory).getByRole('textbox', { name: /Your name/ }), 'Ad');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Lose the connection' }));
    await waitFor(() => expect(directory).toHaveTextContent('The connection to Directory was lost. Nothing was sent.'));
    await expect(within(directory).getByRole('listitem')).toHaveTextContent('Your name: Ad');
  },
};

export const UrlWaiting: Story = {
  name: 'URL mode: waiting after consent',
  args: { asks: [{ key: 'login', server: 'Accounts', request: consent }] },
  play: async ({ canvasElement, args }) => {
    await armed(canvasElement); // the cards' actions answer after 500 ms on screen
    const accounts = card(canvasElement, 'Accounts');
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(within(accounts).getByRole('button', { name: 'Open login.example.com' }));
    await expect(args.onOpen).toHaveBeenCalledWith('https://login.example.com/start');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('login', { action: 'accept' }));
    await expect(accounts).toHaveAttribute('data-state', 'pending');
    await expect(within(accounts).getByRole('button', { name: /Done/ })).toBeInTheDocument();
  },
};

export const LongFormNarrow: Story = {
  name: 'A long form in a 320 px column: the first fields, then more',
  args: { asks: [{ key: 'long', server: 'Shop', request: long }], width: 320, collapseAfter: 4 },
  play: async ({ canvasElement, args }) => {
    await armed(canvasElement); // the cards' actions answer after 500 ms on screen
    const shop = card(canvasElement, 'Shop');
    // Nothing wider than the column.
    await expect(shop.scrollWidth).toBeLessThanOrEqual(shop.clientWidth + 1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(canvasElement.ownerDocument.documentElement.clientWidth + 1);
    await expect(within(shop).getByRole('button', { name: 'Show 6 more fields' })).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(within(shop).getByRole('textbox', { name: /First name/ }), 'Ada');
    await userEvent.type(within(shop).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(within(shop).getByRole('button', { name: 'Submit' }));
    // The error is in a shown field; focus goes there.
    await expect(within(shop).getByRole('textbox', { name: /Email/ })).toHaveFocus();
    await userEvent.clear(within(shop).getByRole('textbox', { name: /Email/ }));
    await userEvent.type(within(shop).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await userEvent.click(within(shop).getByRole('button', { name: 'Show 6 more fields' }));
    await expect(within(shop).getByRole('textbox', { name: /Street/ })).toHaveFocus();
    await userEvent.click(within(shop).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('long', { action: 'accept', content: { f0: 'Ada', f2: 'ada@example.com' } }));
  },
};
