import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type KeyboardEvent, type SyntheticEvent } from 'react';
import { createFormControl, type FieldValues } from 'react-hook-form';
import type { FormValues, RawValue } from '../core/content.js';
import { localOffset } from '../core/content.js';
import { initialRawValue, rawFromContent } from '../core/kinds.js';
import { fieldHint, fieldNotes, formatMessage, formMessages, hasHint, hintFollowsValue, issueMessage, resolvePart, type FormMessages } from '../core/messages.js';
import type { FieldModel } from '../core/model.js';
import { parseElicitRequest } from '../core/parse.js';
import { loadPatternEngine, patternEngineReady } from '../core/pattern.js';
import { checkField, checkForm, draftContent } from '../core/validate.js';
import type { ElicitResult } from '../protocol/types.js';
import { createErrorStore } from './errorStore.js';
import { nativeAttributes } from './nativeAttributes.js';
import { useSettleOnce } from './requestLifecycle.js';
import type {
  ElicitationFormController,
  ElicitationFormState,
  FieldProps,
  FieldValue,
  FormFields,
  InputProps,
  NativeAttributes,
  UseElicitationFormOptions,
} from './types.js';

type Registration = Pick<InputProps, 'ref' | 'onChange' | 'defaultValue' | 'defaultChecked'> & { native: NativeAttributes };

/**
 * The headless state of one elicitation form: parsing, values (react-hook-form, uncontrolled),
 * one validation pass per submit, focus management and the exactly-once result. It imports no
 * component: `<ElicitationForm>` renders it, and a design system can render its own controls from
 * the same controller with `useFieldProps`.
 *
 * @example
 * ```tsx
 * function MyForm({ request, respond }: { request: unknown; respond: (r: ElicitResult) => void }) {
 *   const form = useElicitationForm({ request, onResult: respond });
 *   if (form.state.kind === 'invalid') return <p role="alert">{form.state.error.detail}</p>;
 *   return <form onSubmit={form.submit} onKeyDown={form.onKeyDown}>{form.state.model.fields.map((f) => <MyField key={f.name} form={form} field={f} />)}</form>;
 * }
 * ```
 */
