import { asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { gstinProblem } from '@steelworks/contract/billing';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatCents } from '@steelworks/contract/common/money';
import { GST_RETURN_TEXT, uqcOf, type GstPeriod, type gstr1CheckSchema, type gstr1SummarySchema, type gstr3bSchema } from '@steelworks/contract/gst-returns';
import type { DbOrTx } from '../../db/client';
import { orderItems } from '../order/order.table';
import { placeOfSupply } from './gst-reports.service';
import { type Classified, type Doc, GSTR1_FILE_VERSION, type HsnRow, type Kind, type Line, type Period, type Sums, addTo, amount, byRate, classify, groupBy, itemDetail, isNil, items, loadPeriod, noteType, posOf, rateNumber, signOf, zero } from './gst-period';

/**
 * GSTR-1 and GSTR-3B of a month or quarter from the books (issue 44 point 1; docs/decisions/037-gstr1-and-gstr3b.md).
 * Everything is summed in paise (bigint) and turned into the portal's numbers only when the file is written. Reads the
 * period's range of invoices_date_idx and credit_notes_date_idx and the lines of those documents only.
 */

function hsnJson(rows: HsnRow[], describe: (code: string) => string) {
  return rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.hsn,
    desc: describe(row.hsn),
    uqc: row.uqc,
    qty: Number(row.quantity),
    rt: rateNumber(row.rate),
    txval: amount(row.taxable),
    iamt: amount(row.igst),
    camt: amount(row.cgst),
    samt: amount(row.sgst),
    csamt: 0,
  }));
}

/** The GSTR-1 file in the shape of the portal's offline tool (apps/server/src/modules/billing/schemas/gstr1.schema.json). */
function gstr1Json(period: GstPeriod, loaded: Period, classified: Classified) {
  const { sections } = classified;
  const invoice = (doc: Doc) => ({ inum: doc.number, idt: formatDisplayDate(doc.date), val: amount(doc.value) });
  const note = (doc: Doc) => ({ ntty: noteType(doc), nt_num: doc.number, nt_dt: formatDisplayDate(doc.date), val: amount(doc.value) });
  // The offline tool writes its version and a placeholder hash at the top; the upload takes the file as the tool's.
  const file: Record<string, unknown> = { gstin: loaded.settings.gstin ?? '', fp: period.fp, version: GSTR1_FILE_VERSION, hash: 'hash' };
  const b2b = [...groupBy(sections.b2b, (doc) => doc.gstin!)].map(([ctin, docs]) => ({
    ctin,
    inv: docs.map((doc) => ({ ...invoice(doc), pos: posOf(doc), rchrg: 'N', inv_typ: 'R', itms: items(doc) })),
  }));
  const b2cl = [...groupBy(sections.b2cl, posOf)].map(([pos, docs]) => ({ pos, inv: docs.map((doc) => ({ ...invoice(doc), itms: items(doc, true) })) }));
  const b2cs = classified.b2cs.map((row) => ({
    sply_ty: row.splyTy,
    pos: row.pos,
    typ: 'OE',
    ...itemDetail(row, row.splyTy === 'INTER' ? 'inter' : 'intra'),
  }));
  const cdnr = [...groupBy(sections.cdnr, (doc) => doc.gstin!)].map(([ctin, docs]) => ({
    ctin,
    nt: docs.map((doc) => ({ ...note(doc), pos: posOf(doc), rchrg: 'N', inv_typ: 'R', itms: items(doc) })),
  }));
  const cdnur = sections.cdnur.map((doc) => ({ typ: 'B2CL', ...note(doc), pos: posOf(doc), itms: items(doc, true) }));
  if (b2b.length) file.b2b = b2b;
  if (b2cl.length) file.b2cl = b2cl;
  if (b2cs.length) file.b2cs = b2cs;
  if (cdnr.length) file.cdnr = cdnr;
  if (cdnur.length) file.cdnur = cdnur;
  if (classified.nil.length) {
    file.nil = { inv: classified.nil.map((row) => ({ sply_ty: row.splyTy, expt_amt: 0, nil_amt: amount(row.amount), ngsup_amt: 0 })) };
  }
  const hsn: Record<string, unknown> = {};
  if (classified.hsnB2b.length) hsn.hsn_b2b = hsnJson(classified.hsnB2b, classified.describe);
  if (classified.hsnB2c.length) hsn.hsn_b2c = hsnJson(classified.hsnB2c, classified.describe);
  if (Object.keys(hsn).length) file.hsn = hsn;
  if (loaded.documents.length) {
    file.doc_issue = {
      doc_det: loaded.documents.map((group) => ({
        doc_num: group.docNum,
        docs: group.ranges.map((range, index) => ({
          num: index + 1,
          from: range.from,
          to: range.to,
          totnum: range.total,
          cancel: range.cancelled,
          net_issue: range.total - range.cancelled,
        })),
      })),
    };
  }
  return file;
}

export type Gstr1 = { period: GstPeriod; file: Record<string, unknown>; loaded: Period; classified: Classified };

