// Hostile requests shared by the unit tests, the e2e lab page and the stories.

const longWord = 'W'.repeat(2000);

export const hostileStrings = {
  markup: '<script>window.__pwned = 1</script><b>bold?</b>',
  img: '<img src=x onerror="window.__pwned=1">',
  js: 'javascript:window.__pwned=1',
  template: '{{constructor.constructor("window.__pwned=1")()}} ${window.__pwned=1}',
  bidi: 'abc\u202Egnp.exe\u202C def \u2067rtl\u2069',
  zeroWidth: 'zero\u200Bwidth\u200D\uFEFFjoin',
  /** 100 kB: a long word first (must wrap), then ordinary prose. */
  long: `${longWord} ${'lorem ipsum dolor sit amet '.repeat(3700)}`.slice(0, 100_000),
};

const withOwn = (entries: [string, unknown][]) => {
  const o: Record<string, unknown> = {};
  for (const [k, v] of entries) Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
  return o;
};

export const hostileRequest = {
  message: `${hostileStrings.markup} ${hostileStrings.bidi} ${hostileStrings.long}`,
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: hostileStrings.markup, description: hostileStrings.long },
      choice: {
        type: 'string',
        title: hostileStrings.js,
        oneOf: [
          { const: 'a', title: hostileStrings.template },
          { const: 'b', title: hostileStrings.markup },
        ],
      },
      legacy: { type: 'string', title: hostileStrings.zeroWidth, enum: ['x', 'y'], enumNames: [hostileStrings.img, hostileStrings.bidi] },
      many: {
        type: 'array',
        title: hostileStrings.bidi,
        description: hostileStrings.zeroWidth,
        items: { anyOf: [{ const: '1', title: hostileStrings.img }, { const: '2', title: hostileStrings.zeroWidth }, { const: '3', title: longWord }] },
      },
    },
  },
};

export const hostileUrlRequest = {
  mode: 'url',
  message: `${hostileStrings.markup} ${hostileStrings.bidi} ${hostileStrings.long}`,
  url: `https://example.com/${encodeURI(hostileStrings.markup)}?q=${longWord}`,
};

export const oddKeysRequest = {
  message: 'Odd keys',
  requestedSchema: {
    type: 'object',
    properties: withOwn(['__proto__', 'constructor', 'prototype', 'toString', 'a.b', 'x[0]', '', '😀'].map((k) => [k, { type: 'string' }])),
  },
};
