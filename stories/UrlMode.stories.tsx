import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UrlElicitation } from '../src';
import { expectOneResult } from './helpers';

const meta = {
  title: 'URL mode',
  component: UrlElicitation,
  args: { onResult: fn(), onOpen: fn(), onDone: fn(), serverName: 'Payments server', request: {} },
} satisfies Meta<typeof UrlElicitation>;
export default meta;
type Story = StoryObj<typeof meta>;

const url = (address: string, message = 'Please confirm on the provider’s page.') => ({ mode: 'url', message, url: address, elicitationId: 'e-1' });

export const Ordinary: Story = {
  name: 'Ordinary: consent opens the exact URL',
  args: { request: url('https://accounts.example.com/oauth/authorize?client=abc&state=xyz') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(args.onOpen).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('link')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Open accounts.example.com' }));
    await expect(args.onOpen).toHaveBeenCalledWith('https://accounts.example.com/oauth/authorize?client=abc&state=xyz');
    await expectOneResult(args.onResult, { action: 'accept' });
    await expect(canvas.getByText(/was opened in a new tab/)).toBeInTheDocument();
  },
};

export const CopyLink: Story = {
  name: 'Copy link: the exact URL, nothing answered',
  args: { request: url('https://accounts.example.com/device?code=WDJB-MJHT'), onCopy: fn(() => Promise.resolve()) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.onCopy).toHaveBeenCalledWith('https://accounts.example.com/device?code=WDJB-MJHT');
    await expect(await canvas.findByText('Link copied.')).toBeInTheDocument();
    await expect(args.onResult).not.toHaveBeenCalled();
    await expect(args.onOpen).not.toHaveBeenCalled();
  },
};

export const Waiting: Story = {
  name: 'Waiting, then Done',
  args: { request: url('https://pay.example.org/checkout/42') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open pay.example.org' }));
    await userEvent.click(canvas.getByRole('button', { name: /again/ }));
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Done' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expectOneResult(args.onResult, { action: 'accept' });
  },
};

export const Confirming: Story = {
  name: 'Done early: waiting for the server to confirm',
  args: { request: url('https://pay.example.org/checkout/42'), status: 'confirming' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open pay.example.org' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Waiting for Payments server to confirm that this step is finished.');
    await userEvent.click(canvas.getByRole('button', { name: 'Open pay.example.org again' }));
    await expect(args.onOpen).toHaveBeenCalledTimes(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop waiting' }));
    await expect(args.onDone).toHaveBeenCalledTimes(1);
    await expectOneResult(args.onResult, { action: 'accept' });
  },
};

export const Complete: Story = {
  name: 'Complete (server notified)',
  args: { request: url('https://pay.example.org/checkout/42'), status: 'complete' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open pay.example.org' }));
    await expect(canvas.getByText(/this step is complete/)).toBeInTheDocument();
    await expectOneResult(args.onResult, { action: 'accept' });
  },
};

const retryUrl = (address: string) => ({ mode: 'url', message: 'Sign in to connect your account.', url: address });

export const ByRetry: Story = {
  name: '2026-07-28: continue when finished (the call is retried)',
  args: { request: retryUrl('https://accounts.example.com/connect'), completion: 'retry' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open accounts.example.com' }));
    await expect(args.onOpen).toHaveBeenCalledWith('https://accounts.example.com/connect');
    await expect(args.onResult).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('Finish there, then continue here.');
    await userEvent.click(canvas.getByRole('button', { name: 'I’ve finished — continue' }));
    await expectOneResult(args.onResult, { action: 'accept' });
  },
};

export const NotFinished: Story = {
  name: '2026-07-28: asked again, the step is not finished yet',
  args: { request: retryUrl('https://accounts.example.com/connect'), completion: 'retry', notFinished: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Payments server says this step is not finished yet.');
    await expect(args.onOpen).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expectOneResult(args.onResult, { action: 'cancel' });
  },
};

function warned(address: string, text: RegExp): Story {
  return {
    args: { request: url(address) },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByText(/Check this address before you open it/)).toBeInTheDocument();
      await expect(canvasElement).toHaveTextContent(text);
      await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
      await expectOneResult(args.onResult, { action: 'decline' });
      await expect(args.onOpen).not.toHaveBeenCalled();
    },
  };
}

export const WarnHttp: Story = { name: 'Warning: not encrypted', ...warned('http://shop.example.com/pay', /not encrypted/) };
export const WarnHttpLocal: Story = { name: 'Warning: local and not encrypted', ...warned('http://localhost:8080/callback', /on this computer/) };
export const WarnPunycode: Story = { name: 'Warning: punycode host', ...warned('https://xn--pple-43d.com/login', /international characters/) };
export const WarnMixedScript: Story = { name: 'Warning: mixed scripts', ...warned('https://pаypal.com/login', /mixes alphabets|international characters/) };
export const WarnCredentials: Story = { name: 'Warning: credentials before @', ...warned('https://accounts.google.com@evil.example/login', /before “@”/) };
export const WarnIpHost: Story = { name: 'Warning: bare IP address', ...warned('https://192.0.2.10/login', /bare IP number/) };
export const WarnPort: Story = { name: 'Warning: unusual port', ...warned('https://example.com:8443/login', /unusual port/) };
export const WarnBidi: Story = { name: 'Warning: bidi controls', ...warned('https://files.example.com/report\u202Efdp.exe', /change text direction/) };
export const WarnInvisible: Story = { name: 'Warning: invisible characters', ...warned('https://exam\u200Bple.com/a', /invisible characters/) };
export const WarnLong: Story = { name: 'Warning: very long URL', ...warned(`https://example.com/?q=${'x'.repeat(2100)}`, /very long/) };

function refused(address: string): Story {
  return {
    args: { request: url(address) },
    play: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole('alert')).toHaveTextContent('This address will not be opened');
      await expect(canvas.queryByRole('button', { name: /^Open/ })).toBeNull();
      await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
      await expectOneResult(args.onResult, { action: 'cancel' });
      await expect(args.onOpen).not.toHaveBeenCalled();
    },
  };
}

export const RefusedJavascript: Story = { name: 'Refused: javascript:', ...refused('javascript:alert(document.cookie)') };
export const RefusedData: Story = { name: 'Refused: data:', ...refused('data:text/html,<script>alert(1)</script>') };
export const RefusedFile: Story = { name: 'Refused: file:', ...refused('file:///etc/passwd') };
export const RefusedInvalid: Story = { name: 'Refused: not a URL', ...refused('not a url at all') };
