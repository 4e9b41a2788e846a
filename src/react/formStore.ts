import { createFormControl, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { FormValues, RawValue } from '../core/content.js';
import { initialRawValue, rawFromContent } from '../core/kinds.js';
import type { FieldModel, FormModel, ValidationIssue } from '../core/model.js';
import { checkField, checkForm, draftContent } from '../core/validate.js';
import type { ElicitContent } from '../protocol/types.js';

/**
 * The one owner of a form's state, with no React in it: react-hook-form's form control
 * (`createFormControl`, its API for use outside a component) holds the values, which optional
 * checkboxes the person touched, the errors and the submit count. The core decides validity, as
 * react-hook-form's resolver: one pass over every field on submit, one field per change after a
 * failed submit. An error holds the core's issue; its text is chosen where it is shown, in the
 * messages and locale of that render.
 */
export interface FormStore {
  /** What the field's control holds (an untouched optional checkbox: no answer). */
  get(field: FieldModel): RawValue;
  /** Stores the person's change (a checkbox counts as answered); re-checks it after a failed submit. */
  set(field: FieldModel, value: RawValue): void;
  /** Called when the field's value changes. */
  subscribeValue(field: FieldModel, listener: () => void): () => void;
  /** The field's issue from the last check, if any. */
  issueOf(field: FieldModel): ValidationIssue | undefined;
  /** Called when the field's issue may have changed. */
  subscribeIssue(field: FieldModel, listener: () => void): () => void;
  /** How many fields have issues, and how many submits were tried. */
  summary(): { count: number; submitCount: number };
  subscribeSummary(listener: () => void): () => void;
  /** One pass over every field: `accept` with the content, or the first field with an issue. */
  submit(onValid: (content: ElicitContent) => void, onInvalid: (first: FieldModel) => void): Promise<void>;
  /** The answered fields as content now, unvalidated. */
  draft(): ElicitContent;
  /** Whether the person has changed any field. */
  touched(): boolean;
}

export interface FormStoreSetup {
  model: FormModel;
  /** Where the person starts (asked again): a value per content key. Sensitive ones only with `prefillSensitive`. */
  initialValues?: Readonly<Record<string, unknown>> | undefined;
  prefillSensitive?: boolean | undefined;
  /** True when the field's control holds input it cannot read (a number input with "12abc"). */
  unreadable(field: FieldModel): boolean;
}

/** react-hook-form's error for a field: the core's issue inside. */
interface IssueError extends FieldError {
  issue: ValidationIssue;
}

/**
 * The content a submit accepted, as the resolver hands it to `onValid`. This leans on one thing
 * react-hook-form does not promise: that it copies the resolver's values only when they are plain
 * objects or arrays, and passes a class instance on as it is (a copy would lose a key such as
 * `__proto__`, and ours are server keys). `src/react/formStore.test.ts` ("keys that are paths or
 * prototype names in JavaScript stay keys") fails the day that changes.
 */
class Accepted {
  constructor(readonly content: ElicitContent) {}
}

export function createFormStore(setup: FormStoreSetup): FormStore {
  const { model } = setup;
  const byName = new Map(model.fields.map((f) => [f.name, f]));
  // Where the person starts: an earlier answer (asked again; sensitive ones only when allowed),
  // else the kind's initial value. A remembered boolean counts as an answer, like a box the person
  // touched. Both follow from the setup, which never changes: nothing here is kept beside the control.
  const remembered = (field: FieldModel): RawValue => {
    const initial = setup.initialValues;
    return initial &&
      Object.prototype.hasOwnProperty.call(initial, field.key) &&
      (!field.sensitive || setup.prefillSensitive === true)
      ? rawFromContent(field, initial[field.key])
      : undefined;
  };
  const defaultValues: FieldValues = {};
  for (const field of model.fields) defaultValues[field.name] = remembered(field) ?? initialRawValue(field);

  // An optional checkbox without default that nobody touched is "no answer", not false.
  const rawOf = (field: FieldModel, value: unknown): RawValue =>
    field.kind === 'boolean' &&
    !field.required &&
    field.default === undefined &&
    !control.getFieldState(field.name).isTouched &&
    remembered(field) === undefined
      ? undefined
      : (value as RawValue);
  const rawValues = (values: FieldValues): FormValues => {
    const raw: FormValues = {};
    for (const field of model.fields) raw[field.name] = rawOf(field, values[field.name]);
    return raw;
  };
  const errorOf = (issue: ValidationIssue): IssueError => ({ type: issue.keyword, issue });
  // A number input holding text it cannot read reports '' as its value: only then is the DOM asked.
  const unreadable = (field: FieldModel, value: unknown) =>
    (value === '' || value === undefined) && setup.unreadable(field);

  // The core as react-hook-form's resolver: only the named fields when a change is re-checked
  // (`trigger`), every field on submit (no field is registered with react-hook-form, so a
  // submit names none), whose checked content reaches `onValid` as the resolver's values.
  const resolver: Resolver<FieldValues> = (values, _context, options) => {
    const names = options.names;
    if (names && names.length > 0) {
      const errors: Record<string, IssueError> = {};
      for (const name of names) {
        const field = byName.get(name);
        const issue = field && checkField(field, rawOf(field, values[name]), unreadable(field, values[name])).issue;
        if (issue) errors[name] = errorOf(issue);
      }
      return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors: errors as FieldErrors };
    }
    const unreadableNames = new Set(model.fields.filter((f) => unreadable(f, values[f.name])).map((f) => f.name));
    const checked = checkForm(model, rawValues(values), { unreadable: unreadableNames });
    if (checked.ok) return { values: new Accepted(checked.content), errors: {} };
    return {
      values: {},
      errors: Object.fromEntries(checked.issues.map(({ field, issue }) => [field.name, errorOf(issue)])) as FieldErrors,
    };
  };

  const control = createFormControl<FieldValues>({
    defaultValues,
    resolver,
    mode: 'onSubmit',
    shouldFocusError: false,
    shouldUnregister: false,
  });

  // react-hook-form's control holds the errors and the submit count; the store reads them through
  // its public API only (`subscribe`'s payload, `getFieldState`, `getErrors`). Listeners are told
  // after the calls that change them: a submit (the one subscription below, to `submitCount`) tells
  // every field and the summary, a re-check its own field and the summary; each subscriber compares
  // what it reads, so only a field whose error changed renders. The fan-out is ours, not a
  // react-hook-form subscription per field: each of those copies every value of the form whenever
  // it is called, and a submit calls all of them (a 1000-field submit took 386 ms that way against
  // 1.7 ms with one subscription, in Node with react-hook-form 7.92, 2026-12-03; bench/RESULTS.md).
  const issueListeners = new Map<string, Set<() => void>>();
  const valueListeners = new Map<string, Set<() => void>>();
  const summaryListeners = new Set<() => void>();
  const listen = (map: Map<string, Set<() => void>>, name: string, listener: () => void) => {
    let set = map.get(name);
    if (!set) map.set(name, (set = new Set()));
    set.add(listener);
    return () => void set.delete(listener);
  };
  const tell = (listeners: Iterable<() => void> | undefined) => {
    if (listeners) for (const l of listeners) l();
  };
  // The summary, kept from what react-hook-form reports: a submit's payload carries every error; a
  // re-check changes its field's, read afterwards with `getFieldState`. One object per distinct
  // figure, so React sees a change only when there is one.
  const invalid = new Set<string>();
  let summary = { count: 0, submitCount: 0 };
  const setSummary = (submitCount: number) => {
    if (invalid.size !== summary.count || submitCount !== summary.submitCount)
      summary = { count: invalid.size, submitCount };
  };
  control.subscribe({
    // Only a submit changes the count (its payload holds every error): a subscription to `errors`
    // would be called, and copy every value, on each re-check too.
    formState: { submitCount: true },
    callback: ({ submitCount, errors }) => {
      invalid.clear();
      for (const name of Object.keys(errors ?? {})) invalid.add(name);
      setSummary(submitCount ?? summary.submitCount);
      for (const listeners of issueListeners.values()) tell(listeners);
      tell(summaryListeners);
    },
  });
  const recheck = (name: string) =>
    control.trigger(name).then(() => {
      if (control.getFieldState(name).invalid) invalid.add(name);
      else invalid.delete(name);
      setSummary(summary.submitCount);
      tell(issueListeners.get(name));
      tell(summaryListeners);
    });

  return {
    get: (field) => control.getValues(field.name) as RawValue,
    set(field, value) {
      // Touched: a checkbox the person set is an answer, and a touched form keeps its draft.
      control.setValue(field.name, value, { shouldTouch: true });
      tell(valueListeners.get(field.name));
      if (summary.submitCount > 0) void recheck(field.name);
    },
    subscribeValue: (field, listener) => listen(valueListeners, field.name, listener),
    issueOf: (field) => (control.getErrors(field.name) as IssueError | undefined)?.issue,
    subscribeIssue: (field, listener) => listen(issueListeners, field.name, listener),
    summary: () => summary,
    subscribeSummary(listener) {
      summaryListeners.add(listener);
      return () => summaryListeners.delete(listener);
    },
    submit: (onValid, onInvalid) =>
      control.handleSubmit(
        (values) => onValid((values as unknown as Accepted).content),
        // Issues come in field order, which is the order on screen.
        (errors) => {
          const first = model.fields.find((f) => errors[f.name] !== undefined);
          if (first) onInvalid(first);
        },
      )(),
    draft: () => draftContent(model, rawValues(control.getValues())),
    touched: () => model.fields.some((f) => control.getFieldState(f.name).isTouched),
  };
}
