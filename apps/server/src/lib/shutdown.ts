import type { ServerResponse } from 'node:http';
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
 * Stops the way a service manager, a container runtime and the proxy in front expect
 * (docs/decisions/041-database-roles-and-drain.md):
 * 1. drain: on SIGTERM, readiness answers "draining" (503) for `drainMs` while the process still serves every request
 *    as usual, each answer with `Connection: close`, so the proxy's health check takes it out and its pooled
 *    connections here are not used again: nothing is refused, nothing meets a closing socket;
 * 2. stop accepting: the listener closes (idle connections with it); a request that still arrives on an open
 *    connection is served, not answered 503; the requests and streams in flight finish;
 * 3. the app's close hooks (jobs, mail worker, Redis) and the database close, and the process exits 0.
 * When step 2 takes longer than `graceMs`, it logs each request it cuts and exits 1. SIGINT (Ctrl-C at a terminal,
 * with no proxy to tell) skips the drain; a second signal stops at once.
 */
export function stopGracefully(options: {
  app: FastifyInstance;
  drainMs: number;
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
    closeEveryConnectionAfterItsAnswer(app);
    const drainMs = signal === 'SIGTERM' ? options.drainMs : 0;
    if (drainMs > 0) {
      app.log.info({ signal, drainSeconds: drainMs / 1000 }, 'draining: readiness answers "draining" while this process still serves');
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
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

/**
 * From the start of a shutdown every answer says `Connection: close` (Node then closes the socket after it), so a
 * proxy opens a new connection for its next request, which goes to another process once this one is out of its pool,
 * instead of reusing one that the listener's close would cut under it.
 */
function closeEveryConnectionAfterItsAnswer(app: FastifyInstance): void {
  app.server.prependListener('request', (_request, response: ServerResponse) => response.setHeader('connection', 'close'));
}
