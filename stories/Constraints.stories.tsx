import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElicitationForm } from '../src';
import primitives from '../fixtures/form-primitives.json';
import { expectOneResult, form, submit } from './helpers';

const meta = {
  title: 'Form mode/Constraints, defaults and errors',
  component: ElicitationForm,
  args: { onResult: fn(), serverName: 'Demo server', request: form({}) },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  name: 'Defaults are sent untouched',
  args: {
    request: form({
      seats: { type: 'integer', title: 'Seats', default: 5 },
      plan: { type: 'string', title: 'Plan', enum: ['free', 'pro'], default: 'pro' },
      public: { type: 'boolean', title: 'Public', default: false },
      tags: { type: 'array', title: 'Tags', items: { type: 'string', enum: ['a', 'b'] }, default: ['b'] },
      note: { type: 'string', title: 'Note', default: 'hello' },
    }),
  },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { seats: 5, plan: 'pro', public: false, tags: ['b'], note: 'hello' } });
  },
};

export const RequiredAndOptional: Story = {
  name: 'Required vs optional: optional fields left empty are omitted',
  args: { request: form({ name: { type: 'string', title: 'Name' }, nickname: { type: 'string', title: 'Nickname' } }, ['name']) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Name/ })).toBeRequired(); // native required: exposed as required to assistive tech
    await expect(canvas.getByRole('textbox', { name: /Nickname/ })).not.toBeRequired();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Ada');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { name: 'Ada' } });
  },
};

export const ErrorState: Story = {
  name: 'Error state after a failed submit',
  args: { request: primitives },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await submit(canvasElement);
    await expect(args.onResult).not.toHaveBeenCalled();
    // Focus on the first invalid field; the error is tied to it; a live region counts errors.
    const name = canvas.getByRole('textbox', { name: /Project name/ });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/This field is required/);
    await expect(canvas.getByText(/fields need attention/)).toBeInTheDocument();
  },
};

export const StringLength: Story = {
  args: { request: form({ code: { type: 'string', title: 'Code', minLength: 4, maxLength: 6 } }, ['code']) },
  play: async ({ canvasElement, args }) => {
    const code = within(canvasElement).getByRole('textbox', { name: /Code/ });
    await userEvent.type(code, 'abc');
    await submit(canvasElement);
    await expect(code).toHaveAccessibleDescription(/at least 4 characters/);
    await userEvent.type(code, 'd');
    await expect(code).not.toHaveAttribute('aria-invalid');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { code: 'abcd' } });
  },
};

export const NumberRange: Story = {
  args: { request: form({ pct: { type: 'number', title: 'Percent', minimum: 0, maximum: 100 } }, ['pct']) },
  play: async ({ canvasElement, args }) => {
    const pct = within(canvasElement).getByRole('spinbutton', { name: /Percent/ });
    await userEvent.type(pct, '150');
    await submit(canvasElement);
    await expect(pct).toHaveAccessibleDescription(/100 or less/);
    await userEvent.clear(pct);
    await userEvent.type(pct, '99.5');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { pct: 99.5 } });
  },
};

export const ItemCount: Story = {
  name: 'minItems and maxItems',
  args: { request: form({ picks: { type: 'array', title: 'Pick two', minItems: 2, maxItems: 2, items: { type: 'string', enum: ['a', 'b', 'c'] } } }) },
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('group', { name: /Pick two/ }));
    await userEvent.click(group.getByRole('checkbox', { name: 'c' }));
    await submit(canvasElement);
    await expect(within(canvasElement).getByText('Choose at least 2.', { selector: '.rme-error' })).toBeInTheDocument();
    await userEvent.click(group.getByRole('checkbox', { name: 'a' }));
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { picks: ['a', 'c'] } });
  },
};

export const InvalidFormats: Story = {
  args: { request: form({ email: { type: 'string', title: 'Email', format: 'email' }, site: { type: 'string', title: 'Site', format: 'uri' } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.type(canvas.getByRole('textbox', { name: /Site/ }), 'example.com');
    await submit(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(/email address/);
    await expect(canvas.getByRole('textbox', { name: /Site/ })).toHaveAccessibleDescription(/full web address/);
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expectOneResult(args.onResult, { action: 'decline' });
  },
};

export const ContradictoryLimits: Story = {
  name: 'Limits that contradict each other',
  args: { request: form({ n: { type: 'integer', title: 'Impossible number', minimum: 10, maximum: 1 } }) },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(/contradict each other/)).toBeInTheDocument();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expectOneResult(args.onResult, { action: 'cancel' });
  },
};
