import { describe, expect, it } from 'vitest';
import primitives from '../../fixtures/form-primitives.json';
import enums from '../../fixtures/form-seed-enums.json';
import untitled from '../../fixtures/form-untitled-keys.json';
import { parseElicitRequest } from './parse.js';
import fc from 'fast-check';
import { looksSensitive, readsAsSecret, sensitiveReadings } from './sensitive.js';

// Realistic field texts, as [key, title, description]: what servers send. Half ask for something
// MCP forbids in a form (sensitive), half do not. The report below counts misses and false alarms.
type Texts = [key: string, title?: string, description?: string];
const sensitive: Texts[] = [
  ['password', 'Password'],
  ['apiKey', 'OpenAI API key'],
  ['token', 'GitHub personal access token', 'Create one under Settings → Developer settings.'],
  ['card', 'Credit card number'],
  ['cvv', 'Security code', 'The 3 digits on the back of your card.'],
  ['iban', 'IBAN'],
  ['ssn', 'Social Security Number'],
  ['pin', 'Bank PIN'],
  ['code', 'One-time code', 'From your authenticator app.'],
  ['key', 'Private key (PEM)'],
  ['client_secret', 'Client secret'],
  ['pw', 'pass\u200Bword'],
  ['pw2', 'p\u0430ssword'],
  ['pw3', '\u202Edrowssap'],
  ['phrase', 'Wallet passphrase'],
  ['seed', 'Recovery phrase', 'The 12 words you wrote down when you created the wallet.'],
  ['otp', 'Verification code', 'We sent it to your phone.'],
  ['pw4', '\uFF50\uFF41\uFF53\uFF53\uFF57\uFF4F\uFF52\uFF44'],
  ['accessToken', 'Access token'],
  ['login', 'Login credentials'],
  ['pw5', 'P4ssw0rd'],
  ['acct', 'Bank account number'],
];
const ordinary: Texts[] = [
  ['name', 'Full name'],
  ['email', 'Email address', 'We send the receipt here.'],
  ['maxTokens', 'Max tokens', 'How long the summary may be.'],
  ['username', 'Username', 'We will never ask for your password.'],
  ['note', 'Note for the courier', 'Do not give us your PIN or card details.'],
  ['address', 'Shipping address'],
  ['phone', 'Phone number'],
  ['date', 'Preferred date'],
  ['guests', 'Number of guests'],
  ['company', 'Company name'],
  ['pin', 'Pin this message to the channel?'],
  ['santa', 'Secret Santa budget'],
  ['colour', 'Favourite colour'],
  ['passport', 'Passport country'],
  ['tokens', 'Number of tokens to generate'],
  ['security', 'Describe your security concerns'],
  ['privateNotes', 'Private notes'],
  ['layout', 'Keyboard layout'],
  ['cards', 'Number of cards in the deck'],
  ['compass', 'Compass heading'],
  ['keyword', 'Search keyword'],
  ['pinned', 'Pinned items'],
];

describe('sensitive-data heuristic', () => {
  it('report: misses and false alarms on 44 realistic fields and the shared fixtures', () => {
    const misses = sensitive.filter((t) => !looksSensitive(...t)).map((t) => t.join(' / '));
    const falseAlarms = ordinary.filter((t) => looksSensitive(...t)).map((t) => t.join(' / '));
    const fixtureAlarms: string[] = [];
    for (const fixture of [primitives, enums, untitled]) {
      const parsed = parseElicitRequest(fixture);
      if (parsed.ok) for (const f of parsed.model.fields) if (f.sensitive) fixtureAlarms.push(f.key);
    }
    console.log(
      `sensitive heuristic: ${sensitive.length - misses.length}/${sensitive.length} sensitive flagged, ` +
        `${falseAlarms.length}/${ordinary.length} ordinary flagged, fixtures flagged: ${fixtureAlarms.length}` +
        (misses.length ? `\n  misses: ${misses.join('; ')}` : '') +
        (falseAlarms.length ? `\n  false alarms: ${falseAlarms.join('; ')}` : ''),
    );
    expect(sensitive.length + ordinary.length).toBeGreaterThanOrEqual(40);
    expect(misses).toEqual([]);
    expect(falseAlarms).toEqual([]);
    expect(fixtureAlarms).toEqual([]);
  });

  it.each([
    ['pass\u200Bword', true],
    ['p\u0430ssword', true],
    ['\u202Edrowssap', true],
    ['do *not* give us your pin', false],
    ['Never share your password', false],
    ['Enter your password (do not share it)', true],
    ['Do not enter a password here; enter your bank PIN', true],
  ])('%j → %s', (text, flagged) => expect(looksSensitive(text)).toBe(flagged));

  it('decides exactly as checking every reading does (the keyword shortcut loses nothing)', () => {
    // Texts built from the words the patterns look for, their look-alike digits, case changes and
    // separators, plus any printable ASCII: flagged by the shortcut iff flagged by the full check.
    const pieces = [
      ...'pass word wd phrase code token secret key card cvv cvc iban bank account ssn social security pin PIN otp one time mnemonic credentials seed recovery verification 2fa mfa authenticator api apikey private credit number no num client app shared webhook signing access auth bearer refresh session oauth personal github slack id your sim atm 4-digit not never do without'.split(
        ' ',
      ),
      ...'P4ss p@$$ t0ken s3cr3t k3y c0de 1ban 55n p1n 0tp phr4se mn3m0nic cr3dential5'.split(' '),
      ' ',
      '_',
      '-',
      '.',
      ';',
      'A',
      'Z',
      'x',
      '0',
      '1',
      '3',
      '4',
      '5',
      '@',
      '$',
    ];
    const text = fc.oneof(
      fc.array(fc.constantFrom(...pieces), { maxLength: 8 }).map((parts) => parts.join('')),
      fc.string({ unit: fc.constantFrom(...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))) }),
    );
    fc.assert(
      fc.property(text, (t) => looksSensitive(t) === readsAsSecret(t)),
      { numRuns: 5000 },
    );
    for (const t of [...sensitive, ...ordinary].flat())
      if (t !== undefined) expect(looksSensitive(t)).toBe(readsAsSecret(t));
  });

  it('reads printable ASCII (the fast path) exactly as the full normalisation does', () => {
    // An invisible character forces the full path, which strips it again: same readings expected.
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom(
            ...'aAzZ09 _-.@$PINpin'.split(''),
            ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
          ),
        }),
        (text) => {
          expect(sensitiveReadings(text)).toEqual(sensitiveReadings(`${text}\u200B`));
        },
      ),
    );
  });
});
