import fc from 'fast-check';

// Random dialect schemas and values, shared by the differential and the component property tests.
const small = fc.integer({ min: 0, max: 6 });
const optNum = fc.option(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ min: -5, max: 5, noNaN: true })), {
  nil: undefined,
});
const optCount = fc.option(small, { nil: undefined });
const values = fc.uniqueArray(
  fc.oneof(fc.constantFrom('a', 'b', 'c', '', 'A', '#FF0000', '😀'), fc.string({ maxLength: 3 })),
  {
    minLength: 1,
    maxLength: 5,
  },
);
const strip = <T extends object>(o: T): T => JSON.parse(JSON.stringify(o)) as T;

export const arbDialectSchema: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  fc
    .record({
      minLength: optCount,
      maxLength: optCount,
      format: fc.option(fc.constantFrom('email', 'uri', 'date', 'date-time', 'unknown-format'), { nil: undefined }),
      pattern: fc.option(fc.constantFrom('^[a-z]+$', '\\d', '^.{2}$', '^\\p{L}*$'), { nil: undefined }),
    })
    .map((r) => strip({ type: 'string', ...r })),
  fc.record({ type: fc.constantFrom('number', 'integer'), minimum: optNum, maximum: optNum }).map((r) => strip(r)),
  fc.constant({ type: 'boolean' }),
  values.map((v) => ({ type: 'string', enum: v })),
  values.map((v) => ({ type: 'string', oneOf: v.map((c) => ({ const: c, title: `T ${c}` })) })),
  values.map((v) => ({ type: 'string', enum: v, enumNames: v.map((c) => c.toUpperCase()) })),
  fc
    .record({ v: values, minItems: optCount, maxItems: optCount })
    .map(({ v, ...r }) => strip({ type: 'array', ...r, items: { type: 'string', enum: v } })),
  fc
    .record({ v: values, minItems: optCount, maxItems: optCount })
    .map(({ v, ...r }) => strip({ type: 'array', ...r, items: { anyOf: v.map((c) => ({ const: c, title: c })) } })),
);

const stringValue = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'binary', maxLength: 6 }),
  fc.constantFrom(
    'a@b.co',
    'https://x.y/z',
    '2026-02-28',
    '2026-02-30',
    '2026-01-02T10:30:00Z',
    '2026-01-02T10:30',
    'abc',
    '12',
    'a',
    'b',
    '#FF0000',
    '😀',
  ),
);
export const arbValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(undefined),
  stringValue,
  fc.integer({ min: -8, max: 8 }),
  fc.double({ min: -8, max: 8, noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(stringValue, fc.integer()), { maxLength: 4 }),
);
