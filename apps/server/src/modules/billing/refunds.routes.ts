import { todayIn } from '@steelworks/contract/common/dates';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { idParamSchema } from '@steelworks/contract/common/inputs';
import { receiptSchema, refundInputSchema, refundListItemSchema, refundListQuerySchema, refundSchema, tdsReportQuerySchema, tdsReportSchema } from '@steelworks/contract/vouchers';
import { actorOf, createdPost, pagedGet, readGet, type App } from '../../lib/http';
import { sendReportCsv } from './gst-reports.routes';
import { getReceipt } from './payment-reads.service';
import { getRefund, listRefunds, recordRefund } from './refunds.service';
import { tdsReport } from './tds-report.service';

const tags = ['billing'];

/**
 * Receipt and refund vouchers and the TDS report (issue 41 points 7 and 8): staff record refunds and read the report;
 * a dealer reads its own receipts and refunds.
 */
export async function refundRoutes(app: App) {
  const today = () => todayIn(app.ctx.config.timeZone);

  readGet(app, '/billing/payments/:id/receipt', { access: 'dealerAccounts', schema: { tags, params: idParamSchema }, response: receiptSchema }, (request) =>
    getReceipt(app.ctx.db, request.params.id, actorOf(request)),
  );
  pagedGet(app, '/billing/refunds', { access: 'dealerAccounts', schema: { tags, querystring: refundListQuerySchema }, item: refundListItemSchema }, (request) =>
    listRefunds(app.ctx.db, request.query, actorOf(request)),
  );
  createdPost(app, '/billing/refunds', { access: 'billing', schema: { tags, body: refundInputSchema }, response: refundSchema }, (request) =>
    recordRefund(app.ctx.db, request.body, actorOf(request), today()),
  );
  readGet(app, '/billing/refunds/:id', { access: 'dealerAccounts', schema: { tags, params: idParamSchema }, response: refundSchema }, (request) =>
    getRefund(app.ctx.db, request.params.id, actorOf(request)),
  );
  app.get(
    '/billing/reports/tds',
    { config: { access: 'billing' }, schema: { tags, querystring: tdsReportQuerySchema, response: { 200: tdsReportSchema } } },
    async (request) => {
      const report = await tdsReport(app.ctx.db, request.query.quarter);
      if (request.query.format !== 'csv') return report;
      return sendReportCsv(request.reply, `tds-${report.quarter}.csv`, [
        ['Dealer', 'GSTIN', 'Section', 'Payments', 'Amount received', 'TDS amount', 'Quarter', 'From', 'To'],
        ...report.rows.map((row) => [row.dealer_name, row.gstin ?? '', row.section, String(row.payments), row.amount_received, row.tds_amount, report.quarter, formatDisplayDate(report.from), formatDisplayDate(report.to)]),
      ]);
    },
  );
}
