import { useCallback, useEffect, useId, useMemo, useRef, useState, type ComponentType, type KeyboardEvent, type SyntheticEvent } from 'react';
import { useForm, type Control, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { initialRawValue, rawFromContent, setOwn, toContentValue, type FormValues, type RawValue } from '../core/content.js';
import { formatMessage, formMessages, issueMessage, resolvePart, type ElicitationMessages, type FormMessages } from '../core/messages.js';
import type { ElicitRequestError, FieldModel, FormModel, RequestWarning } from '../core/model.js';
import { parseElicitRequest } from '../core/parse.js';
import { loadPatternEngine, patternEngineReady } from '../core/pattern.js';
import { checkForm, validateValue, type ValidationIssue } from '../core/validate.js';
import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import { createErrorStore, type ErrorStore } from './errorStore.js';
import { FieldFrame, type FieldFrameProps } from './fields/FieldFrame.js';
import { useSettleOnce } from './requestLifecycle.js';

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
  messages?: Partial<ElicitationMessages>;
  disabled?: boolean;
  /** BCP 47 locale for numbers in messages; the browser's by default. */
  locale?: string;
  /** The field frame renderers wrap their control in (default: ours). */
  frame?: ComponentType<FieldFrameProps>;
  /** Answers to prefill, by property key (see `ElicitationFormProps.initialValues`). */
  initialValues?: Readonly<Record<string, unknown>>;
  /** Also prefill fields flagged sensitive. */
  prefillSensitive?: boolean;
  /** The draft as content after every change (unvalidated; only answered fields). */
  onChange?: (draft: ElicitContent) => void;
}

/**
 * How the request was answered.
 *
 * @example
 * ```tsx
 * const outcome: Outcome | null = form.outcome; // 'accept' | 'decline' | 'cancel' once answered
 * ```
 */
export type Outcome = ElicitResult['action'];

/** Everything a field renderer needs; the same object reaches custom renderers.
 *
 * @example
 * ```tsx
 * function MyText({ field, api }: FieldRendererProps<TextField>) {
 *   return <input {...registerInput(field, api)} disabled={api.disabled} />;
 * }
 * ```
 */
export interface FieldApi {
  control: Control<FieldValues>;
  register: UseFormRegister<FieldValues>;
  messages: FormMessages;
  disabled: boolean;
  /** Validation rule for react-hook-form: returns the localised message or true. */
  validate: (field: FieldModel) => (raw: unknown) => string | true;
  /** Where focus goes when this field is the first invalid one. */
  focusRef: (field: FieldModel) => (el: HTMLElement | null) => void;
  /** Notes that an optional checkbox has been touched, so its state becomes an answer. */
  markAnswered: (field: FieldModel) => void;
  /** The ids of a field's parts, stable for the life of the form. */
  ids: (field: FieldModel) => FieldIds;
  warningsFor: (field: FieldModel) => RequestWarning[];
  /** Each field's current error message, with a per-field subscription. */
  errors: ErrorStore;
  /** The field frame in use (ours, or the `components.frame` override): renderers wrap controls in it. */
  Frame: ComponentType<FieldFrameProps>;
}

/**
 * The ids of a field's parts, stable for the life of the form.
 *
 * @example
 * ```tsx
 * const { control, label, description, error } = api.ids(field);
 * ```
 */
export interface FieldIds {
  control: string;
  label: string;
  description: string;
  hint: string;
  warning: string;
  error: string;
}

/**
 * The parsed request: a form model, or why it cannot be shown.
 *
 * @example
 * ```tsx
 * if (form.state.kind === 'invalid') return <p role="alert">{form.state.error.code}</p>;
 * ```
 */
export type ElicitationFormState =
  | { kind: 'invalid'; error: ElicitRequestError }
  | { kind: 'form'; model: FormModel };

/**
 * What `useElicitationForm` returns: state, outcome, strings, the field API and the actions.
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
  outcome: Outcome | null;
  messages: FormMessages;
  api: FieldApi;
  ids: { root: string; message: string; server: string; summary: string };
  /** For `<form onSubmit>`: validates, focuses the first invalid field or emits `accept`. */
  submit: (event?: SyntheticEvent) => void;
  decline: () => void;
  cancel: () => void;
  /** For the root element: Escape cancels (unless an open list took it first). */
  onKeyDown: (event: KeyboardEvent) => void;
  /** Focus the first control (or the first action when there are none). */
  focusFirst: () => void;
}

