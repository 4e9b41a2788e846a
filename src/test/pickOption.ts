import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Picks `option` in the single select labelled `label` inside `scope`: a native select or Radix's, whichever is
 * rendered.
 */
export async function pickOption(user: UserEvent, scope: HTMLElement, label: RegExp, option: string | RegExp) {
  const select = within(scope).getByRole('combobox', { name: label });
  if (select instanceof HTMLSelectElement)
    await user.selectOptions(select, within(select).getByRole('option', { name: option }));
  else {
    await user.click(select);
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  }
}
