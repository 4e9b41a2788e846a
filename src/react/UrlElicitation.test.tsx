import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ElicitResult } from '../protocol/types.js';
import { Elicitation } from '../index.js';
import { UrlElicitation } from './UrlElicitation.js';

const req = (url: string, message = 'Sign in to Example to connect your account.') => ({
  mode: 'url' as const,
  message,
  url,
  elicitationId: 'e-1',
});

function setup(url: string, extra: Partial<Parameters<typeof UrlElicitation>[0]> = {}) {
  const onResult = vi.fn<(r: ElicitResult) => void>();
  const onOpen = vi.fn<(u: string) => void>();
  const user = userEvent.setup();
  const utils = render(
    <UrlElicitation request={req(url)} onResult={onResult} onOpen={onOpen} serverName="Acme" {...extra} />,
  );
  return { onResult, onOpen, user, ...utils };
}

describe('<UrlElicitation>', () => {
  it('shows who asks, the message and the whole URL as text, and opens nothing before consent', () => {
    const url = 'https://auth.example.com/oauth/authorize?client_id=abc&state=xyz';
    const { onOpen, onResult } = setup(url);
    expect(screen.getByRole('group', { name: 'Acme asks you to open a page' })).toBeInTheDocument();
    expect(screen.getByText('Sign in to Example to connect your account.')).toBeInTheDocument();
    const shown = document.querySelector('.rme-url-text')!;
    expect(shown.textContent).toBe(url);
    expect(shown.querySelector('.rme-url-host')!.textContent).toBe('auth.example.com');
    expect(document.querySelector('a, iframe, link, img')).toBeNull();
    expect(onOpen).not.toHaveBeenCalled();
    expect(onResult).not.toHaveBeenCalled();
  });

  it.each([
    ['https:evil.com//accounts.google.com', 'evil.com'],
    ['https:\\\\evil.com//accounts.google.com', 'evil.com'],
    ['http:evil.com//paypal.com/login', 'evil.com'],
    ['https://evil.com\\@paypal.com', 'evil.com'],
  ])('never bolds a host that does not open: %s', async (url, opens) => {
    const { user, onOpen } = setup(url);
    const bold = [...document.querySelectorAll('.rme-url-host')].map((e) => e.textContent).join('');
    expect(bold).toBe(opens);
    expect(screen.getByTestId('rme-url-opens-host')).toHaveTextContent(opens);
    expect(document.querySelector('[data-warning="host-differs"]')).toHaveTextContent(
      `The browser will open ${opens}.`,
    );
    await user.click(screen.getByRole('button', { name: `Open ${opens}` }));
    expect(onOpen).toHaveBeenCalledWith(url);
  });

  it.each([
    ['https://paypa\u2160.com/login', 'paypai.com'],
    ['https://paypa\u{1D5A8}.com/login', 'paypai.com'],
    ['https://\uFF50\uFF41\uFF59\uFF50\uFF41\uFF29.com', 'paypai.com'],
    ['https://' + '\u0130'.repeat(11) + '.evilxx.com/paypal.com', 'xn--iiiiiiiiiii-4lgbbbbbbbbbb.evilxx.com'],
  ])('look-alike characters the browser maps: nothing bold, the real host named and warned: %s', (url, opens) => {
    setup(url);
    expect(document.querySelector('.rme-url-host')).toBeNull();
    expect(screen.getByRole('button', { name: `Open ${opens}` })).toBeInTheDocument();
    expect(document.querySelector('[data-warning="host-differs"]')).toHaveTextContent(
      'characters the browser turns into other letters',
    );
  });

  it('opens the exact URL on consent, accepts once, then waits with manual controls', async () => {
    const url = 'https://auth.example.com/cb?x=%20y&z=1#frag';
    const { user, onOpen, onResult } = setup(url);
    await user.click(screen.getByRole('button', { name: 'Open auth.example.com' }));
    expect(onOpen).toHaveBeenCalledWith(url);
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'accept' });
    expect(screen.getByRole('status')).toHaveTextContent('auth.example.com was opened in a new tab');
    expect(screen.getByRole('status')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open auth.example.com again' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it('shows completion when the host sets status="complete"', async () => {
    const request = req('https://auth.example.com/');
    const onResult = vi.fn();
    const onDone = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <UrlElicitation request={request} onResult={onResult} onOpen={() => {}} onDone={onDone} />,
    );
    await user.click(screen.getByRole('button', { name: 'Open auth.example.com' }));
    rerender(
      <UrlElicitation request={request} onResult={onResult} onOpen={() => {}} onDone={onDone} status="complete" />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('The server reports that this step is complete.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Decline', 'decline'],
    ['Cancel', 'cancel'],
  ])('%s emits %s once and opens nothing', async (name, action) => {
    const { user, onResult, onOpen } = setup('https://example.com/');
    await user.dblClick(screen.getByRole('button', { name }));
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action });
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
  });

  it('Escape cancels before consent', async () => {
    const { user, onResult } = setup('https://example.com/');
    screen.getByRole('button', { name: 'Open example.com' }).focus();
    await user.keyboard('{Escape}');
    expect(onResult).toHaveBeenCalledExactlyOnceWith({ action: 'cancel' });
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,hi', 'file:///etc/passwd', 'not a url'])(
    'refuses %j: an alert, no open control',
    async (url) => {
      const { user, onResult, onOpen } = setup(url);
      expect(screen.getByRole('alert')).toHaveTextContent('This address will not be opened');
      expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
      expect(document.querySelector('.rme-url-text')!.textContent).toBe(url.replace(/ /g, 'U+0020'));
      await user.click(screen.getByRole('button', { name: 'Decline' }));
      expect(onResult).toHaveBeenCalledWith({ action: 'decline' });
      expect(onOpen).not.toHaveBeenCalled();
    },
  );

  it('warns prominently and still lets the person open', async () => {
    const { user, onOpen } = setup('https://xn--pypal-4ve.com/login');
    // The button names the real host, not the look-alike.
    const open = screen.getByRole('button', { name: 'Open xn--pypal-4ve.com' });
    expect(open).toHaveAccessibleDescription(/reads “pаypal\.com” but is really “xn--pypal-4ve\.com”/);
    expect(screen.getByText(/mixes alphabets \(Latin and Cyrillic\)/)).toBeInTheDocument();
    await user.click(open);
    expect(onOpen).toHaveBeenCalledWith('https://xn--pypal-4ve.com/login');
  });

  it('names the real host behind credentials and makes hidden characters visible', () => {
    setup('https://accounts.google.com@evil.example/\u202Egnp.exe');
    expect(screen.getByText(/The real site is evil\.example\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open evil.example' })).toBeInTheDocument();
    expect(document.querySelector('.rme-url-special')!.textContent).toBe('U+202E');
    expect(document.querySelector('.rme-url-host')!.textContent).toBe('evil.example');
  });
});

describe('<UrlElicitation completion="retry"> (2026-07-28)', () => {
  it('consent opens the page but answers nothing; "I’ve finished — continue" answers accept once', async () => {
    const { onResult, onOpen, user } = setup('https://auth.example.com/start', { completion: 'retry' });
    await user.click(screen.getByRole('button', { name: 'Open auth.example.com' }));
    expect(onOpen).toHaveBeenCalledWith('https://auth.example.com/start');
    expect(onResult).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'auth.example.com was opened in a new tab. Finish there, then continue here.',
    );
    expect(screen.getByRole('status')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Open auth.example.com again' }));
    expect(onOpen).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'I’ve finished — continue' }));
    expect(onResult.mock.calls).toEqual([[{ action: 'accept' }]]);
    expect(screen.queryByRole('button', { name: 'I’ve finished — continue' })).toBeNull();
  });

  it('Cancel or Escape on the open page answers cancel', async () => {
    const first = setup('https://auth.example.com/start', { completion: 'retry' });
    await first.user.click(screen.getByRole('button', { name: 'Open auth.example.com' }));
    await first.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(first.onResult.mock.calls).toEqual([[{ action: 'cancel' }]]);
    first.unmount();
    const second = setup('https://auth.example.com/start', { completion: 'retry' });
    await second.user.click(screen.getByRole('button', { name: 'Open auth.example.com' }));
    await second.user.keyboard('{Escape}');
    expect(second.onResult.mock.calls).toEqual([[{ action: 'cancel' }]]);
  });

  it('asked again (not finished): says so, opens nothing by itself, offers continue, open again and cancel', async () => {
    const { onResult, onOpen, user } = setup('https://auth.example.com/start', {
      completion: 'retry',
      notFinished: true,
    });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Acme says this step is not finished yet. Finish it on auth.example.com, then continue.',
    );
    expect(onOpen).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Open auth.example.com again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I’ve finished — continue' }));
    expect(onResult.mock.calls).toEqual([[{ action: 'accept' }]]);
  });
});

