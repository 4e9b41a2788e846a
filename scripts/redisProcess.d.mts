/** A real redis-server on a free local port (see redisProcess.mjs). */
export function startRedisProcess(options?: { durable?: boolean }): Promise<{
  url: string;
  /** Kills the server: clients see it unreachable. */
  kill(): Promise<void>;
  /** Starts it again on the same port, after `kill` (with its data when durable). */
  revive(): Promise<void>;
  stop(): Promise<void>;
}>;
