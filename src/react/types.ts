// The React layer's public types, in one module with no runtime code: hooks, components and
// presets import from here, never from each other's files for a type.
import type { ComponentType, ReactNode } from 'react';
import type { RawValue } from '../core/content.js';
import type { ElicitationMessages, FormMessages } from '../core/messages.js';
import type { FieldKind, FieldModel } from '../core/model.js';
import type { ContentOfRequest } from '../protocol/infer.js';
import type { ElicitResult } from '../protocol/types.js';

/**
 * Props for a field's `<label>`: its id and the control it names.
 *
 * @example
 * ```tsx
 * <label {...props.labelProps}>{props.label}</label>
 * ```
 */
export interface LabelProps {
  id: string;
  htmlFor: string;
}

/**
 * The id and ARIA state every control of a field carries; `aria-describedby` lists only parts
 * that have text, so it never points at a missing element.
 *
 * @example
 * ```tsx
 * <div role="radiogroup" {...props.controlProps} aria-labelledby={props.labelProps.id}>…</div>
 * ```
 */
export interface ControlProps {
  id: string;
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  'aria-required'?: true | undefined;
  /** Absent for checkboxes: unchecked is a valid answer, and `required` would say "tick me". */
  required?: boolean | undefined;
}

/**
 * The attributes a field's native control needs from its schema (part of `inputProps`).
 *
 * @example
 * ```tsx
 * <input type={props.inputProps.type} min={props.inputProps.min} />
 * ```
 */
export interface NativeAttributes {
  /**
   * `text`, `email`, `url`, `date`, `datetime-local`, `number` or `checkbox`; absent for a multi-line text (a
   * `<textarea>`).
   */
  type?: 'text' | 'email' | 'url' | 'date' | 'datetime-local' | 'number' | 'checkbox' | undefined;
  min?: number | undefined;
  max?: number | undefined;
  step?: number | 'any' | undefined;
  maxLength?: number | undefined;
  inputMode?: 'numeric' | 'decimal' | undefined;
  autoComplete?: string | undefined;
  spellCheck?: boolean | undefined;
}

/**
 * `controlProps` plus what an uncontrolled native `<input>` (or `<textarea>`) needs: the focus
 * ref, its starting value (`defaultValue`, or `defaultChecked` for a checkbox), the change handler
 * that stores each change, and the attributes the schema implies (`NativeAttributes`: type,
 * limits, input mode). `aria-required` is left out: the native `required` already says it. Spread
 * on the input; typing then re-renders nothing. To add your own props, use `mergeProps`.
 *
 * @example
 * ```tsx
 * <input {...mergeProps(props.inputProps, { className: 'my-input', onBlur: track })} />
 * ```
 */
export interface InputProps extends ControlProps, NativeAttributes {
  ref: (element: HTMLElement | null) => void;
  defaultValue?: string | undefined;
  defaultChecked?: boolean | undefined;
  onChange: (event: { target: unknown }) => void;
}

/**
 * Props for a part that describes the control (description, hint, notes, error): its id.
 *
 * @example
 * ```tsx
 * {props.error && <p {...props.errorProps}>{props.error}</p>}
 * ```
 */
export interface PartProps {
  id: string;
}

/**
 * A field's value, for controls that are not a single native input (selects, groups, widgets).
 * `useFieldValue(props.value)` reads it and re-renders that control alone when it changes.
 *
 * @example
 * ```tsx
 * const chosen = useFieldValue(props.value);
 * <MySwitch checked={chosen === true} onCheckedChange={(on) => props.value.set(on)} ref={props.value.focusRef} />
 * ```
 */
export interface FieldValue {
  /** The value the control holds now (see `RawValue`). */
  get(): RawValue;
  /** Sets it, as the person's change. */
  set(value: RawValue): void;
  /** Called after each change of this field's value; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /**
   * Attach to what takes focus when this field is the first invalid one: the control, a wrapper
   * around it (its first focusable descendant is focused), or any handle with a `focus()` method.
   */
  focusRef(target: HTMLElement | { focus(): void } | null): void;
}

/**
 * Everything needed to render one field, computed once per field and render (React Aria's prop
 * getters): the model, the texts, and props for the label, the control and each describing part,
 * with ids that match. The frame and the control receive the same object, so ids cannot drift.
 *
 * @example
 * ```tsx
 * function MyText(props: FieldRendererProps<FieldModel<'text'>>) {
 *   return <props.Frame {...props}><input {...props.inputProps} /></props.Frame>;
 * }
 * ```
 */
