import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ElicitResult } from '../src';
import { ElicitationInline, ElicitationQueue } from '../src/host';

// A form a server's own MCP App shows (SEP-3118): the host's chrome around the app's frame, the
// fallback when the app could not be read, and an answer the host refuses. The sandbox page lives on
// an origin of its own, which a story cannot serve: the frame here points at one that does not
// answer, and the play functions speak for the app through the frame's window, as the host hears it
// (the real app runs in Chromium in e2e/apps.spec.ts).

const SANDBOX = 'https://sandbox.invalid/sandbox.html';
const seat = {
  mode: 'form',
  message: 'Pick a seat for the flight to Lisbon.',
  requestedSchema: {
    type: 'object',
    properties: { seat: { type: 'string', title: 'Seat', oneOf: [{ const: 'A1', title: 'Seat A1 (window)' }, { const: 'B2', title: 'Seat B2' }] }, meal: { type: 'boolean', title: 'Meal on board' } },
    required: ['seat'],
  },
  _meta: { ui: { resourceUri: 'ui://example/seat-plan' } },
};

function Chat(props: { html?: string; onAnswer: (result: ElicitResult) => void }) {
  const [queue] = useState(() => {
    const q = new ElicitationQueue({ presentation: 'inline' });
    const app = { uri: 'ui://example/seat-plan', sandbox: SANDBOX, ...(props.html !== undefined && { html: props.html }) };
    q.ask({ serverName: 'Seat server' }, seat, { app }).result.then(props.onAnswer, () => {});
    return q;
  });
  return (
    <section aria-label="Conversation" className="story-transcript" style={{ maxWidth: 560 }}>
      <ElicitationInline queue={queue} armMs={0} />
    </section>
  );
}

/** Speaks for the app in the story's frame: the sandbox is ready, the app starts and declares `elicitation`. */
function appIn(canvas: HTMLElement) {
  const frame = canvas.querySelector('iframe.rme-app-frame') as HTMLIFrameElement;
  const send = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, source: frame.contentWindow, origin: new URL(SANDBOX).origin }));
  return {
    start() {
      send({ jsonrpc: '2.0', method: 'ui/notifications/sandbox-proxy-ready', params: {} });
      send({ jsonrpc: '2.0', id: 1, method: 'ui/initialize', params: { appCapabilities: { elicitation: {} } } });
      send({ jsonrpc: '2.0', method: 'ui/notifications/initialized', params: {} });
    },
    answer: (result: unknown) => send({ jsonrpc: '2.0', id: 'elicitation-1', result }),
  };
}

const meta = {
  title: 'Host/Server apps (MCP Apps)',
  component: Chat,
  args: { onAnswer: fn() },
  parameters: { a11y: { context: { exclude: ['.rme-app-frame'] } } },
} satisfies Meta<typeof Chat>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The app's frame inside our chrome: who asks, the server's message, Decline, Cancel and "Use the standard form". */
export const AppFrame: Story = {
  args: { html: '<p>Seat plan</p>' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTitle('App from Seat server')).toBeInTheDocument());
    for (const name of ['Decline', 'Cancel', 'Use the standard form']) await expect(canvas.getByRole('button', { name })).toBeVisible();
    await expect(canvas.getByText('Shown by Seat server’s own app, in a sandbox. What it sends is checked first.')).toBeVisible();
  },
};

/** The app could not be read (or failed to start): the standard form, saying so. */
export const Fallback: Story = {
  args: {},
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The app from Seat server could not be shown, so here is the standard form.')).toBeVisible();
    await expect(canvas.queryByTitle('App from Seat server')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith({ action: 'decline' }));
  },
};

/** The app answers with a seat the request does not offer: refused in our words, nothing sent. */
export const RefusedAnswer: Story = {
  args: { html: '<p>Seat plan</p>' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTitle('App from Seat server')).toBeInTheDocument());
    const app = appIn(canvasElement);
    app.start();
    app.answer({ action: 'accept', content: { seat: 'Z9' } });
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The app’s answer does not fit what Seat server asked for, so nothing was sent (Seat).');
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};
