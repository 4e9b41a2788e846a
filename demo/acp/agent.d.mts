export const projectSchema: Record<string, unknown>;
export const nullSchema: Record<string, unknown>;
export const PROMPTS: readonly string[];
export function createExampleAgent(options: { pageOrigin: string; waiting: (id: string) => Promise<void>; log?: (line: string) => void }): import('@agentclientprotocol/sdk').AgentApp;
export function startAcpAgent(options?: { port?: number; host?: string; acp?: boolean; log?: (line: string) => void }): Promise<{ origin: string; url: string; waiting: (id: string) => Promise<void>; close(): Promise<void> }>;
