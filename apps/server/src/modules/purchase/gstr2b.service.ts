import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { PAYABLES_TEXT, type Reconciliation } from '@steelworks/contract/payables';
import type { DbOrTx } from '../../db/client';
import { AppError, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { getBillingSettings } from '../billing/billing-settings.service';
import { gstr2bDocuments, gstr2bImports, supplierBills } from './payables.table';
import { suppliers } from './purchase.table';

/** The fields of schemas/gstr2b-b2b.schema.json the reconciliation reads (the rest of the file is left alone). */
const ddmmyyyy = z.string().regex(/^\d{2}-\d{2}-\d{4}$/);
const gstin = z.string().regex(/^[0-9]{2}[0-9A-Z]{13}$/);
const gstr2bFileSchema = z.object({
  data: z.object({
    gstin,
    rtnprd: z.string().regex(/^(0[1-9]|1[0-2])\d{4}$/),
    gendt: ddmmyyyy.optional(),
    docdata: z.object({
      b2b: z
        .array(
          z.object({
            ctin: gstin,
            trdnm: z.string().optional(),
            inv: z.array(
              z.object({
                inum: z.string().min(1).max(16),
                dt: ddmmyyyy,
                val: z.number().nonnegative(),
                rev: z.enum(['Y', 'N']).optional(),
                itcavl: z.enum(['Y', 'N', 'T']),
                items: z.array(z.object({ rt: z.number(), txval: z.number(), igst: z.number().optional(), cgst: z.number().optional(), sgst: z.number().optional(), cess: z.number().optional() })).min(1),
              }),
            ),
          }),
        )
        .default([]),
    }),
  }),
});

/** A rupee amount of the file (a JSON number) in paise. */
const centsOf = (value: number | undefined) => BigInt(Math.round((value ?? 0) * 100));
const isoOf = (day: string) => `${day.slice(6, 10)}-${day.slice(3, 5)}-${day.slice(0, 2)}`;
/** Invoice numbers are matched without case and spaces: "inv 12" on the bill is "INV12" in the supplier's return. */
const keyOf = (gstinText: string, number: string) => `${gstinText}|${number.toUpperCase().replace(/\s+/g, '')}`;

/**
 * POST /purchase/itc/gstr2b: the month's GSTR-2B JSON as downloaded from the portal. Checked against the b2b fields
 * (else a 400 and nothing changes) and against the company's GSTIN; an earlier import of the same period is replaced.
 */
export async function importGstr2b(db: DbOrTx, file: unknown, actor: Caller) {
  const parsed = gstr2bFileSchema.safeParse(file);
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') ?? '';
    throw new AppError('validation', PAYABLES_TEXT.gstr2bShape, { file: [`${PAYABLES_TEXT.gstr2bShape} (${where})`] });
  }
  const { data } = parsed.data;
  return db.transaction(async (tx) => {
    const company = await getBillingSettings(tx);
    if (company.gstin && company.gstin !== data.gstin) throw ruleError(PAYABLES_TEXT.gstr2bOtherGstin);
    await tx.delete(gstr2bImports).where(eq(gstr2bImports.period, data.rtnprd));
    const [made] = await tx.insert(gstr2bImports).values({ period: data.rtnprd, gstin: data.gstin, generatedOn: data.gendt ?? '', importedBy: actor.accountId }).returning();
    const rows = data.docdata.b2b.flatMap((supplier) =>
      supplier.inv.map((inv) => {
        const sum = (pick: (item: (typeof inv.items)[number]) => number | undefined) => inv.items.reduce((s, item) => s + centsOf(pick(item)), 0n);
        return {
          importId: made!.id,
          supplierGstin: supplier.ctin,
          supplierName: (supplier.trdnm ?? '').slice(0, 200),
          number: inv.inum,
          documentDate: isoOf(inv.dt),
          value: formatCents(centsOf(inv.val)),
          taxable: formatCents(sum((i) => i.txval)),
          igst: formatCents(sum((i) => i.igst)),
          cgst: formatCents(sum((i) => i.cgst)),
          sgst: formatCents(sum((i) => i.sgst)),
          cess: formatCents(sum((i) => i.cess)),
          itcAvailable: inv.itcavl,
          reverseCharge: inv.rev ?? 'N',
        };
      }),
    );
    for (let i = 0; i < rows.length; i += 500) await tx.insert(gstr2bDocuments).values(rows.slice(i, i + 500));
    await recordAudit(tx, actor, { entity: 'gstr2b_import', id: made!.id, action: 'create', after: { period: data.rtnprd, documents: rows.length } });
    return { period: data.rtnprd, documents: rows.length, suppliers: data.docdata.b2b.length };
  });
}

const ADVICE = {
  matched: 'Safe to claim: in the books, goods received, and in GSTR-2B with the same values.',
  differ: 'Claim only the lower tax; ask the supplier to amend its GSTR-1 or correct the bill.',
  notInBooks: 'Do not claim: enter the supplier’s bill once the goods are received and checked.',
  notIn2b: 'Do not claim yet: ask the supplier to file its GSTR-1; claim when it appears, before the s.16(4) deadline.',
  notAvailable: (itc: string) => (itc === 'T' ? 'Do not claim yet: GSTR-2B shows the credit as temporary.' : 'Do not claim: GSTR-2B shows the credit as not available.'),
};

