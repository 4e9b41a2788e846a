import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ElicitationForm, type ElicitResult } from '../../src';
import { parseElicitRequest } from '../../src/core';
import { ElicitationCard, ElicitationTasks, InlineAnnouncer, useInlineItems } from '../../src/host';
import { onAttention } from './notify';
import { cspComponents } from '../strictCsp';
import type { Connection, ToolInfo as Tool } from './useConnection';

/** What a resumed call is shown as: the tool's (prompt's, resource's) name, as when it was called. */
function callLabel(call: { method: string; params: Record<string, unknown> }): string {
  const name = call.params.name ?? call.params.uri;
  return typeof name === 'string' ? name : call.method;
}

/** A call already running when the panel mounts, and what it will return. */
export interface Resumed {
  label: string;
  outcome: Promise<unknown>;
}

/** One line of the chat transcript (`?presentation=inline`): a call, or what it returned. */
interface Turn {
  id: number;
  at: number;
  who: 'you' | 'tool';
  tool: string;
  text: string;
}

/**
 * "Call <tool>" buttons, each tool's arguments, and where results go: the "Result" region, or with
 * `inline` a chat-like transcript in which calls run side by side and their requests appear as
 * cards between the turns.
 */
export function ToolsPanel({ connection, inline = false, resume = [] }: { connection: Connection | null; inline?: boolean; resume?: readonly Resumed[] }) {
  const [result, setResult] = useState<{ tool: string; json: string } | null>(null);
  const [argsFor, setArgsFor] = useState<Tool | null>(null);
  const [busyState, setBusy] = useState<string | null>(null);
  // In the transcript calls run side by side, so several requests can wait at once.
  const busy = inline ? null : busyState;
  const [turns, setTurns] = useState<Turn[]>([]);
  const nextTurn = useRef(0);
  const say = (who: Turn['who'], tool: string, text: string) => setTurns((t) => [...t, { id: ++nextTurn.current, at: Date.now(), who, tool, text }]);

  // People take their time: no 60-second SDK timeout while a dialog is open.
  const long = { requestOptions: { timeout: 30 * 60 * 1000 } };

  /** Runs one request and shows its result (or its error) in the Result region. */
  async function run(label: string, request: () => Promise<unknown> | undefined) {
    if (inline) {
      say('you', label, `Call ${label}`);
      try {
        say('tool', label, JSON.stringify(await request(), null, 2));
      } catch (error) {
        const e = error as { name?: string; code?: unknown; message?: string };
        say('tool', label, JSON.stringify({ error: { name: e.name, code: e.code, message: e.message } }, null, 2));
      }
      return;
    }
    setBusy(label);
    setResult(null);
    try {
      setResult({ tool: label, json: JSON.stringify(await request(), null, 2) });
    } catch (error) {
      const e = error as { name?: string; code?: unknown; message?: string };
      setResult({ tool: label, json: JSON.stringify({ error: { name: e.name, code: e.code, message: e.message } }, null, 2) });
    } finally {
      setBusy(null);
    }
  }

  // Calls that were already running when the page loaded (a server-side host after a reload).
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    for (const call of resume) void run(call.label, () => call.outcome);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function callTool(tool: Tool, args: Record<string, unknown> | undefined) {
    if (!connection) return;
    setArgsFor(null);
    // The bridge keeps, for this tab, what a 2026-07-28 call needs to go on after a reload (its
    // open round or its task's id): see the effect below.
    void run(tool.name, () => connection.attachment.callTool({ name: tool.name, arguments: args }, long));
  }

  // Calls this tab left in the middle of a round or a task before a reload: the library goes on
  // with them (the same questions asked again, the task followed on); each result is shown as the call's.
  const resumedCalls = useRef(false);
  useEffect(() => {
    const attachment = connection?.attachment;
    // A 2025-11-25 request cannot go on: `resume` then has the queue say it ended with the reload.
    if (!connection || !attachment?.resume || resumedCalls.current) return;
    resumedCalls.current = true;
    for (const call of attachment.resume(long)) void run(callLabel(call), () => call.result);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [connection]);

  function onCallClicked(tool: Tool) {
    const hasArguments = Object.keys(tool.inputSchema.properties ?? {}).length > 0;
    if (hasArguments) setArgsFor(tool);
    else callTool(tool, undefined);
  }

  return (
    <>
      {connection && (
        <section aria-labelledby="tools-h" className="demo-tools">
          <h2 id="tools-h">Tools</h2>
          <ul>
            {connection.tools.map((tool) => (
              <li key={tool.name} data-tool={tool.name}>
                {/* aria-disabled, not disabled: focus returns here when the dialog closes mid-call. */}
                <button type="button" onClick={() => busy === null && onCallClicked(tool)} aria-disabled={busy !== null}>
                  Call {tool.name}
                </button>
                {tool.description && <span className="demo-tool-description">{tool.description}</span>}
                {argsFor?.name === tool.name && <ToolArguments tool={tool} onCall={(args) => callTool(tool, args)} onClose={() => setArgsFor(null)} />}
              </li>
            ))}
          </ul>
        </section>
      )}
      {connection && connection.prompts.length + connection.resources.length > 0 && (
        <section aria-labelledby="more-h" className="demo-tools">
          <h2 id="more-h">Prompts and resources</h2>
          <ul>
            {connection.prompts.map((prompt) => (
              <li key={`p:${prompt.name}`}>
                <button type="button" aria-disabled={busy !== null} onClick={() => busy === null && void run(prompt.name, () => connection.attachment.getPrompt?.({ name: prompt.name, arguments: {} }, long))}>
                  Get prompt {prompt.name}
                </button>
                {prompt.description && <span className="demo-tool-description">{prompt.description}</span>}
              </li>
            ))}
            {connection.resources.map((resource) => (
              <li key={`r:${resource.uri}`}>
                <button type="button" aria-disabled={busy !== null} onClick={() => busy === null && void run(resource.name, () => connection.attachment.readResource?.({ uri: resource.uri! }, long))}>
                  Read resource {resource.name}
                </button>
                {resource.description && <span className="demo-tool-description">{resource.description}</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {inline ? (
        <Transcript turns={turns} />
      ) : (
        <section aria-labelledby="result-h" className="demo-result">
          <h2 id="result-h">Result</h2>
          {busy ? <p>Calling {busy}…</p> : result ? <pre data-tool={result.tool}>{result.json}</pre> : <p>No tool called yet.</p>}
        </section>
      )}
    </>
  );
}

/** The conversation: calls, results and the servers' requests as cards, in the order they came. */
function Transcript({ turns }: { turns: Turn[] }) {
  const items = useInlineItems();
  const rows = [
    ...turns.map((t) => ({ at: t.at, order: 0, key: `t${t.id}`, node: <TurnView turn={t} /> })),
    ...items.map((item) => ({ at: item.askedAt, order: 1, key: `r${item.key}`, node: <ElicitationCard item={item} components={cspComponents} /> })),
  ].sort((a, b) => a.at - b.at || a.order - b.order);
  return (
    <section aria-labelledby="chat-h" className="demo-chat">
      <h2 id="chat-h">Conversation</h2>
      {rows.length === 0 ? <p>Call a tool: its requests appear here, in the conversation.</p> : null}
      <ol className="demo-chat-turns">
        {rows.map((r) => (
          <li key={r.key}>{r.node}</li>
        ))}
      </ol>
      <ElicitationTasks />
      <InlineAnnouncer onAttention={onAttention} />
    </section>
  );
}

function TurnView({ turn }: { turn: Turn }) {
  if (turn.who === 'you') return <p className="demo-turn-you">{turn.text}</p>;
  return (
    <div className="demo-turn-tool">
      <p>{turn.tool} returned:</p>
      <pre data-tool={turn.tool}>{turn.text}</pre>
    </div>
  );
}

/**
 * A tool's arguments: our own form when its input schema fits the elicitation dialect (a flat object
 * of primitives), else a JSON box.
 */
function ToolArguments({ tool, onCall, onClose }: { tool: Tool; onCall: (args: Record<string, unknown>) => void; onClose: () => void }) {
  const request = { message: `Arguments for ${tool.name}`, requestedSchema: tool.inputSchema };
  const [json, setJson] = useState('{}');
  const [error, setError] = useState<string | null>(null);
  const jsonId = useId();
  if (parseElicitRequest(request).ok) {
    const onResult = (r: ElicitResult) => (r.action === 'accept' ? onCall(r.content ?? {}) : onClose());
    return (
      <div className="demo-arguments">
        <ElicitationForm
          request={request}
          serverName="This app"
          onResult={onResult}
          autoFocus
          components={cspComponents}
          messages={{ submit: `Call ${tool.name} with these arguments` }}
        />
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    try {
      const value = JSON.parse(json);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('Arguments must be a JSON object.');
      onCall(value);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  return (
    <form className="demo-arguments" onSubmit={submit}>
      <label htmlFor={jsonId}>Arguments for {tool.name} (JSON)</label>
      <textarea id={jsonId} value={json} onChange={(e) => setJson(e.target.value)} rows={6} aria-describedby={error ? `${jsonId}-err` : undefined} />
      {error && (
        <p id={`${jsonId}-err`} role="alert">
          {error}
        </p>
      )}
      <button type="submit">Call {tool.name} with these arguments</button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </form>
  );
}
