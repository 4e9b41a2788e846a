import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { useCallback, useRef, useState } from 'react';

/** One JSON-RPC message as the log shows it. */
export interface LogLine {
  n: number;
  direction: '→' | '←';
  summary: string;
  json: string;
}

export type LogMessage = (direction: LogLine['direction'], message: JSONRPCMessage) => void;

function describe(message: JSONRPCMessage): string {
  const m = message as { id?: unknown; method?: string; error?: { code: number } };
  if (m.method && m.id !== undefined) return `request ${m.method} (id ${String(m.id)})`;
  if (m.method) return `notification ${m.method}`;
  if (m.error) return `error ${m.error.code} for id ${String(m.id)}`;
  return `response for id ${String(m.id)}`;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- each SDK generation checks this class against its own Transport type */
/** The transport surface both SDK generations use. */
interface InnerTransport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: any, extra?: any) => void;
  sessionId?: string;
  hasPerRequestStream?: boolean;
  setProtocolVersion?(version: string): void;
  setSupportedProtocolVersions?(versions: string[]): void;
  start(): Promise<void>;
  send(message: any, options?: any): Promise<void>;
  close(): Promise<void>;
}

/**
 * A transport that passes everything to `inner` and logs each message in both directions: the SDK
 * (v1 or v2) talks to it as to any transport, so nothing of the inner one is patched.
 */
export class LoggingTransport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: any, extra?: any) => void;

  constructor(
    private readonly inner: InnerTransport,
    private readonly log: LogMessage,
  ) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  /** v2, 2026-07-28: each request has its own response stream, so a request can be aborted alone. */
  get hasPerRequestStream(): boolean | undefined {
    return this.inner.hasPerRequestStream;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  setSupportedProtocolVersions(versions: string[]): void {
    this.inner.setSupportedProtocolVersions?.(versions);
  }

  start(): Promise<void> {
    this.inner.onmessage = (message, extra) => {
      this.log('←', message as JSONRPCMessage);
      this.onmessage?.(message, extra);
    };
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (error) => this.onerror?.(error);
    return this.inner.start();
  }

  send(message: any, options?: any): Promise<void> {
    this.log('→', message as JSONRPCMessage);
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}
/* eslint-enable @typescript-eslint/no-explicit-any */

/** The last 200 messages, and the function that adds one. */
export function useProtocolLog(): { lines: LogLine[]; log: LogMessage } {
  const [lines, setLines] = useState<LogLine[]>([]);
  const counter = useRef(0);
  const log = useCallback<LogMessage>((direction, message) => {
    const line = { n: ++counter.current, direction, summary: describe(message), json: JSON.stringify(message) };
    setLines((previous) => [...previous.slice(-199), line]);
  }, []);
  return { lines, log };
}

/** The protocol log: one expandable line per message. */
export function ProtocolLog({ lines }: { lines: LogLine[] }) {
  return (
    <section aria-labelledby="log-h" className="demo-log">
      <h2 id="log-h">Protocol log</h2>
      <ol>
        {lines.map((line) => (
          <li key={line.n}>
            <details>
              <summary>
                {line.direction} {line.summary}
              </summary>
              <pre>{line.json}</pre>
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