/**
 * The headless state of one elicitation form: parsing, react-hook-form registration, validation,
 * focus management and the exactly-once result. `<ElicitationForm>` is built on it; a design
 * system can render its own controls from the same controller.
 *
 * @example
 * ```tsx
 * function MyForm({ request, respond }: { request: unknown; respond: (r: ElicitResult) => void }) {
 *   const form = useElicitationForm({ request, onResult: respond });
 *   if (form.state.kind === 'invalid') return <p role="alert">{form.state.error.detail}</p>;
 *   return <form onSubmit={form.submit} onKeyDown={form.onKeyDown}>{form.state.model.fields.map((f) => <MyField key={f.name} field={f} api={form.api} />)}</form>;
 * }
 * ```
 */
export function useElicitationForm(options: UseElicitationFormOptions): ElicitationFormController {
  const { request, onResult, disabled = false, locale, frame = FieldFrame } = options;
  const messages = useMemo(() => resolvePart(formMessages, options.messages), [options.messages]);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  const parsed = useMemo(() => parseElicitRequest(request), [request]);
  const model = parsed.ok ? parsed.model : null;
  const state: ElicitationFormState = parsed.ok ? { kind: 'form', model: parsed.model } : { kind: 'invalid', error: parsed.error };

  const answered = useRef(new Set<string>());
  // Server patterns run in a linear-time engine, loaded only when this schema has one.
  const hasPattern = model?.fields.some((f) => f.kind === 'text' && f.pattern !== undefined) ?? false;
  useEffect(() => {
    if (hasPattern) void loadPatternEngine();
  }, [hasPattern]);

  // Read once per request: prefill is where the person starts, not a value kept in sync.
  const initialValues = useRef(options.initialValues).current;
  const prefillSensitive = options.prefillSensitive === true;
  const defaultValues = useMemo(() => {
    const values: FieldValues = {};
    for (const field of model?.fields ?? []) {
      const remembered =
        initialValues && Object.prototype.hasOwnProperty.call(initialValues, field.key) && (!field.sensitive || prefillSensitive)
          ? rawFromContent(field, initialValues[field.key])
          : undefined;
      values[field.name] = remembered ?? initialRawValue(field);
      // A remembered boolean is an answer, like a touched box.
      if (remembered !== undefined && field.kind === 'boolean') answered.current.add(field.name);
    }
    return values;
  }, [model, initialValues, prefillSensitive]);

  const form = useForm<FieldValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
    shouldFocusError: false, // RHF focuses in registration order; we focus in DOM order below
    shouldUnregister: false,
  });

  const errorStore = useMemo(() => createErrorStore(), []);
  // One react-hook-form subscription for all errors; fields subscribe to the store.
  useEffect(
    () =>
      form.subscribe({
        formState: { errors: true, submitCount: true },
        callback: (s) => errorStore.update((s.errors ?? {}) as Record<string, { message?: unknown }>, s.submitCount ?? 0),
      }),
    [form, errorStore],
  );

  const base = useId();
  const focusTargets = useRef(new Map<string, HTMLElement>());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const once = useSettleOnce(onResult);
  const settled = once.settled;
  const settle = useCallback(
    (result: ElicitResult) => {
      if (once.settle(result)) setOutcome(result.action);
    },
    [once.settle],
  );

  const rawFor = useCallback((field: FieldModel, raw: unknown): RawValue => {
    // An optional checkbox without default that nobody touched is "no answer", not false.
    if (field.kind === 'boolean' && !field.required && field.default === undefined && !answered.current.has(field.name)) {
      return undefined;
    }
    return raw as RawValue;
  }, []);

  // Drafts for the host, only when it asks for them (a subscription costs a pass per change).
  const onChangeRef = useRef(options.onChange);
  onChangeRef.current = options.onChange;
  const wantsDrafts = options.onChange !== undefined;
  useEffect(() => {
    if (!wantsDrafts || !model) return;
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const draft: ElicitContent = {};
        for (const field of model.fields) {
          const value = toContentValue(field, rawFor(field, (values as FieldValues)[field.name]));
          if (value !== undefined && !(typeof value === 'number' && Number.isNaN(value))) setOwn(draft, field.key, value);
        }
        onChangeRef.current?.(draft);
      },
    });
  }, [form, model, rawFor, wantsDrafts]);

  const api = useMemo<FieldApi>(() => {
    const validators = new Map<string, (raw: unknown) => string | true>();
    const refs = new Map<string, (el: HTMLElement | null) => void>();
    const idCache = new Map<string, FieldIds>();
    return {
      control: form.control,
      register: form.register,
      messages,
      disabled,
      validate: (field) => {
        let v = validators.get(field.name);
        if (!v) {
          v = (raw: unknown) => {
            const el = focusTargets.current.get(field.name);
            let problem: ValidationIssue | null;
            if (field.kind === 'number' && el instanceof HTMLInputElement && el.validity?.badInput) {
              // The browser holds text it cannot read as a number; say so instead of "required".
              problem = { keyword: 'type', params: { type: field.integer ? 'integer' : 'number' } };
            } else {
              problem = validateValue(field, toContentValue(field, rawFor(field, raw)));
            }
            return problem ? issueMessage(messagesRef.current, problem, locale) : true;
          };
          validators.set(field.name, v);
        }
        return v;
      },
      focusRef: (field) => {
        let r = refs.get(field.name);
        if (!r) {
          r = (el) => {
            if (el) focusTargets.current.set(field.name, el);
            else focusTargets.current.delete(field.name);
          };
          refs.set(field.name, r);
        }
        return r;
      },
      markAnswered: (field) => {
        answered.current.add(field.name);
      },
      ids: (field) => {
        let ids = idCache.get(field.name);
        if (!ids) {
          const p = `${base}${field.name}`;
          ids = { control: p, label: `${p}-label`, description: `${p}-desc`, hint: `${p}-hint`, warning: `${p}-warn`, error: `${p}-error` };
          idCache.set(field.name, ids);
        }
        return ids;
      },
      warningsFor: (field) => model?.warnings.filter((w) => w.property === field.key) ?? [],
      errors: errorStore,
      Frame: frame,
    };
  }, [form.control, form.register, messages, disabled, base, model, rawFor, locale, errorStore, frame]);

  const focusFirstInvalid = useCallback(
    (errors: Record<string, unknown>) => {
      for (const field of model?.fields ?? []) {
        if (errors[field.name]) {
          focusTargets.current.get(field.name)?.focus();
          return;
        }
      }
    },
    [model],
  );

  const submit: (event?: SyntheticEvent) => void = useCallback(
    (event?: SyntheticEvent) => {
      event?.preventDefault();
      if (settled.current || disabled || !model) return;
      if (hasPattern && !patternEngineReady()) {
        // Only before the engine's first load (milliseconds): submit once it is there.
        void loadPatternEngine().then(() => submit());
        return;
      }
      // Fast path: one synchronous pass over the values. react-hook-form's submit awaits each
      // field's rule in turn (7 ms at 1000 fields); it runs only when something is wrong, to set
      // the errors, mark the form submitted (live validation from then on) and focus.
      const acceptIfValid = (values: FieldValues) => {
        const raw: FormValues = {};
        for (const field of model.fields) raw[field.name] = rawFor(field, values[field.name]);
        const checked = checkForm(model, raw);
        if (checked.ok) settle({ action: 'accept', content: checked.content });
        return checked.ok;
      };
      const unreadable = model.fields.some((f) => f.kind === 'number' && (focusTargets.current.get(f.name) as HTMLInputElement | undefined)?.validity?.badInput);
      if (!unreadable && acceptIfValid(form.getValues())) return;
      // Same rules as above, so onValid only runs if the browser fixed an unreadable number meanwhile.
      void form.handleSubmit(acceptIfValid, (errors) => focusFirstInvalid(errors))();
    },
    [form, model, disabled, rawFor, settle, focusFirstInvalid, hasPattern],
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
    const target = first ? focusTargets.current.get(first.name) : undefined;
    if (target) target.focus();
    else document.getElementById(ids.root)?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  }, [model, ids.root]);

  return { state, outcome, messages, api, ids, submit, decline, cancel, onKeyDown, focusFirst };
}

/** "n fields need attention", localised.
 *
 * @example
 * ```tsx
 * errorSummaryText(formMessages, 2); // '2 fields need attention.'
 * ```
 */
export function errorSummaryText(messages: FormMessages, count: number): string {
  if (count === 0) return '';
  return count === 1 ? messages.errorSummaryOne : formatMessage(messages.errorSummaryOther, { count });
}
