// Drives a design-system recipe app (consumers/design) as a person would, in Chromium: a failed
// submit focuses the first invalid field, axe finds nothing, every kind is filled with the design
// system's own controls, and the result is exact.
import AxeBuilder from '@axe-core/playwright';

export async function driveDesignSystem(page, kind, expectText) {
  const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
  await page.getByRole('button', { name: 'Submit' }).click();
  const name = page.getByRole('textbox', { name: /^Name/ });
  await name.waitFor();
  if ((await focused()) !== (await name.getAttribute('id'))) throw new Error(`after a failed submit focus is on #${await focused()}, not on Name`);
  if ((await name.getAttribute('aria-invalid')) !== 'true') throw new Error('Name is not marked invalid');
  const violations = (await new AxeBuilder({ page }).analyze()).violations;
  if (violations.length) throw new Error(`axe: ${violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`).join('; ')}`);

  await name.fill('Ada');
  await page.getByRole('textbox', { name: /^Email/ }).fill('ada@example.com');
  await page.getByRole('spinbutton', { name: /^Quantity/ }).fill('3');
  await page.getByRole('textbox', { name: /^Notes/ }).fill('Ring twice\nthen wait');
  await page.getByRole('checkbox', { name: 'Gift wrap' }).click();
  await page.getByRole('combobox', { name: /^Size/ }).click();
  await page.getByRole('option', { name: 'Medium' }).click();
  const extras = page.getByRole('group', { name: /^Extras/ });
  await extras.getByRole('checkbox', { name: 'bow' }).click();
  await extras.getByRole('checkbox', { name: 'card' }).click();
  if (!(await extras.getByRole('checkbox', { name: 'bag' }).isDisabled())) throw new Error(`${kind}: a third extra is not disabled at maxItems 2`);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expectText(
    page.getByTestId('result'),
    JSON.stringify({ action: 'accept', content: { name: 'Ada', email: 'ada@example.com', qty: 3, notes: 'Ring twice\nthen wait', gift: true, size: 'm', extras: ['card', 'bow'] } }),
  );
}
