import { z } from 'zod';
import { readGet, type App } from '../../lib/http';

const checkState = z.enum(['ok', 'down', 'not configured']);

export async function healthRoutes(app: App) {
  // Liveness: the process answers. Nothing else is asked, so a database outage never makes a supervisor restart
  // every process (readiness below is what takes a process out of a load balancer).
  readGet(
    app,
    '/health',
    { access: 'public', schema: { tags: ['health'], security: [] }, response: z.object({ status: z.literal('ok') }) },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        security: [],
        description: 'Whether this process should get traffic: 200 when ready or degraded (a helper down), 503 without a database or while stopping.',
        response: {
          '2xx': readinessSchema,
          503: readinessSchema,
        },
      },
    },
    async (_request, reply) => {
      const readiness = await app.readiness.check();
      const serving = readiness.status === 'ready' || readiness.status === 'degraded';
      return reply.status(serving ? 200 : 503).send(readiness);
    },
  );
}

const readinessSchema = z.object({
  status: z.enum(['ready', 'degraded', 'unavailable', 'draining']),
  checks: z.object({ database: checkState, redis: checkState, s3: checkState, smtp: checkState }),
});
