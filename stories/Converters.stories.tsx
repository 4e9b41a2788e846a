import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElicitationForm } from '../src';
import zod4 from '../fixtures/converters/zod4.json';
import zod3 from '../fixtures/converters/zod3.json';
import valibot from '../fixtures/converters/valibot.json';
import arktype from '../fixtures/converters/arktype.json';
import effect from '../fixtures/converters/effect.json';
import { choose, expectOneResult, submit } from './helpers';

// One booking model as each library's converter writes it (fixtures/converters/, the exact JSON):
// labelled anyOf, enums with no type, nullable fields, $ref, exclusive bounds, effect's echo titles.
// Each is a form with the right control per field, answered as a person would.

const meta = {
  title: 'Form mode/Schemas from zod, valibot, arktype and effect',
  component: ElicitationForm,
  args: { onResult: fn(), serverName: 'Bookings', request: zod4 },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const answer = (rating: boolean): Story['play'] => async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  // Every field on screen first (a default behind "Show n more fields" is sent only once seen).
  const more = canvas.queryByRole('button', { name: /^Show \d+ more fields?/ });
  if (more) await userEvent.click(more);
  const byLabel = (label: RegExp) => canvas.getByLabelText(label, { selector: 'input, textarea' }) as HTMLInputElement;
  await userEvent.type(byLabel(/^name/i), 'Ada Lovelace');
  await userEvent.type(byLabel(/^email/i), 'ada@example.com');
  const birthday = byLabel(/^birthday/i);
  if (birthday.type === 'date') fireEvent.change(birthday, { target: { value: '1990-05-01' } });
  else await userEvent.type(birthday, '1990-05-01');
  await userEvent.type(canvas.getByRole('spinbutton', { name: /^age/i }), '36');
  await userEvent.click(canvas.getByRole('checkbox', { name: /^agree/i }));
  await choose(canvasElement, /^plan/i, /^pro$/i);
  const extras = canvas.getByRole('group', { name: /^extras/i });
  await userEvent.click(within(extras).getByRole('checkbox', { name: /^(wi-fi|wifi)$/i }));
  await submit(canvasElement);
  // A pattern (zod's email) is checked once the pattern engine's chunk has loaded: the first story
  // of a cold page may send a moment after the click.
  await waitFor(() => expect(args.onResult).toHaveBeenCalled(), { timeout: 5000 });
  await expectOneResult(args.onResult, {
    action: 'accept',
    content: { name: 'Ada Lovelace', email: 'ada@example.com', birthday: '1990-05-01', age: 36, ...(rating && { rating: 3 }), agree: true, plan: 'pro', extras: ['wifi'] },
  });
};

export const Zod4: Story = { name: 'zod 4 (z.toJSONSchema)', args: { request: zod4 }, play: answer(true) };
export const Zod3: Story = { name: 'zod 3 + zod-to-json-schema', args: { request: zod3 }, play: answer(true) };
export const Valibot: Story = { name: 'valibot + @valibot/to-json-schema', args: { request: valibot }, play: answer(true) };
export const Arktype: Story = { name: 'arktype (toJsonSchema)', args: { request: arktype }, play: answer(true) };
export const Effect: Story = {
  name: 'effect (JSONSchema.make): echo titles read as the key',
  args: { request: effect },
  play: async (context) => {
    // "maxLength(40)" is a constraint, not a label: the field is called "Name".
    await expect(within(context.canvasElement).getByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
    await answer(false)!(context);
  },
};
