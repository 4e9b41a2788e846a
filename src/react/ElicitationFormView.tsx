import {
  memo,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { textDirection } from '../core/locale.js';
import { formatMessage, requestErrorMessage, resultText, serverLabel } from '../core/messages.js';
import { answerSummary, formatAnswerSummary } from '../core/summary.js';
import type { FieldModel } from '../core/model.js';
import { useArming } from './arming.js';
import { useComponents } from './components.js';
import { useRequestGeneration } from './requestGeneration.js';
import { useShallowStable } from './useShallowStable.js';
import type { ElicitationComponents, ElicitationFormProps, FieldRendererProps, FieldFrameProps } from './types.js';
import type { ElicitationFormController, FormFields } from './controllerTypes.js';
import { errorSummaryText, useElicitationForm } from './useElicitationForm.js';
import { useFieldProps } from './useFieldProps.js';
import { cx } from './cx.js';
import { ServerMessage } from './ServerMessage.js';
import { sendingOf, useHeldRequest } from './heldRequest.js';

/** The form-mode UI, rendered with `preset` and the host's `components` on top. Each entry point
 * (`.` with Radix, `/native` without) passes its preset. */
/** The components the entry point renders with (`.` with Radix, `/native` without). What a host
 * holds of the request (its parse, its delivery, its draft) comes by context (`heldRequest.ts`). */
export interface FormViewInternals {
  preset: ElicitationComponents;
}

export function ElicitationFormView(props: ElicitationFormProps & FormViewInternals) {
  const { generation, request, touched } = useRequestGeneration(props.request, props.requestKey);
  return <FormView key={generation} {...props} request={request} touched={touched} />;
}

function FormView(props: ElicitationFormProps & FormViewInternals & { touched: RefObject<(() => boolean) | null> }) {
  const { serverName, className, autoFocus = false, disabled = false, touched } = props;
  const components = useComponents(props.preset, props.components);
  // Long forms: the fields after `collapseAfter` wait behind a button until shown (then stay).
  const [expanded, setExpanded] = useState(false);
  const [reviewing, setReviewing] = useState(false);
  // The request as the host around holds it, if one does: its parse, where it stands, what it starts from.
  const held = useHeldRequest();
  const sending = held ? sendingOf(held.status) : false;
  const form = useElicitationForm({
    reveal: (name) => {
      // Synchronously, so that focus can move to the field right after. Folded fields that hold
      // values are shown too: once the errors are fixed, the next Submit sends what was seen.
      const filled = filledHidden().length > 0;
      if (filled) setReviewing(true);
      if (filled || tail.some((f) => f.name === name)) flushSync(() => setExpanded(true));
    },
    // A valid submit with folded fields holding values shows them first (focus on the first), and sends on the next.
    review: () => {
      const first = filledHidden()[0];
      if (first) {
        setReviewing(true);
        showMore(first.name);
      }
      return !first;
    },
    request: props.request,
    parsed: held?.decided.kind === 'form' ? held.decided.parsed : undefined,
    onResult: props.onResult,
    // An explicit prop wins over what the host around holds (react-hook-form's rule for `control`).
    initialValues: props.initialValues ?? held?.previousAnswer,
    prefillSensitive: props.prefillSensitive,
    onChange: props.onChange,
    // Inline `messages={{…}}` from the host must not rebuild every field's props.
    messages: useShallowStable(props.messages),
    disabled,
    locale: props.locale,
  });
  const { state, action, messages, ids } = form;
  // Nothing answers the request until it has been on screen a moment (a click or key meant for
  // what was there before must not answer it); Escape still cancels at once (form.onKeyDown).
  const arming = useArming(props.armMs ?? 0);
  const allFields = state.kind === 'form' ? state.model.fields : [];
  // A required field is never folded away: the fold starts after the last one (only optional
  // fields wait behind "Show n more fields"), so one Submit shows and focuses what is missing.
  const lastRequired = allFields.reduce((last, f, i) => (f.required ? i + 1 : last), 0);
  const cut =
    props.collapseAfter !== undefined ? Math.max(1, Math.floor(props.collapseAfter), lastRequired) : allFields.length;
  const head = allFields.slice(0, cut);
  const tail = allFields.slice(cut);
  const collapsed = tail.length > 0 && !expanded;
  const moreId = `${ids.root}-more`;
  const showMore = (focusName?: string) => {
    flushSync(() => setExpanded(true));
    form.focusField(focusName ?? tail[0]!.name);
  };
  const filledHidden = () => {
    if (!collapsed) return [];
    const draft = form.draft();
    return tail.filter((f) => Object.prototype.hasOwnProperty.call(draft, f.key));
  };
  // Nothing is sent that the person has not seen: a valid submit with hidden fields holding values
  // shows them first (`review`); one with errors reports them and shows those fields too (`reveal`).
  const submit = (event?: SyntheticEvent) => {
    if (!arming.isArmed()) return void event?.preventDefault();
    form.submit(event);
  };
  // The host reads the draft when it needs it (a withdrawal), nothing pushed per keystroke.
  const readDraftWith = held?.readDraftWith;
  const { draft, touched: changedAny } = form;
  useEffect(() => {
    if (!readDraftWith) return;
    readDraftWith(() => (changedAny() ? draft() : undefined));
    return () => readDraftWith(null);
  }, [readDraftWith, draft, changedAny]);
  // Once answered, nothing the person typed can be lost by a new request; the controls are
  // disabled, so focus goes to the line that says what happened.
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!action) return;
    outcomeRef.current?.focus();
  }, [action]);
  // Whether the person changed something is the store's to say; once answered, nothing is left to lose.
  useEffect(() => {
    touched.current = action ? null : changedAny;
    return () => {
      touched.current = null;
    };
  }, [action, changedAny, touched]);

  useEffect(() => {
    if (autoFocus) form.focusFirst();
    // Only on mount: focus must not jump while the person works.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const server = serverLabel(serverName, messages);
  const labelledBy = props.labelledBy ?? ids.server;
  const message = state.kind === 'form' ? state.model.message : state.message;
  const inactive = disabled || action !== null;
  const { actions: Actions, layout: Layout } = components;
  const status = action ?? (state.kind === 'invalid' ? 'invalid' : 'open');
  const actions = (
    <Actions
      canSubmit={state.kind === 'form'}
      disabled={inactive}
      armed={arming.armed}
      messages={messages}
      onSubmit={submit}
      onDecline={() => arming.isArmed() && form.decline()}
      onCancel={() => arming.isArmed() && form.cancel()}
    />
  );
  const summaryLine =
    form.sent && state.kind === 'form'
      ? formatAnswerSummary(answerSummary(state.model, form.sent, messages, form.locale), messages)
      : '';

  return (
    <div
      className={cx('rme-root', className)}
      id={ids.root}
      lang={form.locale}
      dir={textDirection(form.locale)}
      data-state={status}
      data-disabled={disabled ? '' : undefined}
      onKeyDown={form.onKeyDown}
      onKeyDownCapture={arming.onKeyDownCapture}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={message !== undefined ? ids.message : undefined}
    >
      <form className="rme-form" noValidate onSubmit={submit}>
        <Layout
          state={status}
          server={
            props.labelledBy === undefined ? (
              <p className="rme-server" id={ids.server}>
                {formatMessage(messages.requestFrom, { server })}
              </p>
            ) : null
          }
          message={
            message !== undefined ? (
              <ServerMessage caption={messages.serverTextNote} text={message} id={ids.message} />
            ) : null
          }
          requestError={
            state.kind === 'invalid' ? (
              <div className="rme-request-error" role="alert">
                <p className="rme-request-error-title">{messages.requestInvalidTitle}</p>
                <p>{requestErrorMessage(messages, state.error, form.locale)}</p>
                <p>{messages.requestInvalidHint}</p>
              </div>
            ) : null
          }
          fields={
            state.kind === 'form' ? (
              <fieldset className="rme-fields" disabled={inactive}>
                {head.map((field) => (
                  <Field key={field.name} field={field} fields={form.fields} components={components} />
                ))}
                {collapsed && (
                  <button
                    type="button"
                    className="rme-button rme-more-fields"
                    aria-expanded="false"
                    aria-controls={moreId}
                    onClick={() => showMore()}
                  >
                    {moreFieldsLabel(messages, tail.length, filledHidden().length, form.locale)}
                  </button>
                )}
                {tail.length > 0 && (
                  <div id={moreId} className="rme-more" hidden={collapsed || undefined}>
                    {reviewing && (
                      <p className="rme-review" role="status">
                        {messages.reviewMoreFields}
                      </p>
                    )}
                    {tail.map((field) => (
                      <Field key={field.name} field={field} fields={form.fields} components={components} />
                    ))}
                  </div>
                )}
              </fieldset>
            ) : null
          }
          summary={state.kind === 'form' ? <ErrorSummary form={form} /> : null}
          // Placed by the host around, if it places them (an inline card ends their row with Stop).
          actions={held?.placeActions ? held.placeActions(actions) : actions}
          outcome={
            // There from the start (empty), so that screen readers announce what it says once answered.
            // One text node, so it changes (and is announced) once. What was sent is said as the
            // person saw it (option titles, masked secrets).
            <p className="rme-outcome" role="status" tabIndex={-1} ref={outcomeRef}>
              {action
                ? sending === 'retrying'
                  ? messages.resultNotSentYet
                  : sending && action === 'accept'
                  ? messages.resultSending
                  : summaryLine
                  ? formatMessage(messages.resultAcceptedSummary, { summary: summaryLine }, form.locale)
                  : resultText(messages, action)
                : ''}
            </p>
          }
        />
      </form>
    </div>
  );
}

// One field: its props are computed here once and handed to its renderer, which hands them to the
// frame, so control and frame share ids. Memoised: answering (or any root state change) must not
// re-render 1000 fields; the fieldset's `disabled` attribute disables them natively.
const Field = memo(function Field({
  field,
  fields,
  components,
}: {
  field: FieldModel;
  fields: FormFields;
  components: ElicitationComponents;
}) {
  const props = useFieldProps(fields, field);
  // The components map is keyed by kind (a mapped type), so this lookup needs no switch to grow.
  const Renderer = components[field.kind] as ComponentType<FieldRendererProps>;
  return <Renderer {...props} Frame={components.frame as ComponentType<FieldFrameProps>} />;
});

function moreFieldsLabel(
  messages: { moreFields: string; moreFieldsFilled: string },
  count: number,
  filled: number,
  locale: string | undefined,
): string {
  return formatMessage(filled > 0 ? messages.moreFieldsFilled : messages.moreFields, { count, filled }, locale);
}

/** A polite live region: how many fields need attention after a failed submit. */
function ErrorSummary({ form }: { form: ElicitationFormController }) {
  const { count: errorCount, submitCount } = useSyncExternalStore(
    form.errorSummary.subscribe,
    form.errorSummary.get,
    form.errorSummary.get,
  );
  const count = submitCount > 0 ? errorCount : 0;
  return (
    <p
      className="rme-summary"
      id={form.ids.summary}
      role="status"
      aria-live="polite"
      data-empty={count === 0 ? '' : undefined}
    >
      {errorSummaryText(form.messages, count, form.locale)}
    </p>
  );
}
