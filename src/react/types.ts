// The React layer's public types, in one module with no runtime code: hooks, components and
// presets import from here, never from each other's files for a type.
import type { ComponentType, KeyboardEvent, ReactElement, ReactNode, SyntheticEvent } from 'react';
import type { RawValue } from '../core/content.js';
import type { ElicitationMessages, FormMessages } from '../core/messages.js';
import type { ElicitRequestError, FieldKind, FieldModel, FormModel, ParseResult } from '../core/model.js';
import type { CheckedRequest, ContentOfRequest, FormRequestLiteral } from '../protocol/infer.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';

/**
 * How a request was answered: `'accept'`, `'decline'` or `'cancel'`.
 *
 * @example
 * ```tsx
 * const answered: ElicitationAction | null = form.action; // null until the person answers
 * ```
 */
export type ElicitationAction = ElicitResult['action'];

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
  /** `text`, `email`, `url`, `date`, `datetime-local`, `number` or `checkbox`; absent for a multi-line text (a `<textarea>`). */
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
 * function MyText(props: FieldRendererProps<TextField>) {
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
 * How a frame arranges its control: `stacked` (label above), `inline` (checkbox before its label),
 * `group` (the control renders its own `<legend>`; the frame renders no label).
 *
 * @example
 * ```tsx
 * <props.Frame {...props} variant="inline"><input type="checkbox" {...props.inputProps} /></props.Frame>
 * ```
 */
export type FrameVariant = 'stacked' | 'inline' | 'group';

/**
 * What a field frame receives: the field's props and the control to wrap.
 *
 * @example
 * ```tsx
 * function MyFrame(props: FieldFrameProps) {
 *   return <div><label {...props.labelProps}>{props.label}</label>{props.children}{props.error && <p {...props.errorProps}>{props.error}</p>}</div>;
 * }
 * ```
 */
export interface FieldFrameProps extends FieldProps {
  variant?: FrameVariant | undefined;
  children: ReactNode;
}

/**
 * What a field renderer receives: its field's props and the frame in use (ours or
 * `components.frame`).
 *
 * @example
 * ```tsx
 * function MyNumber(props: FieldRendererProps<NumberField>) {
 *   return <props.Frame {...props}><input type="number" {...props.inputProps} min={props.field.minimum} /></props.Frame>;
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
 *   return <footer>{canSubmit && <button type="submit" disabled={disabled}>{messages.submit}</button>}<button type="button" onClick={onDecline}>{messages.decline}</button><button type="button" onClick={onCancel}>{messages.cancel}</button></footer>;
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
  state: 'open' | 'invalid' | ElicitationAction;
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
   * Show only the first `collapseAfter` fields, then a "Show n more fields" button. An error in a
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

/**
 * Props of `<UrlElicitation>`.
 *
 * @example
 * ```tsx
 * const props: UrlElicitationProps = { request: params, onResult: send, serverName: 'Acme', status: 'waiting' };
 * ```
 */
export interface UrlElicitationProps {
  /** `elicitation/create` params in URL mode. Untrusted: a dangerous URL is refused, never opened. */
  request: unknown;
  /** Exactly once: `{ action: 'accept' }` on consent (no content), `decline` or `cancel`. */
  onResult: (result: ElicitResult) => void;
  serverName?: string | undefined;
  /** The id of an element that already names the requesting server (see `ElicitationFormProps.labelledBy`). */
  labelledBy?: string | undefined;
  /** Opens the URL; by default `openInNewTab` (noopener, noreferrer; never an iframe). */
  onOpen?: ((url: string) => void) | undefined;
  /**
   * Copies the URL for "Copy link" (by default the page's clipboard). A desktop host can use its
   * own; a rejection shows "Could not copy" and selects the link so the person can copy it by hand.
   */
  onCopy?: ((url: string) => Promise<void> | void) | undefined;
  /**
   * Set by the host, in the queue's words (`EntryStatus`): `complete` when the server reports
   * completion (`notifications/elicitation/complete`); `confirming` after the person said "Done"
   * while the server has not confirmed yet (the UI then offers to open the page again or stop
   * waiting); `asking` or `waiting` (the default) before.
   */
  status?: 'asking' | 'waiting' | 'confirming' | 'complete' | undefined;
  /**
   * The person is finished with this request (after consent), or stops waiting for the server's
   * confirmation; hosts close the UI here (or, before completion, move to `confirming`).
   */
  onDone?: (() => void) | undefined;
  /**
   * How the server learns that the out-of-band step is finished. `notification` (2025-11-25, the
   * default): `accept` is sent on consent and the server reports completion. `retry` (2026-07-28):
   * consent opens the page without answering; the answer is `accept` when the person says
   * "I've finished — continue" (the client then retries the call) or `cancel`.
   */
  completion?: 'notification' | 'retry' | undefined;
  /**
   * With `completion: 'retry'`: the server asked again for the same page in the same call, so the
   * step is not finished. The person already consented: the page can be opened again, continued
   * or cancelled, and a line says the server's verdict.
   */
  notFinished?: boolean | undefined;
  messages?: Partial<ElicitationMessages> | undefined;
  className?: string | undefined;
  /** BCP 47 language of the strings in `messages` (set as `lang`, with `dir`); by default the locale `messages` names. */
  locale?: string | undefined;
  /**
   * Milliseconds the request must be on screen, and again after each change of what it shows (Open
   * becoming Continue), before its buttons respond; see `ElicitationForm`'s `armMs`.
   */
  armMs?: number | undefined;
  /** What identifies the request (default: its content); see `ElicitationForm`'s `requestKey`. */
  requestKey?: string | number | undefined;
}

/**
 * Props of `<Elicitation>`: the form's props plus URL mode's `onOpen`, `status` and `onDone`.
 *
 * @example
 * ```tsx
 * const props: ElicitationProps = { request: params, onResult: send, serverName: 'Acme', onOpen: (url) => window.open(url) };
 * ```
 */
export interface ElicitationProps extends Omit<ElicitationFormProps, 'request'>, Pick<UrlElicitationProps, 'onOpen' | 'onCopy' | 'status' | 'onDone' | 'completion' | 'notFinished'> {
  /** Any `elicitation/create` params: form mode when `mode` is absent or "form", URL mode for "url". */
  request: unknown;
}

/**
 * Options of `useElicitationForm`.
 *
 * @example
 * ```tsx
 * const form = useElicitationForm({ request: params, onResult: send, locale: 'de', messages: de });
 * ```
 */
export interface UseElicitationFormOptions {
  /** The `elicitation/create` params (form mode). Untrusted: anything is accepted and checked. */
  request: unknown;
  /** Called exactly once with the person's answer. */
  onResult: (result: ElicitResult) => void;
  /** Overrides for any visible string. */
  /**
   * `request` as `parseElicitRequest` read it, from a host that parsed it once already (the queue
   * does); without it the form parses `request` itself, once per request.
   */
  parsed?: ParseResult | undefined;
  messages?: Partial<ElicitationMessages> | undefined;
  disabled?: boolean | undefined;
  /** BCP 47 locale for plural rules and numbers in messages; by default the one `messages` names, else the browser's. */
  locale?: string | undefined;
  /** Answers to prefill, by property key (see `ElicitationFormProps.initialValues`). */
  initialValues?: Readonly<Record<string, unknown>> | undefined;
  /** Also prefill fields flagged sensitive. */
  prefillSensitive?: boolean | undefined;
  /** The draft as content after every change (unvalidated; only answered fields). */
  onChange?: ((draft: ElicitContent) => void) | undefined;
  /**
   * Called before focus moves to a field after a failed submit, so a field the layout hides (a
   * collapsed "more fields" part) can be shown first; focus follows synchronously.
   */
  reveal?: ((fieldName: string) => void) | undefined;
}

/**
 * The parsed request: a form model, or why it cannot be shown (with the server's message when it
 * sent one as text).
 *
 * @example
 * ```tsx
 * if (form.state.kind === 'invalid') return <p role="alert">{form.state.error.code}</p>;
 * ```
 */
export type ElicitationFormState =
  | { kind: 'invalid'; error: ElicitRequestError; message?: string }
  | { kind: 'form'; model: FormModel };

/**
 * A form's fields as the components see them: each field's props (ids, texts, registration) and
 * its error and hint, with a subscription per field. Read it with `useFieldProps(form.fields, field)`.
 *
 * @example
 * ```tsx
 * function MyField({ form, field }: { form: ElicitationFormController; field: FieldModel }) {
 *   const props = useFieldProps(form.fields, field);
 *   return <label {...props.labelProps}>{props.label}</label>;
 * }
 * ```
 */
export interface FormFields {
  /** The form's strings. */
  messages: FormMessages;
  /** The field's props for a given error and hint (cached: the same inputs give the same object). */
  propsFor(field: FieldModel, error: string | undefined, hint: string | undefined): FieldProps;
  /** The field's current error message. */
  errorOf(field: FieldModel): string | undefined;
  /** The field's current hint (a date-time's local-time note, a multi-select's count), if it has one. */
  hintOf(field: FieldModel): string | undefined;
  /** Called when the field's error message changes. */
  subscribeError(field: FieldModel, listener: () => void): () => void;
  /** The field's value handle (the same object for the life of the form). */
  value(field: FieldModel): FieldValue;
}

/**
 * What `useElicitationForm` returns: state, the answer once given, strings, the fields and the
 * actions.
 *
 * @example
 * ```tsx
 * const form = useElicitationForm({ request, onResult });
 * <form onSubmit={form.submit} onKeyDown={form.onKeyDown}>…</form>;
 * ```
 */
export interface ElicitationFormController {
  state: ElicitationFormState;
  /** Set once the result has been emitted; the form is then inert. */
  action: ElicitationAction | null;
  /** The content an accepted answer sent (null until then, and for decline or cancel). */
  sent: ElicitContent | null;
  messages: FormMessages;
  /** The locale the words and numbers follow: the option's, else the one `messages` names. */
  locale: string | undefined;
  disabled: boolean;
  fields: FormFields;
  ids: { root: string; message: string; server: string; summary: string };
  /** Error count and submit count, for a summary line. */
  errorSummary: { get(): { count: number; submitCount: number }; subscribe(listener: () => void): () => void };
  /** For `<form onSubmit>`: one pass over the values; emits `accept`, or shows the errors and focuses the first. */
  submit: (event?: SyntheticEvent) => void;
  decline: () => void;
  cancel: () => void;
  /** For the root element: Escape cancels (unless an open list took it first). */
  onKeyDown: (event: KeyboardEvent) => void;
  /** Focus the first control (or the first action when there are none). */
  focusFirst: () => void;
  /** Moves focus to a field's control. */
  focusField: (name: string) => void;
  /** The draft as content now (unvalidated; only answered fields). */
  draft: () => ElicitContent;
  /** Whether the person has changed any field yet. */
  touched: () => boolean;
}

/**
 * The type of `ElicitationForm` (each entry point binds one to its preset). Two signatures: the
 * first gives editors the dialect to complete a hand-written literal against; the second takes
 * anything else (`unknown`, parsed JSON), which is checked at run time.
 *
 * @example
 * ```tsx
 * const Form: ElicitationFormComponent = ElicitationForm;
 * ```
 */
export interface ElicitationFormComponent {
  <const R extends FormRequestLiteral>(props: ElicitationFormProps<R>): ReactElement;
  <const R = unknown>(props: ElicitationFormProps<R> & { request: CheckedRequest<R> }): ReactElement;
}
