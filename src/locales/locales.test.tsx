import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pickMessages } from '../core/locale.js';
import { defaultMessages, formatMessage, type ElicitationMessages, type MessageKey } from '../core/messages.js';
import { ElicitationForm } from '../index.js';
import { UrlElicitation } from '../react/UrlElicitation.js';
import ar from './ar.js';
import de from './de.js';
import es from './es.js';
import fr from './fr.js';
import he from './he.js';
import ja from './ja.js';
import ptBR from './pt-BR.js';
import ru from './ru.js';
import zhHans from './zh-Hans.js';

const catalogues = { de, fr, es, 'pt-BR': ptBR, ja, 'zh-Hans': zhHans, ar, he, ru } as Record<
  string,
  ElicitationMessages
>;
const keys = Object.keys(defaultMessages) as MessageKey[];

/** Every `{name}` a template uses, and every plural in it with its selectors (read independently of formatMessage). */
function structure(template: string) {
  const params = new Set<string>();
  const plurals: { param: string; selectors: string[] }[] = [];
  const walk = (text: string, selectorBefore: boolean) => {
    for (let i = 0; i < text.length; i++) {
      if (text[i] !== '{') continue;
      let depth = 0;
      let end = i;
      for (; end < text.length; end++)
        if (text[end] === '{') depth++;
        else if (text[end] === '}' && --depth === 0) break;
      const inner = text.slice(i + 1, end);
      const before = text.slice(0, i);
      const isBranch = selectorBefore && /(?:^|[\s}])(?:zero|one|two|few|many|other|=\d+)\s*$/.test(before);
      if (isBranch) walk(inner, false);
      else {
        const plural = /^(\w+),\s*plural,([\s\S]*)$/.exec(inner);
        if (plural) {
          params.add(plural[1]!);
          plurals.push({
            param: plural[1]!,
            selectors: [...plural[2]!.matchAll(/(?:^|})\s*(zero|one|two|few|many|other|=\d+)\s*\{/g)].map((m) => m[1]!),
          });
          walk(plural[2]!, true);
        } else params.add(inner);
      }
      i = end;
    }
  };
  walk(template, false);
  return { params: [...params].sort(), plurals };
}

/** A number the locale's plural rules put in `category`: integers first (counts are whole), then decimals. */
function sampleOf(locale: string, category: string): number {
  const rules = new Intl.PluralRules(locale);
  for (const n of [...Array.from({ length: 200 }, (_, i) => i), 1_000_000, 2_000_000, 1.5, 0.5, 2.5, 10.1])
    if (rules.select(n) === category) return n;
  throw new Error(`no sample for ${locale} ${category}`);
}

