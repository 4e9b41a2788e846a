// A host compiled with `exactOptionalPropertyTypes` passes its own `T | undefined` through to our
// optional props and options (`serverName={server?.name}`). Each optional member must say
// `| undefined` itself, or that is TS2375. `MissingUndefined<T>` names the members that do not;
// `Assert` fails the build with their names.
import type * as Root from 'react-mcp-elicitation';
import type * as Core from 'react-mcp-elicitation/core';
import type * as Host from 'react-mcp-elicitation/host';
import type * as V1 from 'react-mcp-elicitation/sdk';
import type * as V2 from 'react-mcp-elicitation/client';

type MissingUndefined<T> = {
  [K in keyof T]-?: {} extends Pick<T, K> ? (undefined extends Required<T>[K] ? never : K) : never;
}[keyof T];
type Assert<T extends never> = T;

export type Checked = [
  Assert<MissingUndefined<Root.ElicitationFormProps>>,
  Assert<MissingUndefined<Root.UrlElicitationProps>>,
  Assert<MissingUndefined<Root.ElicitationProps>>,
  Assert<MissingUndefined<Root.UseElicitationFormOptions>>,
  Assert<MissingUndefined<Root.FieldProps>>,
  Assert<MissingUndefined<Root.FieldFrameProps>>,
  Assert<MissingUndefined<Root.ControlProps>>,
  Assert<MissingUndefined<Root.InputProps>>,
  Assert<MissingUndefined<Root.ActionsProps>>,
  Assert<MissingUndefined<Root.LayoutProps>>,
  Assert<MissingUndefined<NonNullable<Parameters<typeof Core.checkForm>[2]>>>,
  Assert<MissingUndefined<Core.ElicitResult>>,
  Assert<MissingUndefined<Core.ElicitRequestFormParams>>,
  Assert<MissingUndefined<Core.ElicitRequestURLParams>>,
  Assert<MissingUndefined<Core.RequestedSchema>>,
  Assert<MissingUndefined<Extract<Core.PrimitiveSchemaDefinition, { type: 'string' }>>>,
  Assert<MissingUndefined<Extract<Core.PrimitiveSchemaDefinition, { type: 'number' | 'integer' }>>>,
  Assert<MissingUndefined<Host.ElicitationHostProps>>,
  Assert<MissingUndefined<Host.ElicitationInlineProps>>,
  Assert<MissingUndefined<Host.ElicitationQueueOptions>>,
  Assert<MissingUndefined<Host.AskOptions>>,
  Assert<MissingUndefined<V1.AttachOptions>>,
  Assert<MissingUndefined<V2.AttachOptions>>,
  Assert<MissingUndefined<V2.CallOptions>>,
  Assert<MissingUndefined<V1.BridgeAskOptions>>,
  Assert<MissingUndefined<Parameters<typeof Host.requestWithInput>[2]>>,
  Assert<MissingUndefined<NonNullable<Parameters<typeof Host.requestWithInput>[3]>>>,
  Assert<MissingUndefined<NonNullable<V2.AttachOptions['modes']>>>,
  Assert<MissingUndefined<Host.TaskState>>,
  Assert<MissingUndefined<Host.TaskEntry>>,
];

// The widget prop sets a design system reads and passes on.
export type CheckedSets = [
  Assert<MissingUndefined<Root.CheckboxProps>>,
  Assert<MissingUndefined<Root.SingleSelectProps['triggerProps']>>,
  Assert<MissingUndefined<Root.MultiSelectProps['options'][number]['inputProps']>>,
];

// And as a host writes it: everything optional passed through as `T | undefined`.
declare const maybe: { name?: string | undefined; locale?: string | undefined; ms?: number | undefined };
export const formProps: Root.ElicitationFormProps = { request: {}, onResult: () => {}, serverName: maybe.name, locale: maybe.locale, armMs: maybe.ms, className: undefined };
export const hostProps: Host.ElicitationHostProps = { armMs: maybe.ms, className: maybe.name };
