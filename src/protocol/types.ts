/**
 * The MCP elicitation types (schema revision 2025-11-25, still current in 2026-07-28).
 * Types only: nothing here runs.
 *
 * @example
 * ```tsx
 * const name: StringSchema = { type: 'string', title: 'Name', minLength: 2, maxLength: 60 };
 * ```
 */

export interface StringSchema {
  type: 'string';
  title?: string | undefined;
  description?: string | undefined;
  minLength?: number | undefined;
  maxLength?: number | undefined;
  format?: 'email' | 'uri' | 'date' | 'date-time' | undefined;
  default?: string | undefined;
}

/**
 * A number or integer property, with its range and default.
 *
 * @example
 * ```tsx
 * const guests: NumberSchema = { type: 'integer', title: 'Guests', minimum: 1, maximum: 12 };
 * ```
 */
export interface NumberSchema {
  type: 'number' | 'integer';
  title?: string | undefined;
  description?: string | undefined;
  minimum?: number | undefined;
  maximum?: number | undefined;
  default?: number | undefined;
}

/**
 * A yes/no property.
 *
 * @example
 * ```tsx
 * const terrace: BooleanSchema = { type: 'boolean', title: 'Terrace', default: false };
 * ```
 */
export interface BooleanSchema {
  type: 'boolean';
  title?: string | undefined;
  description?: string | undefined;
  default?: boolean | undefined;
}

/**
 * A single choice whose values are also its labels.
 *
 * @example
 * ```tsx
 * const size: UntitledSingleSelectEnumSchema = { type: 'string', enum: ['S', 'M', 'L'] };
 * ```
 */
export interface UntitledSingleSelectEnumSchema {
  type: 'string';
  title?: string | undefined;
  description?: string | undefined;
  enum: string[];
  default?: string | undefined;
}

/**
 * A single choice with a title per value.
 *
 * @example
 * ```tsx
 * const currency: TitledSingleSelectEnumSchema = { type: 'string', oneOf: [{ const: 'eur', title: 'Euro' }, { const: 'usd', title: 'US dollar' }] };
 * ```
 */
export interface TitledSingleSelectEnumSchema {
  type: 'string';
  title?: string | undefined;
  description?: string | undefined;
  oneOf: { const: string; title: string }[];
  default?: string | undefined;
}

/**
 * Several choices whose values are also their labels.
 *
 * @example
 * ```tsx
 * const tags: UntitledMultiSelectEnumSchema = { type: 'array', maxItems: 2, items: { type: 'string', enum: ['red', 'green', 'blue'] } };
 * ```
 */
export interface UntitledMultiSelectEnumSchema {
  type: 'array';
  title?: string | undefined;
  description?: string | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  items: { type: 'string'; enum: string[] };
  default?: string[] | undefined;
}

/**
 * Several choices with a title per value.
 *
 * @example
 * ```tsx
 * const extras: TitledMultiSelectEnumSchema = { type: 'array', items: { anyOf: [{ const: 'cake', title: 'Birthday cake' }] } };
 * ```
 */
export interface TitledMultiSelectEnumSchema {
  type: 'array';
  title?: string | undefined;
  description?: string | undefined;
  minItems?: number | undefined;
  maxItems?: number | undefined;
  items: { anyOf: { const: string; title: string }[] };
  default?: string[] | undefined;
}

/** @deprecated by the protocol in favour of TitledSingleSelectEnumSchema; servers still send it.
 *
 * @example
 * ```tsx
 * const size: LegacyTitledEnumSchema = { type: 'string', enum: ['s', 'm'], enumNames: ['Small', 'Medium'] };
 * ```
 */
export interface LegacyTitledEnumSchema {
  type: 'string';
  title?: string | undefined;
  description?: string | undefined;
  enum: string[];
  enumNames?: string[] | undefined;
  default?: string | undefined;
}

/**
 * Either single-choice shape.
 *
 * @example
 * ```tsx
 * const pick: SingleSelectEnumSchema = { type: 'string', enum: ['a', 'b'] };
 * ```
 */
