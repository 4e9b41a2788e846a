import { memo, useCallback, useEffect, useMemo, useSyncExternalStore, type ComponentType, type ReactNode, type RefObject } from 'react';
import { formatMessage, requestErrorMessage, type ElicitationMessages, type FormMessages } from '../core/messages.js';
import type { FieldModel, MultiSelectField, NumberField, SingleSelectField, TextField, BooleanField } from '../core/model.js';
import type { ContentOfRequest } from '../protocol/infer.js';
import type { ElicitResult } from '../protocol/types.js';
import { BooleanInput } from './fields/BooleanInput.js';
import { FieldFrame, type FieldFrameProps } from './fields/FieldFrame.js';
import { MultiSelect } from './fields/MultiSelect.js';
import { NumberInput } from './fields/NumberInput.js';
import { TextInput, type FieldRendererProps } from './fields/TextInput.js';
import { useRequestGeneration, useShallowStable } from './requestLifecycle.js';
import { errorSummaryText, useElicitationForm, type FieldApi, type ElicitationFormController, type Outcome } from './useElicitationForm.js';

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
  state: 'open' | 'invalid' | Outcome;
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

/** Renderers: one per field kind, plus the field frame, the actions and the layout. Pass any subset to replace ours.
 *
 * @example
 * ```tsx
 * const components: Partial<FieldComponents> = { single: NativeSelect, actions: MyActions };
 * ```
 */
export interface FieldComponents {
  text: ComponentType<FieldRendererProps<TextField>>;
  number: ComponentType<FieldRendererProps<NumberField>>;
  boolean: ComponentType<FieldRendererProps<BooleanField>>;
  single: ComponentType<FieldRendererProps<SingleSelectField>>;
  multi: ComponentType<FieldRendererProps<MultiSelectField>>;
  /** Label, description, hints, warning and error around each control (our renderers use it). */
  frame: ComponentType<FieldFrameProps>;
  actions: ComponentType<ActionsProps>;
  layout: ComponentType<LayoutProps>;
}

/** Our actions: Submit (the form's submit button), Decline, Cancel.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ actions: (p) => <div className="my-bar"><DefaultActions {...p} /></div> }} />
 * ```
 */
export function DefaultActions({ canSubmit, disabled, messages, onDecline, onCancel }: ActionsProps) {
  return (
    <div className="rme-actions">
      {canSubmit && (
        <button type="submit" className="rme-button rme-button-primary" disabled={disabled}>
          {messages.submit}
        </button>
      )}
      <button type="button" className="rme-button" onClick={onDecline} disabled={disabled}>
        {messages.decline}
      </button>
      <button type="button" className="rme-button" onClick={onCancel} disabled={disabled}>
        {messages.cancel}
      </button>
    </div>
  );
}

/**
 * Our layout: one column, in reading order. What the server wrote (message and fields) shares one
 * frame; our own lines (who is asking, errors, actions, outcome) stand outside it.
 *
 * @example
 * ```tsx
 * <ElicitationForm request={params} onResult={send} components={{ layout: (p) => <section className="card"><DefaultLayout {...p} /></section> }} />
 * ```
 */
export function DefaultLayout(props: LayoutProps) {
  return (
    <>
      {props.server}
      {(props.message || props.fields) && (
        <div className="rme-server-frame">
          {props.message}
          {props.fields}
        </div>
      )}
      {props.requestError}
      {props.summary}
      {props.actions}
      {props.outcome}
    </>
  );
}

/** The renderers that need no choice of select; each entry point adds its single-select.
 *
 * @example
 * ```tsx
 * const mine: FieldComponents = { ...commonFieldComponents, single: MySelect };
 * ```
 */
export const commonFieldComponents = {
  text: TextInput,
  number: NumberInput,
  boolean: BooleanInput,
  multi: MultiSelect,
  frame: FieldFrame,
  actions: DefaultActions,
  layout: DefaultLayout,
} satisfies Omit<FieldComponents, 'single'>;

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
  initialValues?: Partial<ContentOfRequest<R>>;
  /** Also prefill fields that look like passwords, keys or card data (off by default). */
  prefillSensitive?: boolean;
  /** The draft as content (unvalidated, only answered fields), after every change the person makes. */
  onChange?: (draft: Partial<ContentOfRequest<R>>) => void;
  /** Who is asking, as the host knows it; shown apart from everything the server wrote. */
  serverName?: string;
  /** Replace any visible string (e.g. for another language). */
  messages?: Partial<ElicitationMessages>;
  className?: string;
  /** Move focus to the first field when the form appears. */
  autoFocus?: boolean;
  /** Disable every control and action. */
  disabled?: boolean;
  /** Locale for numbers shown in messages. */
  locale?: string;
  /** Replace any renderer: a field kind, the field frame, the actions or the layout. */
  components?: Partial<FieldComponents>;
  /**
   * What identifies the request. By default its content: a new object with the same content
   * (an inline literal rebuilt on every render) keeps what the person typed; different content
   * starts over. Pass a key (e.g. the JSON-RPC request id) to decide yourself.
   */
  requestKey?: string | number;
}

/** The form-mode UI with the default renderers given by the entry point (`defaults`). */
export function ElicitationFormBase(props: ElicitationFormProps & { defaults: FieldComponents }) {
  const { generation, request, touched } = useRequestGeneration(props.request, props.requestKey);
  return <ElicitationFormInner key={generation} {...props} request={request} touched={touched} />;
}

