import type { ElicitContent, ElicitResult } from '../protocol/types.js';
import type { DecidedRequest } from './decided.js';
import type { FormValues } from './content.js';
import { toContentValue, validateValue } from './kinds.js';
import type { FieldModel, FormModel, ValidationIssue } from './model.js';
import { setOwn } from './objects.js';

export { validateValue };
export type { IssueKeyword, ValidationIssue } from './model.js';
export { codePointLength } from './unicode.js';

/** One field that failed, and why (not exported from an entry: an item of `checkForm`'s `issues`). */
type FieldIssue = { field: FieldModel; issue: ValidationIssue };

/** Validates every field from the form's raw values and, when all pass, builds the content; else
 * the issues, each a field and why it failed. This is the one pass a submit makes: the issues it
 * returns are what the form shows.
 *
 * @example
 * ```tsx
 * const check = checkForm(model, { f0: 'Ada', f1: '36' });
 * if (check.ok) respond({ action: 'accept', content: check.content });
 * else check.issues.map(({ field, issue }) => `${field.label}: ${issue.keyword}`);
 * checkForm(model, values, { unreadable: new Set(['f2']) }); // f2's control holds text that is not a number
 * ```
 */
export function checkForm(
  model: FormModel,
  values: FormValues,
  options: {
    /** Names of fields whose control holds input it cannot read (a number input with "12abc"). */
    unreadable?: ReadonlySet<string> | undefined;
  } = {},
): { ok: true; content: ElicitContent } | { ok: false; issues: { field: FieldModel; issue: ValidationIssue }[] } {
  const issues: FieldIssue[] = [];
  const content: ElicitContent = {};
  for (const field of model.fields) {
    const found = checkField(field, values[field.name], options.unreadable?.has(field.name) === true);
    if (found.issue) issues.push({ field, issue: found.issue });
    else if (found.value !== undefined) setOwn(content, field.key, found.value);
  }
  return issues.length ? { ok: false, issues } : { ok: true, content };
}

/**
 * The content the person has entered so far, unvalidated: every answered field as it would be
 * sent, leaving out a number the control cannot read yet (a host's draft, not an answer).
 *
 * @example
 * ```tsx
 * draftContent(model, { f0: 'Ad', f1: '' }); // { name: 'Ad' }
 * ```
 */
export function draftContent(model: FormModel, values: FormValues): ElicitContent {
  const draft: ElicitContent = {};
  for (const field of model.fields) {
    const value = toContentValue(field, values[field.name]);
    if (value !== undefined && !(typeof value === 'number' && Number.isNaN(value))) setOwn(draft, field.key, value);
  }
  return draft;
}

/**
 * One field: its content value and its issue (null when acceptable). `unreadable`: the control
 * holds input it cannot read, which is a type issue whatever its value says.
 *
 * @example
 * ```tsx
 * checkField(numberField, '12').value; // 12
 * checkField(numberField, '', true).issue; // { keyword: 'type', params: { type: 'number' } }
 * ```
 */
export function checkField(
  field: FieldModel,
  raw: FormValues[string],
  unreadable = false,
): { value: ReturnType<typeof toContentValue>; issue: ValidationIssue | null } {
  if (unreadable && field.kind === 'number')
    return { value: undefined, issue: { keyword: 'type', params: { type: field.integer ? 'integer' : 'number' } } };
  const value = toContentValue(field, raw);
  return { value, issue: validateValue(field, value) };
}

/**
 * An answer's `content` as it arrives from elsewhere (a browser's POST to a server-side relay):
 * every key a field of the form, every value what that field accepts, every required field
 * present. The issues name the content key (`unknown`: not a field of this form).
 */
export type ContentCheck =
  | { ok: true; content: ElicitContent }
  | {
      ok: false;
      issues: { key: string; issue: ValidationIssue | { keyword: 'unknown'; params: Record<string, never> } }[];
    };

/** Checks received content against the form it answers (see `ContentCheck`). Never throws. */
export function checkContent(model: FormModel, content: unknown): ContentCheck {
  if (content === undefined) content = {};
  if (typeof content !== 'object' || content === null || Array.isArray(content)) {
    return { ok: false, issues: [{ key: '', issue: { keyword: 'type', params: { type: 'object' } } }] };
  }
  const given = content as Record<string, unknown>;
  const issues: Extract<ContentCheck, { ok: false }>['issues'] = [];
  const known = new Set(model.fields.map((f) => f.key));
  for (const key of Object.keys(given))
    if (!known.has(key)) issues.push({ key, issue: { keyword: 'unknown', params: {} } });
  const checked: ElicitContent = {};
  for (const field of model.fields) {
    const value = Object.prototype.hasOwnProperty.call(given, field.key) ? given[field.key] : undefined;
    const issue = validateValue(field, value);
    if (issue) issues.push({ key: field.key, issue });
    else if (value !== undefined)
      setOwn(checked, field.key, (Array.isArray(value) ? [...value] : value) as ElicitContent[string]);
  }
  return issues.length ? { ok: false, issues } : { ok: true, content: checked };
}

/**
 * An answer from outside the form (a browser's POST to a relay, a server's app) as the MCP server
 * will receive it: a known action, and content that fits the request (none for a URL step). The
 * one check of such an answer; server patterns must be loaded before (`loadPatternEngine`).
 */
export function checkAnswer(
  decided: DecidedRequest,
  raw: unknown,
): { ok: true; result: ElicitResult } | { ok: false; issues: Extract<ContentCheck, { ok: false }>['issues'] } {
  const action = typeof raw === 'object' && raw !== null ? (raw as { action?: unknown }).action : undefined;
  const content = typeof raw === 'object' && raw !== null ? (raw as { content?: unknown }).content : undefined;
  if (action === 'decline' || action === 'cancel') return { ok: true, result: { action } };
  if (action !== 'accept') return { ok: false, issues: [{ key: 'action', issue: { keyword: 'enum', params: {} } }] };
  if (decided.kind === 'url')
    return content === undefined
      ? { ok: true, result: { action } }
      : { ok: false, issues: [{ key: 'content', issue: { keyword: 'unknown', params: {} } }] };
  if (decided.kind !== 'form' || !decided.parsed.ok)
    return { ok: false, issues: [{ key: '', issue: { keyword: 'enum', params: {} } }] };
  const checked = checkContent(decided.parsed.model, content);
  return checked.ok ? { ok: true, result: { action, content: checked.content } } : checked;
}
