import { expect, userEvent, waitFor, within } from 'storybook/test';

// Shared by the stories: build requests, act like a person, read the emitted result.

export function form(properties: Record<string, unknown>, required: string[] = [], message = 'Please fill in the form.') {
  return { message, requestedSchema: { type: 'object', properties, required } };
}

export const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export async function submit(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Submit' }));
}

/** Opens a Radix select by its label and picks an option (the list is portalled to <body>). */
export async function choose(canvasElement: HTMLElement, label: string | RegExp, option: string | RegExp) {
  await userEvent.click(within(canvasElement).getByRole('combobox', { name: label }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
}

/** The last result the component emitted, and that it emitted exactly one. */
export async function expectOneResult(spy: unknown, result: unknown) {
  const mock = spy as { mock: { calls: unknown[][] } };
  await expect(mock.mock.calls).toHaveLength(1);
  await expect(mock.mock.calls[0]![0]).toEqual(result);
}

/** The RFC 3339 offset of this browser's zone on a date, computed independently of the library. */
export function offsetOn(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** Until the request's actions answer: the host presentations arm them after 500 ms on screen. */
export async function armed(root: HTMLElement) {
  await waitFor(() => expect(root.querySelector('button[aria-disabled="true"]')).toBeNull(), { timeout: 3000 });
}
