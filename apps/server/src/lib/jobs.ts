import type { FastifyBaseLogger } from 'fastify';
import { afterRequestTransaction, outsideRequestTransaction } from '../db/client';

/**
 * Work that runs after the answer is sent (a password-reset mail): it can neither delay nor shape the answer, so an
 * answer's timing says nothing about what the work found. `run` starts the task on the next turn of the event loop,
 * after the handler's answer has been written, and after the request's transaction (lib/idempotency.ts) has ended,
 * outside of it: it sees what the request committed. In-process and best effort: a crash loses a pending task (the
 * user asks again), which is why durable work such as delivering mail goes through the outbox table instead.
 */
export type Jobs = {
  run(name: string, task: () => Promise<void>): void;
  /** Resolves when no task is running (tests, graceful shutdown). */
  idle(): Promise<void>;
  /** How many tasks of each name were started: the same work for every caller shows here. */
  started: Map<string, number>;
};

export function createJobs(log: FastifyBaseLogger): Jobs {
  const running = new Set<Promise<void>>();
  const started = new Map<string, number>();
  return {
    run(name, task) {
      started.set(name, (started.get(name) ?? 0) + 1);
      const done: Promise<void> = new Promise<void>((resolve) => afterRequestTransaction(() => setImmediate(resolve)))
        .then(() => outsideRequestTransaction(task))
        .catch((error: unknown) => log.error({ err: error, job: name }, 'background job failed'))
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle() {
      while (running.size > 0) await Promise.all(running);
    },
    started,
  };
}
