import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useDemoTestApp } from '../../../test/seeded-demo';

const demo = useDemoTestApp();

describe('demo e-way bills (issue 44 point 3)', () => {
  it('two of the demo dealer’s invoices above the threshold carry a bill, one split over two vehicles; newer ones have none', async () => {
    const bills = await demo.rows<{ id: number; invoice_id: number; ewb_number: string }>(sql`select id, invoice_id, ewb_number from eway_bills where status = 'Generated' order by id`);
    // The third is the GSTR-1 demo month's inter-state sale (billing/gst-demo.seed.ts).
    expect(bills).toHaveLength(3);
    const [one, split] = bills;
    const dealerView = await demo.t.call('GET', `/ewaybill/invoices/${split!.invoice_id}`, { as: 'dealer' });
    expect(dealerView.status).toBe(200);
    expect(dealerView.body.eway_bill.vehicles).toHaveLength(2);
    const invoice = (await demo.t.call('GET', `/billing/invoices/${split!.invoice_id}`, { as: 'admin' })).body as { lines: Array<{ line_no: number; quantity: number }> };
    const carried = new Map<number, number>();
    for (const vehicle of dealerView.body.eway_bill.vehicles as Array<{ quantities: Array<{ line_no: number; quantity: number }> }>) {
      for (const load of vehicle.quantities) carried.set(load.line_no, (carried.get(load.line_no) ?? 0) + load.quantity);
    }
    expect(Object.fromEntries(carried)).toEqual(Object.fromEntries(invoice.lines.map((line) => [line.line_no, line.quantity])));
    expect((await demo.t.call('GET', `/ewaybill/invoices/${one!.invoice_id}`, { as: 'dealer' })).body.eway_bill.vehicles).toHaveLength(1);
    const waiting = await demo.rows(sql`select i.id from invoices i join dealers d on d.id = i.dealer_id join accounts a on a.id = d.account_id
      where a.username = 'dealer' and i.status <> 'Cancelled' and i.total > 50000 and not exists (select 1 from eway_bills e where e.invoice_id = i.id)`);
    expect(waiting.length).toBeGreaterThan(0);
  });
});