export function useElicitationForm(options: UseElicitationFormOptions): ElicitationFormController {
  const { request, onResult, disabled = false, locale } = options;
  const messages = useMemo(() => resolvePart(formMessages, options.messages), [options.messages]);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;

  const parsed = useMemo(() => parseElicitRequest(request), [request]);
  const model = parsed.ok ? parsed.model : null;
  const state = useMemo<ElicitationFormState>(
    () => (parsed.ok ? { kind: 'form', model: parsed.model } : { kind: 'invalid', error: parsed.error, message: parsed.message }),
    [parsed],
  );

  // Optional checkboxes the person has touched: only then is their state an answer.
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

  // react-hook-form holds the values (native inputs stay uncontrolled and store each change, so
  // typing renders nothing); the core decides validity, in one pass on submit and per changed
  // field after a failed submit.
  const [form] = useState(() => createValueStore(defaultValues));
  const errorStore = useMemo(() => createErrorStore(), []);

  const base = useId();
  const focusTargets = useRef(new Map<string, FocusTarget>());
  // The answer once given: its action, and what an accepted answer sent (for the line that says so).
  const [answer, setAnswer] = useState<ElicitResult | null>(null);
  const action = answer?.action ?? null;
  const sent = answer?.action === 'accept' ? (answer.content ?? {}) : null;
  const once = useSettleOnce(onResult);
  const settled = once.settled;
  const settle = useCallback(
    (result: ElicitResult) => {
      if (once.settle(result)) setAnswer(result);
    },
    [once.settle],
  );

  const rawOf = useCallback((field: FieldModel, raw: unknown): RawValue => {
    // An optional checkbox without default that nobody touched is "no answer", not false.
    if (field.kind === 'boolean' && !field.required && field.default === undefined && !answered.current.has(field.name)) return undefined;
    return raw as RawValue;
  }, []);
  // What the controls hold → what the core reads (an untouched optional checkbox is no answer).
  const rawValues = useCallback(
    (values: FieldValues): FormValues => {
      const raw: FormValues = {};
      for (const field of model?.fields ?? []) raw[field.name] = rawOf(field, values[field.name]);
      return raw;
    },
    [model, rawOf],
  );
  // A number input holding text the browser cannot read (its value is then '').
  const unreadable = useCallback(
    (field: FieldModel) => field.kind === 'number' && (controlOf(focusTargets.current.get(field.name)) as HTMLInputElement | undefined)?.validity?.badInput === true,
    [],
  );

  // Every change the person makes comes through here (inputs and value handles both call it):
  // after a failed submit it re-checks that field, and it builds a draft when the host wants one.
  const onChangeRef = useRef(options.onChange);
  onChangeRef.current = options.onChange;
  const revealRef = useRef(options.reveal);
  revealRef.current = options.reveal;
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const changed = useCallback(
    (field: FieldModel) => {
      if (errorStore.summary().submitCount > 0) {
        const { issue } = checkField(field, rawOf(field, form.getValues(field.name)), unreadable(field));
        errorStore.set(field.name, issue ? issueMessage(messagesRef.current, issue, localeRef.current) : undefined);
      }
      if (onChangeRef.current && model) onChangeRef.current(draftContent(model, rawValues(form.getValues())));
    },
    [form, model, errorStore, rawOf, rawValues, unreadable],
  );

  // The person's UTC offset is unknown on a server render and while hydrating (the date-time hint
  // says "local time" there, and its offset after).
  const onClient = useSyncExternalStore(noSubscription, isClient, isServer);
  const fields = useMemo<FormFields>(
    () =>
      createFormFields({
        base,
        messages,
        disabled,
        onClient,
        notesOf: (f) => fieldNotes(f, model?.warnings ?? [], messages),
        form,
        focusTargets: focusTargets.current,
        answered: answered.current,
        errors: errorStore,
        changed,
      }),
    [base, messages, disabled, onClient, model, form, errorStore, changed],
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
      // One pass: the core checks every field; its issues are what the form shows.
      const unreadableNames = new Set(model.fields.filter(unreadable).map((f) => f.name));
      const checked = checkForm(model, rawValues(form.getValues()), { unreadable: unreadableNames });
      if (checked.ok) {
        errorStore.replaceAll(new Map());
        settle({ action: 'accept', content: checked.content });
        return;
      }
      errorStore.replaceAll(new Map(checked.issues.map(({ field, issue }) => [field.name, issueMessage(messagesRef.current, issue, locale)])));
      // Issues come in field order, which is the order on screen.
      const first = checked.issues[0]!.field.name;
      revealRef.current?.(first);
      controlOf(focusTargets.current.get(first))?.focus();
    },
    [form, model, disabled, rawValues, unreadable, settle, hasPattern, errorStore, locale],
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

  const ids = useMemo(() => ({ root: `${base}root`, message: `${base}message`, server: `${base}server`, summary: `${base}summary` }), [base]);

  const focusFirst = useCallback(() => {
    const first = model?.fields[0];
    const target = first ? controlOf(focusTargets.current.get(first.name)) : undefined;
    if (target) target.focus();
    else document.getElementById(ids.root)?.querySelector<HTMLElement>('button:not([disabled])')?.focus();
  }, [model, ids.root]);

  const errorSummary = useMemo(() => ({ get: errorStore.summary, subscribe: errorStore.subscribeSummary }), [errorStore]);

  const focusField = useCallback((name: string) => controlOf(focusTargets.current.get(name))?.focus(), []);
  const draft = useCallback(() => (model ? draftContent(model, rawValues(form.getValues())) : {}), [model, rawValues, form]);

  return { state, action, sent, messages, disabled, fields, ids, errorSummary, submit, decline, cancel, onKeyDown, focusFirst, focusField, draft };
}

