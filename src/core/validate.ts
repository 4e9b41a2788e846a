import type { FieldModel, FormModel } from './model.js';
import { FORMAT_CHECKS } from './formats.js';
import { testPattern } from './pattern.js';
import { setOwn, toContentValue, type FormValues } from './content.js';
import type { ElicitContent } from '../protocol/types.js';

/**
 * The JSON Schema keyword a value failed.
 *
 * @example
 * ```tsx
 * const keyword: IssueKeyword = 'minLength';
 * ```
 */
export type IssueKeyword =
  | 'required'
  | 'type'
  | 'minLength'
  | 'maxLength'
  | 'pattern'
  | 'format'
  | 'minimum'
  | 'maximum'
  | 'enum'
  | 'minItems'
  | 'maxItems';

/** One reason a value is not acceptable: a keyword plus its parameters, never prose.
 *
 * @example
 * ```tsx
 * validateValue(field, 'ab'); // { keyword: 'minLength', params: { limit: 3, length: 2 } }
 * ```
 */
export interface ValidationIssue {
  keyword: IssueKeyword;
  params: Record<string, string | number>;
}

const issue = (keyword: IssueKeyword, params: Record<string, string | number> = {}): ValidationIssue => ({
  keyword,
  params,
});

/** Length in Unicode code points, as JSON Schema (and Ajv) count it.
 *
 * @example
 * ```tsx
 * codePointLength('😀a'); // 2 ('😀a'.length is 3)
 * ```
 */
export function codePointLength(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/**
 * Checks one content value (as it would be sent; `undefined` = absent) against its field.
 * Returns the first issue, or null when the value is acceptable.
 *
 * @example
 * ```tsx
 * validateValue(field, 'ab'); // { keyword: 'minLength', params: { limit: 3, length: 2 } } or null
 * ```
 */
export function validateValue(field: FieldModel, value: unknown): ValidationIssue | null {
  if (value === undefined) return field.required ? issue('required') : null;
  switch (field.kind) {
    case 'text': {
      if (typeof value !== 'string') return issue('type', { type: 'string' });
      const length = field.minLength !== undefined || field.maxLength !== undefined ? codePointLength(value) : 0;
      if (field.minLength !== undefined && length < field.minLength) return issue('minLength', { limit: field.minLength, length });
      if (field.maxLength !== undefined && length > field.maxLength) return issue('maxLength', { limit: field.maxLength, length });
      if (field.format !== undefined && !FORMAT_CHECKS[field.format](value)) return issue('format', { format: field.format });
      if (field.pattern !== undefined) {
        // 'not-loaded': call loadPatternEngine() first; until then nothing unchecked is accepted.
        const match = testPattern(field.pattern, value);
        if (match === false || match === 'not-loaded') return issue('pattern', { pattern: field.pattern });
      }
      return null;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return issue('type', { type: field.integer ? 'integer' : 'number' });
      if (field.integer && !Number.isInteger(value)) return issue('type', { type: 'integer' });
      if (field.minimum !== undefined && value < field.minimum) return issue('minimum', { limit: field.minimum });
      if (field.maximum !== undefined && value > field.maximum) return issue('maximum', { limit: field.maximum });
      return null;
    }
    case 'boolean':
      return typeof value === 'boolean' ? null : issue('type', { type: 'boolean' });
    case 'single':
      if (typeof value !== 'string' || !field.options.some((o) => o.value === value)) return issue('enum');
      return null;
    case 'multi': {
      if (!Array.isArray(value)) return issue('type', { type: 'array' });
      const allowed = new Set(field.options.map((o) => o.value));
      if (!value.every((v) => typeof v === 'string' && allowed.has(v))) return issue('enum');
      if (field.minItems !== undefined && value.length < field.minItems) return issue('minItems', { limit: field.minItems, count: value.length });
      if (field.maxItems !== undefined && value.length > field.maxItems) return issue('maxItems', { limit: field.maxItems, count: value.length });
      return null;
    }
  }
}

/**
 * One field that failed, and why.
 *
 * @example
 * ```tsx
 * const check = checkForm(model, values);
 * if (!check.ok) check.issues.map(({ field, issue }) => `${field.label}: ${issue.keyword}`);
 * ```
 */
export interface FieldIssue {
  field: FieldModel;
  issue: ValidationIssue;
}

/**
 * `checkForm`'s answer: the content to send, or the issues.
 *
 * @example
 * ```tsx
 * const check: FormCheck = checkForm(model, values);
 * if (check.ok) send(check.content);
 * ```
 */
export type FormCheck = { ok: true; content: ElicitContent } | { ok: false; issues: FieldIssue[] };

/** Validates every field from the form's raw values and, when all pass, builds the content.
 *
 * @example
 * ```tsx
 * const check = checkForm(model, { f0: 'Ada', f1: '36' });
 * if (check.ok) respond({ action: 'accept', content: check.content });
 * ```
 */
export function checkForm(model: FormModel, values: FormValues): FormCheck {
  const issues: FieldIssue[] = [];
  const content: ElicitContent = {};
  for (const field of model.fields) {
    const value = toContentValue(field, values[field.name]);
    const problem = validateValue(field, value);
    if (problem) issues.push({ field, issue: problem });
    else if (value !== undefined) setOwn(content, field.key, value);
  }
  return issues.length ? { ok: false, issues } : { ok: true, content };
}
