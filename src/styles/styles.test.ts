import css from './styles.css?raw';

// The stylesheet reads each theme variable as `var(--rme-x, var(--_rme-x))`: a host that sets
// none of them (or only some) still gets our spacing, colours and sizes. A bare `var(--rme-x)`
// is the whole declaration dropped when the host has not set it (0 px gaps, no colour).

describe('styles.css', () => {
  it('every public variable it reads has a fallback (except the font, which inherits the host’s)', () => {
    const bare = [...css.matchAll(/var\(\s*(--rme-[\w-]+)\s*\)/g)].map((m) => m[1]);
    expect(bare.filter((name) => name !== '--rme-font')).toEqual([]);
  });

  it('every private default it falls back to is defined', () => {
    const used = new Set([...css.matchAll(/var\(\s*(--_rme-[\w-]+)/g)].map((m) => m[1]));
    const defined = new Set([...css.matchAll(/(--_rme-[\w-]+)\s*:/g)].map((m) => m[1]));
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });
});