/**
 * react-hook-form's form control, made outside React (`createFormControl`, its API for that): we
 * use it as the value store. `useForm` would add its form-state hooks, nine effects and a second
 * render after every mount (its `isReady` state), none of which this form reads. A subscription
 * starts a control made this way, as `useForm`'s mount does, so that `getValues` reads what
 * `setValue` stored; this one asks for no form state.
 */
function createValueStore(defaultValues: FieldValues) {
  const store = createFormControl<FieldValues>({ defaultValues, shouldUnregister: false });
  store.subscribe({ formState: {}, callback: () => {} });
  return store;
}

/** What a field's focus ref may be given: its control, a wrapper around it, or a focus handle. */
type FocusTarget = HTMLElement | { focus(): void };
const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex], [contenteditable="true"], a[href]';

// A design system's component may put the ref on its wrapper (MUI's TextField puts it on a
// <div>): then the control inside takes focus, never the wrapper (where focus would silently fail).
function controlOf(target: FocusTarget | undefined): { focus(): void } | undefined {
  if (!target || typeof (target as Element).matches !== 'function') return target;
  const element = target as HTMLElement;
  return element.matches(FOCUSABLE) ? element : (element.querySelector<HTMLElement>(FOCUSABLE) ?? element);
}

const noSubscription = () => () => {};
const isClient = () => true;
const isServer = () => false;

interface FormFieldsSetup {
  base: string;
  messages: FormMessages;
  disabled: boolean;
  /** False on a server render and while hydrating. */
  onClient: boolean;
  notesOf: (field: FieldModel) => string | undefined;
  form: ReturnType<typeof createValueStore>;
  focusTargets: Map<string, FocusTarget>;
  answered: Set<string>;
  errors: ReturnType<typeof createErrorStore>;
  /** Called after each change the person makes. */
  changed: (field: FieldModel) => void;
}

