// The books of a GST period, read once and sorted into GSTR-1's sections in paise; gst-returns.service.ts writes the
// returns from them (docs/decisions/037-gstr1-and-gstr3b.md).
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { uqcOf, type GstPeriod } from '@steelworks/contract/gst-returns';
import type { DbOrTx } from '../../db/client';
import { getBillingSettings } from './billing-settings.service';
import { creditNoteLines, creditNotes, invoiceLines, invoices } from './invoice.table';

export type Line = { lineNo: number; hsn: string; unit: string; quantity: number; rate: string; taxable: bigint; cgst: bigint; sgst: bigint; igst: bigint };
export type Kind = 'invoice' | 'credit' | 'debit';
export type Doc = {
  kind: Kind;
  id: number;
  number: string;
  date: string;
  dealerId: number;
  orderId: number;
  invoiceId: number;
  gstin: string | null;
  pos: string | null;
  split: 'intra' | 'inter';
  value: bigint;
  /** For a note, its invoice's value and date (a note to an unregistered buyer follows its invoice's section). */
  invoiceValue: bigint;
  invoiceDate: string;
  lines: Line[];
};

/** Notification 12/2024-CT: from 1 August 2024 an inter-state B2C invoice above 1,00,000 is B2CL; before, above 2,50,000. */
const B2CL_FROM_2024_08_01_CENTS = 10_000_000n;
const B2CL_BEFORE_CENTS = 25_000_000n;

export function b2clThresholdCents(invoiceDate: string): bigint {
  return invoiceDate >= '2024-08-01' ? B2CL_FROM_2024_08_01_CENTS : B2CL_BEFORE_CENTS;
}

/** The offline tool's file version this file follows (docs/decisions/037-gstr1-and-gstr3b.md, "The schema"). */
export const GSTR1_FILE_VERSION = 'GST3.2.2';

export type Section = 'b2b' | 'b2cl' | 'b2cs' | 'cdnr' | 'cdnur';

function sectionOf(doc: Doc): Section {
  const b2cl = !doc.gstin && doc.split === 'inter' && doc.invoiceValue > b2clThresholdCents(doc.invoiceDate);
  if (doc.kind === 'invoice') return doc.gstin ? 'b2b' : b2cl ? 'b2cl' : 'b2cs';
  // A note to an unregistered buyer on an invoice that was not B2CL nets into B2CS (its place of supply and rate).
  return doc.gstin ? 'cdnr' : b2cl ? 'cdnur' : 'b2cs';
}

/** A credit note takes away from the period, a debit note and an invoice add. */
export const signOf = (doc: Doc) => (doc.kind === 'credit' ? -1n : 1n);
export const isNil = (line: Line) => toCents(line.rate) === 0n;

