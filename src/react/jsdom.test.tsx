import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ElicitationForm } from '../index.js';
import { ElicitationForm as NativeForm } from '../native.js';
import type { ElicitResult } from '../protocol/types.js';

// A host's own tests run our components in jsdom, which lacks what Radix Select calls (pointer
// capture, scrollIntoView, ResizeObserver). Our shared test setup stubs them for the other
// tests; here they are taken away again, as in a fresh Jest or Vitest project.
const proto = window.Element.prototype as unknown as Record<string, unknown>;
const missing = ['hasPointerCapture', 'setPointerCapture', 'releasePointerCapture', 'scrollIntoView'] as const;
const saved = new Map<string, unknown>();
beforeEach(() => {
  for (const name of missing) {
    saved.set(name, proto[name]);
    delete proto[name];
  }
  saved.set('ResizeObserver', (window as unknown as Record<string, unknown>).ResizeObserver);
  delete (window as unknown as Record<string, unknown>).ResizeObserver;
});
afterEach(() => {
  for (const name of missing) proto[name] = saved.get(name);
  (window as unknown as Record<string, unknown>).ResizeObserver = saved.get('ResizeObserver');
});

const request = {
  message: 'Pick a size',
  requestedSchema: {
    type: 'object',
    properties: {
      size: { type: 'string', title: 'Size', enum: ['S', 'M', 'L'], enumNames: ['Small', 'Medium', 'Large'] },
    },
    required: ['size'],
  },
};

describe('jsdom with none of the browser APIs Radix Select needs, and no stubs', () => {
  it('the environment really lacks them', () => {
    expect(typeof proto.scrollIntoView).toBe('undefined');
    expect(typeof proto.hasPointerCapture).toBe('undefined');
  });

  it('the default (Radix) select opens by pointer, an option is chosen and the form submits', async () => {
    const results: ElicitResult[] = [];
    const user = userEvent.setup();
    render(<ElicitationForm request={request} onResult={(r) => results.push(r)} />);
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: 'Medium' }));
    expect(screen.getByRole('combobox', { name: 'Size' })).toHaveTextContent('Medium');
    // Once Radix is mounted, a second open goes through its own trigger.
    await user.click(screen.getByRole('combobox', { name: 'Size' }));
    await user.click(await screen.findByRole('option', { name: 'Large' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(results).toEqual([{ action: 'accept', content: { size: 'L' } }]);
  });

  it('and by keyboard', async () => {
    const results: ElicitResult[] = [];
    const user = userEvent.setup();
    render(<ElicitationForm request={request} onResult={(r) => results.push(r)} />);
    screen.getByRole('combobox', { name: 'Size' }).focus();
    await user.keyboard('{Enter}');
    const list = await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(list).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(results).toHaveLength(1);
    expect(results[0]!.action).toBe('accept');
  });

  it('the native select (/native)', async () => {
    const results: ElicitResult[] = [];
    const user = userEvent.setup();
    render(<NativeForm request={request} onResult={(r) => results.push(r)} />);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Size' }),
      within(screen.getByRole('combobox', { name: 'Size' })).getByRole('option', { name: 'Small' }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(results).toEqual([{ action: 'accept', content: { size: 'S' } }]);
  });
});