/** GET /billing/reports/gstr1: the period's GSTR-1 (the file, and what the preview and the CSV are made from). */
export async function buildGstr1(db: DbOrTx, period: GstPeriod): Promise<Gstr1> {
  const loaded = await loadPeriod(db, period);
  const classified = classify(loaded);
  return { period, file: gstr1Json(period, loaded, classified), loaded, classified };
}

const SECTION_TITLES = {
  b2b: 'B2B invoices',
  b2cl: 'B2C large invoices',
  b2cs: 'B2C others',
  cdnr: 'Credit/debit notes (registered)',
  cdnur: 'Credit/debit notes (unregistered)',
  nil: 'Nil rated supplies',
  hsn_b2b: 'HSN summary, B2B',
  hsn_b2c: 'HSN summary, B2C',
} as const;

const money = (sums: Sums) => ({
  taxable_value: formatCents(sums.taxable),
  igst: formatCents(sums.igst),
  cgst: formatCents(sums.cgst),
  sgst: formatCents(sums.sgst),
  cess: '0.00',
});

/** The preview: per section its count and totals (notes signed: a credit note takes away), and table 13. */
export function summarizeGstr1({ period, loaded, classified }: Gstr1): z.infer<typeof gstr1SummarySchema> {
  const docTotals = (docs: Doc[]) => docs.reduce((sums, doc) => byRate(doc).reduce((inner, rate) => addTo(inner, rate, signOf(doc)), sums), zero());
  const rowTotals = (rows: Sums[]) => rows.reduce((sums, row) => addTo(sums, row), zero());
  const { sections } = classified;
  const entry = (section: keyof typeof SECTION_TITLES, count: number, sums: Sums) => ({ section, title: SECTION_TITLES[section], count, ...money(sums) });
  return {
    period: period.label,
    fp: period.fp,
    sections: [
      entry('b2b', sections.b2b.length, docTotals(sections.b2b)),
      entry('b2cl', sections.b2cl.length, docTotals(sections.b2cl)),
      entry('b2cs', classified.b2cs.length, rowTotals(classified.b2cs)),
      entry('cdnr', sections.cdnr.length, docTotals(sections.cdnr)),
      entry('cdnur', sections.cdnur.length, docTotals(sections.cdnur)),
      entry('nil', classified.nil.length, { ...zero(), taxable: classified.nil.reduce((total, row) => total + row.amount, 0n) }),
      entry('hsn_b2b', classified.hsnB2b.length, rowTotals(classified.hsnB2b)),
      entry('hsn_b2c', classified.hsnB2c.length, rowTotals(classified.hsnB2c)),
    ],
    documents: loaded.documents.flatMap((group) =>
      group.ranges.map((range) => ({ title: group.title, from: range.from, to: range.to, total: range.total, cancelled: range.cancelled, net_issued: range.total - range.cancelled })),
    ),
  };
}

const GSTR1_CSV_HEADER = [
  'Section', 'Recipient GSTIN', 'Document', 'Number', 'Date', 'Value', 'Place of supply', 'Supply type', 'HSN', 'Description', 'UQC', 'Quantity',
  'Rate', 'Taxable value', 'IGST', 'CGST', 'SGST', 'Cess', 'From', 'To', 'Total issued', 'Cancelled', 'Net issued',
];

/** The same return as one CSV, a row per document and rate (b2cs, nil and HSN per their rows), its section first. */
export function gstr1CsvRows({ loaded, classified }: Gstr1): string[][] {
  const blank = (n: number) => Array<string>(n).fill('');
  const taxes = (sums: Sums) => [formatCents(sums.taxable), formatCents(sums.igst), formatCents(sums.cgst), formatCents(sums.sgst), '0.00'];
  const docName: Record<Kind, string> = { invoice: 'Invoice', credit: 'Credit note', debit: 'Debit note' };
  const rows: string[][] = [];
  for (const section of ['b2b', 'b2cl', 'cdnr', 'cdnur'] as const) {
    for (const doc of classified.sections[section]) {
      for (const sums of byRate(doc)) {
        rows.push([
          section, doc.gstin ?? '', docName[doc.kind], doc.number, formatDisplayDate(doc.date), formatCents(doc.value), placeOfSupply(doc.pos),
          doc.split === 'inter' ? 'Inter-state' : 'Intra-state', '', '', '', '', sums.rate, ...taxes(sums), ...blank(5),
        ]);
      }
    }
  }
  for (const row of classified.b2cs) {
    rows.push(['b2cs', '', '', '', '', '', placeOfSupply(row.pos), row.splyTy === 'INTER' ? 'Inter-state' : 'Intra-state', '', '', '', '', row.rate, ...taxes(row), ...blank(5)]);
  }
  for (const row of classified.nil) {
    rows.push(['nil', '', '', '', '', '', '', row.splyTy, '', '', '', '', '0.00', formatCents(row.amount), '0.00', '0.00', '0.00', '0.00', ...blank(5)]);
  }
  for (const [section, hsnRows] of [['hsn_b2b', classified.hsnB2b], ['hsn_b2c', classified.hsnB2c]] as const) {
    for (const row of hsnRows) {
      rows.push([section, '', '', '', '', '', '', '', row.hsn, classified.describe(row.hsn), row.uqc, String(row.quantity), row.rate, ...taxes(row), ...blank(5)]);
    }
  }
  for (const group of loaded.documents) {
    for (const range of group.ranges) {
      rows.push(['doc_issue', '', group.title, ...blank(15), range.from, range.to, String(range.total), String(range.cancelled), String(range.total - range.cancelled)]);
    }
  }
  return [GSTR1_CSV_HEADER, ...rows];
}

