import { sourceOf } from './source.js';

// Who is asking, when the host gives no name: the endpoint the transport dialled, path included.
const client = (url: string | undefined) => ({
  getServerVersion: () => ({ name: 'x' }),
  transport: url ? { _url: new URL(url) } : undefined,
});

describe('sourceOf: the name of a server the host did not name', () => {
  it('is its endpoint with the path, so two servers on one origin are two names', () => {
    expect(sourceOf(client('http://127.0.0.1:3001/a/mcp'), {}).serverName).toBe('127.0.0.1:3001/a/mcp');
    expect(sourceOf(client('http://127.0.0.1:3001/b/mcp'), {}).serverName).toBe('127.0.0.1:3001/b/mcp');
  });

  it('leaves out the query (it may carry a token) and a bare "/"', () => {
    expect(sourceOf(client('https://tools.example.com/mcp?key=secret'), {}).serverName).toBe('tools.example.com/mcp');
    expect(sourceOf(client('https://tools.example.com/'), {}).serverName).toBe('tools.example.com');
  });

  it('is the host’s name when given, and empty for a transport without an HTTP endpoint (stdio)', () => {
    expect(sourceOf(client('http://127.0.0.1:3001/mcp'), { serverName: 'Acme' }).serverName).toBe('Acme');
    expect(sourceOf(client(undefined), {}).serverName).toBe('');
  });
});