/** The documents of the period: invoices (but those cancelled within it) and notes (but those cancellations). */
export async function loadPeriod(db: DbOrTx, period: GstPeriod) {
  const invoiceHead = {
    id: invoices.id,
    number: invoices.number,
    date: invoices.invoiceDate,
    dealerId: invoices.dealerId,
    orderId: invoices.orderId,
    buyer: invoices.buyer,
    pos: invoices.placeOfSupply,
    split: invoices.taxSplit,
    invoiceTotal: invoices.total,
    status: invoices.status,
  };
  const lineCols = {
    lineNo: invoiceLines.lineNo,
    hsn: invoiceLines.hsnCode,
    unit: invoiceLines.unit,
    quantity: invoiceLines.quantity,
    rate: invoiceLines.gstRate,
    taxable: invoiceLines.taxableValue,
    cgst: invoiceLines.cgst,
    sgst: invoiceLines.sgst,
    igst: invoiceLines.igst,
  };
  const noteHead = {
    noteId: creditNotes.id,
    kind: creditNotes.kind,
    reasonCode: creditNotes.reasonCode,
    noteNumber: creditNotes.number,
    noteDate: creditNotes.noteDate,
    noteTotal: creditNotes.total,
    ...invoiceHead,
  };
  const noteInPeriod = and(gte(creditNotes.noteDate, period.from), lt(creditNotes.noteDate, period.until));
  const [invoiceRows, cancelRows, noteRows, chargeNotes, settings] = await Promise.all([
    db
      .select({ ...invoiceHead, ...lineCols })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .where(and(gte(invoices.invoiceDate, period.from), lt(invoices.invoiceDate, period.until)))
      .orderBy(asc(invoices.invoiceDate), asc(invoices.id), asc(invoiceLines.lineNo)),
    db
      .select({ ...noteHead, ...lineCols })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .where(and(noteInPeriod, eq(creditNotes.reasonCode, 'cancellation')))
      .orderBy(asc(creditNotes.noteDate), asc(creditNotes.id), asc(invoiceLines.lineNo)),
    db
      .select({
        ...noteHead,
        lineNo: creditNoteLines.lineNo,
        hsn: creditNoteLines.hsnCode,
        unit: creditNoteLines.unit,
        quantity: creditNoteLines.quantity,
        rate: creditNoteLines.gstRate,
        taxable: creditNoteLines.taxableValue,
        cgst: creditNoteLines.cgst,
        sgst: creditNoteLines.sgst,
        igst: creditNoteLines.igst,
      })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .innerJoin(creditNoteLines, eq(creditNoteLines.noteId, creditNotes.id))
      .where(noteInPeriod)
      .orderBy(asc(creditNotes.noteDate), asc(creditNotes.id), asc(creditNoteLines.lineNo)),
    // A bounced cheque's charges: no supply and no lines, so in no section, but a number of the debit-note series.
    db
      .select({ noteId: creditNotes.id, noteNumber: creditNotes.number, kind: creditNotes.kind })
      .from(creditNotes)
      .where(and(noteInPeriod, eq(creditNotes.reasonCode, 'bank_charges'))),
    getBillingSettings(db),
  ]);

  // An invoice cancelled by a note of the same period was never reported: it leaves the sections with its note and
  // counts as cancelled in the document summary. Cancelled in a later period, it stays and its note is a credit note.
  const cancelledInPeriod = new Set(cancelRows.filter((row) => row.date >= period.from).map((row) => row.id));
  const docs = new Map<string, Doc>();
  const toLine = (row: (typeof invoiceRows)[number]): Line => ({
    lineNo: row.lineNo,
    hsn: row.hsn,
    unit: row.unit,
    quantity: row.quantity,
    rate: formatCents(toCents(row.rate)),
    taxable: toCents(row.taxable),
    cgst: toCents(row.cgst),
    sgst: toCents(row.sgst),
    igst: toCents(row.igst),
  });
  const docOf = (key: string, make: () => Doc) => {
    const doc = docs.get(key) ?? make();
    docs.set(key, doc);
    return doc;
  };
  const invoiceFields = (row: (typeof invoiceRows)[number]) => ({
    invoiceId: row.id,
    dealerId: row.dealerId,
    orderId: row.orderId,
    gstin: row.buyer.gstin,
    pos: row.pos,
    split: row.split,
    invoiceValue: toCents(row.invoiceTotal),
    invoiceDate: row.date,
  });
  for (const row of invoiceRows) {
    if (cancelledInPeriod.has(row.id)) continue;
    docOf(`i${row.id}`, () => ({ kind: 'invoice', id: row.id, number: row.number, date: row.date, value: toCents(row.invoiceTotal), lines: [], ...invoiceFields(row) })).lines.push(toLine(row));
  }
  for (const row of [...cancelRows, ...noteRows]) {
    if (cancelledInPeriod.has(row.id)) continue;
    docOf(`n${row.noteId}`, () => ({ kind: row.kind, id: row.noteId, number: row.noteNumber, date: row.noteDate, value: toCents(row.noteTotal), lines: [], ...invoiceFields(row) })).lines.push(toLine(row));
  }
  const ordered = [...docs.values()].sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));

  // Table 13: every number issued in the period, per series (the number without its running digits).
  const series = (rows: Array<{ id: number; number: string }>, cancelled: (id: number) => boolean) => {
    const bySeries = new Map<string, { from: string; to: string; total: number; cancelled: number }>();
    const seen = new Set<number>();
    for (const row of rows) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      const key = row.number.replace(/\d+$/, '');
      const entry = bySeries.get(key) ?? { from: row.number, to: row.number, total: 0, cancelled: 0 };
      bySeries.set(key, entry);
      if (row.number < entry.from) entry.from = row.number;
      if (row.number > entry.to) entry.to = row.number;
      entry.total += 1;
      if (cancelled(row.id)) entry.cancelled += 1;
    }
    return [...bySeries.values()];
  };
  const notes = [...cancelRows, ...noteRows, ...chargeNotes].map((row) => ({ id: row.noteId, number: row.noteNumber, kind: row.kind }));
  const documents = [
    { docNum: 1, title: 'Invoices for outward supply', ranges: series(invoiceRows, (id) => cancelledInPeriod.has(id)) },
    { docNum: 4, title: 'Debit Note', ranges: series(notes.filter((n) => n.kind === 'debit'), () => false) },
    { docNum: 5, title: 'Credit Note', ranges: series(notes.filter((n) => n.kind === 'credit'), () => false) },
  ].filter((group) => group.ranges.length > 0);
  return { docs: ordered, documents, settings };
}

export type Period = Awaited<ReturnType<typeof loadPeriod>>;

/** Paise as the portal's number: 2 decimals at most ("1234.5" prints as 1234.5, exact). */
export const amount = (cents: bigint) => Number(cents) / 100;
export const rateNumber = (rate: string) => Number(rate);

export type Sums = { taxable: bigint; igst: bigint; cgst: bigint; sgst: bigint };
export const zero = (): Sums => ({ taxable: 0n, igst: 0n, cgst: 0n, sgst: 0n });
export function addTo(sums: Sums, line: Sums, sign = 1n): Sums {
  sums.taxable += sign * line.taxable;
  sums.igst += sign * line.igst;
  sums.cgst += sign * line.cgst;
  sums.sgst += sign * line.sgst;
  return sums;
}

