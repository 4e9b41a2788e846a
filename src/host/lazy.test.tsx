import { act, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ElicitResult } from '../protocol/types.js';

// The hosts' first chunk is a shell; the form and URL step load on idle or at the first request
// (requestUi.ts). The test setup preloads them for every other test; here each test starts from a
// fresh module graph, so the request UI has not loaded, and its import is held until the test lets go.

const ask = {
  message: 'Book a table',
  requestedSchema: { type: 'object', properties: { guests: { type: 'integer', title: 'Guests', default: 2 } } },
} as const;

let release: () => void = () => {};
let imports = 0;
async function freshHost() {
  vi.resetModules();
  imports = 0;
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.doMock(import('./requestUiParts.js'), async (importOriginal) => {
    imports++;
    await gate;
    return importOriginal();
  });
  const host = await import('../host.js');
  return host;
}

afterEach(() => {
  release();
  vi.doUnmock('./requestUiParts.js');
});

describe('the host shell loads the request UI on demand', () => {
  it('a request that arrives before the UI has loaded waits visibly, is not answerable, then shows and arms', async () => {
    const { ElicitationHost, ElicitationQueue } = await freshHost();
    const queue = new ElicitationQueue();
    const results: ElicitResult[] = [];
    // Long enough that the dialog is certainly found before it arms, on a loaded machine.
    render(<ElicitationHost queue={queue} armMs={1500} />);
    act(() => void queue.ask({ serverName: 'Bistro' }, ask).result.then((r) => results.push(r)));
    // Asked at once: the import started, and the status line says what is happening.
    await waitFor(() => expect(imports).toBe(1));
    const line = document.querySelector('.rme-dialog-notice [role="status"]')!;
    expect(line).toHaveTextContent('Loading the request from Bistro…');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(results).toEqual([]);
    act(() => release());
    const dialog = await screen.findByRole('dialog', { name: 'Request from Bistro' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    // Armed from when it is shown, not from when it was asked.
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(line).toHaveTextContent('');
    await waitFor(() => expect(submit).not.toHaveAttribute('aria-disabled'), { timeout: 4000 });
    act(() => submit.click());
    await waitFor(() => expect(results).toEqual([{ action: 'accept', content: { guests: 2 } }]));
  });

  it('loads while the page is idle, before any request, so the first one shows at once', async () => {
    const { ElicitationHost, ElicitationQueue } = await freshHost();
    const queue = new ElicitationQueue();
    render(<ElicitationHost queue={queue} />);
    await waitFor(() => expect(imports).toBe(1), { timeout: 3000 });
    // The import finishes (a module's transform takes real time here): the shell's own load, awaited.
    const { loadRequestUi } = await import('./requestUi.js');
    await act(async () => {
      release();
      await loadRequestUi();
    });
    act(() => void queue.ask({ serverName: 'Bistro' }, ask));
    expect(screen.getByRole('dialog', { name: 'Request from Bistro' })).toBeInTheDocument();
  });

  it('an inline card shows its heading and "Loading…" until the UI is there, then the form', async () => {
    const { ElicitationInline, ElicitationQueue } = await freshHost();
    const queue = new ElicitationQueue({ presentation: 'inline' });
    render(<ElicitationInline queue={queue} />);
    act(() => void queue.ask({ serverName: 'Bistro' }, ask));
    const card = screen.getByRole('region', { name: 'Request from Bistro: Book a table' });
    expect(within(card).getByRole('heading', { name: 'Request from Bistro' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Loading the request from Bistro…');
    expect(within(card).queryByRole('button')).toBeNull();
    act(() => release());
    expect(await within(card).findByRole('spinbutton', { name: 'Guests' })).toHaveValue(2);
  });

  it('renders the shell on the server and imports nothing there', async () => {
    const { ElicitationHost, ElicitationInline, ElicitationQueue } = await freshHost();
    const queue = new ElicitationQueue();
    // On the test's clock: whatever the render left to run later (an idle preload is 100 ms) runs below.
    vi.useFakeTimers();
    try {
      const html = renderToString(
        <>
          <ElicitationHost queue={queue} />
          <ElicitationInline queue={queue} />
        </>,
      );
      expect(html).toContain('rme-dialog');
      expect(html).toContain('Requests from servers');
      expect(vi.getTimerCount()).toBe(0);
      await vi.runAllTimersAsync();
    } finally {
      vi.useRealTimers();
    }
    expect(imports).toBe(0);
  });
});
