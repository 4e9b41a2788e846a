/**
 * The pseudo-locale (en-XA) messages, one default export (an `ElicitationMessages` catalogue).
 *
 * @module react-mcp-elicitation/locales/pseudo
 */
import { closing, defaultMessages, type ElicitationMessages, type MessageKey } from '../core/messages.js';

// Pseudo-locale (en-XA): the English catalogue with accented letters, every string about 40 % longer
// and bracketed, so a layout test sees where text is clipped, overlaps or was never translated.
// Placeholders, plural selectors and `#` stay as they are; only the words change.
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'aeiouycnsACEINOSUYZ'].map((c, i) => [c, [...'åéîöûýçñšÅÇÉÎÑÖŠÛÝŽ'][i]!]),
);
const FILLER = ['ĺöŕéɱ', 'îƥšûɱ', 'ðöĺöŕ', 'šîţ', 'åɱéţ', 'çöñšéç'];

/** The words of a template accented and lengthened; its `{…}` parts kept, plural branches' words changed likewise. */
function pseudo(template: string, top = true): string {
  let out = '';
  for (let i = 0; i < template.length; i++) {
    const c = template[i]!;
    if (c !== '{') {
      out += ACCENTED[c] ?? c;
      continue;
    }
    const close = closing(template, i);
    const end = close < 0 ? template.length - 1 : close;
    const inner = template.slice(i + 1, end);
    const plural = /^(\s*\w+\s*,\s*plural\s*,)([\s\S]*)$/.exec(inner);
    out += plural
      ? `{${plural[1]}${plural[2]!.replace(
          /(\{)([^{}]*(?:\{[^{}]*\}[^{}]*)*)(\})/g,
          (_, open: string, body: string, close: string) => open + pseudo(body, false) + close,
        )}}`
      : `{${inner}}`;
    i = end;
  }
  if (!top || !/\p{L}/u.test(template)) return out;
  let pad = '';
  for (let k = 0; pad.length < Math.ceil(template.length * 0.4); k++) pad += ` ${FILLER[k % FILLER.length]}`;
  return `[${out}${pad}]`;
}

/**
 * A pseudo-locale for testing a host's layout: every line of the English catalogue accented
 * ("Šûƀɱîţ"), about 40 % longer and in brackets, so clipped, overlapping or untranslated text
 * shows. Not for people: `locale` is `en-XA`, the pseudo-locale tag browsers use.
 *
 * @example
 * ```tsx
 * import pseudo from 'react-mcp-elicitation/locales/pseudo';
 * <ElicitationHost messages={pseudo} />
 * ```
 */
const messages: ElicitationMessages = { locale: 'en-XA', ...defaultMessages };
for (const key of Object.keys(defaultMessages) as MessageKey[]) messages[key] = pseudo(defaultMessages[key]);
export default messages;
