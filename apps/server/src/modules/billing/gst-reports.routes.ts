import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { stringify } from 'csv-stringify/sync';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { hsnSummarySchema, reportMonthQuerySchema, salesRegisterSchema } from '@steelworks/contract/gst-reports';
import { readGet, type App } from '../../lib/http';
import { gstPeriodQuerySchema, gstr1CheckSchema, gstr1FileSchema, gstr1SummarySchema, gstr3bSchema } from '@steelworks/contract/gst-returns';
import { hsnSummary, salesRegister } from './gst-reports.service';
import { gstr1Workbook } from './gstr1-xlsx';
import { buildGstr1, buildGstr3b, checkGstr1, gstr1CsvRows, summarizeGstr1 } from './gst-returns.service';

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

  // GSTR-1 and GSTR-3B (issue 44 point 1, docs/decisions/037-gstr1-and-gstr3b.md): ?period=YYYY-MM or ?quarter=YYYY-Qn.
  app.get(
    '/billing/reports/gstr1',
    { config: { access: 'billing' }, schema: { tags, querystring: gstPeriodQuerySchema, response: { 200: gstr1FileSchema } } },
    async (request) => {
      const { period, format } = request.query;
      const gstr1 = await buildGstr1(app.ctx.db, period);
      if (format === 'csv') return sendReportCsv(request.reply, `gstr1-${period.label}.csv`, gstr1CsvRows(gstr1));
      if (format === 'xlsx') {
        return request.reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="gstr1-${period.label}.xlsx"`)
          .header('cache-control', 'no-store')
          .send(await gstr1Workbook(gstr1)) as never;
      }
      request.reply.header('content-disposition', `attachment; filename="gstr1-${period.fp}.json"`);
      return gstr1.file as z.infer<typeof gstr1FileSchema>;
    },
  );
  readGet(
    app,
    '/billing/reports/gstr1/summary',
    { access: 'billing', schema: { tags, querystring: gstPeriodQuerySchema }, response: gstr1SummarySchema },
    async (request) => summarizeGstr1(await buildGstr1(app.ctx.db, request.query.period)),
  );
  readGet(
    app,
    '/billing/reports/gstr1/check',
    { access: 'billing', schema: { tags, querystring: gstPeriodQuerySchema }, response: gstr1CheckSchema },
    (request) => checkGstr1(app.ctx.db, request.query.period),
  );
  readGet(app, '/billing/reports/gstr3b', { access: 'billing', schema: { tags, querystring: gstPeriodQuerySchema }, response: gstr3bSchema }, (request) =>
    buildGstr3b(app.ctx.db, request.query.period),
  );
}

/**
 * A report as a CSV file: the header row first, money as in the JSON (two-decimal strings, a credit note's negative),
 * dates DD-MM-YYYY. The byte-order mark makes spreadsheet programs read it as UTF-8, as the list exports do.
 */
export function sendReportCsv(reply: FastifyReply, fileName: string, rows: string[][]): never {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Buffer.from(`\ufeff${stringify(rows)}`)) as never;
}
