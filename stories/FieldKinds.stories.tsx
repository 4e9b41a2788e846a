import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElicitationForm } from '../src';
import { expectOneResult, form, offsetOn, submit } from './helpers';

const meta = {
  title: 'Form mode/Field kinds',
  component: ElicitationForm,
  args: { onResult: fn(), serverName: 'Demo server', request: form({}) },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { request: form({ name: { type: 'string', title: 'Full name', description: '2 to 40 characters', minLength: 2, maxLength: 40 } }, ['name']) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /Full name/ }), 'Ada Lovelace');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { name: 'Ada Lovelace' } });
  },
};

export const LongText: Story = {
  name: 'Long text (multi-line)',
  args: { request: form({ feedback: { type: 'string', title: 'Feedback', description: 'Up to 2,000 characters', maxLength: 2000 } }, ['feedback']) },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: /Feedback/ });
    await expect(box.tagName).toBe('TEXTAREA');
    // Enter adds a line; Ctrl+Enter submits, as the button does.
    await userEvent.type(box, 'Great service.{Enter}Slow delivery.');
    await userEvent.keyboard('{Control>}{Enter}{/Control}');
    await expectOneResult(args.onResult, { action: 'accept', content: { feedback: 'Great service.\nSlow delivery.' } });
  },
};

export const Email: Story = {
  args: { request: form({ email: { type: 'string', title: 'Email', format: 'email' } }, ['email']) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { email: 'ada@example.com' } });
  },
};

export const Uri: Story = {
  args: { request: form({ site: { type: 'string', title: 'Website', format: 'uri' } }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('textbox', { name: /Website/ }), 'https://example.com/a?b=c');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { site: 'https://example.com/a?b=c' } });
  },
};

export const Date: Story = {
  args: { request: form({ day: { type: 'string', title: 'Start date', format: 'date' } }, ['day']) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText(/Start date/), '2026-07-01');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { day: '2026-07-01' } });
  },
};

export const DateTime: Story = {
  args: { request: form({ at: { type: 'string', title: 'Meeting', format: 'date-time' } }, ['at']) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByLabelText(/Meeting/), '2026-01-02T10:30');
    await submit(canvasElement);
    // Sent as RFC 3339 with seconds and this browser's offset on that day.
    await expectOneResult(args.onResult, { action: 'accept', content: { at: `2026-01-02T10:30:00${offsetOn(new globalThis.Date(2026, 0, 2, 10, 30))}` } });
  },
};

export const Integer: Story = {
  args: { request: form({ seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 50 } }, ['seats']) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('spinbutton', { name: /Seats/ }), '42');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { seats: 42 } });
  },
};

export const Number: Story = {
  args: { request: form({ budget: { type: 'number', title: 'Budget', minimum: 0.5, maximum: 1000.25 } }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.type(within(canvasElement).getByRole('spinbutton', { name: /Budget/ }), '12.75');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { budget: 12.75 } });
  },
};

export const Boolean: Story = {
  args: { request: form({ news: { type: 'boolean', title: 'Send me the newsletter', description: 'Once a month' } }) },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('checkbox', { name: 'Send me the newsletter' }));
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { news: true } });
  },
};

export const RequiredBoolean: Story = {
  name: 'Required boolean, left unticked',
  args: { request: form({ agree: { type: 'boolean', title: 'I agree to the terms' } }, ['agree']) },
  play: async ({ canvasElement, args }) => {
    // Unticked is an answer: a required boolean is sent as its visible state.
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { agree: false } });
    await expect(within(canvasElement).getByText(/^Sent\./)).toHaveAttribute('role', 'status');
  },
};
