import { chromium } from '@playwright/test';
import { chromiumArgs } from './chromium.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs });
const page = await browser.newPage();
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
await page.goto((process.env.BASE ?? 'http://127.0.0.1:5173/') + (process.argv[2] ?? ''));
await page.getByRole('status').filter({ hasText: 'Connected to' }).waitFor();
console.log(await page.getByRole('status').filter({ hasText: 'Connected to' }).textContent());
await page.getByRole('button', { name: 'Call pick_seat' }).click();
await page.waitForTimeout(800);
const variant = process.argv[3] ?? 'seat-plan';
const args = page.locator('[data-tool="pick_seat"]');
console.log('ARGS', await args.count(), await page.getByRole('button', { name: 'Call pick_seat with these arguments' }).count());
if (variant !== 'seat-plan') {
  await args.getByRole('combobox', { name: 'App' }).click();
  await page.getByRole('option', { name: variant, exact: true }).click();
}
await page.getByRole('button', { name: 'Call pick_seat with these arguments' }).click();
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/app1.png' });
const dialog = page.getByRole('dialog');
console.log('DIALOG', (await dialog.textContent())?.slice(0, 400));
const inner = page.frameLocator('iframe.rme-app-frame').frameLocator('iframe');
console.log('ISO', await inner.locator('#isolation').textContent().catch((e) => 'ERR ' + e.message.slice(0, 100)));
if (variant === 'seat-plan' || variant === 'bad-answer') {
await inner.getByRole('button', { name: 'C2' }).click();
await inner.getByRole('button', { name: 'Confirm seat' }).click();
}
await page.waitForTimeout(500);
console.log('DIALOG2', (await dialog.textContent().catch(() => 'gone'))?.slice(0, 600));
await page.waitForTimeout(1000);
console.log('RESULT', await page.getByRole('region', { name: 'Result' }).textContent());
await page.screenshot({ path: '/tmp/app2.png' });
await browser.close();
