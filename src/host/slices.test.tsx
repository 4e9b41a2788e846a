import { act, render, screen, waitFor, within } from '@testing-library/react';
import { nativeComponents } from '../react/components.js';
import type { ElicitationComponents } from '../react/types.js';
import { ElicitationQueue } from '../engine/queue.js';
import { ElicitationHost } from './ElicitationHost.js';
import { ElicitationInline } from './ElicitationInline.js';

// The queue's slices: the requests and the task lines each have their own subscription, so a task
// line's change renders the lines and not the open form (counted by a text renderer that counts
// its renders).

const ask = { message: 'Your name', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } } as const;

function counting() {
  const count = { renders: 0 };
  const Text: ElicitationComponents['text'] = (props) => {
    count.renders++;
    return <nativeComponents.text {...props} />;
  };
  return { count, components: { text: Text } };
}

describe.each(['dialog', 'inline'] as const)('a task line’s change renders the open form 0 times (%s)', (presentation) => {
  it('ten changes of a task’s words and status reach its line; the shell reads no request state for them, and the form’s field renders not once more', async () => {
    const queue = new ElicitationQueue({ presentation });
    const { count, components } = counting();
    // The shells read the requests' snapshot on each of their renders (and React on each change it
    // hears of): a task's change must cause neither.
    const requests = queue.getSnapshot;
    let reads = 0;
    queue.getSnapshot = () => (reads++, requests());
    const source = { serverName: 'Task server' };
    render(presentation === 'dialog' ? <ElicitationHost queue={queue} armMs={0} components={components} /> : <ElicitationInline queue={queue} armMs={0} components={components} />);
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
    expect(within(screen.getByRole(presentation === 'dialog' ? 'dialog' : 'group', { name: /Task server/ })).getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });
});

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
