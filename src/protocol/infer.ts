/**
 * Types inferred from a schema written as a literal: a hand-written `requestedSchema` gets
 * completion and compile errors, and `onResult` gets content typed field by field. Types only.
 *
 * @example
 * ```tsx
 * <ElicitationForm
 *   request={{
 *     message: 'Book a table',
 *     requestedSchema: {
 *       type: 'object',
 * properties: { guests: { type: 'integer', minimum: 1 }, terrace: { type: 'boolean' }, time: { type: 'string', enum:
 * ['18:00', '20:00'] } },
 *       required: ['guests'],
 *     },
 *   }}
 *   onResult={(r) => {
 *     if (r.action === 'accept') r.content?.guests; // number
 *   }}
 * />
 * ```
 */

interface Described {
  title?: string | undefined;
  description?: string | undefined;
}

/** One property of a schema literal, as the dialect allows it (readonly arrays, as `const` infers them).
 *
 * @example
 * ```tsx
 * const guests: PropertyLiteral = { type: 'integer', title: 'Guests', minimum: 1 };
 * ```
 */
export type PropertyLiteral =
  | (Described & {
      type: 'string';
      minLength?: number;
      maxLength?: number;
      format?: 'email' | 'uri' | 'date' | 'date-time';
      pattern?: string;
      default?: string;
    })
  | (Described & { type: 'number'; minimum?: number; maximum?: number; default?: number })
  | (Described & { type: 'integer'; minimum?: number; maximum?: number; default?: number })
  | (Described & { type: 'boolean'; default?: boolean })
  | (Described & { type: 'string'; enum: readonly string[]; enumNames?: readonly string[]; default?: string })
  | (Described & { type: 'string'; oneOf: readonly { const: string; title: string }[]; default?: string })
  | (Described & {
      type: 'array';
      minItems?: number;
      maxItems?: number;
      items: { type: 'string'; enum: readonly string[] };
      default?: readonly string[];
    })
  | (Described & {
      type: 'array';
      minItems?: number;
      maxItems?: number;
      items: { anyOf: readonly { const: string; title: string }[] };
      default?: readonly string[];
    });

/** A `requestedSchema` literal.
 *
 * @example
 * ```tsx
 * const schema = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } as const satisfies
 * RequestedSchemaLiteral;
 * ```
 */
export interface RequestedSchemaLiteral {
  $schema?: string | undefined;
  type: 'object';
  properties: { readonly [key: string]: PropertyLiteral };
  required?: readonly string[] | undefined;
}

/**
 * A form-mode request written as a literal: what editors complete and `tsc` checks.
 *
 * @example
 * ```tsx
 * const request = { message: 'Who?', requestedSchema: { type: 'object', properties: { name: { type: 'string' } } } }
 * satisfies FormRequestLiteral;
 * ```
 */
export interface FormRequestLiteral {
  mode?: 'form' | undefined;
  message: string;
  requestedSchema: RequestedSchemaLiteral;
  _meta?: { [key: string]: unknown } | undefined;
}

/** The content value a property's control produces.
 *
 * @example
 * ```tsx
 * type Size = ValueOf<{ type: 'string'; enum: readonly ['S', 'M'] }>; // 'S' | 'M'
 * ```
 */
export type ValueOf<P> = P extends { type: 'boolean' }
  ? boolean
  : P extends { type: 'number' | 'integer' }
  ? number
  : P extends { enum: readonly (infer E)[] }
  ? E
  : P extends { oneOf: readonly { const: infer C }[] }
  ? C
  : P extends { items: { enum: readonly (infer E)[] } }
  ? E[]
  : P extends { items: { anyOf: readonly { const: infer C }[] } }
  ? C[]
  : P extends { type: 'string' }
  ? string
  : never;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type RequiredKeys<S> = S extends { required: readonly (infer R)[] } ? R : never;

/** The `content` of an accept for a schema literal: required fields present, the others optional.
 *
 * @example
 * ```tsx
 * type Booking = ContentOf<{ type: 'object'; properties: { guests: { type: 'integer' } }; required: ['guests'] }>;
 * // { guests: number }
 * ```
 */
export type ContentOf<S extends RequestedSchemaLiteral> = Simplify<
  { -readonly [K in keyof S['properties'] as K extends RequiredKeys<S> ? K : never]: ValueOf<S['properties'][K]> } & {
    -readonly [K in keyof S['properties'] as K extends RequiredKeys<S> ? never : K]?: ValueOf<S['properties'][K]>;
  }
>;

/** Content for a request: typed when its schema is a literal, the protocol's general shape otherwise.
 *
 * @example
 * ```tsx
 * type Content = ContentOfRequest<typeof request>; // typed from a const request, ElicitContent otherwise
 * ```
 */
export type ContentOfRequest<R> = R extends { requestedSchema: infer S extends RequestedSchemaLiteral }
  ? ContentOf<S>
  : { [key: string]: string | number | boolean | string[] };

/**
 * What a request literal must satisfy: a literal whose schema says `type: 'object'` and names its
 * properties is checked against the dialect (typos, wrong keywords); anything else (`unknown`,
 * parsed JSON, schemas built at run time) is accepted and checked at run time.
 *
 * @example
 * ```tsx
 * // A literal with a typo fails to compile; data typed `unknown` passes and is checked at run time.
 * <ElicitationForm request={{ message: 'm', requestedSchema: { type: 'object', properties: { a: { type: 'string' } } }
 * }} onResult={send} />
 * ```
 */
export type CheckedRequest<R> = R extends { requestedSchema: { type: 'object'; properties: infer P } }
  ? string extends keyof P
    ? unknown // a value typed with an index signature (built at run time): checked at run time
    : FormRequestLiteral
  : unknown;
