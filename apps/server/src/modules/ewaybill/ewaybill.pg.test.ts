/**
 * One e-way bill per consignment under concurrency, on a real PostgreSQL server (PGlite is one connection): two
 * generations of one invoice at once, while the portal answers slowly, ask the portal once and give one bill; the
 * other caller is told one is being generated. A Pending claim left by a process that died is taken over once its
 * lease has run out, and the portal's duplicate answer gives back the number it had made.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EWB_TEXT } from '@steelworks/contract/ewaybill';
import { doorInvoice, PORTAL_TOO_SLOW_MS, ROAD, useEwbWorld } from './ewaybill.fixtures';
import { ewayBills } from './ewaybill.table';

const world = useEwbWorld();

describe('two generations of one invoice at once', () => {
  it('the portal is asked once, one bill is kept, the other caller gets 409', async () => {
    const { t, fake } = world;
    const invoiceId = await doorInvoice(world, '45000.00');
    await t.tokenFor('admin');
    await t.tokenFor('productionmanager');
    fake.state.delayMs = 250;
    const calls = fake.state.generateCalls;
    const answers = await Promise.all([
      t.call('POST', `/ewaybill/invoices/${invoiceId}`, { as: 'admin', body: ROAD }),
      t.call('POST', `/ewaybill/invoices/${invoiceId}`, { as: 'productionmanager', body: ROAD }),
    ]);
    fake.state.delayMs = 0;
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error_message).toMatch(new RegExp(`^(${EWB_TEXT.inProgress}|${EWB_TEXT.alreadyExists})$`));
    expect(fake.state.generateCalls).toBe(calls + 1);
    const rows = await t.db.select().from(ewayBills).where(eq(ewayBills.invoiceId, invoiceId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('Generated');
  });

  it('a claim whose process died is taken over after its lease; the number the portal made is recovered', async () => {
    const { t, fake } = world;
    const invoiceId = await doorInvoice(world, '46000.00');
    // The first process claimed, the portal made the bill, and the process died before saving it.
    fake.state.delayMs = PORTAL_TOO_SLOW_MS;
    const lost = await t.call('POST', `/ewaybill/invoices/${invoiceId}`, { as: 'admin', body: ROAD });
    expect(lost.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, PORTAL_TOO_SLOW_MS + 100));
    fake.state.delayMs = 0;
    const made = [...fake.bills.values()].at(-1)!;
    await t.db.insert(ewayBills).values({
      invoiceId,
      dealerId: world.w.dealerId,
      invoiceNumber: made.docNo,
      status: 'Pending',
      leaseUntil: new Date(Date.now() + 60_000),
      consignmentValue: '54280.00',
      mode: 'road',
      distanceKm: 35,
      payload: {},
    });
    expect((await t.call('POST', `/ewaybill/invoices/${invoiceId}`, { as: 'admin', body: ROAD })).body.error_message).toBe(EWB_TEXT.inProgress);
    await t.db.update(ewayBills).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(ewayBills.invoiceId, invoiceId));
    const taken = await t.call('POST', `/ewaybill/invoices/${invoiceId}`, { as: 'admin', body: ROAD });
    expect(taken.status, JSON.stringify(taken.body)).toBe(201);
    expect(taken.body.ewb_number).toBe(made.ewbNo);
    expect(await t.db.select().from(ewayBills).where(eq(ewayBills.invoiceId, invoiceId))).toHaveLength(1);
  });
});