export type SingleSelectEnumSchema = UntitledSingleSelectEnumSchema | TitledSingleSelectEnumSchema;
/**
 * Either multi-choice shape.
 *
 * @example
 * ```tsx
 * const picks: MultiSelectEnumSchema = { type: 'array', items: { type: 'string', enum: ['a', 'b'] } };
 * ```
 */
export type MultiSelectEnumSchema = UntitledMultiSelectEnumSchema | TitledMultiSelectEnumSchema;
/**
 * Any choice property, single or multi, including the legacy `enumNames` form.
 *
 * @example
 * ```tsx
 * const choice: EnumSchema = { type: 'string', oneOf: [{ const: 'a', title: 'A' }] };
 * ```
 */
export type EnumSchema = SingleSelectEnumSchema | MultiSelectEnumSchema | LegacyTitledEnumSchema;

/**
 * Any property the form-mode dialect allows.
 *
 * @example
 * ```tsx
 * const properties: Record<string, PrimitiveSchemaDefinition> = { name: { type: 'string' }, age: { type: 'integer' } };
 * ```
 */
export type PrimitiveSchemaDefinition = StringSchema | NumberSchema | BooleanSchema | EnumSchema;

/**
 * A form-mode request's `requestedSchema`: a flat object of primitive properties.
 *
 * @example
 * ```tsx
 * const schema: RequestedSchema = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };
 * ```
 */
export interface RequestedSchema {
  $schema?: string | undefined;
  type: 'object';
  properties: { [key: string]: PrimitiveSchemaDefinition };
  required?: string[] | undefined;
}

/**
 * The params of a form-mode `elicitation/create` request.
 *
 * @example
 * ```tsx
 * const params: ElicitRequestFormParams = { message: 'Who are you?', requestedSchema: schema };
 * ```
 */
export interface ElicitRequestFormParams {
  mode?: 'form' | undefined;
  message: string;
  requestedSchema: RequestedSchema;
  _meta?: { progressToken?: string | number; [key: string]: unknown } | undefined;
  task?: { ttl?: number } | undefined;
}

/**
 * The params of a URL-mode `elicitation/create` request.
 *
 * @example
 * ```tsx
 * const params: ElicitRequestURLParams = { mode: 'url', message: 'Sign in', url: 'https://auth.example.com/', elicitationId: 'e-1' };
 * ```
 */
export interface ElicitRequestURLParams {
  mode: 'url';
  message: string;
  url: string;
  /** 2025-11-25 only. */
  elicitationId?: string | undefined;
  _meta?: { [key: string]: unknown } | undefined;
  task?: { ttl?: number } | undefined;
}

/**
 * Either mode's params.
 *
 * @example
 * ```tsx
 * function isUrlMode(p: ElicitRequestParams): p is ElicitRequestURLParams { return p.mode === 'url'; }
 * ```
 */
export type ElicitRequestParams = ElicitRequestFormParams | ElicitRequestURLParams;

/**
 * One value of accepted content: a string, number, boolean or list of strings.
 *
 * @example
 * ```tsx
 * const values: ElicitContentValue[] = ['Ada', 36, true, ['red']];
 * ```
 */
export type ElicitContentValue = string | number | boolean | string[];
/**
 * The content of an accepted form, by property key.
 *
 * @example
 * ```tsx
 * const content: ElicitContent = { name: 'Ada', age: 36, tags: ['red'] };
 * ```
 */
export type ElicitContent = { [key: string]: ElicitContentValue };

// A type, not an interface: it is then assignable where a client types the result with an index
// signature (the AI SDK's MCP client, zod's loose objects).
/** The answer. `C` is the content's type: inferred from a schema literal (see `ContentOf`).
 *
 * @example
 * ```tsx
 * const answer: ElicitResult = { action: 'accept', content: { name: 'Ada' } };
 * ```
 */
export type ElicitResult<C extends object = ElicitContent> = {
  action: 'accept' | 'decline' | 'cancel';
  /** Only with `accept` in form mode. */
  content?: C | undefined;
  _meta?: { [key: string]: unknown } | undefined;
};
