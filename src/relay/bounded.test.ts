// @vitest-environment node
import { BoundedMap } from './bounded.js';

describe('BoundedMap: what a relay keeps for ended requests, bounded by count and by size', () => {
  it('forgets the oldest past its count', () => {
    const kept = new BoundedMap<string, number>(3);
    for (const [i, key] of ['a', 'b', 'c', 'd'].entries()) kept.set(key, i);
    expect(['a', 'b', 'c', 'd'].filter((k) => kept.has(k))).toEqual(['b', 'c', 'd']);
    expect(kept.size).toBe(3);
  });

  it('forgets the oldest past its weight, however few entries it holds', () => {
    const kept = new BoundedMap<string, string>(100, 10);
    kept.set('a', 'aaaa', 4);
    kept.set('b', 'bbbb', 4);
    kept.set('c', 'cccc', 4);
    expect(kept.has('a')).toBe(false);
    expect([kept.get('b'), kept.get('c')]).toEqual(['bbbb', 'cccc']);
    // One heavier than the whole bound is not kept, and pushes nothing out.
    kept.set('huge', 'x', 11);
    expect(kept.has('huge')).toBe(false);
    expect(kept.size).toBe(2);
  });

  it('a key set again is the newest and weighs what it weighs now; a deleted one weighs nothing', () => {
    const kept = new BoundedMap<string, number>(100, 10);
    kept.set('a', 1, 5);
    kept.set('b', 2, 5);
    kept.set('a', 3, 1);
    kept.set('c', 4, 4);
    expect(kept.get('a')).toBe(3);
    expect(kept.has('b')).toBe(true);
    kept.delete('b');
    kept.set('d', 5, 5);
    expect(['a', 'b', 'c', 'd'].filter((k) => kept.has(k))).toEqual(['a', 'c', 'd']);
  });
});
