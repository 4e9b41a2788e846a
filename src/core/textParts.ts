// Server text is laid out in parts when it is long: a browser lays out every line of a paragraph
// it shows, so a message of 290,000 characters cost about 450 ms of layout in Chromium (2 cores)
// before anything else on the page could paint. Parts past the first two are skipped until they
// are scrolled near (`content-visibility: auto` in the stylesheet), and stay in the accessibility
// tree and in find-in-page.

/** Server text up to twice this long is one part. */
export const TEXT_PART = 4096;
/** How far back from a part's end a line break or a space is looked for. */
const LOOK_BACK = 512;

/**
 * `text` in parts of at most about `size` characters. A part ends after a line break or a space
 * near its end when there is one, else at a character boundary (never inside a surrogate pair, an
 * emoji sequence or a letter with its marks). The parts joined are `text`, exactly.
 *
 * @example
 * ```ts
 * splitText('a '.repeat(10_000)).join('') === 'a '.repeat(10_000); // true, in 5 parts
 * ```
 */
export function splitText(text: string, size = TEXT_PART): string[] {
  if (text.length <= size * 2) return [text];
  const parts: string[] = [];
  let start = 0;
  while (text.length - start > size) {
    const end = partEnd(text, start, start + size);
    parts.push(text.slice(start, end));
    start = end;
  }
  parts.push(text.slice(start));
  return parts;
}

/** Where the part that starts at `start` (a boundary) and may run to `at` ends. */
function partEnd(text: string, start: number, at: number): number {
  const floor = Math.max(start + 1, at - LOOK_BACK);
  const window = text.slice(floor, at);
  const lineBreak = window.lastIndexOf('\n');
  if (lineBreak >= 0) return floor + lineBreak + 1;
  const space = window.lastIndexOf(' ');
  if (space >= 0) return floor + space + 1;
  return graphemeBoundary(text, start, at);
}

/** Made on the first cut that needs it, not when a page imports the form. */
let segmenter: Intl.Segmenter | null | undefined;

/**
 * The last boundary between user-perceived characters after `start` and at or before `at`; `at` when there is none
 * near.
 */
function graphemeBoundary(text: string, start: number, at: number): number {
  segmenter ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
      : null;
  if (segmenter) {
    // Segments of a stretch around `at`: a boundary inside it is one in `text` as well, except
    // perhaps its own first index (the part's start, or a point inside a long cluster).
    const from = Math.max(start, at - 64);
    let last = at;
    for (const { index } of segmenter.segment(text.slice(from, Math.min(text.length, at + 64)))) {
      if (from + index > at) break;
      if (index > 0) last = from + index;
    }
    return last;
  }
  // Without Intl.Segmenter: at least not inside a surrogate pair.
  const unit = text.charCodeAt(at);
  return unit >= 0xdc00 && unit <= 0xdfff ? at - 1 : at;
}
