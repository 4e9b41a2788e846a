import { StrictMode } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { ElicitRequestFormParams } from '../protocol/types.js';
import { ElicitationQueue } from '../engine/queue.js';
import { ElicitationHost } from './ElicitationHost.js';
import { ElicitationInline } from './ElicitationInline.js';
import * as ElicitationParts from './parts.js';

const who: ElicitRequestFormParams = {
  message: 'Who are you?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] },
};
const scope = { sessionId: 'session-1', toolCallId: 'call-1', toolTitle: 'Create the repository' };

/** A host's own part: the tool call's session, a fact no default part shows. */
function Session() {
  const { entry, surface, server } = ElicitationParts.useShown();
  return <p data-testid="session">{`${surface} · ${server} · ${entry.scope?.sessionId ?? 'no session'}`}</p>;
}

const layout = (
  <>
    <ElicitationParts.Header>
      <ElicitationParts.Notes />
      <Session />
    </ElicitationParts.Header>
    <ElicitationParts.Body />
  </>
);

describe('ElicitationParts: a layout a host places', () => {
  it('in the dialog: the host shows a fact of its own beside our notes, and the request still answers', async () => {
    const queue = new ElicitationQueue();
    const asked = queue.ask({ serverName: 'Agent' }, who, { scope });
    render(
      <StrictMode>
        <ElicitationHost queue={queue} armMs={0}>
          {layout}
        </ElicitationHost>
      </StrictMode>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Request from Agent' });
    expect(within(dialog).getByTestId('session').textContent).toBe('dialog · Agent · session-1');
    // Our part still says which tool call asks, and the title still takes focus.
    expect(within(dialog).getByText(/Create the repository/)).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Request from Agent' }));
    const user = userEvent.setup();
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await expect(asked.result).resolves.toEqual({ action: 'accept', content: { name: 'Ada' } });
  });

  it('on every inline card, and the default layout is the same parts', async () => {
    const queue = new ElicitationQueue({ presentation: 'inline' });
    queue.ask({ serverName: 'A' }, who, { scope });
    queue.ask({ serverName: 'B' }, who);
    const { unmount } = render(
      <ElicitationInline queue={queue} armMs={0}>
        {layout}
      </ElicitationInline>,
    );
    await waitFor(() => expect(screen.getAllByTestId('session')).toHaveLength(2));
    expect(screen.getAllByTestId('session').map((p) => p.textContent)).toEqual([
      'card · A · session-1',
      'card · B · no session',
    ]);
    const withLayout = screen.getAllByRole('region').map((r) => r.querySelector('.rme-card-header')!.textContent);
    unmount();
    render(<ElicitationInline queue={queue} armMs={0} />);
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(2));
    // Without a layout: the same header, less the host's line.
    const byDefault = screen.getAllByRole('region').map((r) => r.querySelector('.rme-card-header')!.textContent);
    expect(withLayout).toEqual(byDefault.map((text, i) => text + ['card · A · session-1', 'card · B · no session'][i]));
    expect(screen.queryByTestId('session')).toBeNull();
  });

  it('a layout that places no Header is told, and a part outside a shell throws a clear error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const queue = new ElicitationQueue({ presentation: 'inline' });
      queue.ask({ serverName: 'A' }, who);
      render(
        <ElicitationInline queue={queue} armMs={0}>
          <ElicitationParts.Body />
        </ElicitationInline>,
      );
      await screen.findByRole('textbox', { name: /Name/ });
      await waitFor(() =>
        expect(error).toHaveBeenCalledWith(expect.stringContaining('places no <ElicitationParts.Header>')),
      );
      expect(() => render(<ElicitationParts.Notes />)).toThrow(
        /ElicitationParts\.Notes must be placed in a layout of <ElicitationHost>/,
      );
    } finally {
      error.mockRestore();
    }
  });

  it('the default layout warns of nothing', async () => {
    const error = vi.spyOn(console, 'error');
    const queue = new ElicitationQueue({ presentation: 'inline' });
    queue.ask({ serverName: 'A' }, who);
    render(<ElicitationInline queue={queue} armMs={0} />);
    await screen.findByRole('textbox', { name: /Name/ });
    expect(error.mock.calls.flat().join(' ')).not.toMatch(/ElicitationParts/);
    error.mockRestore();
  });
});
