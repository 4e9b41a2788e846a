// Builds the server-side demo host for plain Node: the page into dist-relay/ and the host's server
// side (./server.ts, with --ssr) into dist-relay/server/. ./instance.mjs serves both; ./cluster.mjs
// and the e2e run it before starting instances.
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

export async function buildRelayDemo() {
  const config = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
  await build({ configFile: config, logLevel: 'warn' });
  await build({ configFile: config, logLevel: 'warn', publicDir: false, build: { ssr: fileURLToPath(new URL('./server.ts', import.meta.url)), outDir: fileURLToPath(new URL('../../dist-relay/server', import.meta.url)), emptyOutDir: true } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildRelayDemo();
