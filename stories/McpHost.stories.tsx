import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationHost, ElicitationQueue } from '../src/host';
import type { ElicitResult } from '../src';
import { armed, form } from './helpers';

// The MCP dialog host with a queue of three requests from one server.
function HostWithQueue({ onAnswer }: { onAnswer: (key: string, result: ElicitResult) => void }) {
  const [queue] = useState(() => {
    const q = new ElicitationQueue();
    const source = { serverName: 'Demo server' };
    const asks: [string, unknown][] = [
      ['name', form({ name: { type: 'string', title: 'Your name' } }, ['name'], 'What should I call you?')],
      ['plan', form({ plan: { type: 'string', title: 'Plan', enum: ['free', 'pro'] } }, [], 'Which plan?')],
      ['login', { mode: 'url', message: 'Sign in to continue.', url: 'https://login.example.com/start', elicitationId: 'e-1' }],
    ];
    for (const [key, request] of asks) q.ask(source, request).result.then((r) => onAnswer(key, r), () => {});
    return q;
  });
  return (
    <>
      <p>The host page. Requests wait in a queue and appear one at a time.</p>
      <ElicitationHost queue={queue} trackVisibility={TRACK_VISIBILITY} />
    </>
  );
}

// The story runner shows stories in a scaled frame, which IntersectionObserver v2 reports as not
// visible, so the dialog would never arm there (e2e/consent.spec.ts checks the real thing).
const TRACK_VISIBILITY = false;

