import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElicitationForm } from '../src';
import { makeSchema } from '../bench/schemas';
import { expectOneResult, form, submit } from './helpers';

const meta = {
  title: 'Form mode/Layout',
  component: ElicitationForm,
  args: { onResult: fn(), serverName: 'Demo server', request: form({}) },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const longWord = 'Donaudampfschifffahrtsgesellschaftskapitänsmützenabzeichen'.repeat(4);

export const LongTexts: Story = {
  args: {
    request: form(
      {
        answer: { type: 'string', title: `A very long title that goes on and on: ${longWord}`, description: `${'A long description. '.repeat(30)}${longWord}` },
        choice: { type: 'string', title: 'Choice', oneOf: [{ const: 'a', title: `An option with a long label ${longWord}` }, { const: 'b', title: 'Short' }] },
      },
      [],
      `${'The server explains at length why it needs this. '.repeat(12)}${longWord}`,
    ),
  },
  play: async ({ canvasElement }) => {
    // Long words wrap: nothing is wider than the component.
    const root = canvasElement.querySelector<HTMLElement>('.rme-root')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const RightToLeft: Story = {
  name: 'Right-to-left text',
  args: {
    request: form(
      { name: { type: 'string', title: 'الاسم الكامل', description: 'اكتب اسمك كما في جواز السفر' }, city: { type: 'string', title: 'المدينة', enum: ['القاهرة', 'دبي'] } },
      ['name'],
      'يرجى تعبئة النموذج',
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Labels take their direction from their own text.
    await expect(canvas.getByText('الاسم الكامل')).toHaveAttribute('dir', 'auto');
    await userEvent.type(canvas.getByRole('textbox', { name: /الاسم الكامل/ }), 'سارة');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { name: 'سارة' } });
  },
};

export const Narrow320: Story = {
  name: '320 px wide',
  decorators: [(Story) => <div className="story-narrow">{Story()}</div>],
  args: {
    request: form(
      {
        email: { type: 'string', title: 'Email address for the confirmation', format: 'email' },
        plan: { type: 'string', title: 'Plan', oneOf: [{ const: 'f', title: 'Free' }, { const: 'p', title: 'Professional (annual billing)' }] },
        extras: { type: 'array', title: 'Extras', items: { type: 'string', enum: ['Priority support', 'Single sign-on', 'Audit log'] } },
      },
      ['email'],
    ),
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('.rme-root')!;
    await expect(root.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // Buttons stay at least 24 px in both directions.
    for (const b of within(canvasElement).getAllByRole('button')) {
      const r = b.getBoundingClientRect();
      await expect(Math.min(r.width, r.height)).toBeGreaterThanOrEqual(24);
    }
  },
};

export const HundredFields: Story = {
  name: '100 fields',
  args: { request: { message: 'A long form of every kind of field.', requestedSchema: makeSchema(100) } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(args.onResult).not.toHaveBeenCalled();
    await expect(canvas.getByText(/fields need attention/)).toBeInTheDocument();
    // Focus went to the first invalid field, at the top.
    await expect(canvas.getByRole('textbox', { name: /Field 0 \(text\)/ })).toHaveFocus();
  },
};
