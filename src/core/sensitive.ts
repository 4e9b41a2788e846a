import { stripInvisible } from './unicode.js';

/**
 * A heuristic, documented as one: does a field's key, title or description suggest a password,
 * key, token or payment detail (which MCP forbids servers to ask for in form mode)? Server text is
 * hostile, so it is normalised first (NFKC, invisible characters removed, look-alike letters
 * folded, a right-to-left override read backwards), and a plain negation ("never share your
 * password") does not count.
 */

// Each alternative is a thing a form must not ask for, phrased the way field titles say it.
const SENSITIVE = new RegExp(
  [
    'pass(?:word|wd|phrase|code)',
    '(?:access|auth|bearer|api|refresh|session|secret|oauth|personal[\\s_-]?access|github|slack|id)[\\s_-]?token',
    '^\\s*token\\s*$',
    '(?:client|app|api|shared|webhook|signing)[\\s_-]?secret',
    'secret[\\s_-]?(?:key|token|value)',
    '^\\s*secret\\s*$',
    'api[\\s_-]?key',
    'apikey',
    'private[\\s_-]?key',
    'credit[\\s_-]?card',
    'card[\\s_-]?(?:number|no\\b|num\\b)',
    '\\bcvv\\b',
    '\\bcvc\\b',
    'security[\\s_-]?code',
    '\\biban\\b',
    'bank[\\s_-]?account',
    '\\bssn\\b',
    'social[\\s_-]?security',
    '(?:your|bank|card|sim|atm|security|\\d-digit)[\\s_-]+pin\\b',
    '\\bpin[\\s_-]?(?:code|number)\\b',
    '\\botp\\b',
    'one[\\s_-]?time[\\s_-]?(?:code|password|passcode)',
    '(?:verification|2fa|mfa|authenticat(?:or|ion))[\\s_-]?code',
    '(?:seed|recovery)[\\s_-]?phrase',
    '\\bmnemonic\\b',
    '\\bcredentials?\\b',
  ].join('|'),
  'gi',
);
// "PIN" in capitals is the number; "pin" in lower case is usually the verb ("pin this message").
const PIN_ACRONYM = /\bPIN\b/g;

// A negation shortly before the match, in the same clause: "do not give us your PIN".
const NEGATION = /\b(?:not|never|no|without|nor|don't|do not|dont)\b[^.;:!?]{0,40}$/i;

// Letters from other scripts that read as Latin ones (the common look-alikes).
const CONFUSABLES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ѕ: 's',
  і: 'i',
  ј: 'j',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  к: 'k',
  т: 't',
  м: 'm',
  н: 'h',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  α: 'a',
  ο: 'o',
  ρ: 'p',
  ν: 'v',
  υ: 'u',
  ι: 'i',
  κ: 'k',
  τ: 't',
  ε: 'e',
  ς: 's',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Χ: 'X',
  Υ: 'Y',
  օ: 'o',
  ս: 'u',
  հ: 'h',
  ո: 'n',
};
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '@': 'a', $: 's' };

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

function fold(text: string, table: Record<string, string>): string {
  let out = '';
  for (const ch of text) out += table[ch] ?? ch;
  return out;
}

/** The readings of a server text worth checking: as a person would read it on screen. */
export function sensitiveReadings(text: string): string[] {
  // `apiKey`, `cardNumber` → `api Key`, `card Number` so word boundaries apply.
  // Printable ASCII has nothing to normalise, strip or fold (most titles), so it skips the three
  // passes (bench/RESULTS.md, "Why the code looks like this").
  const shown = PRINTABLE_ASCII.test(text) ? text : fold(stripInvisible(text.normalize('NFKC')), CONFUSABLES);
  const plain = shown.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
  const readings = [plain];
  // Letters that stand in for others: "p4ssw0rd".
  const leet = plain.replace(/[a-z][a-z0-9@$]*[0-9@$][a-z0-9@$]*/gi, (word) => fold(word, LEET));
  if (leet !== plain) readings.push(leet);
  // A right-to-left override shows "\u202Edrowssap" as "password": read it as shown.
  if (text.includes('\u202E')) readings.push([...plain].reverse().join(''));
  return readings;
}

const PATTERNS = [SENSITIVE, PIN_ACRONYM];

// Every alternative of SENSITIVE and PIN_ACRONYM matches one of these words. Readings only split
// words (camelCase), read look-alike digits as letters, or reverse non-ASCII text, so a printable
// ASCII text in which none of these words appears, even with its digits read as letters, cannot be
// flagged; it skips the readings (most titles and keys). A
// property test checks the shortcut against the full check.
const KEYWORDS = /pass|token|secret|key|card|cvv|cvc|code|iban|bank|ssn|social|pin|otp|phrase|mnemonic|credential/i;
const LEET_CHARS = /[01345@$]/;

function flags(reading: string): boolean {
  for (const re of PATTERNS) {
    re.lastIndex = 0;
    for (let m = re.exec(reading); m; m = re.exec(reading)) {
      if (!NEGATION.test(reading.slice(0, m.index))) return true;
      if (m[0].length === 0) re.lastIndex++;
    }
  }
  return false;
}

/** One text, every reading checked: what `looksSensitive` decides for it, without the shortcut. */
export function readsAsSecret(text: string): boolean {
  return sensitiveReadings(text).some(flags);
}

function mightReadAsSecret(text: string): boolean {
  return !PRINTABLE_ASCII.test(text) || KEYWORDS.test(LEET_CHARS.test(text) ? fold(text, LEET) : text);
}

/**
 * Whether any of a field's texts (key, title, description) reads as a request for a secret.
 *
 * @example
 * ```tsx
 * looksSensitive('apiKey', 'OpenAI API key'); // true
 * looksSensitive('username', undefined, 'We will never ask for your password.'); // false
 * ```
 */
export function looksSensitive(...texts: (string | undefined)[]): boolean {
  return texts.some((t) => t !== undefined && mightReadAsSecret(t) && readsAsSecret(t));
}