const meta = { title: 'MCP/Dialog host', component: HostWithQueue, args: { onAnswer: fn() } } satisfies Meta<typeof HostWithQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const QueueOfThree: Story = {
  name: 'A queue of three, answered in turn',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Request from Demo server' });
    await expect(dialog).toHaveTextContent('Other requests waiting: 2');
    // Focus on the dialog's title, never on a field or button of the request.
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Request from Demo server' })).toHaveFocus());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Your name/ }), 'Ada');
    await armed(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('name', { action: 'accept', content: { name: 'Ada' } }));
    await waitFor(() => expect(dialog).toHaveTextContent('Which plan?'));
    await expect(dialog).toHaveTextContent('Other requests waiting: 1');
    // Escape cancels this request only: the next one stays.
    await waitFor(() => expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('plan', { action: 'cancel' }));
    await waitFor(() => expect(dialog).toHaveTextContent('Sign in to continue.'));
    await expect(args.onAnswer).toHaveBeenCalledTimes(2);
    // URL mode takes no focus itself; the dialog keeps it on its first control.
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'Request from Demo server' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Open login.example.com' })).not.toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('login', { action: 'cancel' }));
    await expect(args.onAnswer).toHaveBeenCalledTimes(3);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const StopAsking: Story = {
  name: 'Stop requests from a server',
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Request from Demo server' });
    await armed(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop requests from Demo server' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledTimes(3));
    for (const key of ['name', 'plan', 'login']) await expect(args.onAnswer).toHaveBeenCalledWith(key, { action: 'cancel' });
    await expect(body.getByRole('status')).toHaveTextContent('Requests from Demo server are turned off');
  },
};

// A server that asked again (same question, same call): the previous answer is filled in.
function HostAskedAgain({ onAnswer }: { onAnswer: (key: string, result: ElicitResult) => void }) {
  const [queue] = useState(() => {
    const q = new ElicitationQueue();
    const request = form({ city: { type: 'string', title: 'City', minLength: 3 } }, ['city'], '“Ro” is not a city we fly to. Check the spelling.');
    q.ask({ serverName: 'Travel server' }, request, { previousAnswer: { city: 'Ro' } }).result.then((r) => onAnswer('city', r), () => {});
    return q;
  });
  return <ElicitationHost queue={queue} trackVisibility={TRACK_VISIBILITY} />;
}

export const AskedAgain: StoryObj<typeof HostAskedAgain> = {
  name: 'Asked again: the previous answer is filled in',
  render: (args) => <HostAskedAgain {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Request from Travel server' });
    await expect(dialog).toHaveTextContent('Travel server asked again. Your previous answer is filled in');
    const city = within(dialog).getByRole('textbox', { name: /City/ });
    await expect(city).toHaveValue('Ro');
    await userEvent.type(city, 'me');
    await armed(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('city', { action: 'accept', content: { city: 'Rome' } }));
  },
};

// The server withdraws a request while the person types: the draft stays, as copyable text, until closed.
function HostWithdrawn({ onWithdraw }: { onWithdraw: (withdraw: () => void) => void }) {
  const [queue] = useState(() => {
    const q = new ElicitationQueue();
    const controller = new AbortController();
    const request = form({ note: { type: 'string', title: 'Note for the driver' } }, [], 'Anything the driver should know?');
    q.ask({ serverName: 'Taxi server' }, request, { signal: controller.signal }).result.catch(() => {});
    onWithdraw(() => controller.abort());
    return q;
  });
  return <ElicitationHost queue={queue} trackVisibility={TRACK_VISIBILITY} />;
}

export const WithdrawnDraft: StoryObj<typeof HostWithdrawn> = {
  name: 'Withdrawn while typing: the draft stays, copyable, until closed',
  args: { onWithdraw: fn() },
  render: (args) => <HostWithdrawn {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Request from Taxi server' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Note for the driver/ }), 'Gate code 4711');
    const withdraw = (args.onWithdraw as unknown as { mock: { calls: [() => void][] } }).mock.calls[0]![0];
    withdraw();
    await waitFor(() => expect(dialog).toHaveTextContent('Taxi server withdrew this request. Nothing was sent'));
    await expect(within(dialog).getByRole('listitem')).toHaveTextContent('Note for the driver: Gate code 4711');
    await expect(within(dialog).getByRole('button', { name: 'Copy what you entered' })).toBeEnabled();
    // Focus is on the line that says what happened.
    await waitFor(() => expect(within(dialog).getByText(/withdrew this request/)).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

// A long form in the dialog: the actions stay in view while it scrolls; the server is named once.
function HostLongForm({ onAnswer }: { onAnswer: (key: string, result: ElicitResult) => void }) {
  const [queue] = useState(() => {
    const q = new ElicitationQueue();
    const properties = Object.fromEntries(Array.from({ length: 24 }, (_, i) => [`q${i + 1}`, { type: 'string', title: `Question ${i + 1}` }]));
    q.ask({ serverName: 'Survey server' }, form(properties, [], 'A long questionnaire.')).result.then((r) => onAnswer('survey', r), () => {});
    return q;
  });
  // Every field shown (the dialog collapses after six by default): this story is about scrolling.
  return <ElicitationHost queue={queue} trackVisibility={TRACK_VISIBILITY} collapseAfter={Infinity} />;
}

export const LongFormStickyActions: StoryObj<typeof HostLongForm> = {
  name: 'A long form: the actions stay in view, the server named once',
  args: { onAnswer: fn() },
  render: (args) => <HostLongForm {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Request from Survey server' });
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    const inView = () => {
      const d = dialog.getBoundingClientRect();
      const b = submit.getBoundingClientRect();
      return b.top >= d.top && b.bottom <= d.bottom + 1;
    };
    await expect(inView()).toBe(true);
    dialog.scrollTop = dialog.scrollHeight / 2;
    await waitFor(() => expect(inView()).toBe(true));
    await expect(dialog.textContent!.match(/Survey server/g)).toHaveLength(2); // the title and "Stop requests from…"
    await armed(dialog);
    await userEvent.click(submit);
    await waitFor(() => expect(args.onAnswer).toHaveBeenCalledWith('survey', { action: 'accept', content: {} }));
    await expect(body.getByText('Sent to Survey server.')).toHaveAttribute('role', 'status');
  },
};

// Tasks (the tasks extension): one running, with what its server says and Stop; one that failed.
function HostWithTasks({ onStop }: { onStop: () => void }) {
  const [queue] = useState(() => {
    const q = new ElicitationQueue();
    const running = q.track({ serverName: 'Expenses server' }, 'task-1');
    running.update({ status: 'working', statusMessage: 'Reading the receipt…' });
    running.onStop(() => {
      onStop();
      running.update({ status: 'cancelled' });
    });
    const failed = q.track({ serverName: 'Receipts server' }, 'task-2');
    failed.update({ status: 'failed', statusMessage: 'The receipts folder is empty.' });
    return q;
  });
  return <ElicitationHost queue={queue} trackVisibility={TRACK_VISIBILITY} />;
}

export const Tasks: StoryObj<typeof HostWithTasks> = {
  name: 'Tasks: what the server says, how long, Stop; a failed one, with Dismiss',
  args: { onStop: fn() },
  render: (args) => <HostWithTasks {...args} />,
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const running = (await body.findByText('Expenses server is working on a task.')).closest('li')!;
    await expect(running).toHaveTextContent('The server says: “Reading the receipt…”');
    await expect(running).toHaveTextContent(/Running for 0:0\d/);
    const failed = body.getByText('The task from Receipts server failed.').closest('li')!;
    await expect(failed).toHaveTextContent('The server says: “The receipts folder is empty.”');
    await userEvent.click(within(running).getByRole('button', { name: 'Stop this task' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.getByText('The task from Expenses server was stopped.', { selector: '.rme-task-line' })).toBeVisible());
    await userEvent.click(within(failed).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(body.queryByText('The task from Receipts server failed.')).toBeNull());
  },
};
