export interface ExampleServer {
  origin: string;
  /** For `serveStdio`: a server instance of the era a connection opened with. */
  factory(context: { era: 'legacy' | 'modern' }): unknown;
  listen(): Promise<string>;
  close(): Promise<void>;
}
export function createExampleServer(options?: { port?: number; host?: string; log?: (line: string) => void }): ExampleServer;
export const profileSchema: Record<string, unknown>;
export const enumShapes: Record<string, Record<string, unknown>>;
