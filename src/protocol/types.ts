/**
 * The MCP elicitation types (schema revision 2025-11-25, still current in 2026-07-28).
 * Types only: nothing here runs.
 */

export interface StringSchema {
  type: 'string';
  title?: string;
  description?: string;
  minLength?: number;
  maxLength?: number;
  format?: 'email' | 'uri' | 'date' | 'date-time';
  default?: string;
}

export interface NumberSchema {
  type: 'number' | 'integer';
  title?: string;
  description?: string;
  minimum?: number;
  maximum?: number;
  default?: number;
}

export interface BooleanSchema {
  type: 'boolean';
  title?: string;
  description?: string;
  default?: boolean;
}

export interface UntitledSingleSelectEnumSchema {
  type: 'string';
  title?: string;
  description?: string;
  enum: string[];
  default?: string;
}

export interface TitledSingleSelectEnumSchema {
  type: 'string';
  title?: string;
  description?: string;
  oneOf: { const: string; title: string }[];
  default?: string;
}

export interface UntitledMultiSelectEnumSchema {
  type: 'array';
  title?: string;
  description?: string;
  minItems?: number;
  maxItems?: number;
  items: { type: 'string'; enum: string[] };
  default?: string[];
}

export interface TitledMultiSelectEnumSchema {
  type: 'array';
  title?: string;
  description?: string;
  minItems?: number;
  maxItems?: number;
  items: { anyOf: { const: string; title: string }[] };
  default?: string[];
}

/** @deprecated by the protocol in favour of TitledSingleSelectEnumSchema; servers still send it. */
export interface LegacyTitledEnumSchema {
  type: 'string';
  title?: string;
  description?: string;
  enum: string[];
  enumNames?: string[];
  default?: string;
}

export type SingleSelectEnumSchema = UntitledSingleSelectEnumSchema | TitledSingleSelectEnumSchema;
export type MultiSelectEnumSchema = UntitledMultiSelectEnumSchema | TitledMultiSelectEnumSchema;
export type EnumSchema = SingleSelectEnumSchema | MultiSelectEnumSchema | LegacyTitledEnumSchema;

export type PrimitiveSchemaDefinition = StringSchema | NumberSchema | BooleanSchema | EnumSchema;

export interface RequestedSchema {
  $schema?: string;
  type: 'object';
  properties: { [key: string]: PrimitiveSchemaDefinition };
  required?: string[];
}

export interface ElicitRequestFormParams {
  mode?: 'form';
  message: string;
  requestedSchema: RequestedSchema;
  _meta?: { progressToken?: string | number; [key: string]: unknown };
  task?: { ttl?: number };
}

export interface ElicitRequestURLParams {
  mode: 'url';
  message: string;
  url: string;
  /** 2025-11-25 only. */
  elicitationId?: string;
  _meta?: { [key: string]: unknown };
  task?: { ttl?: number };
}

export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

export type ElicitContentValue = string | number | boolean | string[];
export type ElicitContent = { [key: string]: ElicitContentValue };

/** The answer. `C` is the content's type: inferred from a schema literal (see `ContentOf`). */
export interface ElicitResult<C extends object = ElicitContent> {
  action: 'accept' | 'decline' | 'cancel';
  /** Only with `accept` in form mode. */
  content?: C;
  _meta?: { [key: string]: unknown };
}
