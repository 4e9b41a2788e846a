import type { ReactElement } from 'react';
import { Elicitation, ElicitationForm, UrlElicitation } from '../../src';
import { ConsentLabCase } from './consent';
import { hostileRequest, hostileUrlRequest, oddKeysRequest } from '../../fixtures/hostile';
import primitives from '../../fixtures/form-primitives.json';
import seedEnums from '../../fixtures/form-seed-enums.json';
import untitledKeys from '../../fixtures/form-untitled-keys.json';

// Test cases for the e2e "lab" page (hostile text, size limits, SSR hydration). No DOM access at
// module scope: the same module renders on the server (Vite SSR) and hydrates in the browser.

const record = (result: unknown) => {
  if (typeof window !== 'undefined') (window as unknown as { __labResults: unknown[] }).__labResults.push(result);
};

function manyProperties(n: number, only?: 'text' | 'number' | 'boolean' | 'single') {
  const properties: Record<string, unknown> = {};
  const kinds = ['text', 'number', 'boolean', 'single'];
  for (let i = 0; i < n; i++) {
    const k = only ? kinds.indexOf(only) : i % 4;
    properties[`field${i}`] =
      k === 0
        ? { type: 'string', title: `Text ${i}`, maxLength: 40 }
        : k === 1
          ? { type: 'integer', title: `Number ${i}`, minimum: 0, maximum: 100 }
          : k === 2
            ? { type: 'boolean', title: `Flag ${i}` }
            : { type: 'string', title: `Choice ${i}`, enum: ['a', 'b', 'c'] };
  }
  return { message: `${n} fields`, requestedSchema: { type: 'object', properties } };
}

function manyOptions(n: number, multi: boolean) {
  const values = Array.from({ length: n }, (_, i) => `option-${i}`);
  const schema = multi ? { type: 'array', title: 'Options', items: { type: 'string', enum: values } } : { type: 'string', title: 'Options', enum: values };
  return { message: `${n} options`, requestedSchema: { type: 'object', properties: { pick: schema } } };
}

// The whole-request budgets (LIMITS.controls, LIMITS.totalOptions, LIMITS.textChars): the largest requests still allowed,
// and one just over, made of fields that are each within their own limits.
function manyMultis(fields: number, optionsEach: number, extraText = 0) {
  const properties: Record<string, unknown> = {};
  for (let f = 0; f < fields; f++) {
    properties[`list${f}`] = { type: 'array', title: `List ${f}`, items: { type: 'string', enum: Array.from({ length: optionsEach }, (_, i) => `l${f}-o${i}`) } };
  }
  for (let t = 0; t < extraText; t++) properties[`text${t}`] = { type: 'string', title: `Text ${t}` };
  return { message: `${fields} lists of ${optionsEach} options, ${extraText} text fields`, requestedSchema: { type: 'object', properties } };
}

function manySingles(fields: number, optionsEach: number, extraText = 0) {
  const properties: Record<string, unknown> = {};
  for (let f = 0; f < fields; f++) {
    properties[`pick${f}`] = { type: 'string', title: `Pick ${f}`, enum: Array.from({ length: optionsEach }, (_, i) => `p${f}-o${i}`) };
  }
  for (let t = 0; t < extraText; t++) properties[`text${t}`] = { type: 'string', title: `Text ${t}` };
  return { message: `${fields} selects of ${optionsEach} options, ${extraText} text fields`, requestedSchema: { type: 'object', properties } };
}

