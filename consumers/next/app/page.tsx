// A server component: the React-free entry runs here, and our form renders from here with
// serializable props (its onResult is a server action).
import { ElicitationForm } from 'react-mcp-elicitation';
import { inspectUrl, parseElicitRequest, type ElicitResult } from 'react-mcp-elicitation/core';
import { ClientForm } from './client-form';
import { request } from './request';

async function recordOnServer(result: ElicitResult) {
  'use server';
  console.log(`server action received ${JSON.stringify(result)}`);
}

export default function Page() {
  const parsed = parseElicitRequest(request);
  const url = inspectUrl('https:evil.com//accounts.google.com');
  return (
    <main>
      <p data-testid="server-core">
        {parsed.ok ? `${parsed.model.fields.length} field parsed on the server` : 'parse failed'}; opens {url.openHost}
      </p>
      <section aria-label="Rendered by a server component">
        <ElicitationForm request={request} onResult={recordOnServer} serverName="Server component" />
      </section>
      <section aria-label="Rendered by a client component">
        <ClientForm />
      </section>
    </main>
  );
}
