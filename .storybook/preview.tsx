import type { Decorator, Preview } from '@storybook/react-vite';
import '../src/styles/styles.css';
import './preview.css';
import '../stories/story.css';
import { loadRequestUi } from '../src/host/requestUi';

// The theme toolbar: light, dark or high contrast, set as data-theme on <html> so that select
// lists portalled to <body> follow it too.
const withTheme: Decorator = (Story, context) => {
  const theme = (context.parameters.theme as string | undefined) ?? (context.globals.theme as string | undefined) ?? 'light';
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme;
  return <Story />;
};

const preview: Preview = {
  parameters: {
    // Any axe violation fails the story's test (addon-vitest runs the a11y check).
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { expanded: true },
  },
  globalTypes: {
    theme: {
      description: 'Theme',
      toolbar: { title: 'Theme', icon: 'contrast', items: ['light', 'dark', 'high-contrast'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [withTheme],
  // The hosts load their request UI on demand (src/host/requestUi.ts); a story shows a request
  // already loaded, as a page does once its first request has come (src/host/lazy.test.tsx and
  // e2e/lazy.spec.ts show the waiting state).
  loaders: [async () => (await loadRequestUi(), {})],
};
export default preview;
