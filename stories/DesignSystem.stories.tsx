import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ElicitationForm,
  useChosenIndex,
  type ActionsProps,
  type ElicitationComponents,
  type FieldFrameProps,
  type FieldRendererProps,
  type LayoutProps,
  type FieldModel,
} from '../src';
import { expectOneResult, form } from './helpers';
import './acme.css';

// "Acme": a second look built only from the `components` prop: a frame with the label beside the
// control, pill text inputs, a segmented control for single-selects, a card layout, and actions in
// Acme's order. Behaviour (validation, focus, ARIA, the result) still comes from the library; the
// frame and the controls spread the same prop objects, so their ids always match.

function AcmeFrame(props: FieldFrameProps) {
  return (
    <div className="acme-field" data-invalid={props.error !== undefined ? '' : undefined}>
      {props.variant !== 'group' && (
        <label className="acme-label" {...props.labelProps} dir="auto">
          {props.label}
          {props.field.required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      <div className="acme-control">
        {props.children}
        {props.description !== undefined && (
          <p className="acme-help" {...props.descriptionProps}>
            {props.description}
          </p>
        )}
        {props.hint !== undefined && (
          <p className="acme-help" {...props.hintProps}>
            {props.hint}
          </p>
        )}
        {props.notes !== undefined && (
          <p className="acme-help acme-warning" {...props.notesProps}>
            {props.notes}
          </p>
        )}
        {props.error !== undefined && (
          <p className="acme-error" {...props.errorProps}>
            ⚠ {props.error}
          </p>
        )}
      </div>
    </div>
  );
}

function AcmeText(props: FieldRendererProps<FieldModel<'text'>>) {
  return (
    <props.Frame {...props}>
      <input {...props.inputProps} className="acme-input" type={props.field.format === 'email' ? 'email' : 'text'} />
    </props.Frame>
  );
}

function AcmeSegmented(props: FieldRendererProps<FieldModel<'single'>>) {
  const index = useChosenIndex(props);
  const { field, value } = props;
  return (
    <props.Frame {...props}>
      <div role="radiogroup" {...props.controlProps} aria-labelledby={props.labelProps.id} className="acme-segments">
        {field.options.map((option, i) => (
          <label key={i} className="acme-segment" data-state={i === index ? 'on' : 'off'}>
            <input
              type="radio"
              name={field.name}
              checked={i === index}
              ref={i === 0 ? value.focusRef : undefined}
              onChange={() => value.set(option.value)}
              aria-invalid={props.controlProps['aria-invalid']}
            />
            {option.label}
          </label>
        ))}
      </div>
    </props.Frame>
  );
}

function AcmeActions({ canSubmit, disabled, messages, onDecline, onCancel }: ActionsProps) {
  return (
    <div className="acme-actions">
      <button type="button" className="acme-button acme-quiet" onClick={onCancel} disabled={disabled}>
        {messages.cancel}
      </button>
      <button type="button" className="acme-button acme-quiet" onClick={onDecline} disabled={disabled}>
        {messages.decline}
      </button>
      {canSubmit && (
        <button type="submit" className="acme-button acme-primary" disabled={disabled}>
          {messages.submit}
        </button>
      )}
    </div>
  );
}

function AcmeLayout(props: LayoutProps) {
  return (
    <div className="acme-card" data-state={props.state}>
      <header className="acme-header">
        {props.server}
        {props.message}
      </header>
      {props.requestError}
      <div className="acme-body">{props.fields}</div>
      <footer className="acme-footer">
        {props.summary}
        {props.actions}
        {props.outcome}
      </footer>
    </div>
  );
}

const acme: Partial<ElicitationComponents> = { frame: AcmeFrame, text: AcmeText, single: AcmeSegmented, actions: AcmeActions, layout: AcmeLayout };

const meta = {
  title: 'Design systems/Reskin with components',
  component: ElicitationForm,
  args: {
    onResult: fn(),
    serverName: 'Acme assistant',
    components: acme,
    className: 'acme',
    request: form(
      {
        name: { type: 'string', title: 'Name', description: 'As on your badge', minLength: 2 },
        email: { type: 'string', title: 'Email', format: 'email' },
        team: { type: 'string', title: 'Team', oneOf: [{ const: 'core', title: 'Core' }, { const: 'web', title: 'Web' }, { const: 'ops', title: 'Ops' }] },
        seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 9, default: 2 },
        remote: { type: 'boolean', title: 'Remote' },
        days: { type: 'array', title: 'Office days', items: { type: 'string', enum: ['Mon', 'Wed', 'Fri'] } },
      },
      ['name', 'team'],
      'Book a desk for the offsite.',
    ),
  },
} satisfies Meta<typeof ElicitationForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Acme: Story = {
  name: 'Acme look, same behaviour',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.acme-card')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    // The library's validation and focus work through the custom frame and renderers.
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(/As on your badge.*required/);
    await userEvent.type(name, 'Grace');
    await userEvent.click(canvas.getByRole('radio', { name: 'Web' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Wed' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expectOneResult(args.onResult, { action: 'accept', content: { name: 'Grace', team: 'web', seats: 2, days: ['Wed'] } });
  },
};

export const AcmeMalformed: Story = {
  name: 'Acme look, malformed request',
  args: { request: form({ bad: { type: 'object' } }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('cannot be shown');
    await expect(canvas.queryByRole('button', { name: 'Submit' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Decline' }));
    await expectOneResult(args.onResult, { action: 'decline' });
  },
};
