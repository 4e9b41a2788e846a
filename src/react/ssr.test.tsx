// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { ElicitationHost, ElicitationInline, ElicitationQueue } from '../host.js';
import { hostileRequest, hostileUrlRequest } from '../../fixtures/hostile.js';
import { Elicitation } from '../index.js';
import { ElicitationForm } from '../index.js';
import { UrlElicitation } from './UrlElicitation.js';

// Server-side rendering on Node with no DOM: nothing may touch window or document while rendering.

const dir = new URL('../../fixtures/', import.meta.url);
const fixtures = readdirSync(dir)
  .filter((f) => f.startsWith('form-'))
  .map((f) => [f, JSON.parse(readFileSync(new URL(f, dir), 'utf8'))] as const);

describe('renderToString without DOM globals', () => {
  it('runs with no window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it.each(fixtures)('ElicitationForm %s', (_name, request) => {
    const html = renderToString(<ElicitationForm request={request} onResult={() => {}} serverName="SSR" autoFocus />);
    expect(html).toContain('SSR is asking');
    expect(html).toContain('<form');
  });

  it('every URL state and the unknown mode', () => {
    expect(
      renderToString(
        <UrlElicitation
          request={{ mode: 'url', message: 'Sign in', url: 'https://example.com/a' }}
          onResult={() => {}}
        />,
      ),
    ).toContain('example.com');
    expect(
      renderToString(<UrlElicitation request={hostileUrlRequest} onResult={() => {}} status="complete" />),
    ).not.toContain('<script');
    expect(
      renderToString(
        <Elicitation request={{ mode: 'url', message: 'x', url: 'javascript:alert(1)' }} onResult={() => {}} />,
      ),
    ).toContain('role="alert"');
    expect(renderToString(<Elicitation request={{ mode: 'telepathy', message: 'x' }} onResult={() => {}} />)).toContain(
      'role="alert"',
    );
  });

  it('hostile text is escaped', () => {
    const html = renderToString(<ElicitationForm request={hostileRequest} onResult={() => {}} />);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('the dialog host with a queue', () => {
    const queue = new ElicitationQueue();
    queue.ask({ serverName: 'Queued' }, fixtures[0]![1]);
    queue.ask({ serverName: 'Queued' }, fixtures[0]![1]);
    const html = renderToString(<ElicitationHost queue={queue} />);
    // The dialog opens on the client, when the person is not typing elsewhere: the server renders it closed and empty.
    expect(html).toContain('<dialog class="rme-dialog"');
    expect(html).toContain('data-state="closed"');
    expect(html).not.toContain('Request from Queued');
  });

  it('inline cards: waiting and ended', () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    queue.ask({ serverName: 'Inline' }, fixtures[0]![1]);
    const answered = queue.ask(
      { serverName: 'Inline' },
      {
        message: 'Name?',
        requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
      },
    );
    queue.answer(answered.key, { action: 'accept', content: { name: 'Ada' } });
    const html = renderToString(<ElicitationInline queue={queue} />);
    expect(html).toContain('Request from Inline');
    expect(html).toContain('Sent to Inline: Name: Ada');
  });
});
