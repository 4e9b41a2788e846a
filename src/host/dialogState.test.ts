import { holdFor, TYPING_PAUSE_MS } from './dialogState.js';
import { typesInto } from '../react/typesInto.js';

// The dialog host's hold while the person types elsewhere, and the one answer to
// "does this key type here" that the hold and the arming guard share.

describe('holdFor: how long a request waits for a pause in typing', () => {
  const field = document.createElement('input');
  const box = document.createElement('input');
  box.type = 'checkbox';
  const select = document.createElement('select');
  it.each<[string, number, Element | null, Element | null, number]>([
    ['never typed', -Infinity, null, field, 0],
    ['typed 300 ms ago, still in the field', 4700, field, field, TYPING_PAUSE_MS - 300],
    ['typed 300 ms ago, left the field', 4700, field, null, 0],
    ['typed 300 ms ago in a select, still there', 4700, select, select, TYPING_PAUSE_MS - 300],
    ['a key on a checkbox 300 ms ago', 4700, box, box, 0],
    ['typed a pause ago', 5000 - TYPING_PAUSE_MS, field, field, 0],
  ])('%s', (_, at, target, focused, expected) => {
    expect(holdFor(5000, { at, target }, focused)).toBe(expected);
  });
});

describe('typesInto: does this key type into this element', () => {
  const el = (html: string) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    return host.firstElementChild;
  };
  it.each<[string, string, boolean]>([
    ['<input>', 'a', true],
    ['<input>', ' ', true],
    ['<input>', 'Enter', false],
    ['<input type="search">', ' ', true],
    ['<input type="checkbox">', ' ', false],
    ['<input type="radio">', 'a', false],
    ['<input type="submit">', 'Enter', false],
    ['<textarea></textarea>', 'Enter', true],
    ['<textarea></textarea>', ' ', true],
    ['<div contenteditable="true"></div>', 'Enter', true],
    ['<select><option>a</option></select>', ' ', false],
    ['<select><option>a</option></select>', 'a', false],
    ['<button>Go</button>', ' ', false],
  ])('%s, %j: %s', (html, key, expected) => {
    const element = el(html) as HTMLElement;
    // jsdom has no isContentEditable: the attribute says it here.
    if (element.getAttribute('contenteditable') === 'true')
      Object.defineProperty(element, 'isContentEditable', { value: true });
    expect(typesInto(element, key)).toBe(expected);
  });

  it('an element of another document answers the same (no instanceof of this window)', () => {
    const other = document.implementation.createHTMLDocument('other');
    expect(typesInto(other.createElement('textarea'), 'Enter')).toBe(true);
    expect(typesInto(null, 'a')).toBe(false);
  });
});
