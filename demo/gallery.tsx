import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Elicitation, type ElicitResult } from '../src';
import urlCases from '../fixtures/url-cases.json';
import '../src/styles/styles.css';
import { cspComponents } from './strictCsp';
import './demo.css';

// Every example request in fixtures/ (copied from the shared fixtures), plus a few bad ones.
const fixtures = import.meta.glob<{ default: unknown }>('../fixtures/form-*.json', { eager: true });
const examples: [string, unknown][] = [
  ...Object.entries(fixtures).map(([path, mod]): [string, unknown] => [path.replace(/^.*\/|\.json$/g, ''), mod.default]),
  [
    'bad-nested-object',
    { message: 'A server sent a nested object', requestedSchema: { type: 'object', properties: { address: { type: 'object', properties: {} } } } },
  ],
  [
    'sensitive-field',
    {
      message: 'Please paste your API key',
      requestedSchema: { type: 'object', properties: { apiKey: { type: 'string', title: 'API key' } }, required: ['apiKey'] },
    },
  ],
];

// URL mode: the shared cases plus one of each warning class.
const urlExamples: [string, unknown][] = [
  ...urlCases.map((c): [string, unknown] => [`url-${c.name.replace(/\W+/g, '-')}`, c.request]),
  ['url-credentials', { mode: 'url', message: 'Sign in with Google', url: 'https://accounts.google.com@evil.example/login' }],
  ['url-http-port', { mode: 'url', message: 'Authorise the local tool', url: 'http://localhost:8080/authorize?code=1' }],
  ['url-bidi', { mode: 'url', message: 'Download the report', url: 'https://files.example.com/report\u202Efdp.exe' }],
];

function Example({ name, request }: { name: string; request: unknown }) {
  const [result, setResult] = useState<ElicitResult | null>(null);
  const [run, setRun] = useState(0);
  const [complete, setComplete] = useState(false);
  const isUrl = (request as { mode?: string }).mode === 'url';
  return (
    <section className="demo-example" aria-labelledby={`h-${name}`} data-example={name}>
      <h2 id={`h-${name}`}>{name}</h2>
      <div className="demo-pair">
        <Elicitation
          key={run}
          request={request}
          serverName="Demo Server"
          onResult={setResult}
          status={complete ? 'complete' : 'waiting'}
          components={cspComponents}
        />
        <div className="demo-result">
          <h3 id={`r-${name}`}>Result</h3>
          <pre aria-labelledby={`r-${name}`} data-result={result ? 'emitted' : 'waiting'}>
            {result ? JSON.stringify(result, null, 2) : 'Waiting for the person…'}
          </pre>
          <button
            type="button"
            onClick={() => {
              setResult(null);
              setComplete(false);
              setRun((n) => n + 1);
            }}
          >
            Reset {name}
          </button>
          {isUrl && (
            <button type="button" onClick={() => setComplete(true)} disabled={complete}>
              Simulate completion for {name}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

function App() {
  return (
    <main>
      <h1>react-mcp-elicitation</h1>
      <p>Each example is an MCP <code>elicitation/create</code> request; the result it would send back appears beside it.</p>
      {[...examples, ...urlExamples].map(([name, request]) => (
        <Example key={name} name={name} request={request} />
      ))}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
