// Retakes the documentation's screenshots from the demo: run `npm start` in another terminal, then
// `node scripts/screenshots.mjs`. The README's dialog (docs/screenshots/dialog.png), and the inline
// cards the hosts guide shows: a 2026-07-28 round of two questions as one card, and a one-field card.
import { chromium } from '@playwright/test';
import { chromiumArgs } from './chromium.mjs';

const DEMO = 'http://127.0.0.1:5173/';
const b = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
const page = await b.newPage({ viewport: { width: 960, height: 640 }, deviceScaleFactor: 1 });

await page.goto(DEMO);
await page.getByRole('button', { name: 'Call plan_trip' }).click();
await page.getByRole('dialog').waitFor();
// Once armed (half a second on screen), so the actions show as they are used.
await page.waitForTimeout(1200);
await page.screenshot({ path: 'docs/screenshots/dialog.png' });

await page.goto(`${DEMO}?presentation=inline`);
await page.getByRole('status').filter({ hasText: 'Connected to' }).waitFor();
// The round first: it is the server's first card, so it also says the name the server gives itself.
await page.getByRole('button', { name: 'Call plan_trip' }).click();
const round = page.locator('[data-rme-card]').filter({ hasText: 'Where do you want to go?' });
await round.waitFor();
await page.getByRole('button', { name: 'Call choose_username' }).click();
const one = page.locator('[data-rme-card]').filter({ hasText: 'Choose a username' });
await one.waitFor();
await page.waitForTimeout(1200);
await round.screenshot({ path: 'docs/screenshots/inline-round.png' });
await one.screenshot({ path: 'docs/screenshots/inline-one-field.png' });
await b.close();
console.log('docs/screenshots: dialog.png, inline-round.png, inline-one-field.png');
