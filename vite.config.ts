import { availableParallelism } from 'node:os';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { chromiumArgs } from './scripts/chromium.mjs';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// The stylesheet ships as its own file (`react-mcp-elicitation/styles.css`): importing the JS
// never injects CSS, so `sideEffects` can list CSS only.
function emitStylesheet(): Plugin {
  return {
    name: 'emit-stylesheet',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'styles.css', source: readFileSync(here('src/styles/styles.css'), 'utf8') });
    },
  };
}

const CLIENT_ENTRIES = new Set(['index', 'native', 'host']);
// Message catalogues, one entry each (`react-mcp-elicitation/locales/fr` …): a host pays only for the ones it imports.
const LOCALES = ['de', 'fr', 'es', 'pt-BR', 'ja', 'zh-Hans', 'ar', 'he', 'ru', 'pseudo'];
// Dependencies and peers stay imports (the app's bundler dedupes and splits them); re2js loads on demand.
const external = [/^react($|\/)/, /^react-dom($|\/)/, /^react-hook-form($|\/)/, /^@radix-ui\//, /^@modelcontextprotocol\//, /^@agentclientprotocol\//, /^re2js$/];

export default defineConfig({
  plugins: [react(), emitStylesheet()],
  // public/ holds the demo's assets; the library ships only its own files.
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    // Entries, one per subpath: the components (Radix or native select), the React-free core, the
    // SDK-free queue and hosts, the SDK bridges (`/sdk` v1, `/client` v2), the server-side relay, the ACP attachment (`/acp`).
    lib: {
      entry: {
        index: here('src/index.tsx'),
        native: here('src/native.tsx'),
        core: here('src/core.ts'),
        host: here('src/host.ts'),
        sdk: here('src/sdk.ts'),
        client: here('src/client.ts'),
        relay: here('src/relay.ts'),
        acp: here('src/acp.ts'),
        ...Object.fromEntries(LOCALES.map((l) => [`locales/${l}`, here(`src/locales/${l}.ts`)])),
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rolldownOptions: {
      external,
      output: {
        // One file per source module: an app's bundler drops what it does not import (a form
        // without URL mode ships no URL inspection) and splits the rest as the app does.
        preserveModules: true,
        preserveModulesRoot: here('src'),
        entryFileNames: '[name].js',
        // Entries that hold components and hooks are client modules for React Server Components
        // (Next.js App Router); `core` and `sdk` hold none and stay importable from the server.
        banner: (chunk) => (chunk.isEntry && CLIENT_ENTRIES.has(chunk.name) ? "'use client';" : ''),
      },
    },
  },
  test: {
    // Every core: Vitest's default in a run leaves one idle (1 worker on a 2-core machine), and
    // the jsdom files spend most of their time in set-up, not in timers (measured: 215 s → 160 s).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test/setup.ts'],
          css: false,
          // With every core busy, the screen-reader walk-throughs take 2–5 s each (measured in a
          // fresh clone); 5 s, the default, failed them on a loaded machine, and 20 s still stops a hang.
          testTimeout: 20_000,
        },
      },
      {
        // Every story is a test: it renders in Chromium, its play function runs, and axe checks it.
        plugins: [storybookTest({ configDir: here('.storybook') })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            // The tester's page at its real size: a scaled frame is one IntersectionObserver v2
            // reports as not visible, and the dialog then (rightly) never arms.
            viewport: { width: 1280, height: 720 },
          },
        },
      },
    ],
  },
});
