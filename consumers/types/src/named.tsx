// A design system's renderers and a host's own queue and relay code, written only with names the
// package exports: every type a public signature hands a host can be imported from that entry.
import { TextInput, useSingleSelectProps, type ElicitationComponents, type FieldModel, type FieldRendererProps, type FieldFrameProps, type PrimitiveSchemaDefinition } from 'react-mcp-elicitation';
import { TaskError as HostTaskError, type EntryEnd, type FieldKind as HostFieldKind, type QueueEntry, type SettledEntry, type TaskEntry, type TaskTracker } from 'react-mcp-elicitation/host';
import { TaskError, elicitationCapabilities, type BridgeQueue, type ElicitationAttachment } from 'react-mcp-elicitation/client';
import type { RelayStore, StoredRequest } from 'react-mcp-elicitation/relay';
import type { checkForm, ElicitRequestError, UrlInspection } from 'react-mcp-elicitation/core';

function DsText(props: FieldRendererProps<FieldModel<'text'>>) {
  const format: FieldModel<'text'>['format'] = props.field.format;
  const s = props.field.schema;
  const schema: Extract<PrimitiveSchemaDefinition, { type: 'string'; enum?: never; oneOf?: never }> | undefined = s.type === 'string' && !('enum' in s) && !('oneOf' in s) ? s : undefined;
  return <TextInput {...props} data-format={format} data-max={schema?.maxLength} />;
}
function DsNumber(props: FieldRendererProps<FieldModel<'number'>>) {
  return <output>{props.field.integer ? 'integer' : 'number'}</output>;
}
function DsSwitch(props: FieldRendererProps<FieldModel<'boolean'>>) {
  return <output>{props.field.label}</output>;
}
function DsSelect(props: FieldRendererProps<FieldModel<'single'>>) {
  const select = useSingleSelectProps(props);
  return <output>{select.value}</output>;
}
function DsChips(props: FieldRendererProps<FieldModel<'multi'>>) {
  return <output>{props.field.options.length}</output>;
}
export const components: Partial<ElicitationComponents> = { text: DsText, number: DsNumber, boolean: DsSwitch, single: DsSelect, multi: DsChips };

// @ts-expect-error a renderer for one kind does not fit another kind's slot
export const wrongSlot: Partial<ElicitationComponents> = { number: DsText };

export const frame: FieldFrameProps['variant'] = 'group';
export const kindOf = (field: FieldModel): HostFieldKind => field.kind;
export const ended = (entry: SettledEntry): EntryEnd => entry.end;
export const pending = (entries: readonly QueueEntry[]) => entries.filter((e) => e.status === 'asking').length;
export type Capability = ReturnType<typeof elicitationCapabilities>;
export type Attachment = ElicitationAttachment;
export type Queue = BridgeQueue;
export type Store = RelayStore;
export type Stored = StoredRequest;
export const issueKey = (check: ReturnType<typeof checkForm>) => (check.ok ? [] : check.issues.map((i) => i.field.key));
export const errorCode = (error: ElicitRequestError): ElicitRequestError['code'] => error.code;
export const warningKind = (warning: UrlInspection['warnings'][number]) => warning.code;
// Tasks: a host's own task list and error handling, with exported names only.
export const runningTasks = (tasks: readonly TaskEntry[]) => tasks.filter((t) => t.endedAt === undefined).map((t) => `${t.serverName}: ${t.statusMessage ?? t.status}`);
export const follow = (tracker: TaskTracker) => tracker.update({ status: 'working', statusMessage: undefined });
export const whyNot = (error: unknown): TaskError['code'] | undefined => (error instanceof TaskError || error instanceof HostTaskError ? error.code : undefined);
export const resumeLater = (attachment: ElicitationAttachment, keep: (id: string) => void) => attachment.callTool({ name: 'file_expense' }, { onTask: keep });
