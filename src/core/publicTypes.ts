// The types of a request, its decided model and the message catalogue, as every entry that names
// them in a signature re-exports them (type-only: nothing here reaches a bundle). The API report
// (scripts/apiReport.mjs) fails when a public signature names a type its entry does not export.
export type * from '../protocol/types.js';
export type {
  CheckedRequest,
  ContentOf,
  ContentOfRequest,
  FormRequestLiteral,
  PropertyLiteral,
  RequestedSchemaLiteral,
} from '../protocol/infer.js';
export type {
  ElicitRequestError,
  FieldKind,
  FieldModel,
  FieldOption,
  FormModel,
  ParseResult,
  RequestWarning,
  ValidationIssue,
} from './model.js';
export type { ElicitationMessages, FormMessages, Translation } from './messages.js';
export type { FormValues, RawValue } from './content.js';
