// A design system's renderers and a host's own queue and relay code, written only with names the
// package exports: every type a public signature hands a host can be imported from that entry.
import { TextInput, useSingleSelectProps, type BooleanField, type ElicitationComponents, type FieldModel, type FieldRendererProps, type FrameVariant, type MultiSelectField, type NumberField, type SingleSelectField, type StringSchema, type TextField } from 'react-mcp-elicitation';
import { TaskError as HostTaskError, type EntryEnd, type FieldKind as HostFieldKind, type QueueEntry, type SettledEntry, type TaskEntry, type TaskTracker } from 'react-mcp-elicitation/host';
import { TaskError, type BridgeQueue, type ElicitationAttachment, type ElicitationCapability, type TaskErrorCode } from 'react-mcp-elicitation/client';
import type { RelayStore, StoredRequest } from 'react-mcp-elicitation/relay';
import type { FieldIssue, UrlWarning } from 'react-mcp-elicitation/core';

function DsText(props: FieldRendererProps<TextField>) {
  const format: TextField['format'] = props.field.format;
  const schema: StringSchema | undefined = props.field.schema.type === 'string' && !('enum' in props.field.schema) ? props.field.schema : undefined;
  return <TextInput {...props} data-format={format} data-max={schema?.maxLength} />;
}
function DsNumber(props: FieldRendererProps<NumberField>) {
  return <output>{props.field.integer ? 'integer' : 'number'}</output>;
}
function DsSwitch(props: FieldRendererProps<BooleanField>) {
  return <output>{props.field.label}</output>;
}
function DsSelect(props: FieldRendererProps<SingleSelectField>) {
  const select = useSingleSelectProps(props);
  return <output>{select.value}</output>;
}
function DsChips(props: FieldRendererProps<MultiSelectField>) {
  return <output>{props.field.options.length}</output>;
}
export const components: Partial<ElicitationComponents> = { text: DsText, number: DsNumber, boolean: DsSwitch, single: DsSelect, multi: DsChips };

// @ts-expect-error a renderer for one kind does not fit another kind's slot
export const wrongSlot: Partial<ElicitationComponents> = { number: DsText };

export const frame: FrameVariant = 'group';
export const kindOf = (field: FieldModel): HostFieldKind => field.kind;
export const ended = (entry: SettledEntry): EntryEnd => entry.end;
export const pending = (entries: readonly QueueEntry[]) => entries.filter((e) => e.status === 'asking').length;
export type Capability = ElicitationCapability;
export type Attachment = ElicitationAttachment;
export type Queue = BridgeQueue;
export type Store = RelayStore;
export type Stored = StoredRequest;
export const issueKey = (issue: FieldIssue) => issue.field.key;
export const warningKind = (warning: UrlWarning) => warning.code;
// Tasks: a host's own task list and error handling, with exported names only.
export const runningTasks = (tasks: readonly TaskEntry[]) => tasks.filter((t) => t.endedAt === undefined).map((t) => `${t.serverName}: ${t.statusMessage ?? t.status}`);
export const follow = (tracker: TaskTracker) => tracker.update({ status: 'working', statusMessage: undefined });
export const whyNot = (error: unknown): TaskErrorCode | undefined => (error instanceof TaskError || error instanceof HostTaskError ? error.code : undefined);
export const resumeLater = (attachment: ElicitationAttachment, keep: (id: string) => void) => attachment.callTool({ name: 'file_expense' }, { onTask: keep });
