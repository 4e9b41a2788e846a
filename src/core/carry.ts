import type { ElicitContent } from '../protocol/types.js';
import type { FormModel, ParseResult } from './model.js';
import { setOwn } from './objects.js';

/** JSON with object keys sorted, so the same schema written in another key order reads the same. */
export function stableJson(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
    );
  } catch {
    return undefined;
  }
}

/** The keys of the fields of a form request that look like they ask for a secret. */
export function sensitiveKeys(model: FormModel | undefined): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const field of model?.fields ?? []) if (field.sensitive) keys.add(field.key);
  return keys;
}

/** `content` without the keys in `drop` (own properties only: keys are the server's). */
export function withoutKeys(content: Readonly<ElicitContent>, drop: ReadonlySet<string>): ElicitContent {
  const kept: ElicitContent = {};
  for (const [k, v] of Object.entries(content)) if (!drop.has(k) && v !== undefined) setOwn(kept, k, v);
  return kept;
}

/**
 * What of an earlier answer may prefill a question asked again: a field's value is carried over
 * only when the field is the same question, its schema (title, description, type, options,
 * constraints, default) unchanged; a yes/no answer also needs the same message, since "I agree"
 * under another message answers another question. Fields that look sensitive are never carried.
 * Undefined when nothing is left. Both questions come parsed (as the caller decided them once).
 *
 * @example
 * ```tsx
 * carryOver(rememberAnswer(tipQuestion, { amount: 5, ok: true }), wireQuestion); // undefined: a different question
 * ```
 */
export function carryOver(previous: Remembered, after: ParseResult): ElicitContent | undefined {
  const before = previous.parsed;
  if (!before.ok || !after.ok) return undefined;
  const earlier = new Map(before.model.fields.map((f) => [f.key, f]));
  const sameMessage = before.model.message === after.model.message;
  const carried: ElicitContent = {};
  let any = false;
  for (const field of after.model.fields) {
    const was = earlier.get(field.key);
    if (!was || field.sensitive || !Object.prototype.hasOwnProperty.call(previous.content, field.key)) continue;
    if (field.kind === 'boolean' && !sameMessage) continue;
    const schema = stableJson(field.schema);
    if (schema === undefined || schema !== stableJson(was.schema)) continue;
    setOwn(carried, field.key, previous.content[field.key]!);
    any = true;
  }
  return any ? carried : undefined;
}

/** An answer kept to prefill the same question asked again, with the question as parsed. */
export interface Remembered {
  readonly parsed: ParseResult;
  readonly content: Readonly<ElicitContent>;
}

/**
 * An answer as kept to prefill the same question asked again: fields that look sensitive are
 * dropped at once, so no secret outlives the request in memory.
 */
export function rememberAnswer(parsed: ParseResult, content: Readonly<ElicitContent>): Remembered {
  return { parsed, content: withoutKeys(content, sensitiveKeys(parsed.ok ? parsed.model : undefined)) };
}