export interface FieldProps<F extends FieldModel = FieldModel> {
  field: F;
  /** The label to show (the title, else the key; never empty). */
  label: string;
  /** The server's description, if any. */
  description?: string | undefined;
  /** Our hint line (local time of a date-time field, the count of a multi-select), if any. */
  hint?: string | undefined;
  /** Our notes about the field (sensitive data, contradictory limits…), if any. */
  notes?: string | undefined;
  /** The current error message (after a failed submit), if any. */
  error?: string | undefined;
  /** The host disabled the form, or it is answered. */
  disabled: boolean;
  messages: FormMessages;
  labelProps: LabelProps;
  controlProps: ControlProps;
  inputProps: InputProps;
  descriptionProps: PartProps;
  hintProps: PartProps;
  notesProps: PartProps;
  errorProps: PartProps;
  value: FieldValue;
}

/**
 * What a field frame receives: the field's props and the control to wrap.
 *
 * @example
 * ```tsx
 * function MyFrame(props: FieldFrameProps) {
 * return <div><label {...props.labelProps}>{props.label}</label>{props.children}{props.error && <p
 * {...props.errorProps}>{props.error}</p>}</div>;
 * }
 * ```
 */
export interface FieldFrameProps extends FieldProps {
  /**
   * How the frame arranges its control: `stacked` (label above), `inline` (checkbox before its
   * label), `group` (the control renders its own `<legend>`; the frame renders no label), e.g.
   * `<props.Frame {...props} variant="inline"><input type="checkbox" {...props.inputProps} /></props.Frame>`.
   */
  variant?: 'stacked' | 'inline' | 'group' | undefined;
  children: ReactNode;
}

/**
 * What a field renderer receives: its field's props and the frame in use (ours or
 * `components.frame`).
 *
 * @example
 * ```tsx
 * function MyNumber(props: FieldRendererProps<FieldModel<'number'>>) {
 * return <props.Frame {...props}><input type="number" {...props.inputProps} min={props.field.minimum} /></props.Frame>;
 * }
 * ```
 */
export interface FieldRendererProps<F extends FieldModel = FieldModel> extends FieldProps<F> {
  Frame: ComponentType<FieldFrameProps>;
}

/** The three action buttons (or whatever a design system puts there).
 *
 * @example
 * ```tsx
 * function MyActions({ canSubmit, disabled, messages, onDecline, onCancel }: ActionsProps) {
 * return <footer>{canSubmit && <button type="submit" disabled={disabled}>{messages.submit}</button>}<button
 * type="button" onClick={onDecline}>{messages.decline}</button><button type="button"
 * onClick={onCancel}>{messages.cancel}</button></footer>;
 * }
 * ```
 */
export interface ActionsProps {
  /** A form was shown, so there is something to submit (false for a malformed request). */
  canSubmit: boolean;
  /** Disabled by the host, or the request is answered. */
  disabled: boolean;
  /**
   * False while the request is new on screen (see `armMs`): activation is ignored, so render the
   * actions `aria-disabled` (focusable, in place) rather than `disabled`.
   */
  armed?: boolean | undefined;
  messages: FormMessages;
  /** Submit is the form's submit: render a `type="submit"` button (or call `onSubmit`). */
  onSubmit: () => void;
  onDecline: () => void;
  onCancel: () => void;
}

/** The pieces of the form, already rendered, for a layout to arrange.
 *
 * @example
 * ```tsx
 * function TwoColumns(p: LayoutProps) {
 *   return <>{p.server}<div className="cols">{p.message}{p.fields}</div>{p.summary}{p.actions}{p.outcome}</>;
 * }
 * ```
 */
export interface LayoutProps {
  state: 'open' | 'invalid' | ElicitResult['action'];
  /** "{server} is asking", from the host; always shown apart from the server's text. */
  server: ReactNode;
  /** The server's message in its captioned box (null when it sent none). */
  message: ReactNode;
  /** The alert for a request that cannot be shown (null otherwise). */
  requestError: ReactNode;
  /** The fields (null for a malformed request). */
  fields: ReactNode;
  /** The polite live region counting errors after a failed submit. */
  summary: ReactNode;
  /**
   * Your `actions` component's element. On an inline card it comes in one row with the host's
   * "Stop requests from …" after it (`.rme-actions-row`), so place it whole.
   */
  actions: ReactNode;
  /** "Sent." / "Declined." / "Cancelled." once answered. */
  outcome: ReactNode;
}

