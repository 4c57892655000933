import { availableAddonsInputSchema, availableAddonsSchema } from '@steelworks/contract/product';
import { actionPost, type App } from '../../lib/http';
import { availableAddons } from './addons.service';

const tags = ['products'];

/** The addon picker of the order form. */
export async function addonRoutes(app: App) {
  const db = () => app.ctx.db;

  actionPost(
    app,
    '/store/available_addons',
    { access: 'products', schema: { tags, body: availableAddonsInputSchema }, response: availableAddonsSchema },
    (request) => availableAddons(db(), request.body.product, request.body.addons),
  );
}
