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
    await expect(getComputedStyle(root).backgroundColor).toBe('rgb(23, 25, 28)');
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

/**
 * A host that themes from `:root` and centres its app (the Vite template's `#root { text-align:
 * center }`): its variables win in every theme, and its text styles do not leak into ours.
 */
function hostTheme(theme: 'light' | 'dark') {
  const bg = theme === 'light' ? 'rgb(250, 245, 230)' : 'rgb(10, 20, 40)';
  return async (context: Parameters<NonNullable<typeof meta.play>>[0]) => {
    const style = document.createElement('style');
    style.textContent =
      `:root { --rme-radius: 0px; --rme-accent: rgb(200, 30, 90); --rme-accent-fg: #ffffff; --rme-bg: ${bg}; }` +
      '.host-app { text-align: center; line-height: 3; letter-spacing: 4px; text-transform: uppercase; }';
    document.head.append(style);
    try {
      const canvas = within(context.canvasElement);
      const input = canvas.getByRole('textbox', { name: /Project name/ });
      const submit = canvas.getByRole('button', { name: 'Submit' });
      const root = context.canvasElement.querySelector('.rme-root')!;
      await expect(root.closest('.host-app')).not.toBeNull();
      await expect(getComputedStyle(input).borderTopLeftRadius).toBe('0px');
      await expect(getComputedStyle(submit).backgroundColor).toBe('rgb(200, 30, 90)');
      await expect(getComputedStyle(root).backgroundColor).toBe(bg);
      await expect(root.closest('[data-theme]')?.getAttribute('data-theme') ?? 'light').toBe(theme);
      for (const el of context.canvasElement.querySelectorAll('.rme-label, .rme-hint, .rme-description, legend, .rme-message')) {
        const cs = getComputedStyle(el);
        await expect([cs.textAlign, cs.letterSpacing, cs.textTransform]).toEqual(['start', 'normal', 'none']);
      }
    } finally {
      style.remove();
    }
  };
}
export const HostThemeLight: Story = {
  parameters: { theme: 'light' },
  decorators: [(Story) => <div className="host-app">{Story()}</div>],
  play: hostTheme('light'),
};
export const HostThemeDark: Story = {
  parameters: { theme: 'dark' },
  decorators: [(Story) => <div className="host-app">{Story()}</div>],
  play: hostTheme('dark'),
};