type Problem = z.infer<typeof gstr1CheckSchema>['problems'][number];

/**
 * GET /billing/reports/gstr1/check: what the portal would refuse in the period's file, each with the page that puts it
 * right. A buyer's GSTIN and the place of supply are the dealer's (a corrected dealer takes effect on its next
 * invoice: an issued one is corrected by a note and a new invoice); the HSN code and unit are the product's.
 */
export async function checkGstr1(db: DbOrTx, period: GstPeriod): Promise<z.infer<typeof gstr1CheckSchema>> {
  const { docs, settings } = await loadPeriod(db, period);
  const problems: Problem[] = [];
  if (!settings.gstin) problems.push({ kind: 'company', document: null, message: GST_RETURN_TEXT.companyGstin, link: '/billing/settings', link_label: 'Company & Tax' });
  const minHsn = settings.turnover_above_5_crore ? 6 : 4;
  const badLines: Array<{ doc: Doc; line: Line; kind: 'hsn' | 'uqc' }> = [];
  for (const doc of docs) {
    const dealerLink = { link: `/dealer/update/${doc.dealerId}`, link_label: 'Dealer' };
    const gstinWrong = doc.gstin ? gstinProblem(doc.gstin) : undefined;
    if (doc.gstin && gstinWrong) problems.push({ kind: 'gstin', document: doc.number, message: GST_RETURN_TEXT.gstinProblem(doc.number, doc.gstin, gstinWrong), ...dealerLink });
    if (!doc.pos) problems.push({ kind: 'place_of_supply', document: doc.number, message: GST_RETURN_TEXT.placeMissing(doc.number), ...dealerLink });
    for (const line of doc.lines) {
      if (line.hsn.length < minHsn) badLines.push({ doc, line, kind: 'hsn' });
      if (!uqcOf(line.unit)) badLines.push({ doc, line, kind: 'uqc' });
    }
  }
  // A line is its order's item of the same place (the invoice numbers the order's items in id order).
  const orderIds = [...new Set(badLines.map((bad) => bad.doc.orderId))];
  const items = orderIds.length
    ? await db.select({ orderId: orderItems.orderId, productId: orderItems.productId }).from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(asc(orderItems.id))
    : [];
  const productOf = (orderId: number, lineNo: number) => items.filter((item) => item.orderId === orderId)[lineNo - 1]?.productId;
  const seen = new Set<string>();
  for (const { doc, line, kind } of badLines) {
    const product = productOf(doc.orderId, line.lineNo);
    // One problem per product and kind: the first document shows where it was met.
    const key = `${kind}|${product ?? `${line.hsn}|${line.unit}`}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({
      kind,
      document: doc.number,
      message: kind === 'hsn' ? GST_RETURN_TEXT.hsnShort(doc.number, line.lineNo, line.hsn, minHsn) : GST_RETURN_TEXT.uqcMissing(doc.number, line.lineNo, line.unit),
      link: product ? `/product/update/${product}` : '/products',
      link_label: 'Product',
    });
  }
  return { period: period.label, problems };
}

/** GET /billing/reports/gstr3b: tables 3.1 (a) and (c) and 3.2 of the period, net of its notes. */
export async function buildGstr3b(db: DbOrTx, period: GstPeriod): Promise<z.infer<typeof gstr3bSchema>> {
  const { docs } = await loadPeriod(db, period);
  const taxable = zero();
  let nil = 0n;
  const unregistered = new Map<string, Sums>();
  for (const doc of docs) {
    const sign = signOf(doc);
    for (const line of doc.lines) {
      if (isNil(line)) {
        nil += sign * line.taxable;
        continue;
      }
      addTo(taxable, line, sign);
      if (!doc.gstin && doc.split === 'inter') addTo(unregistered.get(posOf(doc)) ?? unregistered.set(posOf(doc), zero()).get(posOf(doc))!, line, sign);
    }
  }
  return {
    period: period.label,
    outward_taxable: money(taxable),
    nil_exempt: { taxable_value: formatCents(nil) },
    inter_state_unregistered: [...unregistered]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([pos, sums]) => ({ place_of_supply: pos, place_of_supply_name: placeOfSupply(pos), taxable_value: formatCents(sums.taxable), igst: formatCents(sums.igst) })),
  };
}
