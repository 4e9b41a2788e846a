import { StrictMode, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitationForm, type ElicitationComponents, type ElicitResult } from 'react-mcp-elicitation';

// The same request in both recipe apps: one field of each kind, two of them required.
export const request = {
  message: 'Your order',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name', minLength: 2 },
      email: { type: 'string', title: 'Email', format: 'email' },
      qty: { type: 'integer', title: 'Quantity', minimum: 1, maximum: 9 },
      notes: { type: 'string', title: 'Notes', maxLength: 500 },
      gift: { type: 'boolean', title: 'Gift wrap' },
      size: { type: 'string', title: 'Size', enum: ['s', 'm'], enumNames: ['Small', 'Medium'] },
      extras: { type: 'array', title: 'Extras', maxItems: 2, items: { type: 'string', enum: ['card', 'bag', 'bow'] } },
    },
    required: ['name', 'size'],
  },
} as const;

export function mount(components: Partial<ElicitationComponents>, wrap: (form: ReactElement) => ReactElement = (f) => f) {
  function App() {
    const [result, setResult] = useState<ElicitResult | null>(null);
    return (
      <>
        <h1>Checkout</h1>
        {wrap(<ElicitationForm request={request} onResult={setResult} serverName="Shop" components={components} />)}
        <output data-testid="result">{result ? JSON.stringify(result) : ''}</output>
      </>
    );
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
