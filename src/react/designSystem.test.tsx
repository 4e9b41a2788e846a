import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useRef, type ComponentProps, type ReactNode } from 'react';
import type { FieldModel } from '../core/model.js';
import type { ElicitResult } from '../protocol/types.js';
import {
  ElicitationForm,
  mergeProps,
  useCheckboxProps,
  useMultiSelectProps,
  useSingleSelectProps,
  type FieldRendererProps,
} from '../index.js';

// A design system's own controls, glued to the form with our prop objects and `mergeProps` (see
// docs/recipes/DesignSystems.mdx): its own handlers, refs and descriptions must not break ours.

const request = {
  message: 'Your order',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      email: { type: 'string', title: 'Email', format: 'email' },
      qty: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 9 },
      gift: { type: 'boolean', title: 'Gift wrap' },
      size: { type: 'string', title: 'Size', enum: ['s', 'm'], enumNames: ['Small', 'Medium'] },
      extras: { type: 'array', title: 'Extras', maxItems: 2, items: { enum: ['card', 'bag', 'bow'] } },
    },
    required: ['name', 'size'],
  },
};

const seen: { changes: string[]; refs: (HTMLElement | null)[] } = { changes: [], refs: [] };

// A design-system input that owns its hint (and so its own aria-describedby), a change handler
// and a ref of its own.
function DsText(props: FieldRendererProps<FieldModel<'text'>>) {
  const own = useRef<HTMLInputElement | null>(null);
  return (
    <props.Frame {...props}>
      <input
        {...mergeProps(props.inputProps, {
          className: 'ds-input',
          'aria-describedby': `${props.inputProps.id}-ds-hint`,
          onChange: (e: { target: unknown }) => seen.changes.push((e.target as HTMLInputElement).value),
          ref: (el: HTMLInputElement | null) => {
            own.current = el;
            seen.refs.push(el);
          },
        })}
      />
      <span id={`${props.inputProps.id}-ds-hint`}>Design-system hint</span>
    </props.Frame>
  );
}

// MUI's TextField puts a spread `ref` on its wrapper <div>: focus must still reach the input.
const Wrapper = forwardRef<HTMLDivElement, ComponentProps<'input'> & { children?: ReactNode }>(function Wrapper(
  { children, ...input },
  ref,
) {
  return (
    <div ref={ref} className="ds-wrapper">
      <input {...input} />
      {children}
    </div>
  );
});
function DsNumber(props: FieldRendererProps<FieldModel<'number'>>) {
  return (
    <props.Frame {...props}>
      <Wrapper {...props.inputProps} />
    </props.Frame>
  );
}

