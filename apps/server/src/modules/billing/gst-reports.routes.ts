import type { FastifyReply } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { hsnSummarySchema, reportMonthQuerySchema, salesRegisterSchema } from '@steelworks/contract/dealer-account';
import type { App } from '../../lib/http';
import { hsnSummary, salesRegister } from './gst-reports.service';

const tags = ['billing'];

/** The accountant's exports (issue 31 point 7): JSON for the screen, `?format=csv` for the return filing. */
export async function gstReportsRoutes(app: App) {
  app.get(
    '/billing/reports/sales-register',
    { config: { access: 'billing' }, schema: { tags, querystring: reportMonthQuerySchema, response: { 200: salesRegisterSchema } } },
    async (request) => {
      const register = await salesRegister(app.ctx.db, request.query.month);
      if (request.query.format !== 'csv') return register;
      return sendReportCsv(request.reply, `sales-register-${register.month}.csv`, [
        ['Document', 'Number', 'Date', 'Original invoice', 'Buyer GSTIN', 'Buyer name', 'Place of supply', 'Taxable value', 'GST rate', 'CGST', 'SGST', 'IGST', 'Total'],
        ...register.rows.map((row) => [
          row.document,
          row.number,
          formatDisplayDate(row.date),
          row.original_invoice ?? '',
          row.buyer_gstin ?? '',
          row.buyer_name,
          row.place_of_supply,
          row.taxable_value,
          row.gst_rate,
          row.cgst,
          row.sgst,
          row.igst,
          row.total,
        ]),
      ]);
    },
  );
  app.get(
    '/billing/reports/hsn-summary',
    { config: { access: 'billing' }, schema: { tags, querystring: reportMonthQuerySchema, response: { 200: hsnSummarySchema } } },
    async (request) => {
      const summary = await hsnSummary(app.ctx.db, request.query.month);
      if (request.query.format !== 'csv') return summary;
      return sendReportCsv(request.reply, `hsn-summary-${summary.month}.csv`, [
        ['HSN', 'Description', 'Unit', 'Quantity', 'GST rate', 'Taxable value', 'CGST', 'SGST', 'IGST', 'Total'],
        ...summary.rows.map((row) => [
          row.hsn_code,
          row.description,
          row.unit,
          String(row.quantity),
          row.gst_rate,
          row.taxable_value,
          row.cgst,
          row.sgst,
          row.igst,
          row.total,
        ]),
      ]);
    },
  );
}

/**
 * A report as a CSV file: the header row first, money as in the JSON (two-decimal strings, a credit note's negative),
 * dates DD-MM-YYYY. The byte-order mark makes spreadsheet programs read it as UTF-8, as the list exports do.
 */
function sendReportCsv(reply: FastifyReply, fileName: string, rows: string[][]): never {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(`\ufeff${stringify(rows)}`)) as never;
}