describe('<Elicitation>', () => {
  it('switches on mode', () => {
    const onResult = vi.fn();
    const { rerender } = render(
      <Elicitation
        request={{ message: 'm', requestedSchema: { type: 'object', properties: {} } }}
        onResult={onResult}
      />,
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    rerender(<Elicitation request={req('https://example.com/')} onResult={onResult} />);
    expect(screen.getByRole('button', { name: 'Open example.com' })).toBeInTheDocument();
  });

  it('answers an unknown mode with an alert and Cancel', async () => {
    const onResult = vi.fn();
    render(<Elicitation request={{ mode: 'telepathy', message: 'm' }} onResult={onResult} />);
    expect(screen.getByRole('alert')).toHaveTextContent('("telepathy")');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'cancel' });
  });
});

describe('Copy link', () => {
  it('copies the exact URL the server sent, says so politely, and answers nothing', async () => {
    const url = 'https://auth.example.com/cb?x=%20y&z=1#frag';
    const onCopy = vi.fn<(u: string) => Promise<void>>(() => Promise.resolve());
    const { user, onResult, onOpen } = setup(url, { onCopy });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(onCopy).toHaveBeenCalledWith(url);
    expect(await screen.findByText('Link copied.')).toHaveAttribute('aria-live', 'polite');
    expect(onResult).not.toHaveBeenCalled();
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('uses the page clipboard by default', async () => {
    const url = 'https://auth.example.com/login?next=%2Fhome';
    const { user } = setup(url);
    // user-event installs a clipboard stand-in on navigator for this test.
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText('Link copied.');
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('when the clipboard refuses, says so and selects the link for a manual copy', async () => {
    const url = 'https://auth.example.com/login';
    const { user } = setup(url, { onCopy: () => Promise.reject(new Error('denied')) });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    await screen.findByText(/Could not copy\. The link is selected/);
    expect(window.getSelection()!.toString()).toBe(url);
  });

  it('is offered in every stage, and not for a refused address', async () => {
    const { user, unmount } = setup('https://auth.example.com/login', { completion: 'retry' });
    await user.click(screen.getByRole('button', { name: 'Open auth.example.com' }));
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    unmount();
    setup('javascript:alert(1)');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });
});

describe('right-to-left pages', () => {
  it('the "Opens:" line follows the page; only the host is isolated left-to-right, after its label', () => {
    document.documentElement.dir = 'rtl';
    try {
      setup('https://auth.example.com/login', { messages: { urlOpensHost: 'يفتح:' }, locale: 'ar' });
      const line = document.querySelector('.rme-url-opens')!;
      expect(line.closest('[dir="ltr"]')).toBeNull();
      const host = screen.getByTestId('rme-url-opens-host');
      expect(host.closest('bdi')).toHaveAttribute('dir', 'ltr');
      // Reading order is DOM order in a bidi paragraph: the label first, then the isolated host.
      expect(line.textContent).toBe('يفتح: auth.example.com');
      expect(line.firstElementChild).toHaveTextContent('يفتح:');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });
});