// Per field, everything is made once and cached: the registration (so React never sees a new ref
// and re-attaches it), the value handle, and the props for each (error, hint) it has shown.
function createFormFields(setup: FormFieldsSetup): FormFields {
  const { base, messages, disabled, onClient, notesOf, form, focusTargets, answered, errors, changed } = setup;
  let offset: string | undefined;
  const offsetNow = () => (offset ??= `UTC${localOffset(new Date())}`);
  const listeners = new Map<string, Set<() => void>>();
  const notify = (field: FieldModel) => {
    listeners.get(field.name)?.forEach((l) => l());
    changed(field);
  };
  const focusRefs = new Map<string, (el: FocusTarget | null) => void>();
  const registrations = new Map<string, Registration>();
  const values = new Map<string, FieldValue>();
  const props = new Map<string, FieldProps>();

  const focusRef = (field: FieldModel) => {
    let ref = focusRefs.get(field.name);
    if (!ref) {
      ref = (el) => {
        if (el) focusTargets.set(field.name, el);
        else focusTargets.delete(field.name);
      };
      focusRefs.set(field.name, ref);
    }
    return ref;
  };

  // A native input is uncontrolled: it starts from the default (React sets it once, no extra DOM
  // write) and each change stores the input's value in react-hook-form. Nothing re-renders.
  const registration = (field: FieldModel): Registration => {
    let reg = registrations.get(field.name);
    if (!reg) {
      const initial = form.getValues(field.name) as RawValue;
      const handle = value(field);
      // Only what differs from an empty input becomes an attribute (fewer attributes per field).
      reg = {
        native: nativeAttributes(field, typeof initial === 'string' ? initial : undefined),
        ref: focusRef(field),
        ...(field.kind === 'boolean'
          ? { defaultChecked: initial === true ? true : undefined }
          : { defaultValue: typeof initial === 'string' && initial !== '' ? initial : undefined }),
        onChange: (event) => {
          const input = event.target as HTMLInputElement;
          handle.set(input.type === 'checkbox' ? input.checked : input.value);
        },
      };
      registrations.set(field.name, reg);
    }
    return reg;
  };

  const value = (field: FieldModel): FieldValue => {
    let handle = values.get(field.name);
    if (!handle) {
      handle = {
        get: () => form.getValues(field.name) as RawValue,
        set: (next) => {
          // A touched checkbox is an answer, whichever control renders it.
          if (field.kind === 'boolean') answered.add(field.name);
          form.setValue(field.name, next);
          notify(field);
        },
        subscribe: (listener) => {
          let set = listeners.get(field.name);
          if (!set) listeners.set(field.name, (set = new Set()));
          set.add(listener);
          return () => set.delete(listener);
        },
        focusRef: focusRef(field),
      };
      values.set(field.name, handle);
    }
    return handle;
  };

  return {
    messages,
    errorOf: (field) => errors.get(field.name),
    hintOf(field) {
      if (!hasHint(field)) return undefined;
      const chosen = hintFollowsValue(field) ? countOf(form.getValues(field.name)) : 0;
      return fieldHint(field, messages, { offset: onClient ? offsetNow() : null, chosen });
    },
    subscribeError: (field, listener) => errors.subscribe(field.name, listener),
    value,
    propsFor(field, error, hint) {
      const cached = props.get(field.name);
      if (cached && cached.error === error && cached.hint === hint) return cached;
      const id = `${base}${field.name}`;
      const description = field.description;
      const notes = notesOf(field);
      const partIds = { description: `${id}-desc`, hint: `${id}-hint`, notes: `${id}-notes`, error: `${id}-error` };
      // Only parts that have text are listed, so the description never names a missing element.
      let describedBy = '';
      if (description !== undefined) describedBy = partIds.description;
      if (hint !== undefined) describedBy += describedBy ? ` ${partIds.hint}` : partIds.hint;
      if (notes !== undefined) describedBy += describedBy ? ` ${partIds.notes}` : partIds.notes;
      if (error !== undefined) describedBy += describedBy ? ` ${partIds.error}` : partIds.error;
      const asks = field.required && field.kind !== 'boolean';
      const reg = registration(field);
      const controlProps = {
        id,
        'aria-describedby': describedBy || undefined,
        'aria-invalid': error !== undefined ? (true as const) : undefined,
        'aria-required': asks ? (true as const) : undefined,
        required: asks ? true : undefined,
      };
      const next: FieldProps = {
        field,
        label: field.label || messages.unnamedField,
        description,
        hint,
        notes,
        error,
        disabled,
        messages,
        labelProps: { id: `${id}-label`, htmlFor: id },
        controlProps,
        // A native input's `required` is its aria-required; the attribute would only repeat it.
        // Listed, not spread: object spreads were a measurable part of mounting many fields.
        inputProps: {
          id,
          'aria-describedby': controlProps['aria-describedby'],
          'aria-invalid': controlProps['aria-invalid'],
          required: controlProps.required,
          ref: reg.ref,
          onChange: reg.onChange,
          defaultValue: reg.defaultValue,
          defaultChecked: reg.defaultChecked,
          type: reg.native.type,
          min: reg.native.min,
          max: reg.native.max,
          step: reg.native.step,
          maxLength: reg.native.maxLength,
          inputMode: reg.native.inputMode,
          autoComplete: reg.native.autoComplete,
          spellCheck: reg.native.spellCheck,
        },
        descriptionProps: { id: partIds.description },
        hintProps: { id: partIds.hint },
        notesProps: { id: partIds.notes },
        errorProps: { id: partIds.error },
        value: value(field),
      };
      // The props themselves are the cache entry: they hold the error and hint they were made for.
      props.set(field.name, next);
      return next;
    },
  };
}

const countOf = (value: unknown) => (Array.isArray(value) ? value.length : 0);

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
