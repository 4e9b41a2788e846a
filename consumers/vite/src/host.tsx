import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationHost, ElicitationProvider, ElicitationQueue } from 'react-mcp-elicitation/host';
import type { ElicitResult } from 'react-mcp-elicitation/core';
import 'react-mcp-elicitation/styles.css';

// The queue and dialog host in an app that has no MCP SDK installed.
const queue = new ElicitationQueue();

function App() {
  const [result, setResult] = useState<ElicitResult | null>(null);
  const ask = () => {
    void queue
      .ask({ serverName: 'Local server' }, { message: 'Pick a size', requestedSchema: { type: 'object', properties: { size: { type: 'string', title: 'Size', enum: ['S', 'M', 'L'] } }, required: ['size'] } })
      .result.then(setResult);
  };
  return (
    <ElicitationProvider queue={queue}>
      <button type="button" onClick={ask}>Ask</button>
      <output data-testid="result">{result ? JSON.stringify(result) : ''}</output>
      <ElicitationHost />
    </ElicitationProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
