/**
 * Credit control at approval (issue 31 point 6): an order that would take a dealer past its credit limit, or for a
 * dealer with an overdue invoice, is refused with the figures; an admin approves past it with a reason the audit log
 * keeps; a production manager cannot; a dealer with no limit is not checked.
 */
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { ACCOUNT_TEXT } from '@steelworks/contract/dealer-account';
import type { Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { auditLog } from '../../db/audit.table';
import { orders } from '../order/order.table';
import { invoices } from './invoice.table';
import { configureCompany, createDealer, type DealerTerms, insertOrder, invoicedOrder } from './billing.fixtures';

const world = useOrderWorld();

const door = (price: string) => [{ product: world.w.door, quantity: 1, unitPrice: price }];

/**
 * A dealer with a limit of 5,00,000 that owes 4,20,000: an invoice of 3,00,000 + 18% = 3,54,000 dated today (not due
 * for 30 days) and an approved order not yet invoiced of 66,000 with GST (issue 41 point 9): 55,932.20 taxable, CGST
 * and SGST 9% = 5,033.898 -> 5,033.90 each, total 66,000.00.
 */
async function dealerOwing420000(terms: Partial<DealerTerms> = {}): Promise<number> {
  const dealer = await createDealer(world.t.db, { name: `Limit Traders ${Math.random()}`, creditLimit: '500000.00', ...terms });
  await invoicedOrder(world.t.db, dealer, world.today, door('300000.00'));
  await insertOrder(world.t.db, dealer, 'Approved', door('55932.20'));
  return dealer;
}

const approve = (id: number, as: Role, extra: Record<string, unknown> = {}) =>
  world.t.call('PATCH', `/order/order/${id}/`, { as, body: { status: 'Approved', ...extra } });

async function statusOf(id: number) {
  const [row] = await world.t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
  return row!.status;
}

async function approvalAudit(id: number) {
  const [row] = await world.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, id), eq(auditLog.action, 'status')))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

const LIMIT_MESSAGE = 'Credit limit 5,00,000; outstanding 4,20,000; this order 1,10,000';
/** 1,10,000 with GST: 93,220.34 taxable, 9% = 8,389.8306 -> 8,389.83 twice = 16,779.66; 1,10,000.00. */
const ORDER_110000 = '93220.34';

