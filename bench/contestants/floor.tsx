import { memo, useId, useRef, useState, type FormEvent } from 'react';
import type { Schema } from '../schemas';
import { clickSubmit, type Contestant } from './types';

// The floor: a hand-written React form with the same kinds of controls, no form library. Each
// field keeps its own state (a keystroke re-renders one field); values live in a ref map; submit
// validates by hand and builds the result.

type Prop = Record<string, unknown>;
type Values = Map<string, unknown>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function check(p: Prop, v: unknown, required: boolean): string | null {
  if (v === undefined || v === '') return required ? 'Required' : null;
  if (p.type === 'string' && typeof v === 'string') {
    if (typeof p.minLength === 'number' && v.length < p.minLength) return 'Too short';
    if (typeof p.maxLength === 'number' && v.length > p.maxLength) return 'Too long';
    if (p.format === 'email' && !EMAIL.test(v)) return 'Not an email';
    if (p.format === 'uri' && !/^[a-z][a-z0-9+.-]*:/i.test(v)) return 'Not a URI';
    if (p.format === 'date' && !DATE.test(v)) return 'Not a date';
    if (p.format === 'date-time' && Number.isNaN(Date.parse(v))) return 'Not a date-time';
  }
  if ((p.type === 'number' || p.type === 'integer') && typeof v === 'number') {
    if (p.type === 'integer' && !Number.isInteger(v)) return 'Whole number';
    if (typeof p.minimum === 'number' && v < p.minimum) return 'Too small';
    if (typeof p.maximum === 'number' && v > p.maximum) return 'Too large';
  }
  if (p.type === 'array' && Array.isArray(v) && typeof p.maxItems === 'number' && v.length > p.maxItems) return 'Too many';
  return null;
}

/** An RFC 3339 date-time → the wall-clock text a datetime-local input shows ('' if unreadable). */
function toLocalInput(value: string | undefined): string {
  const at = value ? new Date(value) : null;
  // A typed wall-clock value parses as local time and comes back unchanged.
  if (!at || Number.isNaN(at.getTime())) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
}

const Field = memo(function Field({ name, p, values, error }: { name: string; p: Prop; values: Values; error: string | null }) {
  const id = useId();
  const [value, setValue] = useState<unknown>(p.default);
  const set = (v: unknown) => {
    values.set(name, v);
    setValue(v);
  };
  const label = String(p.title ?? name);
  const errorId = `${id}-e`;
  const aria = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined };
  let control;
  if (p.type === 'boolean') {
    control = <input type="checkbox" {...aria} checked={value === true} onChange={(e) => set(e.target.checked)} />;
  } else if (p.type === 'array') {
    const options = (p.items as { enum: string[] }).enum;
    const chosen = (value as string[] | undefined) ?? [];
    control = (
      <fieldset aria-describedby={aria['aria-describedby']}>
        <legend>{label}</legend>
        {options.map((o) => (
          <label key={o}>
            <input type="checkbox" checked={chosen.includes(o)} onChange={(e) => set(e.target.checked ? options.filter((x) => x === o || chosen.includes(x)) : chosen.filter((x) => x !== o))} />
            {o}
          </label>
        ))}
      </fieldset>
    );
  } else if (Array.isArray(p.enum) || Array.isArray(p.oneOf)) {
    const options = Array.isArray(p.oneOf) ? (p.oneOf as { const: string; title: string }[]) : (p.enum as string[]).map((v) => ({ const: v, title: v }));
    control = (
      <select {...aria} value={(value as string | undefined) ?? ''} onChange={(e) => set(e.target.value || undefined)}>
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o.const} value={o.const}>
            {o.title}
          </option>
        ))}
      </select>
    );
  } else if (p.type === 'number' || p.type === 'integer') {
    control = <input type="number" {...aria} value={value === undefined ? '' : String(value)} onChange={(e) => set(e.target.value === '' ? undefined : Number(e.target.value))} />;
  } else {
    // date-time as a datetime-local picker, as ours, rjsf and JSON Forms render it (a plain text box
    // is a cheaper control than the one a person gets from every contestant).
    const type = p.format === 'email' ? 'email' : p.format === 'uri' ? 'url' : p.format === 'date' ? 'date' : p.format === 'date-time' ? 'datetime-local' : 'text';
    const shown = p.format === 'date-time' ? toLocalInput(value as string | undefined) : ((value as string | undefined) ?? '');
    control = <input type={type} {...aria} value={shown} onChange={(e) => set(e.target.value)} />;
  }
  return (
    <div>
      {p.type !== 'array' && <label htmlFor={id}>{label}</label>}
      {control}
      {error && <p id={errorId}>{error}</p>}
    </div>
  );
});

function FloorForm({ schema, onResult }: { schema: Schema; onResult: (r: unknown) => void }) {
  const values = useRef<Values>(null as unknown as Values);
  if (!values.current) values.current = new Map(Object.entries(schema.properties).map(([k, p]) => [k, p.default]));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const required = new Set(schema.required);
    const found: Record<string, string> = {};
    const content: Record<string, unknown> = {};
    for (const [key, p] of Object.entries(schema.properties)) {
      const v = values.current.get(key);
      const problem = check(p, v, required.has(key));
      if (problem) found[key] = problem;
      else if (v !== undefined && v !== '') content[key] = v;
    }
    if (Object.keys(found).length) setErrors(found);
    else onResult(content);
  };
  return (
    <form onSubmit={submit} noValidate>
      {Object.entries(schema.properties).map(([key, p]) => (
        <Field key={key} name={key} p={p} values={values.current} error={errors[key] ?? null} />
      ))}
      <button type="submit">Submit</button>
    </form>
  );
}

export const floor: Contestant = {
  id: 'floor',
  label: 'hand-written (floor)',
  element: (schema, onResult) => <FloorForm schema={schema} onResult={onResult} />,
  submit: clickSubmit,
};
