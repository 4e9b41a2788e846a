import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Elicitation } from '../src';
import { hostileRequest, hostileStrings } from '../fixtures/hostile';
import { expectOneResult, form } from './helpers';

// Untrusted requests: what a person sees when a server sends something risky or broken.
const meta = {
  title: 'Safety/Untrusted requests',
  component: Elicitation,
  args: { onResult: fn(), serverName: 'Unknown server', request: form({}) },
} satisfies Meta<typeof Elicitation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SensitiveData: Story = {
  name: 'Asks for a secret',
  args: { request: form({ apiKey: { type: 'string', title: 'API key' } }, ['apiKey'], 'Paste your API key so I can continue.') },
  play: async ({ canvasElement, args }) => {
    const key = within(canvasElement).getByRole('textbox', { name: /API key/ });
    await expect(key).toHaveAccessibleDescription(/password, key, token or payment/);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Decline' }));
    await expectOneResult(args.onResult, { action: 'decline' });
  },
};

export const HostileText: Story = {
  name: 'Markup, bidi tricks and 100 kB strings',
  args: { request: hostileRequest },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script, img, a, iframe')).toBeNull();
    await expect(within(canvasElement).getByRole('textbox', { name: hostileStrings.markup })).toBeInTheDocument();
    await expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
  },
};

const malformed: [string, unknown][] = [
  ['Not an object', 'just a string'],
  ['No message', { requestedSchema: { type: 'object', properties: {} } }],
  ['No schema', { message: 'Hello' }],
  ['Nested object', form({ address: { type: 'object', properties: { street: { type: 'string' } } } })],
  ['Empty enum', form({ colour: { type: 'string', title: 'Colour', enum: [] } })],
  ['Unsupported type', form({ when: { type: 'date', title: 'When' } })],
  ['List of numbers', form({ scores: { type: 'array', items: { type: 'number' } } })],
  ['Invalid keyword', form({ n: { type: 'number', minimum: 'ten' } })],
  ['Too large', form(Object.fromEntries(Array.from({ length: 2001 }, (_, i) => [`f${i}`, { type: 'string' }])))],
];

function malformedStory(request: unknown): Story {
  return {
    args: { request },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('alert')).toHaveTextContent('This request cannot be shown');
      await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
      await expectOneResult(args.onResult, { action: 'decline' });
    },
  };
}

export const NotAnObject: Story = { name: malformed[0]![0], ...malformedStory(malformed[0]![1]) };
export const NoMessage: Story = { name: malformed[1]![0], ...malformedStory(malformed[1]![1]) };
export const NoSchema: Story = { name: malformed[2]![0], ...malformedStory(malformed[2]![1]) };
export const NestedObject: Story = { name: malformed[3]![0], ...malformedStory(malformed[3]![1]) };
export const EmptyEnum: Story = { name: malformed[4]![0], ...malformedStory(malformed[4]![1]) };
export const UnsupportedType: Story = { name: malformed[5]![0], ...malformedStory(malformed[5]![1]) };
export const ListOfNumbers: Story = { name: malformed[6]![0], ...malformedStory(malformed[6]![1]) };
export const InvalidKeyword: Story = { name: malformed[7]![0], ...malformedStory(malformed[7]![1]) };
export const TooLarge: Story = { name: malformed[8]![0], ...malformedStory(malformed[8]![1]) };

export const UnknownMode: Story = {
  name: 'Unknown mode',
  args: { request: { mode: 'telepathy', message: 'Think of a number' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('telepathy');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expectOneResult(args.onResult, { action: 'cancel' });
  },
};