/**
 * GET /purchase/itc?period=MMYYYY: the input tax credit register of a month against its GSTR-2B (docs/decisions/051):
 * every 2B invoice matched by supplier GSTIN and invoice number to a bill of any date, and every bill of the month
 * not found in any imported 2B. A credit is claimable (s.16) only on a bill in the books, against goods received
 * (every bill is), that GSTR-2B shows as available: the whole tax when the values agree within a rupee, else the lower.
 */
export async function reconcileItc(db: DbOrTx, period: string): Promise<Reconciliation> {
  const [made] = await db.select().from(gstr2bImports).where(eq(gstr2bImports.period, period));
  const documents = made ? await db.select().from(gstr2bDocuments).where(eq(gstr2bDocuments.importId, made.id)) : [];
  const from = `${period.slice(2)}-${period.slice(0, 2)}-01`;
  const next = Number(period.slice(0, 2)) === 12 ? `${Number(period.slice(2)) + 1}-01-01` : `${period.slice(2)}-${String(Number(period.slice(0, 2)) + 1).padStart(2, '0')}-01`;
  const billSelect = { bill: supplierBills, gstin: suppliers.gstin, name: suppliers.name };
  const monthBills = await db
    .select(billSelect)
    .from(supplierBills)
    .innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId))
    .where(and(gte(supplierBills.billDate, from), lt(supplierBills.billDate, next), isNotNull(suppliers.gstin)));
  const gstins = [...new Set(documents.map((d) => d.supplierGstin))];
  const namedBills = gstins.length
    ? await db.select(billSelect).from(supplierBills).innerJoin(suppliers, eq(suppliers.id, supplierBills.supplierId)).where(inArray(suppliers.gstin, gstins))
    : [];
  const books = new Map([...monthBills, ...namedBills].map((row) => [keyOf(row.gstin!, row.bill.number), row]));
  // A bill of the month found in another month's 2B (a late GSTR-1) is not "missing".
  const elsewhere = monthBills.length
    ? await db
        .select({ gstin: gstr2bDocuments.supplierGstin, number: gstr2bDocuments.number })
        .from(gstr2bDocuments)
        .where(inArray(gstr2bDocuments.supplierGstin, [...new Set(monthBills.map((row) => row.gstin!))]))
    : [];
  const in2b = new Set(elsewhere.map((d) => keyOf(d.gstin, d.number)));
  const taxOf = (row: { cgst: string; sgst: string; igst: string }) => toCents(row.cgst) + toCents(row.sgst) + toCents(row.igst);
  const rows: Reconciliation['rows'] = [];
  const seen = new Set<string>();
  for (const doc of documents) {
    const key = keyOf(doc.supplierGstin, doc.number);
    seen.add(key);
    const book = books.get(key);
    const docTax = taxOf(doc);
    const base = { supplier_gstin: doc.supplierGstin, supplier_name: book?.name ?? doc.supplierName, number: doc.number, date: doc.documentDate, itc_available: doc.itcAvailable, gstr2b_tax: formatCents(docTax) };
    if (!book) {
      rows.push({ ...base, kind: 'not_in_books', bill: null, books_tax: null, claimable: '0.00', advice: ADVICE.notInBooks });
      continue;
    }
    const bookTax = taxOf(book.bill);
    const differ = (a: bigint, b: bigint) => (a > b ? a - b : b - a) > 100n;
    const kind = differ(bookTax, docTax) || differ(toCents(book.bill.taxable), toCents(doc.taxable)) ? 'values_differ' : 'matched';
    const available = doc.itcAvailable === 'Y';
    const claimable = !available ? 0n : kind === 'matched' ? bookTax : bookTax < docTax ? bookTax : docTax;
    const advice = !available ? ADVICE.notAvailable(doc.itcAvailable) : kind === 'matched' ? ADVICE.matched : ADVICE.differ;
    rows.push({ ...base, kind, bill: book.bill.id, books_tax: formatCents(bookTax), claimable: formatCents(claimable), advice });
  }
  for (const row of monthBills) {
    const key = keyOf(row.gstin!, row.bill.number);
    if (seen.has(key) || in2b.has(key)) continue;
    rows.push({
      kind: 'not_in_2b',
      supplier_gstin: row.gstin!,
      supplier_name: row.name,
      number: row.bill.number,
      date: row.bill.billDate,
      bill: row.bill.id,
      books_tax: formatCents(taxOf(row.bill)),
      gstr2b_tax: null,
      itc_available: null,
      claimable: '0.00',
      advice: ADVICE.notIn2b,
    });
  }
  const total = (pick: (row: Reconciliation['rows'][number]) => string | null) => formatCents(rows.reduce((s, row) => s + toCents(pick(row) ?? '0'), 0n));
  rows.sort((a, b) => a.kind.localeCompare(b.kind) || a.supplier_name.localeCompare(b.supplier_name) || a.number.localeCompare(b.number));
  return {
    period,
    imported: Boolean(made),
    rows,
    totals: { books_tax: total((r) => r.books_tax), gstr2b_tax: total((r) => r.gstr2b_tax), claimable: total((r) => r.claimable) },
  };
}

