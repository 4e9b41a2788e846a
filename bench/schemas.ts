// Deterministic benchmark schemas: N mixed fields of every kind, realistic constraints, some
// defaults. Valid JSON Schema, so every contestant renders the same thing.

export type Schema = { type: 'object'; properties: Record<string, Record<string, unknown>>; required: string[] };

function mulberry32(seed: number) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const KINDS = ['text', 'email', 'uri', 'date', 'date-time', 'integer', 'number', 'boolean', 'enum', 'oneOf', 'multi'] as const;

/**
 * `n` fields cycling through every kind (the first is always plain text, the field the keystroke
 * benchmark types into). `allDefaults` gives every field a valid default, for the submit benchmark.
 */
export function makeSchema(n: number, { allDefaults = false } = {}): Schema {
  const random = mulberry32(n * 7919 + (allDefaults ? 1 : 0));
  const properties: Schema['properties'] = {};
  const required: string[] = [];
  for (let i = 0; i < n; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const key = `f${i}_${kind}`;
    // Field 0 (the one the keystroke benchmark types into) never has a default: after a failed
    // submit it is invalid, so typing changes its error.
    const withDefault = allDefaults || (i > 0 && random() < 0.2);
    const title = `Field ${i} (${kind})`;
    let p: Record<string, unknown>;
    switch (kind) {
      case 'text':
        p = { type: 'string', title, minLength: 1, maxLength: 80, ...(withDefault && { default: `text ${i}` }) };
        break;
      case 'email':
        p = { type: 'string', title, format: 'email', ...(withDefault && { default: `user${i}@example.com` }) };
        break;
      case 'uri':
        p = { type: 'string', title, format: 'uri', ...(withDefault && { default: `https://example.com/${i}` }) };
        break;
      case 'date':
        p = { type: 'string', title, format: 'date', ...(withDefault && { default: '2026-11-30' }) };
        break;
      case 'date-time':
        p = { type: 'string', title, format: 'date-time', ...(withDefault && { default: '2026-11-30T10:00:00Z' }) };
        break;
      case 'integer':
        p = { type: 'integer', title, minimum: 0, maximum: 1000, ...(withDefault && { default: Math.floor(random() * 1000) }) };
        break;
      case 'number':
        p = { type: 'number', title, minimum: -1e6, maximum: 1e6, ...(withDefault && { default: Math.round(random() * 1e4) / 100 }) };
        break;
      case 'boolean':
        p = { type: 'boolean', title, ...(withDefault && { default: random() < 0.5 }) };
        break;
      case 'enum':
        p = { type: 'string', title, enum: ['small', 'medium', 'large', 'x-large'], ...(withDefault && { default: 'medium' }) };
        break;
      case 'oneOf':
        p = {
          type: 'string',
          title,
          oneOf: [
            { const: 'r', title: 'Red' },
            { const: 'g', title: 'Green' },
            { const: 'b', title: 'Blue' },
          ],
          ...(withDefault && { default: 'g' }),
        };
        break;
      case 'multi':
        p = {
          type: 'array',
          title,
          uniqueItems: true,
          maxItems: 3,
          items: { type: 'string', enum: ['alpha', 'beta', 'gamma', 'delta'] },
          ...(withDefault && { default: ['beta'] }),
        };
        break;
    }
    properties[key] = p;
    if (i % 3 === 0) required.push(key);
  }
  return { type: 'object', properties, required };
}
