import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Elicitation, type ElicitationMessages } from '../src';
import ar from '../src/locales/ar';
import de from '../src/locales/de';
import es from '../src/locales/es';
import fr from '../src/locales/fr';
import he from '../src/locales/he';
import ja from '../src/locales/ja';
import pseudo from '../src/locales/pseudo';
import ptBR from '../src/locales/pt-BR';
import ru from '../src/locales/ru';
import zhHans from '../src/locales/zh-Hans';
import { expectOneResult, form } from './helpers';

// One story per shipped catalogue: a form with three required fields, submitted empty, so the
// plural error summary, the field errors and the actions show in that language; axe checks each.
const meta = {
  title: 'Internationalisation/Catalogues',
  component: Elicitation,
  args: { onResult: fn(), serverName: 'Acme', request: form({}) },
} satisfies Meta<typeof Elicitation>;
export default meta;
type Story = StoryObj<typeof meta>;

const request = form(
  {
    name: { type: 'string', title: 'Name / Nom / 名前 / الاسم', minLength: 2 },
    nights: { type: 'integer', title: 'Nights / Nuits / 泊数 / ليالٍ', minimum: 1, maximum: 1000 },
    extras: { type: 'array', title: 'Extras', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['A', 'B', 'C'] } },
  },
  ['name', 'nights', 'extras'],
  'Book a room. / Réservez une chambre. / 部屋を予約してください。 / احجز غرفة.',
);

/** A story whose person submits the empty form and reads the summary `summary` (3 fields) in `messages`' language. */
function catalogueStory(messages: ElicitationMessages, summary: string, dir: 'ltr' | 'rtl' = 'ltr'): Story {
  return {
    name: `${messages.locale}: three fields need attention`,
    args: { messages, request },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      const root = canvasElement.querySelector('.rme-root')!;
      await expect(root).toHaveAttribute('lang', messages.locale);
      await expect(root).toHaveAttribute('dir', dir);
      await userEvent.click(canvas.getByRole('button', { name: messages.submit }));
      await expect(canvas.getByText(summary)).toHaveAttribute('role', 'status');
      await expect(canvas.getAllByText(messages.errorRequired).length).toBeGreaterThan(0);
      await userEvent.click(canvas.getByRole('button', { name: messages.decline }));
      await expectOneResult(args.onResult, { action: 'decline' });
    },
  };
}

export const German = catalogueStory(de, '3 Felder brauchen Ihre Aufmerksamkeit.');
export const French = catalogueStory(fr, '3 champs demandent votre attention.');
export const Spanish = catalogueStory(es, '3 campos requieren su atención.');
export const BrazilianPortuguese = catalogueStory(ptBR, '3 campos precisam da sua atenção.');
export const Japanese = catalogueStory(ja, '3 項目を確認してください。');
export const SimplifiedChinese = catalogueStory(zhHans, '有 3 个字段需要处理。');
export const Arabic = catalogueStory(ar, 'يحتاج 3 حقول إلى انتباهك.', 'rtl');
export const Hebrew = catalogueStory(he, '3 שדות דורשים את תשומת לבך.', 'rtl');
export const Russian = catalogueStory(ru, '3 поля требуют внимания.');

export const Pseudo: Story = {
  name: 'Pseudo-locale (en-XA): every line accented, 40 % longer, bracketed',
  args: { messages: pseudo, request },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: pseudo.submit }));
    const summary = canvasElement.querySelector('.rme-summary')!;
    await expect(summary.textContent).toMatch(/^\[3 fîéldš ñééd åttéñtîöñ\. .+\]$/);
    // Nothing sticks out of the form: no control or line wider than the form itself.
    const width = canvasElement.querySelector('.rme-root')!.getBoundingClientRect().right;
    for (const el of canvasElement.querySelectorAll('.rme-root *')) await expect(el.getBoundingClientRect().right).toBeLessThanOrEqual(width + 1);
  },
};

export const ArabicUrl: Story = {
  name: 'ar: URL mode, the address left to right inside a right-to-left card',
  args: { messages: ar, request: { mode: 'url', message: 'سجّل الدخول للمتابعة.', url: 'http://auth.example.com/login' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'فتح auth.example.com' })).toBeInTheDocument();
    await expect(canvas.getByText(/الصفحة غير مشفرة/)).toBeInTheDocument();
    await expect(canvas.getByTestId('rme-url-opens-host')).toHaveTextContent(/^auth\.example\.com$/);
    await expect(canvasElement.querySelector('.rme-root')).toHaveAttribute('dir', 'rtl');
    await expect(canvasElement.querySelector('.rme-url-text')).toHaveAttribute('dir', 'ltr');
    await userEvent.click(canvas.getByRole('button', { name: 'رفض' }));
    await expectOneResult(args.onResult, { action: 'decline' });
  },
};
