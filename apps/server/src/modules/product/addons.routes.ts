import { availableAddonsInputSchema, availableAddonsSchema } from '@steelworks/contract/product';
import type { App } from '../../lib/http';
import { availableAddons } from './addons.service';

const tags = ['products'];

/** The addon picker of the order form. */
export async function addonRoutes(app: App) {
  const db = () => app.ctx.db;

  app.post(
    '/store/available_addons',
    { config: { access: 'products' }, schema: { tags, body: availableAddonsInputSchema, response: { 200: availableAddonsSchema } } },
    async (request) => availableAddons(db(), request.body.product, request.body.addons),
  );
}