// A button-based checkbox (Radix's, shadcn/ui's).
function ButtonCheckbox(p: {
  checked: boolean;
  onCheckedChange: (c: boolean) => void;
  disabled?: boolean;
  id?: string;
  ref?: unknown;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  children?: ReactNode;
  label?: string;
}) {
  const { checked, onCheckedChange, disabled, ref, label, ...aria } = p;
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      ref={ref as never}
      onClick={() => onCheckedChange(!checked)}
      {...aria}
    />
  );
}
function DsBoolean(props: FieldRendererProps<FieldModel<'boolean'>>) {
  const checkbox = useCheckboxProps(props);
  return (
    <props.Frame {...props} variant="inline">
      <ButtonCheckbox {...checkbox} />
    </props.Frame>
  );
}
function DsMulti(props: FieldRendererProps<FieldModel<'multi'>>) {
  const multi = useMultiSelectProps(props);
  return (
    <props.Frame {...props} variant="group">
      <div {...multi.groupProps}>
        <span id={props.labelProps.id}>{props.label}</span>
        {multi.options.map((o) => (
          <ButtonCheckbox key={o.key} {...o.checkboxProps} label={o.option.label} />
        ))}
      </div>
    </props.Frame>
  );
}
function DsSelect(props: FieldRendererProps<FieldModel<'single'>>) {
  const select = useSingleSelectProps(props);
  const { ref, ...trigger } = select.triggerProps;
  return (
    <props.Frame {...props}>
      <select
        {...trigger}
        ref={ref}
        value={select.value}
        onChange={(e) => select.onValueChange(e.currentTarget.value)}
        required={select.required}
      >
        <option value="">{select.placeholder}</option>
        {select.items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </props.Frame>
  );
}

const components = { text: DsText, number: DsNumber, boolean: DsBoolean, multi: DsMulti, single: DsSelect };

function setup() {
  seen.changes.length = 0;
  seen.refs.length = 0;
  const results: ElicitResult[] = [];
  const user = userEvent.setup();
  render(<ElicitationForm request={request} onResult={(r) => results.push(r)} components={components} />);
  return { results, user };
}
const described = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('a design system’s controls, glued with prop objects and mergeProps', () => {
  it('its own onChange, ref and aria-describedby run beside ours: registration, ARIA and errors still work', async () => {
    const { results, user } = setup();
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(seen.refs).toContain(name);
    expect(name).toHaveClass('ds-input');
    // The schema's native attributes come with the prop object.
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('min', '1');
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveAttribute('step', '1');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(results).toEqual([]);
    // Focus to the first invalid field; its error joins the design system's own description.
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(described(name).sort()).toEqual(['Design-system hint', 'This field is required.']);

    await user.type(name, 'Ada');
    expect(seen.changes.at(-1)).toBe('Ada');
    expect(described(name)).toEqual(['Design-system hint']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Medium');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(results).toEqual([{ action: 'accept', content: { name: 'Ada', size: 'm' } }]);
  });

  it('a ref on a wrapper (MUI’s TextField) still brings focus to the input inside', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Small');
    await user.type(screen.getByRole('spinbutton', { name: 'Quantity' }), '12');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveFocus();
  });

  it('a button checkbox and button-checkbox multi-select: checked state, maxItems, option order', async () => {
    const { results, user } = setup();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Size' }), 'Small');
    const gift = screen.getByRole('checkbox', { name: 'Gift wrap' });
    await user.click(gift);
    expect(gift).toHaveAttribute('aria-checked', 'true');
    const extras = screen.getByRole('group', { name: 'Extras' });
    await user.click(within(extras).getByRole('checkbox', { name: 'bow' }));
    await user.click(within(extras).getByRole('checkbox', { name: 'card' }));
    // Two of at most two: the third is disabled.
    expect(within(extras).getByRole('checkbox', { name: 'bag' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(results).toEqual([
      { action: 'accept', content: { name: 'Ada', gift: true, size: 's', extras: ['card', 'bow'] } },
    ]);
  });
});

describe('mergeProps', () => {
  it('chains handlers, joins classes and id lists without repeats, attaches every ref, keeps the first id', () => {
    const calls: string[] = [];
    const objectRef = { current: null as unknown };
    const merged = mergeProps(
      {
        id: 'ours',
        className: 'a',
        'aria-describedby': 'x y',
        onClick: () => calls.push('ours'),
        ref: (el: unknown) => calls.push(`ref:${String(el)}`),
      },
      {
        id: 'theirs',
        className: 'b',
        'aria-describedby': 'y z',
        onClick: () => calls.push('theirs'),
        ref: objectRef,
        title: 't',
      },
    );
    merged.onClick();
    (merged.ref as (el: unknown) => void)('EL');
    expect(calls).toEqual(['ours', 'theirs', 'ref:EL']);
    expect(objectRef.current).toBe('EL');
    expect(merged).toMatchObject({ id: 'ours', className: 'a b', 'aria-describedby': 'x y z', title: 't' });
  });

  it('the same refs give the same ref callback, so a re-render does not detach and attach the element', () => {
    const ours = (el: unknown) => void el;
    const theirs = { current: null as unknown };
    const once = mergeProps({ ref: ours, id: 'a' }, { ref: theirs });
    const again = mergeProps({ ref: ours, id: 'a' }, { ref: theirs });
    expect(again.ref).toBe(once.ref);
    // Other refs, or the same in another order, are another callback.
    expect(mergeProps({ ref: theirs }, { ref: ours }).ref).not.toBe(once.ref);
    expect(mergeProps({ ref: ours }, { ref: { current: null } }).ref).not.toBe(once.ref);
  });
});
