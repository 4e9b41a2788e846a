import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * The person's side of a server-side validation loop in the dialog: answers "Ad", sees the
 * server's "too short" message with "Ad" filled in (and the asked-again line), completes it to
 * "Ada" and submits.
 */
export async function answerTooShortThenFix(user: UserEvent, serverName = 'Test server'): Promise<void> {
  let dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ad');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('is too short'));
  dialog = screen.getByRole('dialog');
  expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Ad');
  expect(dialog).toHaveTextContent(`${serverName} asked again. Your previous answer is filled in`);
  await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'a');
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
}
