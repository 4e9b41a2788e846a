import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { blocks } from '../../consumers/snippets.mjs';

// The ACP guide's page host (docs/guides/acp.md, its first code block), run as written: the same
// module with only the agent's URL pointed at the example agent and the package's names at src/.
// It renders itself under StrictMode; against a real agent over WebSocket it makes one connection
// (one session), its Send asks, its Stop ends the request as "You stopped this turn", and the
// transcript shows what the agent received; when the agent goes, the page says the connection was lost.

let agent: ChildProcess;
const pageWebSocket = globalThis.WebSocket;
afterAll(() => {
  agent?.kill();
  globalThis.WebSocket = pageWebSocket;
  document.body.innerHTML = '';
});

async function agentUrl(): Promise<string> {
  agent = spawn(process.execPath, [join(process.cwd(), 'demo/acp/main.mjs'), '0'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    agent.stdout!.on('data', (d) => {
      out += d;
      const url = /Example ACP agent: (\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    agent.once('exit', (code) => reject(new Error(`the agent exited (${code}): ${out}`)));
  });
}

it('the guide’s page host under StrictMode: one connection, one session; Send asks, Stop says "You stopped this turn", the transcript hears the agent', async () => {
  const url = (await agentUrl()).replace(/^http/, 'ws');
  const [recipe] = blocks(readFileSync(join(process.cwd(), 'docs/guides/acp.md'), 'utf8'));
  const src = join(process.cwd(), 'src');
  const code = recipe!.code
    .replace("'react-mcp-elicitation/acp'", JSON.stringify(join(src, 'acp.ts')))
    .replace("'react-mcp-elicitation/host'", JSON.stringify(join(src, 'host.ts')))
    .replace("'wss://agent.example.com/acp'", JSON.stringify(url));
  expect(code).toContain(url);
  const dir = join(process.cwd(), 'node_modules/.cache/rme-guide');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `acpHost-${Date.now()}.tsx`);
  writeFileSync(file, code);
  // Every WebSocket the page opens, counted.
  let sockets = 0;
  globalThis.WebSocket = class extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      sockets++;
    }
  } as unknown as typeof globalThis.WebSocket;
  document.body.innerHTML = '<div id="root"></div>';
  await import(/* @vite-ignore */ file);

  await waitFor(() => expect(screen.getByText('Connected.')).toBeInTheDocument(), { timeout: 10_000 });
  expect(sockets).toBe(1);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  const dialog = await screen.findByRole('dialog', { name: 'Request from Coding agent (agent.example.com)' });
  await user.type(within(dialog).getByRole('textbox', { name: /Project name/ }), 'apollo');
  // The page's Stop (a modal dialog covers it for a person; the host's own Stop path is what counts).
  fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
  await waitFor(() =>
    expect(
      within(dialog).getByText(
        'You stopped this turn. The request from Coding agent (agent.example.com) was cancelled.',
      ),
    ).toBeInTheDocument(),
  );
  expect(dialog).toHaveTextContent('apollo');
  await waitFor(() => expect(screen.getByLabelText('Transcript')).toHaveTextContent('Received cancel'));
  expect(sockets).toBe(1);
  // The agent goes away: the page says the connection was lost.
  agent.kill();
  await waitFor(
    () =>
      expect(screen.getByText('The connection to the agent was lost. Reload to connect again.')).toBeInTheDocument(),
    { timeout: 10_000 },
  );
}, 30_000);
