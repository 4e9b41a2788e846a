export function startRedisProcess(): Promise<{ url: string; stop(): Promise<void> }>;
