import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './scripts/chromium.mjs';

const PORT = 5174;
const MCP_PORT = 3101;
export const CSP_PORT = 5175;
/** @modelcontextprotocol/server-everything, the reference server (2025-11-25), over Streamable HTTP. */
export const EVERYTHING_PORT = 3103;
/** `npm run demo:server`: the MCP client on the server, the example server over stdio. */
export const RELAY_PORT = 5176;
/** The demo's Vite dev server, for what only it serves (the lab rendered on the server). */
export const DEV_PORT = 5179;
// Debian's Chromium; Playwright's own browser download cannot run here.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = chromiumArgs;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args },
    // A fixed zone with a non-zero offset, so date-time content proves the offset is applied.
    timezoneId: 'Europe/Berlin',
    locale: 'en-GB',
  },
  projects: [
    { name: 'e2e', testIgnore: /perf\.spec\.ts/ },
    // Timings run last and alone: no other test competes for the cores while they measure.
    { name: 'perf', testMatch: /perf\.spec\.ts/, dependencies: ['e2e'], fullyParallel: false },
  ],
  webServer: [
    // The built demo, as a host ships it: a page loads a dozen files, not the dev server's hundred
    // modules (measured: 1.1 s to "Connected" against 2.3 s, and far less CPU beside the tests).
    // Its preview server also starts the example MCP server (on MCP_PORT).
    {
      command: `DEMO_OUT_DIR=dist-demo-e2e npx vite build --config demo/vite.config.ts --logLevel warn && DEMO_OUT_DIR=dist-demo-e2e npx vite preview --config demo/vite.config.ts --port ${PORT} --strictPort`,
      url: `http://127.0.0.1:${PORT}/`,
      env: { MCP_PORT: String(MCP_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    // The built demo under a strict Content-Security-Policy (see demo/vite.config.ts).
    {
      command: `VITE_STRICT_CSP=1 npx vite build --config demo/vite.config.ts --logLevel warn && VITE_STRICT_CSP=1 npx vite preview --config demo/vite.config.ts --port ${CSP_PORT} --strictPort`,
      url: `http://127.0.0.1:${CSP_PORT}/`,
      env: { MCP_PORT: String(MCP_PORT + 1) },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    // The dev server, for the lab rendered on the server (hardening.spec's SSR tests).
    {
      command: `npx vite --config demo/vite.config.ts --port ${DEV_PORT} --strictPort`,
      url: `http://127.0.0.1:${DEV_PORT}/`,
      env: { MCP_PORT: String(MCP_PORT + 3) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The server-side demo host built and run as plain Node (one instance, memory store), as the
    // cluster runs it; cluster.spec.ts reuses this build (DEMO_PREBUILT=1).
    {
      command: `node demo/relayHost/build.mjs && node demo/relayHost/instance.mjs`,
      url: `http://127.0.0.1:${RELAY_PORT}/`,
      env: { PORT: String(RELAY_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: `node node_modules/@modelcontextprotocol/server-everything/dist/index.js streamableHttp`,
      // GET /mcp without a session answers 400: up and running.
      url: `http://127.0.0.1:${EVERYTHING_PORT}/mcp`,
      env: { PORT: String(EVERYTHING_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
