import { typeaheadMatch } from './typeahead.js';

const labels = ['Red', 'Green', 'Grey', 'Blue', 'grape'];

describe('typeaheadMatch', () => {
  it.each([
    ['g', -1, 1],
    ['g', 1, 2],
    ['g', 2, 4],
    ['g', 4, 1],
    ['gg', 1, 2],
    ['gre', -1, 1],
    ['grey', 1, 2],
    ['b', 0, 3],
    ['x', 0, -1],
    ['', 0, -1],
  ])('typed %j from %i → %i', (typed, current, expected) => {
    expect(typeaheadMatch(labels, typed, current)).toBe(expected);
  });
});
