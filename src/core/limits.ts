import { RequestProblem } from './problem.js';

// How much of a request a form will show: past these, the request is refused as `too-large`.

/**
 * Requests above these sizes are refused with `too-large` rather than freezing the page. Each field
 * has its limit, and the whole request has budgets, so that many fields each within its own limit
 * (20 lists of 10,000 options) cannot add up to a page that takes seconds to mount. The largest
 * request within them mounts in under a second in Chromium on 2 cores (e2e/perf.spec.ts), with
 * room to spare: on Chromium 156 two selects of 10,000 options (20,000 in all) took 0.95–1.2 s
 * (a native option costs about 25 µs of style alone), and one list of 7,999 checkboxes 1.2 s, so
 * the budgets are 10,000 options and 6,000 fields and checkboxes in all.
 * - `properties`: fields; `options`: options of one field;
 * - `controls`: fields plus checkboxes (each option of a multi-select is one), what mounting costs;
 * - `totalOptions`: options of all select fields together;
 * - `textChars`: characters of server text shown (message, titles, descriptions, option labels).
 *
 * @example
 * ```tsx
 * if (!parsed.ok && parsed.error.limit) console.log(parsed.error.limit.what, '>', LIMITS[parsed.error.limit.what]);
 * ```
 */
export const LIMITS = {
  properties: 2000,
  options: 10000,
  controls: 6000,
  totalOptions: 10000,
  textChars: 1_000_000,
} as const;

/** Refuses the request as `too-large`: `count` of `what` is past its limit. */
export function tooLarge(
  what: 'properties' | 'options' | 'controls' | 'totalOptions' | 'textChars',
  count: number,
  property?: string,
  keyword?: string,
): never {
  const detail = `The request has ${count} ${
    what === 'textChars' ? 'characters of text' : what === 'totalOptions' ? 'options in all' : what
  }; at most ${LIMITS[what]} are shown.`;
  throw new RequestProblem({ code: 'too-large', detail, property, keyword, limit: { what, count, max: LIMITS[what] } });
}
