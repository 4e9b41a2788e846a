import { TaskBook, type TaskLineFields } from './taskBook.js';

// The one task tracker, with its one keep rule, that the page's queue and the relay both keep
// their task lines in.

const fields = (taskId: string) => ({ taskId, serverName: 'S', startedAt: 1 });

describe('TaskBook', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps every running line and the newest `ended` ended ones', () => {
    const book = new TaskBook<TaskLineFields>({ ended: 2 });
    const running = book.track(fields('running'));
    for (const id of ['a', 'b', 'c']) book.track(fields(id)).update({ status: 'completed' });
    running.update({ status: 'working', statusMessage: 'Busy' });
    expect(book.lines().map((l) => [l.taskId, l.status])).toEqual([
      ['running', 'working'],
      ['b', 'completed'],
      ['c', 'completed'],
    ]);
  });

  it('with endedForMs, an ended line goes that long after its end; a running one stays', () => {
    vi.useFakeTimers();
    const book = new TaskBook<TaskLineFields>({ ended: 20, endedForMs: 60_000 });
    book.track(fields('running'));
    book.track(fields('done')).update({ status: 'failed', statusMessage: 'No receipt.' });
    vi.advanceTimersByTime(59_999);
    expect(book.lines().map((l) => l.taskId)).toEqual(['running', 'done']);
    vi.advanceTimersByTime(1);
    expect(book.lines().map((l) => l.taskId)).toEqual(['running']);
  });

  it('a change that changes nothing shown is not one; an ended line changes no more', () => {
    const told: string[] = [];
    const book = new TaskBook<TaskLineFields>({ ended: 5 }, (line) =>
      told.push(`${line.status}:${line.statusMessage ?? ''}`),
    );
    const heard = vi.fn();
    book.subscribe(heard);
    const tracker = book.track(fields('t'));
    tracker.update({ status: 'working', statusMessage: 'Reading' });
    tracker.update({ status: 'working' });
    tracker.update({ status: 'working', statusMessage: 'Reading' });
    tracker.update({ status: 'completed' });
    tracker.update({ status: 'failed', statusMessage: 'late' });
    expect(told).toEqual(['working:', 'working:Reading', 'completed:']);
    expect(heard).toHaveBeenCalledTimes(3);
    expect(book.lines()[0]!.endedAt).toBeTypeOf('number');
  });

  it('"Stop this task" reaches a running line only; dismiss forgets an ended line only; the same task followed again replaces its line', () => {
    const book = new TaskBook<TaskLineFields>({ ended: 5 });
    const stop = vi.fn();
    const tracker = book.track(fields('t'));
    tracker.onStop(stop);
    const [line] = book.lines();
    book.dismiss(line!.id);
    expect(book.lines()).toHaveLength(1);
    book.stop(line!.id);
    expect(stop).toHaveBeenCalledTimes(1);
    tracker.update({ status: 'cancelled' });
    book.stop(line!.id);
    expect(stop).toHaveBeenCalledTimes(1);
    book.track(fields('t'), (l) => l.taskId === 't');
    expect(book.lines().map((l) => [l.taskId, l.status])).toEqual([['t', 'working']]);
    book.dismiss(book.lines()[0]!.id);
    expect(book.lines()).toHaveLength(1);
  });
});
