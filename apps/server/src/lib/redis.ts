import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The shared Redis of several API processes, used as an accelerator and never as a single point of failure
 * (docs/decisions/023-running-for-real.md): a command never waits for a connection (no offline queue) and gives up
 * after a short timeout, so callers fall back to what they can do alone; the client reconnects in the background
 * for as long as it takes. An outage is logged once when it starts and once when it ends, never per command.
 */
export type SharedRedis = {
  client: Redis;
  /** Connected and answering: shared state can be used. */
  isUp(): boolean;
  /** The caller's command failed: treat Redis as down for a few seconds instead of paying a timeout per request. */
  markFailed(error: unknown): void;
  /**
   * Settles once the first connection is up or has failed (at most the connect timeout): a process that starts while
   * Redis is up shares its limits from its first request instead of counting alone until the connection is ready.
   */
  firstAttempt: Promise<void>;
  /** A round trip (readiness). */
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2_000;
const PAUSE_AFTER_FAILURE_MS = 5_000;

export function connectRedis(url: string, log: FastifyBaseLogger): SharedRedis {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 250, 5_000),
  });
  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', () => resolve());
    client.once('error', () => resolve());
    setTimeout(resolve, CONNECT_TIMEOUT_MS).unref();
  });
  let up = false;
  let outageLogged = false;
  let pausedUntil = 0;
  const wentDown = (reason: string) => {
    up = false;
    if (outageLogged) return;
    outageLogged = true;
    log.warn({ reason }, 'Redis is unreachable: rate limits and sign-in counts are kept per process until it returns');
  };
  client.on('ready', () => {
    up = true;
    pausedUntil = 0;
    if (outageLogged) log.info('Redis is reachable again: limits are shared between processes again');
    outageLogged = false;
  });
  // Without an 'error' listener ioredis prints "Unhandled error event" on every reconnect attempt.
  client.on('error', (error: Error) => wentDown(error.message));
  client.on('close', () => {
    if (up) wentDown('connection closed');
  });
  return {
    client,
    firstAttempt,
    isUp: () => up && client.status === 'ready' && Date.now() >= pausedUntil,
    markFailed(error) {
      pausedUntil = Date.now() + PAUSE_AFTER_FAILURE_MS;
      wentDown((error as Error).message);
    },
    async ping() {
      try {
        return (await client.ping()) === 'PONG';
      } catch {
        return false;
      }
    },
    async close() {
      client.removeAllListeners('close');
      client.on('error', () => {});
      await client.quit().catch(() => client.disconnect());
    },
  };
}
