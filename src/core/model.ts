import type { PrimitiveSchemaDefinition } from '../protocol/types.js';

/** The control a property needs.
 *
 * @example
 * ```tsx
 * const kinds: FieldKind[] = model.fields.map((f) => f.kind); // ['text', 'number', 'multi']
 * ```
 */
export type FieldKind = 'text' | 'number' | 'boolean' | 'single' | 'multi';

/**
 * One option of a select field.
 *
 * @example
 * ```tsx
 * const option: FieldOption = { value: 'eur', label: 'Euro' };
 * ```
 */
export interface FieldOption {
  /** The value sent to the server, exactly as the schema gave it (its text, when the field has an `optionType`). */
  value: string;
  /** What the person sees. */
  label: string;
}

/**
 * One field of the form: a text, number, boolean, single- or multi-select field (narrow on `kind`).
 * `FieldModel<'text'>` is the text field alone, and so on for each kind; every kind has the members
 * of the first part (key, name, label, description, required, sensitive, schema).
 *
 * @example
 * ```tsx
 * for (const field of model.fields) if (field.kind === 'multi') field.options.map((o) => o.label);
 * const renderText = (field: FieldModel<'text'>) => field.multiline;
 * const terrace: FieldModel<'boolean'> = { kind: 'boolean', key: 'terrace', name: 'f1', label: 'Terrace', required:
 * false, sensitive: false, schema: { type: 'boolean' } };
 * ```
 */
export type FieldModel<K extends FieldKind = FieldKind> = Extract<
  {
    /** The property key, exactly as the server wrote it (may be `__proto__`, `a.b`, `""`…). */
    key: string;
    /** A safe form-field name (`f0`, `f1`, …): keys are never used as paths. */
    name: string;
    /** `title`, else the key. */
    label: string;
    description?: string | undefined;
    required: boolean;
    /** The key, title or description suggests a password, token, card number or the like. */
    sensitive: boolean;
    /** The property's schema as received (unknown keywords included). */
    schema: PrimitiveSchemaDefinition;
  } & (
    | {
        /** A text field, with its format and limits. */
        kind: 'text';
        format?: 'email' | 'uri' | 'date' | 'date-time' | undefined;
        minLength?: number | undefined;
        maxLength?: number | undefined;
        /**
         * A `pattern` the server sent (tolerated keyword), enforced with ECMAScript `u` semantics but in
         * linear time (see `core/pattern`). Absent when it could not be enforced safely (see warnings).
         */
        pattern?: string | undefined;
        /**
         * Shown as a multi-line control, where Enter adds a line (see `isLongText`): a plain text field
         * (no `format`, no `pattern`, not sensitive) that allows more than 100 characters, or whose key or
         * title names running text (description, notes, comments, feedback, message…) with no
         * `maxLength`, or whose default holds a line break.
         */
        multiline: boolean;
        default?: string | undefined;
      }
    | {
        /** A number or integer field (`integer` true for type `integer`). */
        kind: 'number';
        integer: boolean;
        /** Inclusive bounds. A bound at or beyond ±(2^53 − 1) (what converters write for "an integer") is no bound. */
        minimum?: number | undefined;
        maximum?: number | undefined;
        /** Exclusive bounds (numbers only: an integer field's are read as the next whole number, inclusive). */
        exclusiveMinimum?: number | undefined;
        exclusiveMaximum?: number | undefined;
        /** The value divided by it must be a whole number (as Ajv checks it). */
        multipleOf?: number | undefined;
        default?: number | undefined;
      }
    | {
        /** A checkbox field. */
        kind: 'boolean';
        default?: boolean | undefined;
      }
    | {
        /** A single-select field (enum, oneOf, or enum with enumNames; labelled `anyOf`, `const`). */
        kind: 'single';
        options: FieldOption[];
        /** The type of the values sent, when they are not strings: option values are their text (`String(v)`). */
        optionType?: 'number' | 'integer' | 'boolean' | undefined;
        /** A `const`: one option, chosen from the start, sent as the server wrote it. */
        fixed?: boolean | undefined;
        /** The chosen option's `value` (its text, for numbers and booleans). */
        default?: string | undefined;
      }
    | {
        /** A multi-select (checkbox group) field; `maxItems` is the most options the person may tick. */
        kind: 'multi';
        options: FieldOption[];
        minItems?: number | undefined;
        maxItems?: number | undefined;
        default?: string[] | undefined;
      }
  ),
  { kind: K }
>;

