/**
 * The MCP elicitation types (schema revision 2025-11-25, still current in 2026-07-28).
 * Types only: nothing here runs.
 */

/**
 * One property of a requested schema: the protocol's nine shapes (string, number or integer,
 * boolean, the four enum shapes, the legacy `enumNames` enum), each flat. Narrow on `type` and on
 * `enum` / `oneOf` / `items`; one shape alone is an `Extract`, e.g.
 * `Extract<PrimitiveSchemaDefinition, { type: 'boolean' }>`.
 *
 * @example
 * ```tsx
 * const properties: Record<string, PrimitiveSchemaDefinition> = {
 *   name: { type: 'string', title: 'Name', minLength: 2, maxLength: 60 },
 *   guests: { type: 'integer', minimum: 1, maximum: 12 },
 *   currency: { type: 'string', oneOf: [{ const: 'eur', title: 'Euro' }] },
 *   tags: { type: 'array', maxItems: 2, items: { type: 'string', enum: ['red', 'green'] } },
 * };
 * ```
 */
export type PrimitiveSchemaDefinition =
  /** Text, with its length limits and format. */
  | {
      type: 'string';
      title?: string | undefined;
      description?: string | undefined;
      minLength?: number | undefined;
      maxLength?: number | undefined;
      format?: 'email' | 'uri' | 'date' | 'date-time' | undefined;
      default?: string | undefined;
    }
  /** A number or integer, with its range. */
  | {
      type: 'number' | 'integer';
      title?: string | undefined;
      description?: string | undefined;
      minimum?: number | undefined;
      maximum?: number | undefined;
      default?: number | undefined;
    }
  /** Yes or no. */
  | {
      type: 'boolean';
      title?: string | undefined;
      description?: string | undefined;
      default?: boolean | undefined;
    }
  /** One choice whose values are also its labels. */
  | {
      type: 'string';
      title?: string | undefined;
      description?: string | undefined;
      enum: string[];
      default?: string | undefined;
    }
  /** One choice with a title per value. */
  | {
      type: 'string';
      title?: string | undefined;
      description?: string | undefined;
      oneOf: { const: string; title: string }[];
      default?: string | undefined;
    }
  /** Several choices whose values are also their labels. */
  | {
      type: 'array';
      title?: string | undefined;
      description?: string | undefined;
      minItems?: number | undefined;
      maxItems?: number | undefined;
      items: { type: 'string'; enum: string[] };
      default?: string[] | undefined;
    }
  /** Several choices with a title per value. */
  | {
      type: 'array';
      title?: string | undefined;
      description?: string | undefined;
      minItems?: number | undefined;
      maxItems?: number | undefined;
      items: { anyOf: { const: string; title: string }[] };
      default?: string[] | undefined;
    }
  /** One choice with `enumNames` as its labels: deprecated by the protocol, still sent by servers. */
  | {
      type: 'string';
      title?: string | undefined;
      description?: string | undefined;
      enum: string[];
      enumNames?: string[] | undefined;
      default?: string | undefined;
    };

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
 * const params: ElicitRequestURLParams = { mode: 'url', message: 'Sign in', url: 'https://auth.example.com/',
 * elicitationId: 'e-1' };
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
