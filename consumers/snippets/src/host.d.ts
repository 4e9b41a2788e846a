// What the docs' snippets take from the host app around them: the host's own code, declared here
// so each snippet stays short. Nothing of ours is declared: every name of the library a snippet
// uses, it imports from the packed package.
import type { ElicitResult } from 'react-mcp-elicitation/core';

declare global {
  /** An `elicitation/create` request's params, as they came off the wire. */
  const params: unknown;
  /** Sends the person's answer back to the server. */
  function respond(result: ElicitResult): void;
  /** The host app's own components. */
  function App(): React.ReactNode;
  function Transcript(): React.ReactNode;
}
export {};
