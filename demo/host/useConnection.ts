import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/cfworker-provider.js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { attachElicitation, elicitationCapabilities, type ElicitationAttachment, type ElicitationQueue } from '../../src/mcp';
import { LoggingTransport, type LogMessage } from './protocolLog';

/** A connected server: the SDK client, its attachment to the queue, its tools. */
export interface Connection {
  /** Counts connections, so a view can start over with each. */
  id: number;
  client: Client;
  attachment: ElicitationAttachment;
  tools: Tool[];
  /** Who is asking, as this app knows it: the address it dialled (the server's own name is only a claim). */
  serverLabel: string;
}

/**
 * The connection lifecycle: connect (closing the previous connection), the status line, and one
 * automatic connect on load (StrictMode runs effects twice in development).
 */
export function useConnection(queue: ElicitationQueue, log: LogMessage) {
  const [connection, setConnection] = useState<Connection | null>(null);
  const [status, setStatus] = useState('Not connected.');
  const current = useRef<Connection | null>(null);
  const count = useRef(0);

  const connect = useCallback(
    async (serverUrl: string) => {
      await current.current?.client.close().catch(() => {});
      current.current = null;
      setConnection(null);
      setStatus(`Connecting to ${serverUrl}…`);
      try {
        const url = new URL(serverUrl);
        // No eval anywhere, so the page runs under a strict CSP: JSON Schema checks by
        // @cfworker/json-schema instead of Ajv's code generation.
        const client = new Client(
          { name: 'react-mcp-elicitation demo host', version: '0.1.0' },
          { capabilities: { elicitation: elicitationCapabilities({ form: true, url: true }) }, jsonSchemaValidator: new CfWorkerJsonSchemaValidator() },
        );
        await client.connect(new LoggingTransport(new StreamableHTTPClientTransport(url), log));
        const serverLabel = url.host;
        const attachment = attachElicitation(client, queue, { serverName: serverLabel });
        const { tools } = await client.listTools();
        const next = { id: ++count.current, client, attachment, tools, serverLabel };
        current.current = next;
        setConnection(next);
        setStatus(`Connected to ${serverLabel}: ${tools.length} tools.`);
      } catch (error) {
        setStatus(`Could not connect: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
    [queue, log],
  );

  return { connection, status, connect };
}

/** Runs `effect` once after the first render, even under StrictMode's double effects. */
export function useOnce(effect: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
