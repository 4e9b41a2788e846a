'use client';
import { useState } from 'react';
import { ElicitationForm, type ElicitResult } from 'react-mcp-elicitation';
import { request } from './request';

export function ClientForm() {
  const [result, setResult] = useState<ElicitResult | null>(null);
  return (
    <>
      <ElicitationForm request={request} onResult={setResult} serverName="Client component" />
      <output data-testid="result">{result ? JSON.stringify(result) : ''}</output>
    </>
  );
}
