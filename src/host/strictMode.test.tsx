import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode, useEffect } from 'react';
import { ElicitationHost } from './ElicitationHost.js';
import { ElicitationInline } from './ElicitationInline.js';
import { ElicitationProvider } from '../host.js';
import { AbortedError, ElicitationQueue } from '../engine/queue.js';

// React's StrictMode runs a component's effects twice in development: mount, clean up, mount. A
// host that asks from an effect and aborts in its cleanup sends two requests and withdraws the
// first before anything was painted. That first one must leave no trace.

const request = {
  message: 'Pick a size',
  requestedSchema: { type: 'object', properties: { size: { type: 'string', title: 'Size', enum: ['S', 'M'] } } },
};
const source = { serverName: 'Shop' };

function AskOnMount({ queue, outcomes }: { queue: ElicitationQueue; outcomes: string[] }) {
  useEffect(() => {
    const controller = new AbortController();
    queue.ask(source, request, { signal: controller.signal }).result.then(
      (r) => outcomes.push(r.action),
      (e) => outcomes.push(e instanceof AbortedError ? 'withdrawn' : 'error'),
    );
    return () => controller.abort();
  }, [queue, outcomes]);
  return null;
}

describe('StrictMode: a request withdrawn before anything was shown leaves no trace', () => {
  for (const presentation of ['dialog', 'inline'] as const) {
    it(`${presentation}: one request on screen, no withdrawn notice, no waiting count, no settled record`, async () => {
      const queue = new ElicitationQueue({ presentation });
      const outcomes: string[] = [];
      render(
        <StrictMode>
          <ElicitationProvider queue={queue}>
            <AskOnMount queue={queue} outcomes={outcomes} />
            {presentation === 'inline' ? <ElicitationInline armMs={0} /> : <ElicitationHost armMs={0} />}
          </ElicitationProvider>
        </StrictMode>,
      );
      // Ended: what it leaves (a notice, a settled record) was decided as it ended, before `ended` told us.
      await waitFor(() => expect(outcomes).toEqual(['withdrawn']));
      expect(queue.getSnapshot().entries).toHaveLength(1);
      expect(queue.getSnapshot().notice).toBeNull();
      expect(queue.getSnapshot().settled).toEqual([]);
      expect(screen.queryByText(/withdrew/)).toBeNull();
      expect(screen.queryByText(/waiting/)).toBeNull();
      expect(await screen.findByText('Pick a size')).toBeInTheDocument();
    });
  }

  it('a request withdrawn after it was on screen still says so', async () => {
    const queue = new ElicitationQueue();
    render(<ElicitationHost queue={queue} armMs={0} />);
    const controller = new AbortController();
    queue.ask(source, request, { signal: controller.signal });
    // On screen: past the run that asked it (its freshness ends with a microtask).
    expect(await screen.findByText('Pick a size')).toBeInTheDocument();
    controller.abort();
    expect(await screen.findByText('Shop withdrew its request.')).toBeInTheDocument();
  });
});
