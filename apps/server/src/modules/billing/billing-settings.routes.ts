import { companySettingsInputSchema, companySettingsSchema } from '@steelworks/contract/billing';
import { actorOf, readGet, type App } from '../../lib/http';
import { getBillingSettings, updateBillingSettings } from './billing-settings.service';

const tags = ['billing'];

/** Company and tax settings (issue 31): admin and production manager read them, only an admin saves them. */
export async function billingSettingsRoutes(app: App) {
  readGet(app, '/billing/settings', { access: 'billingSettings', schema: { tags }, response: companySettingsSchema }, () =>
    getBillingSettings(app.ctx.db),
  );
  app.put(
    '/billing/settings',
    { config: { access: 'billingSettingsEdit' }, schema: { tags, body: companySettingsInputSchema, response: { 200: companySettingsSchema } } },
    async (request) => updateBillingSettings(app.ctx.db, request.body, actorOf(request)),
  );
}
