// The consumer matrix: the packed tarball installed into small fresh apps, as users install it.
// Each app type-checks and builds, and where it renders, a person's steps run in Chromium.
// Prints one line per check and `consumers: N passed, N failed`; exits non-zero on a failure.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs } from '../scripts/chromium.mjs';
import { driveDesignSystem } from './designDrive.mjs';
import { writeSnippets } from './snippets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'rme-consumers-'));
const quiet = { stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' };
/** Runs a command without blocking the other lane (see below); resolves with its stdout, rejects with its output's tail. */
function sh(cmd, args, cwd, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.once('error', reject);
    child.once('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} failed:\n${out.slice(-3000)}${err.slice(-3000)}`))));
  });
}

execFileSync('npm', ['pack', '--pack-destination', work, '--silent'], { cwd: root, stdio: 'ignore' });
const tarball = join(work, readdirSync(work).find((f) => f.endsWith('.tgz')));

const results = [];
async function check(name, fn) {
  const start = Date.now();
  try {
    await fn();
    results.push(true);
    console.log(`ok   ${name} (${((Date.now() - start) / 1000).toFixed(1)} s)`);
  } catch (e) {
    results.push(false);
    console.log(`FAIL ${name}: ${e.message}`);
  }
}

// Installs are network- and disk-bound: they run two at a time in the background, in the order the
// checks need them, while earlier apps type-check, build and run.
const installSlots = [Promise.resolve(), Promise.resolve()];
let nextSlot = 0;
/** Starts installing a fresh app (copied from consumers/<template>) with the tarball; resolves with its folder. */
function app(template, name, dependencies) {
  const dir = join(work, name);
  cpSync(join(root, 'consumers', template), dir, { recursive: true });
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name, private: true, type: 'module', dependencies: { ...dependencies, 'react-mcp-elicitation': `file:${tarball}` } }, null, 2),
  );
  const slot = nextSlot++ % installSlots.length;
  const installed = installSlots[slot].then(() => sh('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], dir));
  installSlots[slot] = installed.catch(() => {});
  return installed.then(() => dir);
}

/** Starts a server, waits until `url` answers, and returns a stop function. */
async function serve(cmd, args, cwd, url, env = {}, { anyStatus = false } = {}) {
  // A server left over from an earlier run would answer for the wrong app.
  const busy = await fetch(url).then(() => true, () => false);
  if (busy) throw new Error(`${url} already answers: stop whatever listens there`);
  const child = spawn(cmd, args, { cwd, stdio: 'ignore', detached: true, env: { ...process.env, ...env } });
  // The whole process group (npx → the server); it may already have gone.
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  };
  for (let i = 0; i < 120; i++) {
    try {
      const response = await fetch(url);
      if (response.ok || anyStatus) return stop;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`${url} did not answer`);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
async function inPage(url, steps) {
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  try {
    await page.goto(url);
    await steps(page);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  } finally {
    await page.close();
  }
}
const expectText = async (locator, text) => {
  await locator.waitFor();
  for (let i = 0; i < 50; i++) {
    if ((await locator.textContent())?.includes(text)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected ${JSON.stringify(text)}, saw ${JSON.stringify(await locator.textContent())}`);
};

/** Fill and submit the fixture form: a too-short name is refused first, then the answer is exact. */
async function driveForm(page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectText(page.getByRole('status').filter({ hasText: 'need' }).first(), 'needs attention');
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Age').fill('36');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectText(page.getByTestId('result'), JSON.stringify({ action: 'accept', content: { name: 'Ada', age: 36 } }));
}

const vite = { vite: '8.3.8', '@vitejs/plugin-react': '6.3.0', typescript: '5.9.3' };
const react19 = { react: '19.3.1', 'react-dom': '19.3.1', '@types/react': '19.3.3', '@types/react-dom': '19.3.0' };
const react18 = { react: '18.3.1', 'react-dom': '18.3.1', '@types/react': '18.3.32', '@types/react-dom': '18.3.7' };

try {
  // Every app's install starts now (two at a time, see `app`), alternating between the two lanes
  // below so each lane's first app installs first; each check awaits its own.
  const installs = {
    'React 19': app('vite', 'vite-react19', { ...react19, ...vite }),
    types: app('types', 'types-app', {
      ...react19, '@modelcontextprotocol/sdk': '1.32.2', '@modelcontextprotocol/client': '2.4.0', '@types/node': '20.19.43',
      typescript: '5.9.3', 'typescript-5.4': 'npm:typescript@5.4.5',
    }),
    'React 18': app('vite', 'vite-react18', { ...react18, ...vite }),
    sdk: app('sdk', 'sdk-hosts', {
      ...react19, '@modelcontextprotocol/sdk': '1.32.2', '@modelcontextprotocol/client': '2.4.0', '@types/node': '20.19.43', typescript: '5.9.3', hono: '4.13.19', '@hono/node-server': '2.1.9',
      // An ACP host (issue 60): the ACP SDK and its peers.
      '@agentclientprotocol/sdk': '2.4.0', '@modelcontextprotocol/server': '2.4.0', zod: '4.6.7',
    }),
    jest: app('jest', 'jest-app', {
      react: '19.3.1', 'react-dom': '19.3.1', jest: '30.5.2', 'jest-environment-jsdom': '30.5.2',
      '@testing-library/react': '16.3.3', '@testing-library/dom': '10.4.2', '@testing-library/user-event': '14.6.13',
    }),
    design: app('design', 'design-app', {
      ...react19, ...vite, '@mui/material': '9.5.0', '@emotion/react': '11.14.0', '@emotion/styled': '11.14.1',
      '@radix-ui/react-checkbox': '1.4.1', '@radix-ui/react-select': '2.4.1', '@radix-ui/react-label': '2.1.17',
    }),
    next: app('next', 'next-app', { next: '16.4.6', ...react19, typescript: '5.9.3', '@types/node': '20.19.43', ai: '7.0.173', '@ai-sdk/mcp': '2.0.99', '@modelcontextprotocol/sdk': '1.32.2', zod: '4.6.7' }),
    // What the docs' code blocks import: both SDKs, Testing Library and Vitest, the AI SDK, redis.
    snippets: app('snippets', 'snippets-app', {
      ...react19, ...vite, '@modelcontextprotocol/sdk': '1.32.2', '@modelcontextprotocol/client': '2.4.0', '@types/node': '20.19.43',
      '@testing-library/react': '16.3.3', '@testing-library/dom': '10.4.2', '@testing-library/user-event': '14.6.13', vitest: '4.1.12',
      ai: '7.0.173', '@ai-sdk/mcp': '2.0.99', zod: '4.6.7', redis: '6.3.1', hono: '4.13.19',
      '@agentclientprotocol/sdk': '2.4.0', '@modelcontextprotocol/server': '2.4.0',
    }),
  };
  for (const installing of Object.values(installs)) installing.catch(() => {});
  async function packageChecks() {
    await check('publint --strict: the package as published', () => sh('npx', ['publint', '--strict', '--pack', 'npm'], root));
    await check('attw (ESM only; the CSS entry excluded): types resolve for node16 and bundlers', () =>
      sh('npx', ['attw', tarball, '--profile', 'esm-only', '--exclude-entrypoints', 'styles.css'], root),
    );
    await check('npm publish --dry-run: clean, and only the library is packed', async () => {
      const out = await sh('npm', ['publish', '--dry-run', '--json', '--ignore-scripts'], root);
      const report = JSON.parse(out.slice(out.indexOf('{')));
      const files = (report.files ?? Object.values(report)[0].files).map((f) => f.path);
      const stray = files.filter((f) => !/^(dist\/|README\.md$|LICENSE$|CHANGELOG\.md$|package\.json$)/.test(f) || /favicon|\.test\./.test(f));
      if (stray.length) throw new Error(`not library files: ${stray.join(', ')}`);
    });
  }

  async function viteApps() {
    for (const [label, reactDeps, port] of [
      ['React 19', react19, 4410],
      ['React 18', react18, 4420],
    ]) {
      let dir;
      await check(`Vite + ${label}: installs the tarball`, async () => {
        dir = await installs[label];
      });
      if (!dir) continue;
      await check(`Vite + ${label}: strict tsc (bundler resolution)`, () => sh('npx', ['tsc', '-p', 'tsconfig.json'], dir));
      await check(`Vite + ${label}: vite build`, () => sh('npx', ['vite', 'build', '--logLevel', 'warn'], dir));
      let stop = null;
      await check(`Vite + ${label}: fill and submit in Chromium`, async () => {
        stop = await serve('npx', ['vite', 'preview', '--port', String(port), '--strictPort'], dir, `http://127.0.0.1:${port}/`);
        await inPage(`http://127.0.0.1:${port}/`, driveForm);
      });
      if (label === 'React 19') {
        await check('tsc with moduleResolution node16: every entry typed, none any', () => sh('npx', ['tsc', '-p', 'tsconfig.node16.json'], dir));
        await check('tsc with moduleResolution nodenext: every entry typed, none any', () => sh('npx', ['tsc', '-p', 'tsconfig.nodenext.json'], dir));
        await check('app without the MCP SDK: queue and dialog from /host build and answer', async () => {
          if (existsSync(join(dir, 'node_modules/@modelcontextprotocol'))) throw new Error('the SDK is installed; this app must not have it');
          await inPage(`http://127.0.0.1:${port}/host.html`, async (page) => {
            await page.getByRole('button', { name: 'Ask' }).click();
            const dialog = page.getByRole('dialog', { name: 'Request from Local server' });
            // The dialog starts from nativeComponents (no Radix from /host): a native select.
            await dialog.getByRole('combobox', { name: /Size/ }).selectOption({ label: 'M' });
            await dialog.getByRole('button', { name: 'Submit' }).click();
            await expectText(page.getByTestId('result'), JSON.stringify({ action: 'accept', content: { size: 'M' } }));
          });
        });
        await check('Node: import and require() of /core', async () => {
          const out = await sh('node', ['-e', "const c = require('react-mcp-elicitation/core'); import('react-mcp-elicitation/core').then((m) => console.log(m.inspectUrl === c.inspectUrl, c.inspectUrl('https:evil.com//x').openHost))"], dir);
          if (out.trim() !== 'true evil.com') throw new Error(out);
        });
      }
      stop?.();
    }
  }

  async function designApp() {
    // The design-system recipes (docs/recipes/DesignSystems.mdx): shadcn/ui-style components over
    // Radix, and MUI 9, each replacing every renderer through our prop sets.
    let design;
    await check('Design systems (shadcn/ui-style over Radix, MUI 9): installs the tarball', async () => {
      design = await installs.design;
    });
    if (design) {
      await check('Design systems: strict tsc (exactOptionalPropertyTypes) and vite build', async () => {
        await sh('npx', ['tsc', '-p', 'tsconfig.json'], design);
        await sh('npx', ['vite', 'build', '--logLevel', 'warn'], design);
      });
      let stop = null;
      for (const kind of ['shadcn', 'mui']) {
        await check(`Design systems: the ${kind} recipe in Chromium (focus to the first invalid, axe, every kind, exact result)`, async () => {
          stop ??= await serve('npx', ['vite', 'preview', '--port', '4440', '--strictPort'], design, 'http://127.0.0.1:4440/shadcn.html');
          const context = await browser.newContext();
          const page = await context.newPage();
          const errors = [];
          page.on('pageerror', (e) => errors.push(String(e)));
          try {
            await page.goto(`http://127.0.0.1:4440/${kind}.html`);
            await driveDesignSystem(page, kind, expectText);
            if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
          } finally {
            await context.close();
          }
        });
      }
      stop?.();
    }
  }

  async function jestApp() {
    // A host's own component tests: Jest 30 in jsdom, ESM mode as docs/guides/testing.md says, no stubs.
    let jest;
    await check('Jest 30 (jsdom): installs the tarball beside jest and Testing Library', async () => {
      jest = await installs.jest;
    });
    if (jest) {
      await check('Jest 30 (jsdom, no stubs): the Radix select opens and the form submits; /native too', () =>
        sh('npx', ['jest', '--ci'], jest, { NODE_OPTIONS: '--experimental-vm-modules' }),
      );
    }
  }

  async function typesApp() {
    // Strict hosts: exactOptionalPropertyTypes over every public props and options type, and typed
    // literal requests, on the oldest supported TypeScript (5.4, which the SDKs' own types need) and
    // the newest.
    let types;
    await check('TypeScript 5.4 and 5.9: installs the tarball beside both SDKs', async () => {
      types = await installs.types;
    });
    if (types) {
      for (const [version, tsc] of [['5.4', 'node_modules/typescript-5.4/bin/tsc'], ['5.9', 'node_modules/typescript/bin/tsc']]) {
        await check(`TypeScript ${version}, exactOptionalPropertyTypes: every optional prop and option takes \`T | undefined\`; a literal request is checked (a misspelt type fails) and its content typed; renderers, queue and relay code typed with exported names only`, () =>
          sh('node', [tsc, '-p', 'tsconfig.json'], types),
        );
      }
    }
  }

  async function sdkApps() {
    // A host on either MCP SDK generation: both bridges type-check beside the SDKs they attach to.
    let sdkHost;
    await check('SDK hosts: installs the tarball beside @modelcontextprotocol/sdk 1.32.2 and @modelcontextprotocol/client 2.4.0', async () => {
      sdkHost = await installs.sdk;
    });
    if (sdkHost) {
      for (const resolution of ['node16', 'nodenext']) {
        await check(`SDK hosts: tsc ${resolution}: /sdk and /client typed, one capabilities object fits both clients`, () => sh('npx', ['tsc', '-p', `tsconfig.${resolution}.json`], sdkHost));
      }
      await check('Node http host: the /relay recipe in plain Node (an elicitation asked on the server, answered over HTTP: 422, 200, then 409)', () => sh('node', ['relay-host.mjs'], sdkHost));
      await check('Hono host: the same with the web-standard handler on a Hono route', () => sh('node', ['relay-host.mjs', 'hono'], sdkHost));
      await check('ACP host: the guide\'s page and server recipes type-check (strict, exactOptionalPropertyTypes, nodenext)', () => sh('npx', ['tsc', '-p', 'tsconfig.acp.json'], sdkHost));
      await check('ACP host: the server recipe in plain Node (the example ACP agent over stdio through the relay: 422 for a pattern refused, 200, received once)', () =>
        sh('node', ['acp-host.mjs', join(root, 'demo/acp/stdio.mjs')], sdkHost));
    }
  }

  /** The Next app's relay page: a request asked on the server, answered in the dialog. */
  const answerRelay = (origin) =>
    inPage(`${origin}/relay`, async (page) => {
        await page.getByRole('button', { name: 'Ask from the server' }).click();
        const dialog = page.getByRole('dialog', { name: 'Request from Server-side MCP client' });
        await dialog.getByLabel('Name').fill('Ada');
        await dialog.getByRole('button', { name: 'Submit' }).click();
        await expectText(page.getByTestId('relay-result'), JSON.stringify({ action: 'accept', content: { name: 'Ada' } }));
    });

  async function nextApp() {
    let next;
    await check('Next.js 16 App Router: installs the tarball', async () => {
      next = await installs.next;
    });
    if (next) {
      const env = { NEXT_TELEMETRY_DISABLED: '1' };
      await check('Next.js 16 App Router: next build (server components import /core and render the form)', () => sh('npx', ['next', 'build'], next, env));
      let stop = null;
      await check('Next.js 16 App Router: server-rendered parts and both forms work in Chromium', async () => {
        stop = await serve('npx', ['next', 'start', '-p', '4430'], next, 'http://127.0.0.1:4430/', env);
        await inPage('http://127.0.0.1:4430/', async (page) => {
          await expectText(page.getByTestId('server-core'), '1 field parsed on the server; opens evil.com');
          const client = page.getByRole('region', { name: 'Rendered by a client component' });
          await client.getByLabel('Name').fill('Ada');
          await client.getByRole('button', { name: 'Submit' }).click();
          await expectText(page.getByTestId('result'), JSON.stringify({ action: 'accept', content: { name: 'Ada' } }));
          const server = page.getByRole('region', { name: 'Rendered by a server component' });
          await server.getByLabel('Name').fill('Grace');
          await server.getByRole('button', { name: 'Submit' }).click();
          await expectText(server.getByRole('status').filter({ hasText: 'Sent' }), 'Sent.');
        });
      });
      // The relay recipe: route handlers hold the request on the server until the page answers.
      await check('Next.js 16 App Router: the relay recipe (route handlers, the request asked on the server, answered in the dialog)', async () => {
        await answerRelay('http://127.0.0.1:4430');
      });
      // The Vercel AI SDK recipe: its MCP client's elicitation handler feeds the relay, inside a turn.
      await check('Next.js 16 App Router: the Vercel AI SDK recipe (a streamText turn, the mock model calls an MCP tool that elicits through @ai-sdk/mcp; answered as an inline card in the chat, the reply says what the server got)', async () => {
        await inPage('http://127.0.0.1:4430/chat', async (page) => {
          await page.getByRole('textbox', { name: 'Message' }).fill('Book a table for tonight');
          await page.getByRole('button', { name: 'Send' }).click();
          const conversation = page.getByRole('region', { name: 'Conversation' });
          const card = conversation.getByRole('region', { name: 'Request from Bistro' });
          await expectText(card, 'How should we book your table?');
          await card.getByRole('spinbutton', { name: /Guests/ }).fill('4');
          await card.getByRole('textbox', { name: /Name/ }).fill('Ada');
          await card.getByRole('checkbox', { name: /On the terrace/ }).check();
          await card.getByRole('button', { name: 'Submit' }).click();
          const sent = { action: 'accept', content: { guests: 4, name: 'Ada', terrace: true } };
          await expectText(conversation.locator('li[data-role="Assistant"]'), `Assistant: Done. The Bistro received ${JSON.stringify(sent)}`);
          await expectText(conversation, 'Sent to Bistro');
        });
      });
      stop?.();
      // The same app built by webpack (Next's other bundler): the hosts' request UI is a chunk of
      // its own there too, fetched when the request comes, and the dialog answers.
      await check('Next.js 16 App Router, webpack: next build --webpack, then the relay recipe answered in the dialog (the request UI of the hosts is a dynamic import there too)', async () => {
        await sh('npx', ['next', 'build', '--webpack'], next, env);
        const stopWebpack = await serve('npx', ['next', 'start', '-p', '4431'], next, 'http://127.0.0.1:4431/', env);
        try {
          await answerRelay('http://127.0.0.1:4431');
        } finally {
          stopWebpack();
        }
      });
    }
  }

  async function snippetsApp() {
    // Every TypeScript block of README.md and docs/ (consumers/snippets.mjs), each its own module,
    // type-checked strictly against the packed package; then the five-minute guide's chat, built
    // with Vite and used in Chromium against the example MCP server, as the guide tells a newcomer.
    let snippets;
    await check('Docs snippets: installs the tarball beside what the blocks import', async () => {
      snippets = await installs.snippets;
    });
    if (!snippets) return;
    await check('Docs snippets: every ts/tsx block of README.md and docs/ type-checks (strict, exactOptionalPropertyTypes)', async () => {
      const count = writeSnippets(root, snippets);
      if (count < 20) throw new Error(`only ${count} blocks found`);
      await sh('npx', ['tsc', '-p', 'tsconfig.json'], snippets);
    });
    await check('Docs snippets: the five-minute chat builds and answers plan_trip in Chromium against the example server', async () => {
      const blocks = readdirSync(join(snippets, 'src', 'blocks')).filter((f) => f.startsWith('docs_guides_five_minutes_md_') && f.endsWith('.tsx'));
      if (blocks.length !== 1) throw new Error(`expected the guide's one tsx block, found ${blocks.length}`);
      cpSync(join(snippets, 'src', 'blocks', blocks[0]), join(snippets, 'chat', 'main.tsx'));
      await sh('npx', ['vite', 'build', '--logLevel', 'warn'], snippets);
      // The guide's server address is 127.0.0.1:3001, as `npm run demo:server-only` serves it.
      const stopServer = await serve('node', [join(root, 'demo/server/main.mjs'), '3001'], root, 'http://127.0.0.1:3001/consent/none', {}, { anyStatus: true });
      let stopPage = null;
      try {
        stopPage = await serve('npx', ['vite', 'preview', '--port', '4470', '--strictPort'], snippets, 'http://127.0.0.1:4470/');
        await inPage('http://127.0.0.1:4470/', async (page) => {
          await page.getByRole('button', { name: 'plan_trip' }).click();
          await page.getByLabel('City').fill('Lisbon');
          // plan_trip's round is one card: the second question shows in it once the first is answered.
          const round = page.getByRole('region', { name: /Where do you want to go/ });
          await round.getByRole('button', { name: 'Submit' }).click();
          await expectText(round, 'How many people');
          const submit = round.getByRole('button', { name: 'Submit' });
          // It arms anew (half a second on screen) before it answers.
          await page.waitForFunction((el) => el && !el.hasAttribute('aria-disabled'), await submit.elementHandle());
          await submit.click();
          // The tool's reply, after the card that asked: what the server received.
          await expectText(page.locator('main > p').last(), 'Lisbon');
        });
        stopPage();
        stopPage = null;
        // As written, in development (Vite's dev server): StrictMode runs every effect twice. A
        // reload while plan_trip's card waits brings the same card back once, saying why it is
        // empty, and its answers finish the call.
        stopPage = await serve('npx', ['vite', '--port', '4471', '--strictPort'], snippets, 'http://127.0.0.1:4471/');
        await inPage('http://127.0.0.1:4471/', async (page) => {
          await page.getByRole('button', { name: 'plan_trip' }).click({ timeout: 60_000 });
          await page.getByLabel('City').fill('Porto');
          await page.reload();
          const round = page.getByRole('region', { name: /Where do you want to go/ });
          await expectText(round, 'Asked again after the page reloaded: what you had typed before was not kept.');
          if ((await round.count()) !== 1) throw new Error(`after the reload: ${await round.count()} cards, not one`);
          const city = page.getByLabel('City');
          if ((await city.inputValue()) !== '') throw new Error('the city typed before the reload came back');
          await city.fill('Lisbon');
          const submit = round.getByRole('button', { name: 'Submit' });
          await page.waitForFunction((el) => el && !el.hasAttribute('aria-disabled'), await submit.elementHandle());
          await submit.click();
          await expectText(round, 'How many people');
          await page.waitForFunction((el) => el && !el.hasAttribute('aria-disabled'), await submit.elementHandle());
          await submit.click();
          await expectText(page.locator('main > p').last(), 'Lisbon');
          if ((await page.getByRole('region', { name: /Where do you want to go/ }).count()) !== 1) throw new Error('a second card appeared');
        });
      } finally {
        stopPage?.();
        stopServer();
      }
    });
    await check('Docs snippets: the ACP guide\'s page host, as written, on Vite\'s dev server (StrictMode) in Chromium against the example ACP agent: one WebSocket, the agent\'s form shown and declined, the transcript says so', async () => {
      const blocks = readdirSync(join(snippets, 'src', 'blocks'))
        .filter((f) => f.startsWith('docs_guides_acp_md_L') && f.endsWith('.tsx'))
        .sort((a, b) => Number(/_L(\d+)/.exec(a)[1]) - Number(/_L(\d+)/.exec(b)[1]));
      if (blocks.length === 0) throw new Error("no tsx block in the ACP guide");
      // Only the agent's address changes: the example agent's, over WebSocket.
      const code = readFileSync(join(snippets, 'src', 'blocks', blocks[0]), 'utf8');
      if (!code.includes("'wss://agent.example.com/acp'")) throw new Error("the ACP guide's page host no longer connects to 'wss://agent.example.com/acp'");
      writeFileSync(join(snippets, 'chat', 'main.tsx'), code.replace("'wss://agent.example.com/acp'", "'ws://127.0.0.1:4472/acp'"));
      const stopAgent = await serve('node', [join(root, 'demo/acp/main.mjs'), '4472'], root, 'http://127.0.0.1:4472/acp', {}, { anyStatus: true });
      let stopPage = null;
      try {
        stopPage = await serve('npx', ['vite', '--port', '4473', '--strictPort'], snippets, 'http://127.0.0.1:4473/');
        await inPage('http://127.0.0.1:4473/', async (page) => {
          // A first load on the dev server may reload once when Vite optimizes a dependency: let it settle.
          await page.getByRole('status').filter({ hasText: 'Connected.' }).first().waitFor({ timeout: 60_000 });
          await page.waitForTimeout(3000);
          // The agent's WebSockets (Vite's own HMR socket aside), from a fresh load on.
          let sockets = 0;
          page.on('websocket', (ws) => ws.url().startsWith('ws://127.0.0.1:4472/') && sockets++);
          await page.reload();
          await page.getByRole('status').filter({ hasText: 'Connected.' }).first().waitFor({ timeout: 30_000 });
          if (sockets !== 1) throw new Error(`${sockets} WebSockets under StrictMode, not one`);
          await page.getByRole('button', { name: 'Send' }).click();
          const dialog = page.getByRole('dialog', { name: 'Request from Coding agent (agent.example.com)' });
          await expectText(dialog, 'Written by the agent');
          const decline = dialog.getByRole('button', { name: 'Decline' });
          // It arms (half a second on screen) before it answers.
          await page.waitForFunction((el) => el && !el.hasAttribute('aria-disabled'), await decline.elementHandle());
          await decline.click();
          await expectText(page.getByLabel('Transcript'), 'Received decline');
          if (sockets !== 1) throw new Error(`${sockets} WebSockets after a turn, not one`);
        });
      } finally {
        stopPage?.();
        stopAgent();
      }
    });
  }

  // Two lanes on two cores: each app's checks run in order, and the lanes wait for their own
  // installs (slot order above: the first lane's apps install in slot 0, the second's in slot 1).
  await Promise.all([
    (async () => {
      await packageChecks();
      await viteApps();
      await jestApp();
      await nextApp();
    })(),
    (async () => {
      await typesApp();
      await sdkApps();
      await designApp();
      await snippetsApp();
    })(),
  ]);
} finally {
  await browser.close();
  if (!process.env.KEEP_CONSUMERS) rmSync(work, { recursive: true, force: true });
}

const passed = results.filter(Boolean).length;
const failed = results.length - passed;
console.log(`consumers: ${passed} passed, ${failed} failed`);
if (process.env.CONSUMERS_REPORT) writeFileSync(process.env.CONSUMERS_REPORT, JSON.stringify({ passed, failed }));
process.exit(failed ? 1 : 0);
