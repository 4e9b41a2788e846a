import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElicitationForm } from '../src';
import { choose, expectOneResult, form, submit } from './helpers';

const meta = {
  title: 'Form mode/Enum shapes',
  component: ElicitationForm,
  args: { onResult: fn(), serverName: 'Demo server', request: form({}) },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UntitledSingleSelect: Story = {
  args: { request: form({ size: { type: 'string', title: 'Size', enum: ['small', 'medium', 'large'] } }, ['size']) },
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, /Size/, 'large');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { size: 'large' } });
  },
};

export const TitledSingleSelect: Story = {
  args: {
    request: form({
      colour: { type: 'string', title: 'Colour', oneOf: [{ const: '#FF0000', title: 'Red' }, { const: '#00FF00', title: 'Green' }], default: '#FF0000' },
    }),
  },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Colour/ })).toHaveTextContent('Red');
    await choose(canvasElement, /Colour/, 'Green');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { colour: '#00FF00' } });
  },
};

export const LegacyEnumNames: Story = {
  name: 'Legacy enum with enumNames',
  args: { request: form({ plan: { type: 'string', title: 'Plan', enum: ['f', 'p'], enumNames: ['Free', 'Pro'] } }) },
  play: async ({ canvasElement, args }) => {
    await choose(canvasElement, /Plan/, 'Pro');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { plan: 'p' } });
  },
};

export const UntitledMultiSelect: Story = {
  args: {
    request: form({ tags: { type: 'array', title: 'Tags', minItems: 1, maxItems: 2, items: { type: 'string', enum: ['red', 'green', 'blue'] } } }, ['tags']),
  },
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('group', { name: /Tags/ }));
    await userEvent.click(group.getByRole('checkbox', { name: 'blue' }));
    await userEvent.click(group.getByRole('checkbox', { name: 'red' }));
    // At the maximum the rest are disabled.
    await expect(group.getByRole('checkbox', { name: 'green' })).toBeDisabled();
    await submit(canvasElement);
    // Sent in option order, not click order.
    await expectOneResult(args.onResult, { action: 'accept', content: { tags: ['red', 'blue'] } });
  },
};

export const TitledMultiSelect: Story = {
  args: {
    request: form({
      langs: {
        type: 'array',
        title: 'Languages',
        items: { anyOf: [{ const: 'ts', title: 'TypeScript' }, { const: 'rs', title: 'Rust' }, { const: 'go', title: 'Go' }] },
        default: ['rs'],
      },
    }),
  },
  play: async ({ canvasElement, args }) => {
    const group = within(within(canvasElement).getByRole('group', { name: /Languages/ }));
    await expect(group.getByRole('checkbox', { name: 'Rust' })).toBeChecked();
    await userEvent.click(group.getByRole('checkbox', { name: 'TypeScript' }));
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { langs: ['ts', 'rs'] } });
  },
};

export const LongOptionList: Story = {
  name: 'Long option list (native select above 500 options)',
  args: { request: form({ city: { type: 'string', title: 'City', enum: Array.from({ length: 600 }, (_, i) => `City ${i + 1}`) } }, ['city']) },
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: /City/ });
    await expect(select.tagName).toBe('SELECT');
    await userEvent.selectOptions(select, 'City 600');
    await submit(canvasElement);
    await expectOneResult(args.onResult, { action: 'accept', content: { city: 'City 600' } });
  },
};
