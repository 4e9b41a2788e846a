import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type SyntheticEvent,
} from 'react';
import { formatMessage, formMessages, prepareLocale, resolvePart, type FormMessages } from '../core/messages.js';
import type { FieldModel, FormModel } from '../core/model.js';
import { parsedByContent } from './decidedRequest.js';
import { loadPatternEngine, patternEngineReady } from '../core/pattern.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import { controlOf, createFormFields, type FocusTarget } from './formFields.js';
import { createFormStore } from './formStore.js';
import { useSettleOnce } from './useSettleOnce.js';
import { whenIdle } from './idle.js';
import type { ElicitationFormController, ElicitationFormState, UseElicitationFormOptions } from './controllerTypes.js';

/**
 * The headless state of one elicitation form: the parsed request, its one store (`createFormStore`:
 * react-hook-form's control, with the core as its resolver), focus management and the
 * exactly-once result. It imports no
 * component: `<ElicitationForm>` renders it, and a design system can render its own controls from
 * the same controller with `useFieldProps`.
 *
 * @example
 * ```tsx
 * function MyForm({ request, respond }: { request: unknown; respond: (r: ElicitResult) => void }) {
 *   const form = useElicitationForm({ request, onResult: respond });
 *   if (form.state.kind === 'invalid') return <p role="alert">{form.state.error.detail}</p>;
 * return <form onSubmit={form.submit} onKeyDown={form.onKeyDown}>{form.state.model.fields.map((f) => <MyField
 * key={f.name} form={form} field={f} />)}</form>;
 * }
 * ```
 */
