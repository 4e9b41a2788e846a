import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { pickOption } from './pickOption.js';

// The booking of fixtures/converters/models.ts as a person answers it in the dialog, and the content
// a server should get for it: for the tests that send it from real servers (src/bridges/).

/** Fills the booking in the dialog of `server` as a person would, by what each control is called, and sends it. */
export async function answerBooking(user: UserEvent, server = 'Booking') {
  const dialog = await screen.findByRole('dialog', { name: `Request from ${server}` });
  const field = (name: RegExp) => within(dialog).getByLabelText(name, { selector: 'input, textarea, button' });
  await user.type(field(/^name/i), 'Ada Lovelace');
  await user.type(field(/^email/i), 'ada@example.com');
  const birthday = field(/^birthday/i) as HTMLInputElement;
  if (birthday.type === 'date') fireEvent.change(birthday, { target: { value: '1990-05-01' } });
  else await user.type(birthday, '1990-05-01');
  await user.type(within(dialog).getByRole('spinbutton', { name: /^age/i }), '36');
  await user.click(within(dialog).getByRole('checkbox', { name: /^agree/i }));
  await pickOption(user, dialog, /^plan/i, /^pro$/i);
  const extras = within(dialog).getByRole('group', { name: /^extras/i });
  await user.click(within(extras).getByRole('checkbox', { name: /^(wi-fi|wifi)$/i }));
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  // A default behind "Show n more fields" is shown before it is sent: the person checks, then sends.
  if (dialog.isConnected && within(dialog).queryByText(/Check them, then send/))
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}

/** The content `answerBooking` sends for the converter `name`'s JSON: empty optionals left out, no `null`. */
export const expected = (name: string) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  birthday: '1990-05-01',
  age: 36,
  // A default the person left is sent (effect's JSON carries none: its decoder fills it).
  ...(name !== 'effect' && { rating: 3 }),
  agree: true,
  plan: 'pro',
  extras: ['wifi'],
});
