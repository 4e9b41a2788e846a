import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationForm, type ElicitResult } from 'react-mcp-elicitation';
import 'react-mcp-elicitation/styles.css';

// A consumer app as a new user writes it: an inline request literal, strict TypeScript.
function App() {
  const [result, setResult] = useState<ElicitResult | null>(null);
  return (
    <>
      <ElicitationForm
        request={{
          message: 'Who are you?',
          requestedSchema: {
            type: 'object',
            properties: { name: { type: 'string', title: 'Name', minLength: 2 }, age: { type: 'integer', title: 'Age', minimum: 0 } },
            required: ['name'],
          },
        }}
        onResult={setResult}
        serverName="Fixture server"
      />
      <output data-testid="result">{result ? JSON.stringify(result) : ''}</output>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
