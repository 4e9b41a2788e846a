/**
 * Punycode (RFC 3492) decoding of one host label, so an `xn--` host can be shown as the Unicode a
 * person would see. Returns null for labels that are not valid Punycode.
 */
const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;

function adapt(delta: number, numPoints: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / numPoints);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22; // 0-9 → 26-35
  if (code >= 0x41 && code <= 0x5a) return code - 0x41; // A-Z
  if (code >= 0x61 && code <= 0x7a) return code - 0x61; // a-z
  return BASE;
}

export function decodePunycodeLabel(encoded: string): string | null {
  const output: number[] = [];
  const lastDash = encoded.lastIndexOf('-');
  for (let j = 0; j < Math.max(lastDash, 0); j++) {
    const c = encoded.charCodeAt(j);
    if (c >= 0x80) return null;
    output.push(c);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let index = lastDash > 0 ? lastDash + 1 : 0; index < encoded.length; ) {
    const oldi = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (index >= encoded.length) return null;
      const digit = digitOf(encoded.charCodeAt(index++));
      if (digit >= BASE) return null;
      i += digit * w;
      if (i > 0x7fffffff) return null;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
    }
    const length = output.length + 1;
    bias = adapt(i - oldi, length, oldi === 0);
    n += Math.floor(i / length);
    if (n > 0x10ffff) return null;
    i %= length;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

/** `xn--` labels of a host decoded to Unicode; other labels unchanged.
 *
 * @example
 * ```tsx
 * hostToUnicode('xn--mnchen-3ya.de'); // 'münchen.de'
 * ```
 */
export function hostToUnicode(host: string): string {
  return host
    .split('.')
    .map((label) => (/^xn--/i.test(label) ? decodePunycodeLabel(label.slice(4)) ?? label : label))
    .join('.');
}
