import { RequestBook, type BookEntry } from './book.js';
import type { LifeContext, LifeEvent } from './lifecycle.js';

// The one interpreter of a held request's life, as the page's queue and the relay both use it:
// the order of its steps, and what it refuses.
const form: LifeContext = {
  tracksCompletion: false,
  closeOnComplete: false,
  dialogForm: true,
  confirmsDelivery: false,
  keepsComplete: true,
};
const relayed: LifeContext = { ...form, dialogForm: false, confirmsDelivery: true };
interface Entry extends BookEntry {
  id: string;
}
const entry = (id: string, context = form): Entry => ({ id, context });
const withdraw: LifeEvent = { type: 'withdraw', unseen: false, touched: false, typed: false };

function book() {
  const log: string[] = [];
  const b = new RequestBook<string, Entry, string>((e) => e.id, {
    settle: (e, settle, event, extra) =>
      log.push(
        `settle ${e.id} ${'resolve' in settle ? settle.resolve.action : 'reject'} on ${event.type}${
          extra ? ` (${extra})` : ''
        }; held: ${b.holds(e)}`,
      ),
    moved: (e, step) => log.push(`moved ${e.id} → ${step.to.status}; life: ${b.life(e)?.status}`),
    left: (e, step) => log.push(`left ${e.id} ${step.end} (${step.trace}); held: ${b.holds(e)}`),
  });
  return { b, log };
}

describe('RequestBook: the one place a held request’s life changes', () => {
  it('settles first, then takes the request out and tells the holder, which no longer finds it', () => {
    const { b, log } = book();
    const a = entry('a');
    b.add(a);
    expect(b.on(a, { type: 'answer', result: { action: 'decline' } })).toBe(true);
    expect(log).toEqual(['settle a decline on answer; held: true', 'left a answered (settled); held: false']);
    expect(b.all()).toEqual([]);
  });

  it('a move changes the life before the holder hears of it, and the request stays', () => {
    const { b, log } = book();
    const a = entry('a', relayed);
    b.add(a);
    expect(b.on(a, { type: 'answer', result: { action: 'accept', content: {} } })).toBe(true);
    expect(log).toEqual(['settle a accept on answer; held: true', 'moved a → sending; life: sending']);
    expect(b.get('a')).toBe(a);
  });

  it('hands the caller’s extra to settle (a withdrawal the relay caused rejects with its error)', () => {
    const { b, log } = book();
    const a = entry('a', relayed);
    b.add(a);
    b.on(a, withdraw, 'store away');
    expect(log[0]).toBe('settle a reject on withdraw (store away); held: true');
  });

  it('ignores what means nothing in the state, a request not held, and a stale one under the same key', () => {
    const { b, log } = book();
    const a = entry('a');
    expect(b.on(a, withdraw)).toBe(false); // never added
    b.add(a);
    expect(b.on(a, { type: 'delivered' })).toBe(false); // nothing on its way
    expect(b.on({ ...a }, withdraw)).toBe(false); // a copy is not the request held
    expect(b.on(undefined, withdraw)).toBe(false);
    expect(log).toEqual([]);
    expect(b.on(a, withdraw)).toBe(true);
    expect(b.on(a, withdraw)).toBe(false); // ended: once
  });

  it('keeps the order requests were asked in, and a walk may end them as it goes', () => {
    const { b } = book();
    for (const id of ['x', 'y', 'z']) b.add(entry(id));
    for (const e of b.all()) b.on(e, { type: 'block' });
    expect(b.all()).toEqual([]);
    b.add(entry('p'));
    b.add(entry('q'));
    expect(b.all().map((e) => e.id)).toEqual(['p', 'q']);
  });
});

describe('RequestBook.once: a stored request no live holder keeps', () => {
  it('applies the event from the stored life with the same steps, and keeps nothing after', () => {
    const { b, log } = book();
    const a = entry('a', { ...form, dialogForm: false });
    expect(b.once(a, { status: 'asking', completedEarly: false }, { ...withdraw, expired: 'disconnected' })).toBe(true);
    expect(log).toEqual(['settle a reject on withdraw; held: true', 'left a expired (settled); held: false']);
    // A URL step the server tracks moves instead: the holder hears it, and the book keeps nothing.
    const u = entry('u', { ...form, dialogForm: false, tracksCompletion: true });
    expect(
      b.once(u, { status: 'asking', completedEarly: false }, { type: 'answer', result: { action: 'accept' } }),
    ).toBe(true);
    expect(log.at(-1)).toBe('moved u → waiting; life: waiting');
    expect(b.all()).toEqual([]);
    expect(b.life(u)).toBeUndefined();
    // An event that means nothing in that life is ignored.
    expect(b.once(entry('c'), { status: 'sending', completedEarly: false }, withdraw)).toBe(false);
  });
});
