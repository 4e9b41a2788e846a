// The docs site is complete: the guides (docs/*.mdx, docs/recipes/, docs/guides/) and every story are in Storybook's index, and the API
// reference has a page for each entry. Exits non-zero otherwise.
import { existsSync, readFileSync, readdirSync } from 'node:fs';

const index = JSON.parse(readFileSync('storybook-static/index.json', 'utf8')).entries;
const docs = Object.keys(index).filter((id) => index[id].type === 'docs');
const stories = Object.keys(index).filter((id) => index[id].type === 'story');
const guides = ['docs-getting-started--docs', 'docs-recipes-vite--docs', 'docs-recipes-next-js-app-router--docs', 'docs-recipes-mcp-sdk-hosts--docs', 'docs-recipes-design-systems--docs', 'docs-recipes-strict-csp--docs', 'docs-api-reference--docs', ...['five-minutes-to-a-chat', 'the-form', 'hosts', 'the-relay', 'themes-design-systems-and-languages', 'security-and-limits', 'testing-and-scripts'].map((g) => `docs-guides-${g}--docs`)];
const missing = guides.filter((id) => !docs.includes(id));
const modules = existsSync('storybook-static/api/modules') ? readdirSync('storybook-static/api/modules') : [];
const entries = ['react-mcp-elicitation', 'react-mcp-elicitation_native', 'react-mcp-elicitation_core', 'react-mcp-elicitation_host', 'react-mcp-elicitation_sdk', 'react-mcp-elicitation_client', 'react-mcp-elicitation_relay', ...['de', 'fr', 'es', 'pt-BR', 'ja', 'zh-Hans', 'ar', 'he', 'ru', 'pseudo'].map((l) => `react-mcp-elicitation_locales_${l}`)];
const missingApi = entries.filter((m) => !modules.includes(`${m}.html`));
console.log(`docs site: ${docs.length} guides, ${stories.length} stories, API pages for ${entries.length - missingApi.length}/${entries.length} entries`);
if (missing.length || missingApi.length || stories.length === 0) {
  console.error(`missing: ${[...missing, ...missingApi].join(', ') || 'stories'}`);
  process.exit(1);
}
