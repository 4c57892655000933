/**
 * A credit note for part of an invoice (issue 41 point 6): admin opens a demo invoice with a line of two or more
 * pieces, makes a "Credit note" for one piece returned (the line picked, its quantity given; a quantity beyond what
 * remains is refused first, under its field), lands on the note's page and prints it: "CREDIT NOTE", the invoice it
 * refers to, one line of one piece, the tax worked from the invoice line's rate and split, the "ORIGINAL FOR
 * RECIPIENT" copy on A4 with the toolbar left out. Amounts are hand-worked from the API's invoice with the contract's
 * invoice arithmetic, so the test does not depend on which demo invoice it finds.
 */
import { describe, expect, it } from 'vitest';
import { formatCents, formatRupees, toCents } from '@steelworks/contract/common/money';
import { INVOICE_TEXT, invoiceAmounts, type CreditNote, type Invoice, type InvoiceListItem } from '@steelworks/contract/invoice';
import { api } from './support/api';
import { useBrowser } from './support/browser';
import { expectHidden, expectToast, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

type Paged<T> = { count: number; results: T[] };

/** A demo invoice that is not cancelled and has a line with at least two pieces not yet returned. */
async function findInvoiceToReturn(): Promise<{ invoice: Invoice; lineNo: number; left: number }> {
  for (const status of ['Paid', 'Open']) {
    const list = await api.as('admin').get<Paged<InvoiceListItem>>(`/billing/invoices?status=${status}`);
    expect(list.status).toBe(200);
    for (const row of list.body.results) {
      const invoice = (await api.as('admin').get<Invoice>(`/billing/invoices/${row.id}`)).body;
      const line = invoice.remaining.find((left) => left.quantity >= 2);
      if (line) return { invoice, lineNo: line.line_no, left: line.quantity };
    }
  }
  throw new Error('The demo has no invoice with a line of two pieces or more');
}

describe('a credit note for part of an invoice', () => {
  const e2e = useBrowser();

  it('admin returns one piece of a line by a credit note and prints it', async () => {
    const page = e2e.page;
    const { invoice, lineNo, left } = await findInvoiceToReturn();
    const line = invoice.lines.find((row) => row.line_no === lineNo)!;
    // One piece at the line's rate, taxed at its GST rate under the invoice's split, rounded to the rupee.
    const expected = invoiceAmounts([{ taxable: toCents(line.rate), rate: line.gst_rate }], invoice.tax_split);

    await signIn(page, 'admin');
    await page.goto(`/billing/invoices/${invoice.id}`);
    await expectVisible(page.getByRole('heading', { name: `Invoice ${invoice.number}` }));
    await page.getByRole('button', { name: 'Credit note', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Credit note for invoice ${invoice.number}` });
    await expectVisible(dialog);
    await dialog.getByRole('textbox', { name: 'Details' }).fill('One piece came back bent');
    await dialog.getByRole('checkbox', { name: new RegExp(`^${lineNo}\\. `) }).check();
    const quantity = dialog.getByRole('textbox', { name: `Quantity of line ${lineNo}` });

    // More than remains: the server refuses it, under the line's field.
    await quantity.fill(String(left + 1));
    await dialog.getByRole('button', { name: 'Make credit note' }).click();
    await expectVisible(dialog.getByText(INVOICE_TEXT.quantityLeft(lineNo, left)));

    await quantity.fill('1');
    await dialog.getByRole('button', { name: 'Make credit note' }).click();
    await expectToast(page, `for invoice ${invoice.number}`);
    await expectUrl(page, /^\/billing\/credit-notes\/\d+$/);
    const noteId = Number(new URL(page.url()).pathname.split('/').pop());
    const note = (await api.as('admin').get<CreditNote>(`/billing/credit-notes/${noteId}`)).body;
    expect(note).toMatchObject({
      kind: 'credit',
      reason_code: 'return',
      invoice_id: invoice.id,
      taxable_value: formatCents(expected.taxable),
      cgst: formatCents(expected.cgst),
      sgst: formatCents(expected.sgst),
      igst: formatCents(expected.igst),
      total: formatCents(expected.total),
      lines: [expect.objectContaining({ line_no: lineNo, quantity: 1 })],
    });

    await expectVisible(page.getByRole('heading', { name: 'CREDIT NOTE' }));
    await expectVisible(page.getByText(note.number, { exact: true }));
    await expectVisible(page.getByRole('link', { name: invoice.number }));
    const totals = page.getByRole('table', { name: 'Invoice totals' });
    await expectVisible(totals.getByRole('row').filter({ hasText: 'Grand total' }).filter({ hasText: formatRupees(note.total).replace('₹', '') }));
    await expectVisible(page.getByText(note.total_in_words));
    const after = (await api.as('admin').get<Invoice>(`/billing/invoices/${invoice.id}`)).body;
    expect(after.remaining.find((row) => row.line_no === lineNo)!.quantity).toBe(left - 1);
    expect(toCents(after.adjustment)).toBe(toCents(invoice.adjustment) - expected.total);

    // Printed: the recipient's copy on A4, without the toolbar.
    const pageRules = await page.locator('style').allTextContents();
    expect(pageRules.some((rule) => /@page\s*\{\s*size:\s*A4\b/.test(rule))).toBe(true);
    await page.emulateMedia({ media: 'print' });
    try {
      await expectVisible(page.getByText('ORIGINAL FOR RECIPIENT'));
      await expectHidden(page.getByRole('button', { name: 'Print' }));
    } finally {
      await page.emulateMedia({ media: null });
    }
  });
});