function ElicitationFormInner(props: ElicitationFormProps & { defaults: FieldComponents; touched: RefObject<boolean> }) {
  const { serverName, className, autoFocus = false, disabled = false, touched } = props;
  // Inline object literals from the host (`messages={{…}}`) must not re-render every field.
  const components = useShallowStable(props.components);
  const messagesOverride = useShallowStable(props.messages);
  const controller = useElicitationForm({
    request: props.request,
    onResult: props.onResult,
    initialValues: props.initialValues,
    prefillSensitive: props.prefillSensitive,
    onChange: props.onChange,
    messages: messagesOverride,
    disabled,
    locale: props.locale,
    frame: components?.frame ?? props.defaults.frame,
  });
  const { state, outcome, messages, api, ids } = controller;
  // Once answered, nothing the person typed can be lost by a new request.
  useEffect(() => {
    if (outcome) touched.current = false;
  }, [outcome, touched]);
  // The controls are disabled once answered; keep focus on the line that says what happened.
  const focusOutcome = useCallback((el: HTMLParagraphElement | null) => el?.focus(), []);

  useEffect(() => {
    if (autoFocus) controller.focusFirst();
    // Only on mount: focus must not jump while the person works.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const server = serverName?.trim() ? serverName : messages.unknownServer;
  const rawMessage = (props.request as { message?: unknown } | null)?.message;
  const message = state.kind === 'form' ? state.model.message : typeof rawMessage === 'string' ? rawMessage : undefined;
  const inactive = disabled || outcome !== null;
  const renderers = useMemo(() => (components ? { ...props.defaults, ...components } : props.defaults), [props.defaults, components]);
  const { actions: Actions, layout: Layout } = renderers;

  return (
    <div
      className={['rme-root', className].filter(Boolean).join(' ')}
      id={ids.root}
      lang={props.locale}
      data-state={outcome ?? (state.kind === 'invalid' ? 'invalid' : 'open')}
      data-disabled={disabled ? '' : undefined}
      onKeyDown={controller.onKeyDown}
      onInput={() => (touched.current = true)}
      role="group"
      aria-labelledby={ids.server}
      aria-describedby={message !== undefined ? ids.message : undefined}
    >
      <form className="rme-form" noValidate onSubmit={controller.submit}>
        <Layout
          state={outcome ?? (state.kind === 'invalid' ? 'invalid' : 'open')}
          server={
            <p className="rme-server" id={ids.server}>
              {formatMessage(messages.requestFrom, { server })}
            </p>
          }
          message={
            message !== undefined ? (
              <div className="rme-message-box">
                <p className="rme-message-caption">{messages.serverTextNote}</p>
                <p className="rme-message" id={ids.message}>
                  {message}
                </p>
              </div>
            ) : null
          }
          requestError={
            state.kind === 'invalid' ? (
              <div className="rme-request-error" role="alert">
                <p className="rme-request-error-title">{messages.requestInvalidTitle}</p>
                <p>{requestErrorMessage(messages, state.error, props.locale)}</p>
                <p>{messages.requestInvalidHint}</p>
              </div>
            ) : null
          }
          fields={
            state.kind === 'form' ? (
              <fieldset className="rme-fields" disabled={inactive}>
                {state.model.fields.map((field) => (
                  <FieldSwitch key={field.name} field={field} api={api} renderers={renderers} />
                ))}
              </fieldset>
            ) : null
          }
          summary={state.kind === 'form' ? <ErrorSummary controller={controller} /> : null}
          actions={
            <Actions
              canSubmit={state.kind === 'form'}
              disabled={inactive}
              messages={messages}
              onSubmit={controller.submit}
              onDecline={controller.decline}
              onCancel={controller.cancel}
            />
          }
          outcome={
            outcome ? (
              <p className="rme-outcome" role="status" tabIndex={-1} ref={focusOutcome}>
                {outcome === 'accept' ? messages.resultAccepted : outcome === 'decline' ? messages.resultDeclined : messages.resultCancelled}
              </p>
            ) : null
          }
        />
      </form>
    </div>
  );
}

// Memoised: answering (or any root state change) must not re-render 1000 fields; the fieldset's
// `disabled` attribute disables them natively.
const FieldSwitch = memo(function FieldSwitch({ field, api, renderers }: { field: FieldModel; api: FieldApi; renderers: FieldComponents }) {
  switch (field.kind) {
    case 'text':
      return <renderers.text field={field} api={api} />;
    case 'number':
      return <renderers.number field={field} api={api} />;
    case 'boolean':
      return <renderers.boolean field={field} api={api} />;
    case 'single':
      return <renderers.single field={field} api={api} />;
    case 'multi':
      return <renderers.multi field={field} api={api} />;
  }
});

/** A polite live region: how many fields need attention after a failed submit. */
function ErrorSummary({ controller }: { controller: ElicitationFormController }) {
  const { errors } = controller.api;
  const { count: errorCount, submitCount } = useSyncExternalStore(errors.subscribeSummary, errors.summary, errors.summary);
  const count = submitCount > 0 ? errorCount : 0;
  return (
    <p className="rme-summary" id={controller.ids.summary} role="status" aria-live="polite" data-empty={count === 0 ? '' : undefined}>
      {errorSummaryText(controller.messages, count)}
    </p>
  );
}
