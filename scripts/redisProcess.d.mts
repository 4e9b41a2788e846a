export function startRedisProcess(): Promise<{ url: string; pid: number | undefined; stop(): Promise<void> }>;