/**
 * Something odd in a request that we handle in a documented way instead of refusing it.
 * - `required-unknown`: `required` names a property that does not exist; ignored.
 * - `default-invalid`: a default of the wrong type or outside its enum; not prefilled, not sent.
 * - `default-hidden`: a default the control cannot show (an impossible date, year 0000, a line
 *   break in a one-line input); not prefilled, not sent, and the field says so.
 * - `enum-names-length`: `enumNames` length differs from `enum`; missing labels fall back to values.
 * - `duplicate-option`: an option value appears twice; the first one is kept.
 * - `unsatisfiable`: constraints no value can meet (minimum > maximum, minLength > maxLength,
 *   minItems > maxItems or more than the options); the field shows a note, validation stays exact.
 * - `pattern-invalid`: a `pattern` that is not a valid regular expression; not enforced.
 * - `pattern-unsupported`: a valid `pattern` that cannot run in linear time (backreferences,
 *   lookaround, huge repeat counts, some Unicode properties); not enforced, and the field says so.
 *
 * @example
 * ```tsx
 * model.warnings.filter((w) => w.code === 'pattern-unsupported').map((w) => w.property);
 * ```
 */
export interface RequestWarning {
  code:
    | 'required-unknown'
    | 'default-invalid'
    | 'default-hidden'
    | 'enum-names-length'
    | 'duplicate-option'
    | 'unsatisfiable'
    | 'pattern-invalid'
    | 'pattern-unsupported';
  property: string;
}

/**
 * A parsed form-mode request: the message, one model per field, and the oddities found.
 *
 * @example
 * ```tsx
 * const parsed = parseElicitRequest(params);
 * if (parsed.ok) { const model: FormModel = parsed.model; model.fields.length; }
 * ```
 */
export interface FormModel {
  message: string;
  fields: FieldModel[];
  warnings: RequestWarning[];
}

/** Not exported from an entry: `ElicitRequestError['code']` names it. */
export type RequestErrorCode = ElicitRequestError['code'];

/**
 * Why a request cannot be shown as a form, with the property at fault.
 *
 * @example
 * ```tsx
 * const error: ElicitRequestError = { code: 'nested-object', property: 'address', keyword: 'type', detail: 'Property
 * "address" is a nested object…' };
 * ```
 */
export interface ElicitRequestError {
  code:
    | 'params-not-object'
    | 'message-not-string'
    | 'mode-unsupported'
    | 'schema-missing'
    | 'schema-not-object'
    | 'schema-type-not-object'
    | 'properties-missing'
    | 'required-invalid'
    | 'property-not-object'
    | 'type-missing'
    | 'type-unsupported'
    | 'nested-object'
    | 'array-items-unsupported'
    | 'enum-empty'
    | 'enum-invalid'
    | 'keyword-invalid'
    | 'too-large';
  property?: string | undefined;
  /** The property's `title`, when it has one: what the person reads, where `property` is the key. */
  title?: string | undefined;
  /** The keyword at fault (for `keyword-invalid`, `enum-invalid`…). */
  keyword?: string | undefined;
  /** A plain English explanation for logs; the UI uses the localised catalogue. */
  detail: string;
  /** For `too-large`: which budget was exceeded, by how much. */
  limit?:
    | { what: 'properties' | 'options' | 'controls' | 'totalOptions' | 'textChars'; count: number; max: number }
    | undefined;
}

/**
 * What `parseElicitRequest` returns: the model, or a typed error; it never throws.
 *
 * @example
 * ```tsx
 * const r: ParseResult = parseElicitRequest(params);
 * if (!r.ok) console.warn(r.error.code);
 * ```
 */
export type ParseResult =
  | { ok: true; model: FormModel }
  | {
      ok: false;
      error: ElicitRequestError;
      /** The request's message, when it is a string: shown beside the error. */
      message?: string | undefined;
    };

/** Not exported from an entry: `ValidationIssue['keyword']` names it. */
export type IssueKeyword = ValidationIssue['keyword'];

/** One reason a value is not acceptable: a keyword plus its parameters, never prose.
 *
 * @example
 * ```tsx
 * validateValue(field, 'ab'); // { keyword: 'minLength', params: { limit: 3, length: 2 } }
 * ```
 */
export interface ValidationIssue {
  /** The JSON Schema keyword the value failed. */
  keyword:
    | 'required'
    | 'type'
    | 'minLength'
    | 'maxLength'
    | 'pattern'
    | 'format'
    | 'minimum'
    | 'maximum'
    | 'exclusiveMinimum'
    | 'exclusiveMaximum'
    | 'multipleOf'
    | 'enum'
    | 'minItems'
    | 'maxItems';
  params: Record<string, string | number>;
}

/** A compiled pattern: `test` is an unanchored search, as JSON Schema's `pattern` is.
 *
 * @example
 * ```tsx
 * const matcher: PatternMatcher = { test: (v) => v.length > 0 };
 * ```
 */
export interface PatternMatcher {
  test(value: string): boolean;
}
