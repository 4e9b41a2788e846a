import { Profiler } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { nativeComponents } from '../react/components.js';
import type { ElicitationComponents } from '../react/types.js';
import { ElicitationQueue } from '../engine/queue.js';
import { ElicitationHost } from './ElicitationHost.js';
import { ElicitationInline } from './ElicitationInline.js';

// The queue's slices: the requests and the task lines each have their own subscription, so a task
// line's change renders the lines and not the open form (counted by a text renderer that counts
// its renders).

const ask = {
  message: 'Your name',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
} as const;

function counting() {
  const count = { renders: 0 };
  const Text: ElicitationComponents['text'] = (props) => {
    count.renders++;
    return <nativeComponents.text {...props} />;
  };
  return { count, components: { text: Text } };
}

describe.each(['dialog', 'inline'] as const)(
  'a task line’s change renders the open form 0 times (%s)',
  (presentation) => {
    it('ten changes of a task’s words and status reach its line; the shell reads no request state for them, and the form’s field renders not once more', async () => {
      const queue = new ElicitationQueue({ presentation });
      const { count, components } = counting();
      // The shells read the requests' snapshot on each of their renders (and React on each change it
      // hears of): a task's change must cause neither.
      const requests = queue.getSnapshot;
      let reads = 0;
      queue.getSnapshot = () => {
        reads++;
        return requests();
      };
      const source = { serverName: 'Task server' };
      render(
        presentation === 'dialog' ? (
          <ElicitationHost queue={queue} armMs={0} components={components} />
        ) : (
          <ElicitationInline queue={queue} armMs={0} components={components} />
        ),
      );
      act(() => void queue.ask(source, ask));
      await screen.findByRole('textbox', { name: 'Name' });
      const tracker = queue.track(source, 'task-1');
      await screen.findByText('Task server is working on a task.');
      const before = { renders: count.renders, reads };
      for (let i = 1; i <= 10; i++) act(() => tracker.update({ status: 'working', statusMessage: `Step ${i} of 10` }));
      const line = screen.getByText('Task server is working on a task.').closest('li')!;
      await waitFor(() => expect(line).toHaveTextContent('The server says: “Step 10 of 10”'));
      act(() => tracker.update({ status: 'completed' }));
      await screen.findByText('The task from Task server finished.', { selector: '.rme-task-line' });
      expect(count.renders - before.renders).toBe(0);
      expect(reads - before.reads).toBe(0);
      // The form is still there and still the person's.
      expect(
        within(screen.getByRole(presentation === 'dialog' ? 'dialog' : 'group', { name: /Task server/ })).getByRole(
          'textbox',
          { name: 'Name' },
        ),
      ).toBeInTheDocument();
    });
  },
);

describe('the queue’s task slice', () => {
  it('a task change notifies the task listeners only; a request change, the request listeners only', () => {
    const queue = new ElicitationQueue();
    const heard = { requests: 0, tasks: 0 };
    queue.subscribe(() => heard.requests++);
    queue.subscribeTasks(() => heard.tasks++);
    const before = queue.getSnapshot();
    const tracker = queue.track({ serverName: 'S' }, 't');
    tracker.update({ status: 'working', statusMessage: 'Busy' });
    expect(heard).toEqual({ requests: 0, tasks: 2 });
    expect(queue.getSnapshot()).toBe(before);
    expect(queue.getTasks()).toMatchObject([{ taskId: 't', status: 'working', statusMessage: 'Busy' }]);
    queue.ask({ serverName: 'S' }, ask);
    expect(heard).toEqual({ requests: 1, tasks: 2 });
  });
});

// What each shell reads, and nothing else: a notice set and cleared, a second request arriving and
// withdrawn — the open form's field renders 0 times more (a text renderer counting per field), and
// a shell commits only for what it shows (React's Profiler counts each shell's commits).
describe.each(['dialog', 'inline'] as const)(
  'the open form renders 0 times for what it does not show (%s)',
  (presentation) => {
    const other = {
      message: 'Your city',
      requestedSchema: { type: 'object', properties: { city: { type: 'string', title: 'City' } } },
    } as const;
    // What a change set off runs before counting: the queue tells its subscribers in a microtask
    // queued before this one, and React's act runs every update and effect that follows. (Arming at
    // `armMs={0}` is at once, no timer: nothing here waits on time.)
    const settle = () => act(async () => {});
    async function open() {
      const queue = new ElicitationQueue({ presentation });
      const renders = new Map<string, number>();
      const Text: ElicitationComponents['text'] = (props) => {
        renders.set(props.label.toLowerCase(), (renders.get(props.label.toLowerCase()) ?? 0) + 1);
        return <nativeComponents.text {...props} />;
      };
      const commits = { dialog: 0, inline: 0 };
      const counted = (id: 'dialog' | 'inline') => () => void commits[id]++;
      render(
        <>
          <Profiler id="dialog" onRender={counted('dialog')}>
            <ElicitationHost queue={queue} armMs={0} components={{ text: Text }} />
          </Profiler>
          <Profiler id="inline" onRender={counted('inline')}>
            <ElicitationInline queue={queue} armMs={0} components={{ text: Text }} />
          </Profiler>
        </>,
      );
      act(() => void queue.ask({ serverName: 'Form server' }, ask));
      await screen.findByRole('textbox', { name: 'Name' });
      // Effects settle (focus, arming) before counting.
      await settle();
      const mark = () => ({ name: renders.get('name') ?? 0, city: renders.get('city') ?? 0, ...commits });
      return { queue, mark };
    }

    it('a notice about another server, set and cleared', async () => {
      const { queue, mark } = await open();
      const before = mark();
      // Each change is waited for as the shell committing it, so the counts below are taken after it.
      act(() => queue.block({ serverName: 'Another server' }));
      await waitFor(() => expect(mark()[presentation]).toBeGreaterThan(before[presentation]));
      await settle();
      const shown = mark();
      act(() => queue.clearNotice());
      await waitFor(() => expect(mark()[presentation]).toBeGreaterThan(shown[presentation]));
      await settle();
      const after = mark();
      expect(after.name).toBe(before.name);
      // The notice is the queue's `taskPresentation` (here the same as `presentation`): the other shell never commits.
      const otherShell = presentation === 'dialog' ? 'inline' : 'dialog';
      expect(after[otherShell]).toBe(before[otherShell]);
      expect(shown[presentation]).toBeGreaterThan(before[presentation]);
    });

    it('a second request arriving, and withdrawn', async () => {
      const { queue, mark } = await open();
      const before = mark();
      const controller = new AbortController();
      act(() => void queue.ask({ serverName: 'Second server' }, other, { signal: controller.signal }));
      // The shell showed it: the second card, or the dialog's count of requests waiting.
      if (presentation === 'inline') await screen.findByRole('textbox', { name: 'City' });
      else await waitFor(() => expect(mark().dialog).toBeGreaterThan(before.dialog));
      await settle();
      const arrived = mark();
      act(() => controller.abort());
      await waitFor(() => expect(mark()[presentation]).toBeGreaterThan(arrived[presentation]));
      await settle();
      const after = mark();
      expect(after.name).toBe(before.name);
      // Inline, the second card's field rendered (its own card); in the dialog it waited behind the first.
      if (presentation === 'inline') expect(after.city).toBeGreaterThan(0);
      else expect(after.city).toBe(0);
      const otherShell = presentation === 'dialog' ? 'inline' : 'dialog';
      expect(after[otherShell]).toBe(before[otherShell]);
      expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    });
  },
);
