import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { App } from '../../lib/http';

export async function healthRoutes(app: App) {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], security: [], response: { 200: z.object({ status: z.literal('ok'), database: z.literal('ok') }) } },
    },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
}
