import { defaultMessages, type ElicitationMessages } from './messages.js';
import { maximized } from './intl.js';

export { textDirection } from './intl.js';

/**
 * The catalogue for the person's languages, in their order of preference: for each language the
 * catalogue of the same tag, else the same language, script and region, else the same language and
 * script (`fr-CA` takes `fr`, `zh-CN` takes `zh-Hans`, `zh-TW` does not); English when none fits
 * (English also counts as a catalogue, so `['en-GB', 'fr']` stays English).
 *
 * @example
 * ```tsx
 * import fr from 'react-mcp-elicitation/locales/fr';
 * import ar from 'react-mcp-elicitation/locales/ar';
 * <ElicitationHost messages={pickMessages(navigator.languages, [fr, ar])} />
 * ```
 */
export function pickMessages(
  languages: string | readonly string[] | undefined,
  catalogues: readonly ElicitationMessages[],
): ElicitationMessages {
  const candidates: [Intl.Locale | undefined, string, ElicitationMessages][] = [
    [maximized('en'), 'en', defaultMessages],
  ];
  for (const c of catalogues) if (c.locale) candidates.unshift([maximized(c.locale), c.locale.toLowerCase(), c]);
  for (const tag of typeof languages === 'string' ? [languages] : languages ?? []) {
    const want = maximized(tag);
    if (!want) continue;
    const exact = candidates.find(([, name]) => name === tag.toLowerCase());
    const same = (c: Intl.Locale | undefined, region: boolean) =>
      c && c.language === want.language && c.script === want.script && (!region || c.region === want.region);
    const found = exact ?? candidates.find(([c]) => same(c, true)) ?? candidates.find(([c]) => same(c, false));
    if (found) return found[2];
  }
  return defaultMessages;
}
