import { useId, useState, type FormEvent } from 'react';
import { ElicitationForm, parseElicitRequest, type ElicitResult } from '../../src';
import { cspComponents } from '../strictCsp';
import type { Connection, ToolInfo as Tool } from './useConnection';

/** "Call <tool>" buttons, each tool's arguments, and the "Result" region. */
export function ToolsPanel({ connection }: { connection: Connection | null }) {
  const [result, setResult] = useState<{ tool: string; json: string } | null>(null);
  const [argsFor, setArgsFor] = useState<Tool | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // People take their time: no 60-second SDK timeout while a dialog is open.
  const long = { requestOptions: { timeout: 30 * 60 * 1000 } };

  /** Runs one request and shows its result (or its error) in the Result region. */
  async function run(label: string, request: () => Promise<unknown> | undefined) {
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

  function callTool(tool: Tool, args: Record<string, unknown> | undefined) {
    if (!connection) return;
    setArgsFor(null);
    void run(tool.name, () => connection.attachment.callTool({ name: tool.name, arguments: args }, long));
  }

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
      <section aria-labelledby="result-h" className="demo-result">
        <h2 id="result-h">Result</h2>
        {busy ? <p>Calling {busy}…</p> : result ? <pre data-tool={result.tool}>{result.json}</pre> : <p>No tool called yet.</p>}
      </section>
    </>
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
