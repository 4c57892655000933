import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useDemoTestApp } from '../../../test/seeded-demo';

const demo = useDemoTestApp();

type Section = { section: string; count: number };

describe('the GSTR-1 demo month (issue 44 point 6)', () => {
  it('has every section of GSTR-1, a registered e-invoice with its signed QR and an e-way bill in one month', async () => {
    // The month of the demo's one inter-state sale to an unregistered buyer (billing/gst-demo.seed.ts).
    const [sale] = await demo.rows<{ month: string; number: string }>(sql`select to_char(invoice_date, 'YYYY-MM') as month, number from invoices
      where buyer->>'gstin' is null and place_of_supply <> buyer->>'state_code'`);
    expect(sale).toBeDefined();
    const { month } = sale!;
    const summary = await demo.t.call('GET', `/billing/reports/gstr1/summary?period=${month}`, { as: 'admin' });
    expect(summary.status).toBe(200);
    const counts = Object.fromEntries((summary.body.sections as Section[]).map((s) => [s.section, s.count]));
    for (const section of ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn_b2b', 'hsn_b2c']) expect(counts[section], section).toBeGreaterThan(0);
    expect(summary.body.documents.length).toBeGreaterThan(0);

    const file = (await demo.t.call('GET', `/billing/reports/gstr1?period=${month}`, { as: 'admin' })).body;
    expect(file.b2cl[0].inv.map((inv: { inum: string }) => inv.inum)).toContain(sale!.number);
    expect(file.cdnur).toEqual([expect.objectContaining({ typ: 'B2CL', ntty: 'C' })]);
    expect(file.cdnr.length).toBeGreaterThan(0);
    expect(file.doc_issue.doc_det.map((d: { doc_num: number }) => d.doc_num)).toEqual(expect.arrayContaining([1, 5]));

    const registered = await demo.rows<{ number: string }>(sql`select e.doc_number as number from einvoice_registrations e join invoices i on i.id = e.document_id
      where e.status = 'registered' and e.signed_qr is not null and to_char(i.invoice_date, 'YYYY-MM') = ${month}`);
    expect(registered.length).toBeGreaterThan(0);
    const irn = await demo.t.call('GET', `/einvoice/documents/invoice/${(await demo.rows<{ id: number }>(sql`select id from invoices where number = ${registered[0]!.number}`))[0]!.id}`, { as: 'admin' });
    expect(irn.body).toMatchObject({ status: 'registered', irn: expect.stringMatching(/^[0-9a-f]{64}$/) });

    const bills = await demo.rows(sql`select e.id from eway_bills e join invoices i on i.id = e.invoice_id where e.status = 'Generated' and to_char(i.invoice_date, 'YYYY-MM') = ${month}`);
    expect(bills.length).toBeGreaterThan(0);
  });
});