/** A document's taxed lines per rate (nil-rated lines go to table 8, not here). */
export function byRate(doc: Doc): Array<{ rate: string } & Sums> {
  const rates = new Map<string, { rate: string } & Sums>();
  for (const line of doc.lines.filter((l) => !isNil(l))) {
    const entry = rates.get(line.rate) ?? { rate: line.rate, ...zero() };
    rates.set(line.rate, entry);
    addTo(entry, line);
  }
  return [...rates.values()].sort((a, b) => Number(toCents(a.rate) - toCents(b.rate)));
}

/** itm_det: IGST on an inter-state supply, CGST and SGST on an intra-state one; no cess is charged. */
export function itemDetail(sums: { rate: string } & Sums, split: Doc['split'], igstOnly = false) {
  const taxes = split === 'inter' || igstOnly ? { iamt: amount(sums.igst) } : { camt: amount(sums.cgst), samt: amount(sums.sgst) };
  return { txval: amount(sums.taxable), rt: rateNumber(sums.rate), ...taxes, csamt: 0 };
}

export const items = (doc: Doc, igstOnly = false) => byRate(doc).map((sums, index) => ({ num: index + 1, itm_det: itemDetail(sums, doc.split, igstOnly) }));
export const posOf = (doc: Doc) => doc.pos ?? '';
export const noteType = (doc: Doc) => (doc.kind === 'debit' ? 'D' : 'C');

export function groupBy<T>(rows: T[], key: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

type B2csRow = { splyTy: 'INTER' | 'INTRA'; pos: string; rate: string } & Sums;
export type HsnRow = { hsn: string; uqc: string; rate: string; quantity: bigint } & Sums;
type NilRow = { splyTy: string; amount: bigint };

/** The period's documents sorted into the return's sections, in paise. */
export function classify({ docs, settings }: Period) {
  const sections: Record<Section, Doc[]> = { b2b: [], b2cl: [], b2cs: [], cdnr: [], cdnur: [] };
  const b2cs = new Map<string, B2csRow>();
  const hsn = { b2b: new Map<string, HsnRow>(), b2c: new Map<string, HsnRow>() };
  const nil = new Map<string, NilRow>();
  for (const doc of docs) {
    const section = sectionOf(doc);
    sections[section].push(doc);
    const sign = signOf(doc);
    if (section === 'b2cs') {
      for (const sums of byRate(doc)) {
        const splyTy = doc.split === 'inter' ? 'INTER' : 'INTRA';
        const key = `${posOf(doc)}|${sums.rate}|${splyTy}`;
        const row = b2cs.get(key) ?? { splyTy, pos: posOf(doc), rate: sums.rate, ...zero() };
        b2cs.set(key, row);
        addTo(row, sums, sign);
      }
    }
    for (const line of doc.lines) {
      const part = doc.gstin ? hsn.b2b : hsn.b2c;
      const uqc = uqcOf(line.unit) ?? 'OTH';
      const key = `${line.hsn}|${uqc}|${line.rate}`;
      const row = part.get(key) ?? { hsn: line.hsn, uqc, rate: line.rate, quantity: 0n, ...zero() };
      part.set(key, row);
      addTo(row, line, sign);
      row.quantity += sign * BigInt(line.quantity);
      if (isNil(line)) {
        const splyTy = `${doc.split === 'inter' ? 'INTR' : 'INTRA'}${doc.gstin ? 'B2B' : 'B2C'}`;
        const entry = nil.get(splyTy) ?? { splyTy, amount: 0n };
        nil.set(splyTy, entry);
        entry.amount += sign * line.taxable;
      }
    }
  }
  // The portal takes 30 characters of description: the product types of the code, as many whole names as fit.
  const describe = (code: string) =>
    settings.product_taxes
      .filter((tax) => tax.hsn_code === code)
      .reduce((text, tax) => (!text ? tax.label.slice(0, 30) : `${text}, ${tax.label}`.length <= 30 ? `${text}, ${tax.label}` : text), '');
  const sortRows = <T extends { rate: string }>(rows: T[], key: (row: T) => string) =>
    rows.sort((a, b) => key(a).localeCompare(key(b)) || Number(toCents(a.rate) - toCents(b.rate)));
  return {
    sections,
    b2cs: sortRows([...b2cs.values()], (row) => `${row.pos}|${row.splyTy}`),
    hsnB2b: sortRows([...hsn.b2b.values()], (row) => `${row.hsn}|${row.uqc}`),
    hsnB2c: sortRows([...hsn.b2c.values()], (row) => `${row.hsn}|${row.uqc}`),
    nil: [...nil.values()].sort((a, b) => a.splyTy.localeCompare(b.splyTy)),
    describe,
  };
}

export type Classified = ReturnType<typeof classify>;
