import { companySettingsInputSchema, companySettingsSchema } from '@steelworks/contract/billing';
import { actorOf, readGet, updateBy, type App } from '../../lib/http';
import { getBillingSettings, updateBillingSettings } from './billing-settings.service';

const tags = ['billing'];

/** Company and tax settings (issue 31): admin and production manager read them, only an admin saves them. */
export async function billingSettingsRoutes(app: App) {
  readGet(app, '/billing/settings', { access: 'billingSettings', schema: { tags }, response: companySettingsSchema }, () =>
    getBillingSettings(app.ctx.db),
  );
  updateBy(
    app,
    'PUT',
    '/billing/settings',
    { access: 'billingSettingsEdit', schema: { tags, body: companySettingsInputSchema }, response: companySettingsSchema },
    (request) => updateBillingSettings(app.ctx.db, request.body, actorOf(request)),
  );
}
