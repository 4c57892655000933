import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { dealerAccountSchema } from '@steelworks/contract/dealer-account';
import { actorOf, type App } from '../../lib/http';
import { getDealerAccount, getMyAccount } from './dealer-account.service';

const tags = ['billing'];

/** A dealer's account page (issue 31 point 5): the dealer its own, staff any dealer's. */
export async function dealerAccountRoutes(app: App) {
  const today = () => todayIn(app.ctx.config.timeZone);
  app.get(
    '/billing/my-account',
    { config: { access: 'myAccount' }, schema: { tags, response: { 200: dealerAccountSchema } } },
    async (request) => getMyAccount(app.ctx.db, actorOf(request), today()),
  );
  app.get(
    '/billing/dealers/:id/account',
    { config: { access: 'billing' }, schema: { tags, params: idParamSchema, response: { 200: dealerAccountSchema } } },
    async (request) => getDealerAccount(app.ctx.db, request.params.id, today()),
  );
}
