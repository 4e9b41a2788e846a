import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { localOffset } from '../core/content.js';
import { ElicitationForm } from '../index.js';

// A page rendered on the server and hydrated in the browser: the date-time hint says "local
// time" in the server's HTML (it cannot know the person's offset), hydrates without a mismatch,
// and then names the offset.
describe('hydration', () => {
  const request = {
    message: 'When?',
    requestedSchema: {
      type: 'object',
      properties: {
        at: { type: 'string', format: 'date-time', title: 'Meeting time' },
        tags: {
          type: 'array',
          title: 'Tags',
          maxItems: 2,
          items: { type: 'string', enum: ['a', 'b', 'c'] },
          default: ['a'],
        },
      },
    },
  };

  it('hydrates the server HTML without a mismatch; the hint then names the offset', async () => {
    const element = <ElicitationForm request={request} onResult={() => {}} serverName="SSR" />;
    const html = renderToString(element);
    expect(html).toContain('Your local time.');
    expect(html).toContain('1 of 2 selected');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, element, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.textContent).toContain(`Your local time (UTC${localOffset(new Date())}).`);
    container.remove();
  });
});
