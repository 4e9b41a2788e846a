// Retakes the README's screenshot (docs/screenshots/dialog.png) from the demo: run `npm start` in
// another terminal, then `node scripts/readmeScreenshot.mjs`.
import { chromium } from '@playwright/test';
import { chromiumArgs } from './chromium.mjs';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const page = await b.newPage({ viewport: { width: 960, height: 640 }, deviceScaleFactor: 1 });
await page.goto('http://127.0.0.1:5173/');
await page.getByRole('button', { name: 'Call plan_trip' }).click();
await page.getByRole('dialog').waitFor();
await page.waitForTimeout(1200);
await page.screenshot({ path: 'docs/screenshots/dialog.png' });
await b.close();
