import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

// The docs site: the guides in docs/ and every story in stories/. Telemetry off (no network here, and none wanted).
const config: StorybookConfig = {
  stories: ['../docs/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    // Not the library's vite.config.ts (that one builds the package in library mode).
    options: { builder: { viteConfigPath: fileURLToPath(new URL('./vite.config.ts', import.meta.url)) } },
  },
  core: { disableTelemetry: true },
  // The guides' screenshots (docs/screenshots), at the path their Markdown links resolve to in the docs site.
  staticDirs: [{ from: '../docs/screenshots', to: '/screenshots' }],
  // The static gallery bundles Storybook's own preview runtime: no chunk-size advice wanted.
  viteFinal: (config) => ({ ...config, build: { ...config.build, chunkSizeWarningLimit: 4096 } }),
};
export default config;