export const labCases: Record<string, () => ReactElement> = {
  hostile: () => (
    <>
      <ElicitationForm request={hostileRequest} onResult={record} serverName="Hostile server" />
      <UrlElicitation request={hostileUrlRequest} onResult={record} serverName="Hostile server" />
    </>
  ),
  'odd-keys': () => <ElicitationForm request={oddKeysRequest} onResult={record} />,
  'props-10000': () => <ElicitationForm request={manyProperties(10_000)} onResult={record} />,
  'props-2000': () => <ElicitationForm request={manyProperties(2_000)} onResult={record} />,
  'text-1000': () => <ElicitationForm request={manyProperties(1_000, 'text')} onResult={record} />,
  'number-1000': () => <ElicitationForm request={manyProperties(1_000, 'number')} onResult={record} />,
  'boolean-1000': () => <ElicitationForm request={manyProperties(1_000, 'boolean')} onResult={record} />,
  'single-1000': () => <ElicitationForm request={manyProperties(1_000, 'single')} onResult={record} />,
  'options-100000': () => <ElicitationForm request={manyOptions(100_000, false)} onResult={record} />,
  'options-10000': () => <ElicitationForm request={manyOptions(10_000, false)} onResult={record} />,
  'multi-options-10000': () => <ElicitationForm request={manyOptions(10_000, true)} onResult={record} />,
  'budget-over': () => <ElicitationForm request={manyMultis(20, 10_000)} onResult={record} />,
  'budget-max-one-list': () => <ElicitationForm request={manyMultis(1, 5_999)} onResult={record} />,
  'budget-max-lists': () => <ElicitationForm request={manyMultis(450, 10, 1_050)} onResult={record} />,
  'budget-max-selects': () => <ElicitationForm request={manySingles(1, 10_000, 1_999)} onResult={record} />,
  'budget-max-text': () => (
    <ElicitationForm
      request={{ message: 'x'.repeat(290_000), requestedSchema: { type: 'object', properties: Object.fromEntries(Array.from({ length: 2000 }, (_, i) => [`t${i}`, { type: 'string', title: 'T'.repeat(150), description: 'd '.repeat(100) }])) } }}
      onResult={record}
    />
  ),
  // A server that tries to pass its text off as ours: a field title that reads like our server
  // line, and a message whose combining marks would paint over it.
  forged: () => (
    <ElicitationForm
      request={{
        message: 'Please confirm your details. Z' + '\u0346\u0300\u0301\u0302\u0303'.repeat(60),
        requestedSchema: {
          type: 'object',
          properties: { who: { type: 'string', title: '\n\n\u2067Request from Trusted Server\u2069\n\n', description: 'Z' + '\u0300'.repeat(200) } },
        },
      }}
      onResult={record}
      serverName="Unverified server"
    />
  ),
  'forged-plain': () => (
    <ElicitationForm
      request={{ message: 'Please confirm your details. Z', requestedSchema: { type: 'object', properties: { who: { type: 'string', title: 'Name', description: 'Z' } } } }}
      onResult={record}
      serverName="Unverified server"
    />
  ),
  // A server regex that backtracks for minutes in a JavaScript RegExp, with a default that triggers it.
  'pattern-catastrophic': () => (
    <ElicitationForm
      request={{ message: 'Code?', requestedSchema: { type: 'object', properties: { code: { type: 'string', title: 'Code', pattern: '^(a+)+$', default: 'a'.repeat(30) + '!' } } } }}
      onResult={record}
      serverName="Regex server"
    />
  ),
  // Defaults the controls cannot show: none may be sent.
  'defaults-hidden': () => (
    <ElicitationForm
      request={{
        message: 'Dates?',
        requestedSchema: {
          type: 'object',
          properties: {
            zero: { type: 'string', format: 'date', title: 'Year zero', default: '0000-01-01' },
            feb30: { type: 'string', format: 'date', title: 'February 30', default: '2026-02-30' },
            zeroTime: { type: 'string', format: 'date-time', title: 'Year zero time', default: '0000-01-01T00:00:00Z' },
            // A one-line input (a pattern keeps it one line) cannot show a line break; a
            // multi-line one cannot show a carriage return (it turns it into a line feed).
            lines: { type: 'string', title: 'Two lines', pattern: '^[a-z ]*$', default: 'shown\nhidden' },
            crlf: { type: 'string', title: 'Windows lines', maxLength: 500, default: 'shown\r\nhidden' },
            fine: { type: 'string', format: 'date', title: 'Fine date', default: '2026-03-01' },
          },
        },
      }}
      onResult={record}
      serverName="Dates"
    />
  ),
  dates: () => (
    <ElicitationForm
      request={{ message: 'When?', requestedSchema: { type: 'object', properties: { day: { type: 'string', format: 'date', title: 'Day' }, at: { type: 'string', format: 'date-time', title: 'At' }, next: { type: 'string', title: 'Next' } } } }}
      onResult={record}
      serverName="Dates"
    />
  ),
  'ssr-primitives': () => <ElicitationForm request={primitives} onResult={record} serverName="SSR" />,
  'ssr-seed-enums': () => <ElicitationForm request={seedEnums} onResult={record} serverName="SSR" />,
  'ssr-untitled-keys': () => <ElicitationForm request={untitledKeys} onResult={record} serverName="SSR" />,
  consent: () => <ConsentLabCase />,
  'ssr-url': () => <Elicitation request={{ mode: 'url', message: 'Sign in', url: 'https://example.com/login' }} onResult={record} serverName="SSR" />,
};