export function useElicitationForm(options: UseElicitationFormOptions): ElicitationFormController {
  const { request, onResult, disabled = false } = options;
  const locale = options.locale ?? options.messages?.locale;
  const messages = useMemo(() => resolvePart(formMessages, options.messages), [options.messages]);

  // A host that parsed the request already (the queue) passes its parse; otherwise it is decided
  // here, once per content (an inline literal on every render included).
  // The same object renders again without asking (a transcript of many forms re-renders them all),
  // and a new object of the same content reads the parse already made.
  const parsed = useMemo(() => options.parsed ?? parsedByContent(request), [options.parsed, request]);
  const model = parsed.ok ? parsed.model : null;
  const state = useMemo<ElicitationFormState>(
    () =>
      parsed.ok
        ? { kind: 'form', model: parsed.model }
        : { kind: 'invalid', error: parsed.error, message: parsed.message },
    [parsed],
  );

  // Server patterns run in a linear-time engine, loaded only when this schema has one.
  const hasPattern = model?.fields.some((f) => f.kind === 'text' && f.pattern !== undefined) ?? false;
  useEffect(() => {
    if (hasPattern) void loadPatternEngine();
  }, [hasPattern]);
  // Errors and summaries are worded with Intl's plural rules and numbers: made while idle, not on Submit.
  useEffect(() => whenIdle(() => prepareLocale(locale)), [locale]);

  const focusTargets = useRef(new Map<string, FocusTarget>());
  // A number input holding text the browser cannot read (its value is then '').
  const unreadable = useCallback(
    (field: FieldModel) =>
      field.kind === 'number' &&
      (controlOf(focusTargets.current.get(field.name)) as HTMLInputElement | undefined)?.validity?.badInput === true,
    [],
  );
  // The one store of this request's form. Prefill is read once: where the person starts, not a value kept in sync.
  const initialValues = useRef(options.initialValues).current;
  const prefillSensitive = options.prefillSensitive === true;
  const store = useMemo(
    () => createFormStore({ model: model ?? EMPTY, initialValues, prefillSensitive, unreadable }),
    [model, initialValues, prefillSensitive, unreadable],
  );

  // The answer once given: its action, and what an accepted answer sent (for the line that says so).
  const [answer, setAnswer] = useState<ElicitResult | null>(null);
  const once = useSettleOnce(onResult);
  const settled = once.settled;
  const settle = useCallback(
    (result: ElicitResult) => {
      if (once.settle(result)) setAnswer(result);
    },
    [once.settle],
  );

  // Every change the person makes (inputs and value handles both): the host's `onChange` gets the draft.
  // The host's latest callbacks (`onChange`, `reveal`, `review`), read when they are called (from
  // events, after a commit): an effect event, kept current by each commit, never written in render.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const changed = useCallback(() => latest.current.onChange?.(store.draft()), [store]);

  // The person's UTC offset is unknown on a server render and while hydrating (the date-time hint
  // says "local time" there, and its offset after).
  const onClient = useSyncExternalStore(noSubscription, isClient, isServer);
  const base = useId();
  const fields = useMemo(
    () =>
      createFormFields({
        base,
        model: model ?? EMPTY,
        messages,
        locale,
        disabled,
        onClient,
        store,
        focusTargets: focusTargets.current,
        changed,
      }),
    [base, model, messages, locale, disabled, onClient, store, changed],
  );

  const focusField = useCallback((name: string) => controlOf(focusTargets.current.get(name))?.focus(), []);
  // After a failed submit, focus goes to the first field with an issue once that issue is on
  // screen (the same commit as the fields' errors), so it is announced with the field.
  const [focusRequest, setFocusRequest] = useState<{ name: string } | null>(null);
  useLayoutEffect(() => {
    if (focusRequest) focusField(focusRequest.name);
  }, [focusRequest, focusField]);
  const submit: (event?: SyntheticEvent) => void = useCallback(
    (event?: SyntheticEvent) => {
      event?.preventDefault();
      if (settled.current || disabled || !model) return;
      if (hasPattern && !patternEngineReady()) {
        // Only before the engine's first load (milliseconds): submit once it is there.
        void loadPatternEngine().then(() => submit());
        return;
      }
      void store.submit(
        (content) => latest.current.review?.() !== false && settle({ action: 'accept', content }),
        (first) => {
          latest.current.reveal?.(first.name);
          setFocusRequest({ name: first.name });
        },
      );
    },
    [store, model, disabled, settle, hasPattern],
  );

  const decline = useCallback(() => {
    if (!disabled) settle({ action: 'decline' });
  }, [disabled, settle]);
  const cancel = useCallback(() => {
    if (!disabled) settle({ action: 'cancel' });
  }, [disabled, settle]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      // Radix closes an open list on Escape and marks the event handled; then we do nothing.
      if (event.key === 'Escape' && !event.defaultPrevented && !settled.current) {
        event.preventDefault();
        cancel();
      }
    },
    [cancel],
  );

  const ids = useMemo(
    () => ({ root: `${base}root`, message: `${base}message`, server: `${base}server`, summary: `${base}summary` }),
    [base],
  );
  const focusFirst = useCallback(() => {
    const first = model?.fields[0];
    const target = first ? controlOf(focusTargets.current.get(first.name)) : undefined;
    if (target) target.focus();
    else document.getElementById(ids.root)?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  }, [model, ids.root]);
  const errorSummary = useMemo(() => ({ get: store.summary, subscribe: store.subscribeSummary }), [store]);
  const draft = useCallback((): ElicitContent => store.draft(), [store]);
  const touched = useCallback(() => store.touched(), [store]);

  const action = answer?.action ?? null;
  const sent = answer?.action === 'accept' ? answer.content ?? {} : null;
  return {
    state,
    action,
    sent,
    messages,
    locale,
    disabled,
    fields,
    ids,
    errorSummary,
    submit,
    decline,
    cancel,
    onKeyDown,
    focusFirst,
    focusField,
    draft,
    touched,
  };
}

const EMPTY: FormModel = { message: '', fields: [], warnings: [] };
const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

/** "n fields need attention", localised.
 *
 * @example
 * ```tsx
 * errorSummaryText(formMessages, 2); // '2 fields need attention.'
 * ```
 */
export function errorSummaryText(messages: FormMessages, count: number, locale?: string): string {
  return count === 0 ? '' : formatMessage(messages.errorSummary, { count }, locale);
}
