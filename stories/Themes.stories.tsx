import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ElicitationForm } from '../src';
import { form, submit } from './helpers';

// Each theme with the error state showing, so axe checks the contrast of every part.
const request = form(
  {
    name: { type: 'string', title: 'Project name', description: '3 to 20 characters', minLength: 3 },
    apiToken: { type: 'string', title: 'API token' },
    size: { type: 'string', title: 'Size', enum: ['S', 'M', 'L'], default: 'M' },
    tags: { type: 'array', title: 'Tags', maxItems: 1, items: { type: 'string', enum: ['alpha', 'beta'] }, default: ['alpha'] },
    public: { type: 'boolean', title: 'Public' },
  },
  ['name'],
  'Tell us about the project.',
);

const meta = {
  title: 'Themes',
  component: ElicitationForm,
  args: { onResult: fn(), serverName: 'Demo server', request },
  play: async ({ canvasElement, args }) => {
    await submit(canvasElement);
    await expect(args.onResult).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByText('1 field needs attention.')).toBeInTheDocument();
  },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { parameters: { theme: 'light' } };
export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async (context) => {
    await meta.play(context);
    const root = context.canvasElement.querySelector('.rme-root')!;
    await expect(getComputedStyle(root).getPropertyValue('--rme-bg').trim()).toBe('#17191c');
  },
};
export const HighContrast: Story = {
  parameters: { theme: 'high-contrast' },
  play: async (context) => {
    await meta.play(context);
    const input = within(context.canvasElement).getByRole('textbox', { name: /Project name/ });
    await expect(getComputedStyle(input).borderTopWidth).toBe('2px');
  },
};