describe.each(Object.entries(catalogues))('catalogue %s', (tag, messages) => {
  it('names its locale, has exactly the English keys, every string non-empty, the same {parameters}', () => {
    expect(messages.locale).toBe(tag);
    expect(
      Object.keys(messages)
        .filter((k) => k !== 'locale')
        .sort(),
    ).toEqual([...keys].sort());
    for (const key of keys) {
      expect(messages[key].trim(), key).not.toBe('');
      expect(structure(messages[key]).params, key).toEqual(structure(defaultMessages[key]).params);
    }
  });

  const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
  it(`words every count in each of the language's plural categories (${categories.join(', ')})`, () => {
    for (const key of keys) {
      const counted = structure(defaultMessages[key]).plurals.map((p) => p.param);
      const plurals = structure(messages[key]).plurals;
      // What English counts, the translation counts too.
      for (const param of counted)
        expect(
          plurals.map((p) => p.param),
          `${key} counts {${param}}`,
        ).toContain(param);
      for (const { param, selectors } of plurals) {
        for (const category of categories) {
          expect(selectors, `${key}: {${param}} has a "${category}" branch`).toContain(category);
          const n = sampleOf(tag, category);
          const text = formatMessage(
            messages[key],
            { [param]: n, count: 3, filled: 2, max: 10, server: 'Acme', host: 'a.example', property: 'p', index: 1 },
            tag,
          );
          expect(text, `${key} at ${n}`).not.toMatch(/[{}#]/);
        }
      }
    }
  });
});

describe('plural rules as a person reads them', () => {
  const tooMany = (n: number) => ({
    message: 'x',
    requestedSchema: {
      type: 'object',
      properties: Object.fromEntries(
        Array.from({ length: n }, (_, i) => [`f${i}`, { type: 'string', title: `F${i}` }]),
      ),
      required: Array.from({ length: n }, (_, i) => `f${i}`),
    },
  });

  it.each([
    ['ar', 1, 'يحتاج حقل واحد إلى انتباهك.'],
    ['ar', 2, 'يحتاج حقلان إلى انتباهك.'],
    ['ar', 3, 'يحتاج 3 حقول إلى انتباهك.'],
    ['ar', 11, 'يحتاج 11 حقلًا إلى انتباهك.'],
    ['ru', 1, '1 поле требует внимания.'],
    ['ru', 3, '3 поля требуют внимания.'],
    ['ru', 5, '5 полей требуют внимания.'],
    ['ru', 21, '21 поле требует внимания.'],
    ['he', 2, 'שני שדות דורשים את תשומת לבך.'],
    ['fr', 1, '1 champ demande votre attention.'],
    ['ja', 2, '2 項目を確認してください。'],
  ])('%s: %i missing fields read “%s”', async (tag, n, expected) => {
    const messages = catalogues[tag]!;
    const user = userEvent.setup();
    render(<ElicitationForm request={tooMany(n)} onResult={() => {}} messages={messages} />);
    await user.click(screen.getByRole('button', { name: messages.submit }));
    expect(screen.getByText(expected)).toHaveAttribute('role', 'status');
  });

  it('a right-to-left catalogue sets lang and dir on the form; the locale prop wins over the catalogue', () => {
    const { container, rerender } = render(<ElicitationForm request={tooMany(1)} onResult={() => {}} messages={ar} />);
    expect(container.querySelector('.rme-root')).toHaveAttribute('lang', 'ar');
    expect(container.querySelector('.rme-root')).toHaveAttribute('dir', 'rtl');
    rerender(<ElicitationForm request={tooMany(1)} onResult={() => {}} messages={ar} locale="ar-EG" />);
    expect(container.querySelector('.rme-root')).toHaveAttribute('lang', 'ar-EG');
    rerender(<ElicitationForm request={tooMany(1)} onResult={() => {}} />);
    expect(container.querySelector('.rme-root')).not.toHaveAttribute('lang');
    expect(container.querySelector('.rme-root')).not.toHaveAttribute('dir');
  });

  it('a locale that is not a BCP 47 tag (a host’s typo) words and numbers with the browser’s rules, no crash', async () => {
    const user = userEvent.setup();
    const { container } = render(<ElicitationForm request={tooMany(2)} onResult={() => {}} locale="en_US!!" />);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('2 fields need attention.')).toHaveAttribute('role', 'status');
    expect(container.querySelector('.rme-root')).not.toHaveAttribute('dir');
  });

  it('a host overrides one line of a catalogue and keeps the rest', () => {
    render(<ElicitationForm request={tooMany(1)} onResult={() => {}} messages={{ ...fr, submit: 'Valider' }} />);
    expect(screen.getByRole('button', { name: 'Valider' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
  });
});

describe('URL warnings name scripts and list reasons in the catalogue’s language', () => {
  it.each([
    ['ru', /смешивает алфавиты \(латиница и кириллица\)/],
    ['ja', /複数の文字体系（ラテン文字、キリル文字）/],
    ['de', /mischt Schriften \(Lateinisch und Kyrillisch\)/],
  ])('%s', (tag, expected) => {
    render(
      <UrlElicitation
        request={{ mode: 'url', message: 'm', url: 'https://xn--pypal-4ve.com/login' }}
        onResult={() => {}}
        messages={catalogues[tag]}
      />,
    );
    expect(screen.getByText(expected)).toBeInTheDocument();
  });
});

describe('pickMessages: the fallback chain', () => {
  const all = Object.values(catalogues);
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR-ca', 'fr'],
    ['pt-BR', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['pt-PT', 'pt-BR'],
    ['zh-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['zh-Hans-SG', 'zh-Hans'],
    ['ar-EG', 'ar'],
    ['he-IL', 'he'],
    ['iw', 'he'],
    ['es-419', 'es'],
    ['ja-JP', 'ja'],
    ['de-AT', 'de'],
  ])('%s → %s', (asked, got) => expect(pickMessages(asked, all).locale).toBe(got));

  it.each([['zh-TW'], ['zh-Hant'], ['sw'], ['sr-Latn'], ['not a tag'], ['']])('%s → English', (asked) =>
    expect(pickMessages(asked, all)).toBe(defaultMessages),
  );

  it('takes the person’s languages in order, English counting as a catalogue', () => {
    expect(pickMessages(['sw', 'ru-RU', 'fr'], all)).toBe(ru);
    expect(pickMessages(['en-GB', 'fr'], all)).toBe(defaultMessages);
    expect(pickMessages(['zh-TW', 'ja'], all)).toBe(ja);
    expect(pickMessages(undefined, all)).toBe(defaultMessages);
    expect(pickMessages(['fr-CA'], [])).toBe(defaultMessages);
  });
});

describe('German, through the components', () => {
  it('shows every form string in German; numbers in the person’s locale; content stays protocol-exact', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const request = {
      message: 'Wie viel?',
      requestedSchema: {
        type: 'object',
        properties: { amount: { type: 'number', title: 'Betrag', maximum: 1000.5 } },
        required: ['amount'],
      },
    };
    const { container } = render(
      <ElicitationForm request={request} onResult={onResult} messages={de} serverName="Testserver" />,
    );
    expect(container.querySelector('.rme-root')).toHaveAttribute('lang', 'de');
    expect(screen.getByText('Testserver fragt')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(screen.getByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
    expect(screen.getByText('1 Feld braucht Ihre Aufmerksamkeit.')).toHaveAttribute('role', 'status');
    await user.type(screen.getByRole('spinbutton', { name: /Betrag/ }), '2000');
    expect(screen.getByText('Geben Sie 1.000,5 oder weniger ein.')).toBeInTheDocument();
    await user.clear(screen.getByRole('spinbutton', { name: /Betrag/ }));
    await user.type(screen.getByRole('spinbutton', { name: /Betrag/ }), '999.25');
    await user.click(screen.getByRole('button', { name: 'Senden' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { amount: 999.25 } });
    expect(screen.getByText(/^Gesendet\./)).toHaveAttribute('role', 'status');
  });

  it('URL mode in German', () => {
    render(
      <UrlElicitation
        request={{ mode: 'url', message: 'Anmelden', url: 'http://example.com/a' }}
        onResult={() => {}}
        messages={de}
        serverName="S"
      />,
    );
    expect(screen.getByRole('button', { name: /example\.com öffnen/ })).toBeInTheDocument();
    expect(screen.getByText(/nicht verschlüsselt/)).toBeInTheDocument();
  });
});