/**
 * Every renderer of a form: one per field kind (keyed by `FieldKind`, so a new kind is a compile
 * error until each preset has a renderer for it), plus the field frame, the actions and the layout.
 * Pass any subset as `components` to replace ours.
 *
 * @example
 * ```tsx
 * const components: Partial<ElicitationComponents> = { single: NativeSelect, actions: MyActions };
 * ```
 */
export type ElicitationComponents = { [K in FieldKind]: ComponentType<FieldRendererProps<FieldModel<K>>> } & {
  /** Label, description, hint, notes and error around each control. */
  frame: ComponentType<FieldFrameProps>;
  actions: ComponentType<ActionsProps>;
  layout: ComponentType<LayoutProps>;
};

/**
 * Props of `<ElicitationForm>`. `R` is the request's type: for a literal schema, `onResult`,
 * `initialValues` and `onChange` are typed field by field.
 *
 * @example
 * ```tsx
 * const props: ElicitationFormProps = { request: params, onResult: send, serverName: 'Acme', autoFocus: true };
 * ```
 */
export interface ElicitationFormProps<R = unknown> {
  /**
   * `elicitation/create` params in form mode. Untrusted input: a bad request renders an alert.
   * A hand-written literal is type-checked against the dialect.
   */
  request: R;
  /** Called exactly once per request with `accept` (and content), `decline` or `cancel`. */
  onResult: (result: ElicitResult<ContentOfRequest<R>>) => void;
  /**
   * Answers to prefill (remembered from an earlier request, say), by property key. A value is
   * used only if the field accepts it and its control can show it; never for fields flagged
   * sensitive unless `prefillSensitive` is set. What the person then sees is what is sent.
   */
  initialValues?: Partial<ContentOfRequest<R>> | undefined;
  /** Also prefill fields that look like passwords, keys or card data (off by default). */
  prefillSensitive?: boolean | undefined;
  /** The draft as content (unvalidated, only answered fields), after every change the person makes. */
  onChange?: ((draft: Partial<ContentOfRequest<R>>) => void) | undefined;
  /** Who is asking, as the host knows it; shown apart from everything the server wrote. */
  serverName?: string | undefined;
  /** Replace any visible string (e.g. for another language). */
  messages?: Partial<ElicitationMessages> | undefined;
  className?: string | undefined;
  /** Move focus to the first field when the form appears. */
  autoFocus?: boolean | undefined;
  /**
   * The id of an element that already names the requesting server (a dialog's or card's title):
   * the form is labelled by it and does not repeat the name.
   */
  labelledBy?: string | undefined;
  /**
   * Show only the first `collapseAfter` fields, then a "Show n more fields" button; a required
   * field is never folded (the fold starts after the last one, so only optional fields wait). An error in a
   * hidden field shows them before focus goes there, and a submit with hidden fields that hold
   * values (defaults, earlier answers) shows them first, so nothing is sent unseen.
   */
  collapseAfter?: number | undefined;
  /** Disable every control and action. */
  disabled?: boolean | undefined;
  /**
   * Milliseconds the request must be on screen before Submit, Decline, Cancel and Enter's implicit
   * submit respond (default 0 here; the host presentations, `<ElicitationHost>` and the inline
   * cards, default to `DEFAULT_ARM_MS`, 500). Until then they are `aria-disabled` and a click or
   * key is ignored, so input meant for something else cannot answer a request that just
   * appeared. Escape cancels at once; an auto-repeated Enter never submits.
   */
  armMs?: number | undefined;
  /**
   * BCP 47 locale of the words and numbers shown (plural rules, `lang`, `dir`, number format). By
   * default the locale a translated `messages` catalogue names; else the browser's for numbers.
   */
  locale?: string | undefined;
  /**
   * Replace any renderer: a field kind, the field frame, the actions or the layout. The entry
   * point's preset fills the rest (`defaultComponents`, or `nativeComponents` from `/native`).
   */
  components?: Partial<ElicitationComponents> | undefined;
  /**
   * What identifies the request. By default its content: a new object with the same content
   * (an inline literal rebuilt on every render) keeps what the person typed; different content
   * starts over. Pass a key (e.g. the JSON-RPC request id) to decide yourself.
   */
  requestKey?: string | number | undefined;
}
