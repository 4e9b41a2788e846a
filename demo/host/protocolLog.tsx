import type { Transport, TransportSendOptions } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage, MessageExtraInfo } from '@modelcontextprotocol/sdk/types.js';
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

/**
 * A transport that passes everything to `inner` and logs each message in both directions: the SDK
 * talks to it as to any transport, so nothing of the inner one is patched.
 */
export class LoggingTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;

  constructor(
    private readonly inner: Transport,
    private readonly log: LogMessage,
  ) {}

  get sessionId(): string | undefined {
    return this.inner.sessionId;
  }

  setProtocolVersion(version: string): void {
    this.inner.setProtocolVersion?.(version);
  }

  start(): Promise<void> {
    this.inner.onmessage = (message, extra) => {
      this.log('←', message);
      this.onmessage?.(message, extra);
    };
    this.inner.onclose = () => this.onclose?.();
    this.inner.onerror = (error) => this.onerror?.(error);
    return this.inner.start();
  }

  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    this.log('→', message);
    return this.inner.send(message, options);
  }

  close(): Promise<void> {
    return this.inner.close();
  }
}

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
