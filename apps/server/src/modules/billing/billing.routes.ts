import type { App } from '../../lib/http';
import { billingSettingsRoutes } from './billing-settings.routes';
import { creditNoteRoutes } from './credit-notes.routes';
import { invoiceRoutes } from './invoices.routes';
import { paymentRoutes } from './payments.routes';
import { statementRoutes } from './statement.routes';
import { dealerAccountRoutes } from './dealer-account.routes';
import { gstReportsRoutes } from './gst-reports.routes';
import { receivablesRoutes } from './receivables.routes';
import { refundRoutes } from './refunds.routes';

/**
 * The billing module's one entry (docs/decisions/029-rooms-by-capability.md): issue 31's capabilities register here,
 * so app.ts lists the module once: company and tax settings, invoices and credit notes, payments, statements,
 * receivables and the dealer's account, GST exports.
 */
export async function billingRoutes(app: App) {
  await billingSettingsRoutes(app);
  await invoiceRoutes(app);
  await creditNoteRoutes(app);
  await paymentRoutes(app);
  await statementRoutes(app);
  await receivablesRoutes(app);
  await dealerAccountRoutes(app);
  await gstReportsRoutes(app);
  await refundRoutes(app);
}