describe('credit check at approval', () => {
  it('approves an order that keeps the dealer within its limit (the limit itself included)', async () => {
    await configureCompany(world.t);
    const dealer = await dealerOwing420000();
    // 80,000 with GST, exactly the room left: 67,796.61 + 6,101.69 x 2 = 79,999.99, rounded to 80,000.00.
    const order = (await insertOrder(world.t.db, dealer, 'Pending', door('67796.61'))).id;
    const approved = await approve(order, 'productionmanager');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('Approved');
    expect((await approvalAudit(order))!.note).toBe('Work scheduled and store supply created');
  });

  it('refuses an order past the limit with the figures, for admin (may override) and production manager (may not)', async () => {
    const dealer = await dealerOwing420000();
    const order = (await insertOrder(world.t.db, dealer, 'Pending', door(ORDER_110000))).id;
    const credit = { credit_limit: '500000.00', outstanding: '420000.00', this_order: '110000.00', overdue_invoice: null };

    const byAdmin = await approve(order, 'admin');
    expect(byAdmin.status).toBe(400);
    expect(byAdmin.body).toEqual({ code: 'rule_refused', error_message: LIMIT_MESSAGE, credit, can_override: true });

    const byManager = await approve(order, 'productionmanager');
    expect(byManager.status).toBe(400);
    expect(byManager.body).toEqual({ code: 'rule_refused', error_message: `${LIMIT_MESSAGE}. ${ACCOUNT_TEXT.overrideAdminOnly}`, credit, can_override: false });

    // A production manager's reason is refused outright; nothing moved, nothing audited.
    const managerOverride = await approve(order, 'productionmanager', { credit_override_reason: 'Old customer' });
    expect(managerOverride.status).toBe(403);
    expect(managerOverride.body).toEqual({ detail: ACCOUNT_TEXT.overrideAdminOnly, code: 'forbidden' });
    expect(await statusOf(order)).toBe('Pending');
    expect(await approvalAudit(order)).toBeUndefined();
  });

  it('lets an admin approve past the check with a reason, which the audit row keeps with the figures', async () => {
    const dealer = await dealerOwing420000();
    const order = (await insertOrder(world.t.db, dealer, 'Pending', door(ORDER_110000))).id;
    const approved = await approve(order, 'admin', { credit_override_reason: '  Cheque for 2,00,000 handed over today ' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('Approved');
    const audit = await approvalAudit(order);
    expect(audit!.note).toBe(`Approved past the credit check: Cheque for 2,00,000 handed over today. ${LIMIT_MESSAGE}`);
    expect(audit!.changes).toMatchObject({
      status: { before: 'Pending', after: 'Approved' },
      credit_override_reason: { before: null, after: 'Cheque for 2,00,000 handed over today' },
      credit_check: { before: null, after: LIMIT_MESSAGE },
    });

    // The approved order now counts against the limit: 4,20,000 + 1,10,000 owed, so even a small one is refused
    // (847.46 + 76.27 x 2 = 1,000.00 with GST).
    const next = (await insertOrder(world.t.db, dealer, 'Pending', door('847.46'))).id;
    expect((await approve(next, 'admin')).body.error_message).toBe('Credit limit 5,00,000; outstanding 5,30,000; this order 1,000');
  });

  it('refuses a dealer with an invoice past its due date, even far within the limit', async () => {
    const dealer = await createDealer(world.t.db, { name: 'Overdue Depot', creditLimit: '1000000.00', termsDays: 30 });
    // Dated 45 days ago with 30 days' terms: due 15 days ago; 1,000 + 18% = 1,180 unpaid.
    const invoiceId = await invoicedOrder(world.t.db, dealer, addDaysTo(world.today, -45), door('1000.00'));
    const [invoice] = await world.t.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoiceId));
    const order = (await insertOrder(world.t.db, dealer, 'Pending', door('500.00'))).id;
    const refused = await approve(order, 'admin');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      code: 'rule_refused',
      error_message: `Invoice ${invoice!.number} is 15 days overdue; 1,180 unpaid`,
      // This order at 500 + 18% = 590 with GST.
      credit: { credit_limit: '1000000.00', outstanding: '1180.00', this_order: '590.00', overdue_invoice: invoice!.number },
      can_override: true,
    });
    // Due today is not overdue yet.
    const dueToday = await createDealer(world.t.db, { name: 'Due Today Depot', creditLimit: '1000000.00', termsDays: 30 });
    await invoicedOrder(world.t.db, dueToday, addDaysTo(world.today, -30), door('1000.00'));
    expect((await approve((await insertOrder(world.t.db, dueToday, 'Pending', door('500.00'))).id, 'admin')).status).toBe(200);
  });

  it('names both reasons when the dealer is past its limit and overdue', async () => {
    const dealer = await createDealer(world.t.db, { name: 'Both Ways Steels', creditLimit: '1000.00', termsDays: 0 });
    const invoiceId = await invoicedOrder(world.t.db, dealer, addDaysTo(world.today, -1), door('1000.00'));
    const [invoice] = await world.t.db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, invoiceId));
    const refused = await approve((await insertOrder(world.t.db, dealer, 'Pending', door('10.00'))).id, 'admin');
    // This order: 10 + 0.90 + 0.90 = 11.80 with GST, rounded to the rupee: 12.
    expect(refused.body.error_message).toBe(`Credit limit 1,000; outstanding 1,180; this order 12. Invoice ${invoice!.number} is 1 day overdue; 1,180 unpaid`);
  });

  it('does not check a dealer with no limit set', async () => {
    const dealer = await createDealer(world.t.db, { name: 'No Limit Works', creditLimit: null });
    await invoicedOrder(world.t.db, dealer, addDaysTo(world.today, -200), door('900000.00'));
    const order = (await insertOrder(world.t.db, dealer, 'Pending', door('5000000.00'))).id;
    // A reason given where the check passes is ignored, also from a production manager.
    const approved = await approve(order, 'productionmanager', { credit_override_reason: 'Not needed' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const audit = await approvalAudit(order);
    expect(audit!.note).toBe('Work scheduled and store supply created');
    expect(audit!.changes).not.toHaveProperty('credit_override_reason');
  });

  it('ignores an admin reason when the check passes', async () => {
    const dealer = await dealerOwing420000();
    const order = (await insertOrder(world.t.db, dealer, 'Pending', door('100.00'))).id;
    expect((await approve(order, 'admin', { credit_override_reason: 'Just in case' })).status).toBe(200);
    expect((await approvalAudit(order))!.changes).not.toHaveProperty('credit_override_reason');
  });

  it('refuses a dealer (403) and roles without order approval', async () => {
    const order = (await insertOrder(world.t.db, world.w.dealerId, 'Pending', door('100.00'))).id;
    expect((await approve(order, 'dealer', { credit_override_reason: 'Please' })).status).toBe(403);
    for (const as of ['supervisor', 'storemanager', 'qualitychecker'] as Role[]) expect((await approve(order, as)).status).toBe(403);
    expect(await statusOf(order)).toBe('Pending');
  });
});
