import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { Schema } from '../schemas';
import { clickSubmit, type Contestant } from './types';

// Multi-selects as checkboxes, as the other contestants render them.
function uiSchema(schema: Schema) {
  const ui: Record<string, unknown> = {};
  for (const [key, p] of Object.entries(schema.properties)) if (p.type === 'array') ui[key] = { 'ui:widget': 'checkboxes' };
  return ui;
}

export const rjsf: Contestant = {
  id: 'rjsf',
  label: '@rjsf/core + validator-ajv8',
  element: (schema, onResult) => (
    <Form schema={schema as never} uiSchema={uiSchema(schema)} validator={validator} onSubmit={({ formData }) => onResult(formData)} noHtml5Validate />
  ),
  submit: clickSubmit,
};
