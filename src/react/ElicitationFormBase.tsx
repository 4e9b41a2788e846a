import { memo, useCallback, useEffect, useMemo, useSyncExternalStore, type ComponentType } from 'react';
import { formatMessage, requestErrorMessage, type ElicitationMessages } from '../core/messages';
import type { FieldModel, MultiSelectField, NumberField, SingleSelectField, TextField, BooleanField } from '../core/model';
import type { ElicitRequestFormParams, ElicitResult } from '../protocol/types';
import { BooleanInput } from './fields/BooleanInput';
import { MultiSelect } from './fields/MultiSelect';
import { NumberInput } from './fields/NumberInput';
import { TextInput, type FieldRendererProps } from './fields/TextInput';
import { useRequestGeneration } from './requestLifecycle';
import { errorSummaryText, useElicitationForm, type FieldApi, type ElicitationFormController } from './useElicitationForm';

/** Renderers per field kind; pass any subset to replace ours. */
export interface FieldComponents {
  text: ComponentType<FieldRendererProps<TextField>>;
  number: ComponentType<FieldRendererProps<NumberField>>;
  boolean: ComponentType<FieldRendererProps<BooleanField>>;
  single: ComponentType<FieldRendererProps<SingleSelectField>>;
  multi: ComponentType<FieldRendererProps<MultiSelectField>>;
}

/** The renderers that need no choice of select; each entry point adds its single-select. */
export const commonFieldComponents = {
  text: TextInput,
  number: NumberInput,
  boolean: BooleanInput,
  multi: MultiSelect,
} satisfies Omit<FieldComponents, 'single'>;

export interface ElicitationFormProps {
  /** `elicitation/create` params in form mode. Untrusted input: a bad request renders an alert. */
  request: ElicitRequestFormParams | unknown;
  /** Called exactly once per request with `accept` (and content), `decline` or `cancel`. */
  onResult: (result: ElicitResult) => void;
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
  /** Replace the renderer of any field kind. */
  components?: Partial<FieldComponents>;
}

/** The form-mode UI with the default renderers given by the entry point (`defaults`). */
export function ElicitationFormBase(props: ElicitationFormProps & { defaults: FieldComponents }) {
  return <ElicitationFormInner key={useRequestGeneration(props.request)} {...props} />;
}

function ElicitationFormInner(props: ElicitationFormProps & { defaults: FieldComponents }) {
  const { serverName, className, autoFocus = false, disabled = false, components } = props;
  const controller = useElicitationForm({
    request: props.request,
    onResult: props.onResult,
    messages: props.messages,
    disabled,
    locale: props.locale,
  });
  const { state, outcome, messages, api, ids } = controller;
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

  return (
    <div
      className={['rme-root', className].filter(Boolean).join(' ')}
      id={ids.root}
      data-state={outcome ?? (state.kind === 'invalid' ? 'invalid' : 'open')}
      data-disabled={disabled ? '' : undefined}
      onKeyDown={controller.onKeyDown}
      role="group"
      aria-labelledby={ids.server}
      aria-describedby={message !== undefined ? ids.message : undefined}
    >
      <form
        className="rme-form"
        noValidate
        onSubmit={controller.submit}
      >
        <p className="rme-server" id={ids.server}>
          {formatMessage(messages.requestFrom, { server })}
        </p>
        {message !== undefined && (
          <div className="rme-message-box">
            <p className="rme-message-caption">{messages.serverTextNote}</p>
            <p className="rme-message" id={ids.message}>
              {message}
            </p>
          </div>
        )}
        {state.kind === 'invalid' ? (
          <div className="rme-request-error" role="alert">
            <p className="rme-request-error-title">{messages.requestInvalidTitle}</p>
            <p>{requestErrorMessage(messages, state.error)}</p>
            <p>{messages.requestInvalidHint}</p>
          </div>
        ) : (
          <fieldset className="rme-fields" disabled={inactive}>
            {state.model.fields.map((field) => (
              <FieldSwitch key={field.name} field={field} api={api} renderers={renderers} />
            ))}
          </fieldset>
        )}
        {state.kind === 'form' && <ErrorSummary controller={controller} />}
        <div className="rme-actions">
          {state.kind === 'form' && (
            <button type="submit" className="rme-button rme-button-primary" disabled={inactive}>
              {messages.submit}
            </button>
          )}
          <button type="button" className="rme-button" onClick={controller.decline} disabled={inactive}>
            {messages.decline}
          </button>
          <button type="button" className="rme-button" onClick={controller.cancel} disabled={inactive}>
            {messages.cancel}
          </button>
        </div>
        {outcome && (
          <p className="rme-outcome" role="status" tabIndex={-1} ref={focusOutcome}>
            {outcome === 'accept' ? messages.resultAccepted : outcome === 'decline' ? messages.resultDeclined : messages.resultCancelled}
          </p>
        )}
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
