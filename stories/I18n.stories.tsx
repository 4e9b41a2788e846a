import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Elicitation } from '../src';
import de from '../src/locales/de';
import { expectOneResult, form } from './helpers';

const meta = {
  title: 'Internationalisation/German',
  component: Elicitation,
  args: { onResult: fn(), serverName: 'Buchungsserver', messages: de, locale: 'de', request: form({}) },
} satisfies Meta<typeof Elicitation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Form: Story = {
  name: 'Form in German, numbers in German format',
  args: {
    request: form(
      {
        betrag: { type: 'number', title: 'Betrag (EUR)', minimum: 0, maximum: 1500.5 },
        zimmer: { type: 'string', title: 'Zimmer', enum: ['Einzel', 'Doppel'] },
        extras: { type: 'array', title: 'Extras', maxItems: 2, items: { type: 'string', enum: ['Frühstück', 'Parkplatz', 'Sauna'] } },
      },
      ['betrag'],
      'Bitte buchen Sie Ihr Zimmer.',
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Buchungsserver fragt')).toBeInTheDocument();
    await expect(canvas.getByText('0 von 2 ausgewählt')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Senden' }));
    await expect(canvas.getByText('1 Feld braucht Ihre Aufmerksamkeit.')).toBeInTheDocument();
    const betrag = canvas.getByRole('spinbutton', { name: /Betrag/ });
    await userEvent.type(betrag, '2000');
    await expect(betrag).toHaveAccessibleDescription('Geben Sie 1.500,5 oder weniger ein.');
    await userEvent.clear(betrag);
    await userEvent.type(betrag, '1234.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Senden' }));
    // What the person reads is German; what the server receives is protocol JSON.
    await expectOneResult(args.onResult, { action: 'accept', content: { betrag: 1234.5 } });
    await expect(canvas.getByText('Gesendet. Betrag (EUR): 1.234,5')).toHaveAttribute('role', 'status');
  },
};

export const UrlMode: Story = {
  name: 'URL mode in German',
  args: { request: { mode: 'url', message: 'Bitte melden Sie sich an.', url: 'http://anmeldung.example.de/start' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/nicht verschlüsselt/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Ablehnen' }));
    await expectOneResult(args.onResult, { action: 'decline' });
  },
};
