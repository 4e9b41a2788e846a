import { createAjv } from '@jsonforms/core';
import { JsonForms } from '@jsonforms/react';
import { vanillaCells, vanillaRenderers } from '@jsonforms/vanilla-renderers';
import { useMemo, useRef, type FormEvent } from 'react';
import type { Schema } from '../schemas';
import { clickSubmit, type Contestant } from './types';

// JSON Forms has no submit of its own: the app keeps the data and validates it with JSON Forms'
// Ajv when the person submits, as a JSON Forms app would.
function JsonFormsApp({ schema, onResult }: { schema: Schema; onResult: (r: unknown) => void }) {
  const ajv = useMemo(() => createAjv(), []);
  const validate = useMemo(() => ajv.compile(schema), [ajv, schema]);
  const initial = useMemo(() => {
    const d: Record<string, unknown> = {};
    for (const [k, p] of Object.entries(schema.properties)) if (p.default !== undefined) d[k] = p.default;
    return d;
  }, [schema]);
  const data = useRef<unknown>(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (validate(data.current)) onResult(data.current);
  };
  return (
    <form onSubmit={submit} noValidate>
      <JsonForms schema={schema as never} data={initial} renderers={vanillaRenderers} cells={vanillaCells} ajv={ajv} onChange={(s) => (data.current = s.data)} />
      <button type="submit">Submit</button>
    </form>
  );
}

export const jsonforms: Contestant = {
  id: 'jsonforms',
  label: '@jsonforms/react + vanilla',
  element: (schema, onResult) => <JsonFormsApp schema={schema} onResult={onResult} />,
  submit: clickSubmit,
};
