import { createElement as h } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ElicitationForm } from 'react-mcp-elicitation';
import { ElicitationForm as NativeForm } from 'react-mcp-elicitation/native';

// A host app's own test of a screen that renders our form, written as docs/guides/testing.md's testing
// section says: no stubs for scrollIntoView, pointer capture or ResizeObserver.
const request = {
  message: 'Pick a size',
  requestedSchema: {
    type: 'object',
    properties: {
      size: { type: 'string', title: 'Size', enum: ['S', 'M', 'L'], enumNames: ['Small', 'Medium', 'Large'] },
      note: { type: 'string', title: 'Note', maxLength: 500 },
    },
    required: ['size'],
  },
};

test('jsdom lacks what Radix Select calls (so this proves the components cope)', () => {
  expect(typeof Element.prototype.scrollIntoView).toBe('undefined');
  expect(typeof Element.prototype.hasPointerCapture).toBe('undefined');
});

test('the default (Radix) select opens, takes an option, and the form submits', async () => {
  const results = [];
  const user = userEvent.setup();
  render(h(ElicitationForm, { request, onResult: (r) => results.push(r) }));
  await user.click(screen.getByRole('combobox', { name: 'Size' }));
  await user.click(await screen.findByRole('option', { name: 'Medium' }));
  await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Two{Enter}lines');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(results).toEqual([{ action: 'accept', content: { size: 'M', note: 'Two\nlines' } }]);
});

test('a failed submit announces the error and focuses the select', async () => {
  const user = userEvent.setup();
  render(h(ElicitationForm, { request, onResult: () => {} }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Size' }));
  expect(screen.getByRole('combobox', { name: 'Size' }).getAttribute('aria-invalid')).toBe('true');
});

test('the native select from /native', async () => {
  const results = [];
  const user = userEvent.setup();
  render(h(NativeForm, { request, onResult: (r) => results.push(r) }));
  const select = screen.getByRole('combobox', { name: 'Size' });
  await user.selectOptions(select, within(select).getByRole('option', { name: 'Large' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(results).toEqual([{ action: 'accept', content: { size: 'L' } }]);
});
