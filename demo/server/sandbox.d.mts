export function startSandbox(port: number, html: string): Promise<{ url: string; close(): Promise<void> }>;
