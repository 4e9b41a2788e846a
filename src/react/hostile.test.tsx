import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMessage } from '../core/messages.js';
import { hostileRequest, hostileStrings, hostileUrlRequest, oddKeysRequest } from '../../fixtures/hostile.js';
import { Elicitation } from '../index.js';
import { ElicitationForm } from '../index.js';
import { UrlElicitation } from './UrlElicitation.js';

// Hostile text in every slot a server writes: shown exactly as text, never executed, never a link.

function expectInert(container: HTMLElement) {
  expect(container.querySelector('script, img, a, iframe, object, embed')).toBeNull();
  expect(document.querySelector('script, img, iframe')).toBeNull();
  expect((window as { __pwned?: unknown }).__pwned).toBeUndefined();
}

describe('hostile strings', () => {
  it('in message, titles, descriptions, option titles and enumNames: exact text, no markup', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <ElicitationForm request={hostileRequest} onResult={() => {}} serverName="Hostile server" />,
    );
    expectInert(container);
    // The whole 100 kB message and description are there, character for character.
    expect(container.querySelector('.rme-message')!.textContent).toBe(hostileRequest.message);
    // Laid out in parts (the later ones skip layout until scrolled near), joined they are the message.
    expect(container.querySelectorAll('.rme-message > .rme-message-part').length).toBeGreaterThan(2);
    const description = [...container.querySelectorAll('.rme-description')].map((p) => p.textContent);
    expect(description).toContain(hostileStrings.long);
    // Labels keep the markup as text, and are still the controls' accessible names.
    expect(screen.getByRole('textbox', { name: hostileStrings.markup })).toBeInTheDocument();
    const group = screen.getByRole('group', { name: new RegExp(hostileStrings.bidi.slice(0, 3)) });
    expect(within(group).getByRole('checkbox', { name: hostileStrings.img })).toBeInTheDocument();
    expect(within(group).getByRole('checkbox', { name: hostileStrings.zeroWidth })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: hostileStrings.js }));
    expect(await screen.findByRole('option', { name: hostileStrings.template })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: hostileStrings.markup })).toBeInTheDocument();
    expectInert(document.body);
  });

  it('server text with bidi controls is isolated: labels and options carry dir="auto" (an isolate), message parameters FSI…PDI', () => {
    const { container } = render(<ElicitationForm request={hostileRequest} onResult={() => {}} />);
    const isolated = [...container.querySelectorAll('[dir="auto"]')].map((el) => el.textContent);
    expect(isolated).toContain(hostileStrings.markup);
    expect(isolated).toContain(hostileStrings.img);
    expect(isolated.some((t) => t?.startsWith(hostileStrings.bidi))).toBe(true);
    expect(formatMessage('Field “{property}” is wrong.', { property: 'abc\u202Efed' })).toBe(
      'Field “\u2068abc\u202Efed\u2069” is wrong.',
    );
    expect(formatMessage('Field “{property}” is wrong.', { property: 'plain' })).toBe('Field “plain” is wrong.');
  });

  it('a malformed request naming a hostile property shows it as text inside an isolate', () => {
    const request = {
      message: 'm',
      requestedSchema: { type: 'object', properties: { ['<b>x</b>\u202E']: { type: 'object' } } },
    };
    const { container } = render(<ElicitationForm request={request} onResult={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('\u2068<b>x</b>\u202E\u2069');
    expectInert(container);
  });

  it('URL mode: the URL and message are text, never a link; a javascript: URL is refused', () => {
    const { container, unmount } = render(<UrlElicitation request={hostileUrlRequest} onResult={() => {}} />);
    expectInert(container);
    expect(container.textContent).toContain(hostileStrings.markup);
    unmount();
    const refused = render(
      <Elicitation request={{ mode: 'url', message: 'x', url: 'javascript:window.__pwned=1' }} onResult={() => {}} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('will not be opened');
    expect(screen.queryByRole('button', { name: /^Open/ })).toBeNull();
    expectInert(refused.container);
  });
});

describe('odd keys', () => {
  it('__proto__, constructor, prototype, toString, dotted, bracketed, empty and emoji keys round-trip; nothing is polluted', async () => {
    const user = userEvent.setup();
    const results: unknown[] = [];
    render(<ElicitationForm request={oddKeysRequest} onResult={(r) => results.push(r)} />);
    const keys = Object.keys(oddKeysRequest.requestedSchema.properties);
    for (const key of keys)
      await user.type(
        screen.getByRole('textbox', { name: key === '' ? '(unnamed field)' : key }),
        `v${keys.indexOf(key)}`,
      );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(results).toHaveLength(1);
    const content = (results[0] as { content: Record<string, unknown> }).content;
    expect(Object.keys(content)).toEqual(keys);
    expect(keys.every((k, i) => Object.getOwnPropertyDescriptor(content, k)?.value === `v${i}`)).toBe(true);
    expect(JSON.stringify(content)).toBe(`{${keys.map((k, i) => `${JSON.stringify(k)}:"v${i}"`).join(',')}}`);
    expect(Object.getPrototypeOf(content)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(typeof ({} as { toString: unknown }).toString).toBe('function');
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
