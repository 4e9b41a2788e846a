import { describe, expect, it } from 'vitest';
import enums from '../../fixtures/form-seed-enums.json';
import de from '../locales/de.js';
import { formMessages } from './messages.js';
import { parseElicitRequest } from './parse.js';
import { answerSummary, formatAnswerSummary } from './summary.js';
import { checkForm } from './validate.js';

const modelOf = (params: unknown) => {
  const parsed = parseElicitRequest(params);
  if (!parsed.ok) throw new Error('fixture did not parse');
  return parsed.model;
};

const booking = modelOf({
  message: 'Book a table',
  requestedSchema: {
    type: 'object',
    properties: {
      guests: { type: 'integer', title: 'Guests' },
      terrace: { type: 'boolean', title: 'Terrace' },
      note: { type: 'string', title: 'Note' },
      budget: { type: 'number', title: 'Budget' },
      apiKey: { type: 'string', title: 'API key' },
    },
  },
});

describe('answerSummary', () => {
  it('reads what was sent as the person saw it, in the form’s order: "Guests: 4 · Terrace: yes"', () => {
    const items = answerSummary(booking, { terrace: true, guests: 4 }, formMessages, 'en');
    expect(formatAnswerSummary(items, formMessages)).toBe('Guests: 4 · Terrace: yes');
    expect(
      formatAnswerSummary(answerSummary(booking, { terrace: false, budget: 1234.5 }, formMessages, 'en'), formMessages),
    ).toBe('Terrace: no · Budget: 1,234.5');
  });

  it('shows option titles, not values, for every enum shape (the seed fixture)', () => {
    const model = modelOf(enums);
    const content = {
      untitledSingle: 'Green',
      titledSingle: '#0000FF',
      untitledMulti: ['Red', 'Blue'],
      titledMulti: ['#0000FF', '#00FF00'],
      legacy: 'm',
    };
    expect(answerSummary(model, content, formMessages).map((i) => [i.label, i.value])).toEqual([
      ['Color Selection', 'Green'],
      ['Hex Color', 'Blue'],
      ['Favorite Colors', 'Red, Blue'],
      ['Palette', 'Navy, Lime'],
      ['Size', 'Medium'],
    ]);
  });

  it('masks fields flagged sensitive, and leaves out fields that were not sent', () => {
    const items = answerSummary(booking, { apiKey: 'sk-live-123', note: 'window seat' }, formMessages);
    expect(items).toEqual([
      { key: 'note', label: 'Note', value: 'window seat', masked: false },
      { key: 'apiKey', label: 'API key', value: formMessages.summaryMasked, masked: true },
    ]);
    expect(formatAnswerSummary(items, formMessages)).not.toContain('sk-live');
  });

  it('summarises exactly the content the form’s own check produced', () => {
    const typed: Record<string, string | boolean> = {
      guests: '4',
      terrace: true,
      note: '',
      budget: '12.5',
      apiKey: '',
    };
    // The form's raw values are keyed by each field's internal name.
    const raw = Object.fromEntries(booking.fields.map((f) => [f.name, typed[f.key]!]));
    const checked = checkForm(booking, raw);
    if (!checked.ok) throw new Error('expected a valid form');
    expect(formatAnswerSummary(answerSummary(booking, checked.content, formMessages, 'en'), formMessages)).toBe(
      'Guests: 4 · Terrace: yes · Budget: 12.5',
    );
  });

  it('speaks the host’s language', () => {
    const messages = { ...formMessages, ...de };
    expect(
      formatAnswerSummary(answerSummary(booking, { terrace: true, budget: 1234.5 }, messages, 'de'), messages),
    ).toBe('Terrace: ja · Budget: 1.234,5');
  });

  it('keeps hostile keys and labels as text', () => {
    const model = modelOf({
      message: 'm',
      requestedSchema: {
        type: 'object',
        properties: { __proto__x: { type: 'string', title: '<b>x</b>' }, 'a.b': { type: 'boolean' } },
      },
    });
    expect(
      formatAnswerSummary(answerSummary(model, { __proto__x: '<i>y</i>', 'a.b': true }, formMessages), formMessages),
    ).toBe('<b>x</b>: <i>y</i> · a.b: yes');
  });
});

describe('answerSummary: dates and times as a person reads them', () => {
  const model = (() => {
    const parsed = parseElicitRequest({
      message: 'When?',
      requestedSchema: {
        type: 'object',
        properties: {
          day: { type: 'string', title: 'Day', format: 'date' },
          at: { type: 'string', title: 'At', format: 'date-time' },
          plain: { type: 'string', title: 'Plain' },
        },
      },
    });
    if (!parsed.ok) throw new Error('fixture');
    return parsed.model;
  })();
  const line = (content: Record<string, string>, locale: string) =>
    formatAnswerSummary(answerSummary(model, content, formMessages, locale), formMessages);

  it('a date in the host’s locale, never shifted by a time zone', () => {
    expect(line({ day: '2026-08-01' }, 'en-GB')).toBe('Day: 1 Aug 2026');
    expect(line({ day: '2026-08-01' }, 'de')).toBe('Day: 01.08.2026');
    expect(line({ day: '2026-08-01' }, 'en-US')).toBe('Day: Aug 1, 2026');
  });

  it('a date-time in the person’s own time, seconds only when it has them', () => {
    const at = '2026-08-01T19:30:15+02:00';
    const expected = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' }).format(
      new Date(at),
    );
    expect(line({ at }, 'en-GB')).toBe(`At: ${expected}`);
    expect(line({ at }, 'en-GB')).not.toContain('2026-08-01T');
    const whole = '2026-08-01T19:30:00+02:00';
    expect(line({ at: whole }, 'en-GB')).toBe(
      `At: ${new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(whole))}`,
    );
  });

  it('plain text stays as typed; an unknown locale tag falls back to what was sent', () => {
    expect(line({ plain: '2026-08-01' }, 'en-GB')).toBe('Plain: 2026-08-01');
    expect(line({ day: '2026-08-01' }, 'not a locale!')).toBe('Day: 2026-08-01');
  });
});
