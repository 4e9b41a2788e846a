import { describe, expect, it } from 'vitest';
import { localDateTimeToRfc3339, rfc3339ToLocalDateTime } from './content.js';
import { initialRawValue, toContentValue } from './kinds.js';
// The content an accept would carry, without validation (checkForm adds the rules).
import { draftContent as buildContent } from './validate.js';
import { parseElicitRequest } from './parse.js';
import type { FormModel } from './model.js';
import enums from '../../fixtures/form-seed-enums.json';
import primitives from '../../fixtures/form-primitives.json';

const model = (params: unknown): FormModel => {
  const r = parseElicitRequest(params);
  if (!r.ok) throw new Error(r.error.detail);
  return r.model;
};
const initial = (m: FormModel) => Object.fromEntries(m.fields.map((f) => [f.name, initialRawValue(f)]));

describe('buildContent', () => {
  it('sends every default untouched and omits untouched optional fields without default', () => {
    const m = model(primitives);
    // Only defaults: seats 5, public false. Nothing else, never "" or null.
    expect(buildContent(m, initial(m))).toEqual({ seats: 5, public: false });
    expect(buildContent(model(enums), initial(model(enums)))).toEqual({
      untitledSingle: 'Red',
      titledSingle: '#FF0000',
      untitledMulti: ['Red', 'Green'],
      titledMulti: ['#FF0000'],
    });
  });

  it('types numbers, keeps multi-select in option order and keys exact', () => {
    const m = model({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: JSON.parse(
          '{"__proto__":{"type":"integer"},"a.b":{"type":"number"},"x[0]":{"type":"array","items":{"type":"string","enum":["r","g","b"]}}}',
        ),
      },
    });
    const content = buildContent(m, { f0: '7', f1: ' 2.5 ', f2: ['b', 'r'] });
    expect(JSON.stringify(content)).toBe('{"__proto__":7,"a.b":2.5,"x[0]":["r","b"]}');
    expect(Object.getPrototypeOf(content)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('sends a required boolean as its visible state and omits an untouched optional one', () => {
    const m = model({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { r: { type: 'boolean' }, o: { type: 'boolean' } },
        required: ['r'],
      },
    });
    expect(initial(m)).toEqual({ f0: false, f1: undefined });
    expect(buildContent(m, initial(m))).toEqual({ r: false });
    expect(buildContent(m, { f0: true, f1: false })).toEqual({ r: true, o: false });
  });

  it('sends an emptied multi-select as [] only when it is an answer', () => {
    const f = (extra: object) =>
      model({
        message: 'm',
        requestedSchema: {
          type: 'object',
          properties: { m: { type: 'array', items: { type: 'string', enum: ['a'] }, ...extra } },
        },
      }).fields[0]!;
    expect(toContentValue(f({}), [])).toBeUndefined();
    expect(toContentValue(f({ default: ['a'] }), [])).toEqual([]);
  });

  it('sends a text default exactly, even the empty string', () => {
    const f = model({
      message: 'm',
      requestedSchema: { type: 'object', properties: { t: { type: 'string', default: '' } } },
    }).fields[0]!;
    expect(toContentValue(f, '')).toBe('');
  });
});

describe('date-time conversion', () => {
  it('turns a datetime-local value into RFC 3339 with seconds and the local offset', () => {
    const out = localDateTimeToRfc3339('2026-01-02T10:30');
    expect(out).toMatch(/^2026-01-02T10:30:00[+-]\d\d:\d\d$/);
    const offsetMinutes = -new Date(2026, 0, 2, 10, 30).getTimezoneOffset();
    const sign = offsetMinutes < 0 ? '-' : '+';
    const hh = String(Math.floor(Math.abs(offsetMinutes) / 60)).padStart(2, '0');
    const mm = String(Math.abs(offsetMinutes) % 60).padStart(2, '0');
    expect(out).toBe(`2026-01-02T10:30:00${sign}${hh}:${mm}`);
    expect(localDateTimeToRfc3339('2026-01-02T10:30:15.250')).toMatch(/^2026-01-02T10:30:15\.250[+-]\d\d:\d\d$/);
    expect(localDateTimeToRfc3339('garbage')).toBe('garbage');
  });

  it('round-trips a default through the control and sends it verbatim when untouched', () => {
    const f = model({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { t: { type: 'string', format: 'date-time', default: '2026-03-04T05:06:07Z' } },
      },
    }).fields[0]!;
    const raw = initialRawValue(f) as string;
    expect(raw).toBe(rfc3339ToLocalDateTime('2026-03-04T05:06:07Z'));
    expect(new Date(localDateTimeToRfc3339(raw)).toISOString()).toBe('2026-03-04T05:06:07.000Z');
    expect(toContentValue(f, raw)).toBe('2026-03-04T05:06:07Z');
  });
});
