import { RE2JS } from 're2js';
import type { PatternMatcher } from './model.js';

// Kept in its own module so it becomes its own chunk: loaded only for schemas with a pattern.
export const patternEngine = {
  compile(re2: string): PatternMatcher {
    const compiled = RE2JS.compile(re2);
    return { test: (value: string) => compiled.test(value) };
  },
};
