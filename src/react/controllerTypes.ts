// The form controller's public types (`useElicitationForm`, `ElicitationForm`'s type), re-exported
// by `types.ts`: no runtime code.
import type { KeyboardEvent, SyntheticEvent } from 'react';
import type { ElicitationMessages, FormMessages } from '../core/messages.js';
import type { ElicitRequestError, FieldModel, FormModel, ParseResult } from '../core/model.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import type { FieldProps, FieldValue } from './types.js';

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
  /**
   * BCP 47 locale for plural rules and numbers in messages; by default the one `messages` names, else the browser's.
   */
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
  /**
   * Called with a submit that passed every check, before it is sent: return false to hold it (the
   * layout shows what the person has not seen yet, such as folded fields holding values; their next
   * submit sends). A submit that fails a check reports its errors first, as always.
   */
  review?: (() => boolean) | undefined;
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
  action: ElicitResult['action'] | null;
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
