'use client';
// The browser side: the queue fed by the relay, the same dialog host as in a browser-side app.
import { useEffect, useState } from 'react';
import { connectRelay, ElicitationHost, ElicitationProvider, ElicitationQueue } from 'react-mcp-elicitation/host';

export default function RelayPage() {
  const [queue] = useState(() => new ElicitationQueue());
  const [result, setResult] = useState('');
  useEffect(() => {
    document.cookie = 'sid=ada; path=/';
    return connectRelay(queue, { url: '/api/elicitation' }).close;
  }, [queue]);
  const ask = async () => setResult(await (await fetch('/api/ask', { method: 'POST' })).text());
  return (
    <ElicitationProvider queue={queue}>
      <main>
        <button type="button" onClick={() => void ask()}>
          Ask from the server
        </button>
        <output data-testid="relay-result">{result}</output>
      </main>
      <ElicitationHost />
    </ElicitationProvider>
  );
}
