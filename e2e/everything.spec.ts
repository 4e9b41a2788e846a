import { expect, test } from '@playwright/test';
import { EVERYTHING_PORT } from '../playwright.config';
import { axe } from './helpers';

// The demo host against the MCP reference server, @modelcontextprotocol/server-everything (a v1
// SDK server: 2025-11-25 only), with each SDK generation. The v2 client asks for 2026-07-28 and
// falls back. Its tools echo what they received as text.

const SERVER = `127.0.0.1:${EVERYTHING_PORT}`;
const dialog = (page: import('@playwright/test').Page) => page.getByRole('dialog', { name: `Request from ${SERVER}` });

for (const variant of [
  { name: 'SDK v1', query: '&sdk=v1' },
  { name: 'SDK v2 (asks for 2026-07-28, falls back)', query: '' },
]) {
  test.describe(`server-everything, ${variant.name}`, () => {
    test('trigger-elicitation-request: the reference form round-trips exactly, defaults included', async ({ page }) => {
      await page.goto(`/?server=${encodeURIComponent(`http://${SERVER}/mcp`)}${variant.query}`);
      await expect(page.getByRole('status').filter({ hasText: 'Connected to' })).toContainText('Protocol 2025-11-25');
      await page.getByRole('button', { name: 'Call trigger-elicitation-request' }).click();
      await expect(dialog(page)).toContainText('Please provide inputs for the following fields:');
      await axe(page, 'dialog');
      await dialog(page).getByRole('textbox', { name: /^String/ }).first().fill('Ada Lovelace');
      await dialog(page).getByRole('checkbox', { name: 'Boolean' }).check();
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      // The dialog shows six fields; the first Submit shows the defaults below them before they are sent.
      await expect(dialog(page)).toContainText('Some of the fields below are filled in');
      await dialog(page).getByRole('button', { name: 'Submit' }).click();
      const text = (await page.getByRole('region', { name: 'Result' }).locator('pre').textContent()) ?? '';
      const raw = JSON.parse(JSON.parse(text).content.at(-1).text.replace(/^\s*Raw result: /, ''));
      expect(raw).toEqual({
        action: 'accept',
        content: {
          name: 'Ada Lovelace',
          check: true,
          firstLine: 'It was a dark and stormy night.',
          integer: 42,
          number: 3.14,
          untitledSingleSelectEnum: 'Monica',
          untitledMultipleSelectEnum: ['Guitar'],
          titledSingleSelectEnum: 'hero-1',
          titledMultipleSelectEnum: ['fish-1'],
          legacyTitledEnum: 'pet-1',
        },
      });
    });

    test('trigger-elicitation-request: decline arrives as such', async ({ page }) => {
      await page.goto(`/?server=${encodeURIComponent(`http://${SERVER}/mcp`)}${variant.query}`);
      await page.getByRole('button', { name: 'Call trigger-elicitation-request' }).click();
      await dialog(page).getByRole('button', { name: 'Decline' }).click();
      await expect(page.getByRole('region', { name: 'Result' })).toContainText('User declined to provide the requested information.');
    });
  });
}
