import { todayIn } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { dealerAccountSchema } from '@steelworks/contract/dealer-account';
import { actorOf, readGet, type App } from '../../lib/http';
import { getDealerAccount, getMyAccount } from './dealer-account.service';

const tags = ['billing'];

/** A dealer's account page (issue 31 point 5): the dealer its own, staff any dealer's. */
export async function dealerAccountRoutes(app: App) {
  const today = () => todayIn(app.ctx.config.timeZone);
  readGet(app, '/billing/my-account', { access: 'myAccount', schema: { tags }, response: dealerAccountSchema }, (request) =>
    getMyAccount(app.ctx.db, actorOf(request), today()),
  );
  readGet(app, '/billing/dealers/:id/account', { access: 'billing', schema: { tags, params: idParamSchema }, response: dealerAccountSchema }, (request) =>
    getDealerAccount(app.ctx.db, request.params.id, today()),
  );
}
