import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ElicitationForm } from '../../index.js';
import { NativeSelect } from './NativeSelect.js';

const request = (options: string[], required = true) => ({
  message: 'Pick',
  requestedSchema: {
    type: 'object',
    properties: { pick: { type: 'string', title: 'Pick one', enum: options } },
    required: required ? ['pick'] : [],
  },
});

describe('NativeSelect', () => {
  it('is chosen by `components`, labelled, and sends odd values exactly (even "")', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    render(
      <ElicitationForm request={request(['a', '', '<b>'])} onResult={onResult} components={{ single: NativeSelect }} />,
    );
    const select = screen.getByRole('combobox', { name: /Pick one/ });
    expect(select.tagName).toBe('SELECT');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveFocus();
    await user.selectOptions(select, '');
    expect(onResult).not.toHaveBeenCalled();
    await user.selectOptions(select, screen.getAllByRole('option')[2]!);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { pick: '' } });
  });

  it('replaces Radix Select on its own above the threshold (10^3 options here; 10^4 and 10^5 in e2e)', async () => {
    const user = userEvent.setup();
    const onResult = vi.fn();
    const options = Array.from({ length: 1_000 }, (_, i) => `option-${i}`);
    const { container } = render(<ElicitationForm request={request(options, false)} onResult={onResult} />);
    // (Role queries compute names over 10^4 options in jsdom: too slow; the first test covers names.)
    const select = container.querySelector('select')!;
    expect(select.labels[0]).toHaveTextContent('Pick one');
    expect(select.querySelectorAll('option')).toHaveLength(1_001);
    expect(select.querySelector('option')).toHaveTextContent('No selection');
    // (user-event's selectOptions scans 10^4 options by text in jsdom: too slow for a unit test.)
    fireEvent.change(select, { target: { value: '999' } });
    expect(select.selectedOptions[0]).toHaveTextContent('option-999');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onResult).toHaveBeenCalledWith({ action: 'accept', content: { pick: 'option-999' } });
  });
});
