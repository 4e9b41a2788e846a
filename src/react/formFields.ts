import { localOffset } from '../core/content.js';
import { fieldHint, fieldNotes, hasHint, hintFollowsValue } from '../core/hints.js';
import { issueMessage, type FormMessages } from '../core/messages.js';
import type { FieldModel, FormModel } from '../core/model.js';
import type { FormStore } from './formStore.js';
import { nativeAttributes } from './nativeAttributes.js';
import type { FieldProps, FieldValue, InputProps, NativeAttributes } from './types.js';
import type { FormFields } from './controllerTypes.js';

type Registration = Pick<InputProps, 'ref' | 'onChange' | 'defaultValue' | 'defaultChecked'> & {
  native: NativeAttributes;
};

/** What a field's focus ref may be given: its control, a wrapper around it, or a focus handle. */
export type FocusTarget = HTMLElement | { focus(): void };
const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [tabindex], [contenteditable="true"], a[href]';

// A design system's component may put the ref on its wrapper (MUI's TextField puts it on a
// <div>): then the control inside takes focus, never the wrapper (where focus would silently fail).
export function controlOf(target: FocusTarget | undefined): { focus(): void } | undefined {
  if (!target || typeof (target as Element).matches !== 'function') return target;
  const element = target as HTMLElement;
  return element.matches(FOCUSABLE) ? element : element.querySelector<HTMLElement>(FOCUSABLE) ?? element;
}

export interface FormFieldsSetup {
  base: string;
  model: FormModel;
  messages: FormMessages;
  locale: string | undefined;
  disabled: boolean;
  /** False on a server render and while hydrating. */
  onClient: boolean;
  store: FormStore;
  focusTargets: Map<string, FocusTarget>;
  /** Called after each change the person makes. */
  changed: () => void;
}

// Per field, everything is made once and cached: the registration (so React never sees a new ref
// and re-attaches it), the value handle, and the props for each (error, hint) it has shown.
export function createFormFields(setup: FormFieldsSetup): FormFields {
  const { base, model, messages, locale, disabled, onClient, store, focusTargets, changed } = setup;
  let offset: string | undefined;
  const offsetNow = () => (offset ??= `UTC${localOffset(new Date())}`);
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
  // write) and each change stores the input's value in the form's store. Nothing re-renders.
  const registration = (field: FieldModel): Registration => {
    let reg = registrations.get(field.name);
    if (!reg) {
      const initial = store.get(field);
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
        get: () => store.get(field),
        set: (next) => {
          store.set(field, next);
          changed();
        },
        subscribe: (listener) => store.subscribeValue(field, listener),
        focusRef: focusRef(field),
      };
      values.set(field.name, handle);
    }
    return handle;
  };

  return {
    messages,
    // The issue is the store's; its words are this render's messages and locale.
    errorOf(field) {
      const issue = store.issueOf(field);
      return issue && issueMessage(messages, issue, locale);
    },
    hintOf(field) {
      if (!hasHint(field)) return undefined;
      const chosen = hintFollowsValue(field) ? countOf(store.get(field)) : 0;
      return fieldHint(field, messages, { offset: onClient ? offsetNow() : null, chosen }, locale);
    },
    subscribeError: (field, listener) => store.subscribeIssue(field, listener),
    value,
    propsFor(field, error, hint) {
      const cached = props.get(field.name);
      if (cached && cached.error === error && cached.hint === hint) return cached;
      const id = `${base}${field.name}`;
      const description = field.description;
      const notes = fieldNotes(field, model.warnings, messages);
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
        // Listed, not spread (bench/RESULTS.md, "Why the code looks like this").
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
