import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests being answered, streams included (a request leaves when its response has finished or its client went
 * away): what a shutdown waits for, and names when its grace period runs out.
 */
export function trackRequestsInFlight(app: FastifyInstance): Set<FastifyRequest> {
  const inFlight = new Set<FastifyRequest>();
  app.addHook('onRequest', async (request) => {
    inFlight.add(request);
  });
  app.addHook('onResponse', async (request) => {
    inFlight.delete(request);
  });
  app.addHook('onRequestAbort', async (request) => {
    inFlight.delete(request);
  });
  return inFlight;
}

/**
 * Stops the way a service manager or container expects (docs/decisions/023-running-for-real.md): on the first SIGTERM
 * or SIGINT the server stops accepting connections and answers new requests on open ones with 503, finishes the
 * requests and streams in flight, runs the app's close hooks (jobs, mail worker, Redis) and closes the database, then
 * exits 0. If that takes longer than the grace period, it logs each request it cuts and exits 1.
 */
export function stopGracefully(options: {
  app: FastifyInstance;
  graceMs: number;
  /** Runs after the app has closed (the database) and before exit. */
  afterClose: () => Promise<void>;
  /** Runs first (readiness starts answering "draining"). */
  onStart?: () => void;
}): void {
  const { app, graceMs } = options;
  const inFlight = app.inFlight;
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    options.onStart?.();
    app.log.info({ signal, inFlight: inFlight.size, graceSeconds: graceMs / 1000 }, 'shutting down: finishing the requests in flight');
    const started = Date.now();
    const cutOff = setTimeout(() => {
      for (const request of inFlight) {
        app.log.error(
          { reqId: request.id, method: request.method, url: request.url, runningMs: Date.now() - started },
          'shutdown grace period over: cutting this request',
        );
      }
      app.log.error({ cut: inFlight.size }, 'stopped before the requests in flight had finished');
      app.server.closeAllConnections();
      process.exit(1);
    }, graceMs);
    try {
      await app.close();
      await options.afterClose();
      clearTimeout(cutOff);
      app.log.info({ tookMs: Date.now() - started }, 'stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
}
