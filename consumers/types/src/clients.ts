// The client construction of the README and docs/guides/hosts.md, as a strict host writes it (strict, exactOptionalPropertyTypes,
// noUncheckedIndexedAccess), for both SDK generations: what `elicitationCapabilities` returns must
// fit each SDK's `ClientCapabilities['elicitation']` exactly (an optional `| undefined` does not).
import { Client as ClientV1 } from '@modelcontextprotocol/sdk/client/index.js';
import { Client as ClientV2 } from '@modelcontextprotocol/client';
import { elicitationCapabilities as v1Capabilities } from 'react-mcp-elicitation/sdk';
import { elicitationCapabilities as v2Capabilities } from 'react-mcp-elicitation/client';

export const v1 = new ClientV1({ name: 'host', version: '1.0.0' }, { capabilities: { elicitation: v1Capabilities({ form: true, url: true }) } });
export const v2 = new ClientV2(
  { name: 'host', version: '1.0.0' },
  { capabilities: { elicitation: v2Capabilities({ form: true, url: true }) }, versionNegotiation: { mode: 'auto' } },
);
// Form only, and the default.
export const v1FormOnly = new ClientV1({ name: 'host', version: '1.0.0' }, { capabilities: { elicitation: v1Capabilities({ form: true }) } });
export const v2Default = new ClientV2({ name: 'host', version: '1.0.0' }, { capabilities: { elicitation: v2Capabilities() } });
