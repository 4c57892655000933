/**
 * Buying (issue 45 points 1-3, 7): suppliers, purchase orders and goods received, against numbers worked out by hand.
 * The section of these tests: 7.5 kg per metre, bars of 6,000 mm, so one bar weighs 45 kg in theory.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { expectRefused } from '../../../test/refused-routes';
import { createSection } from '../cutting/cutting.fixtures';
import { approvedOrder, createItem, createOrder, createSheet, createSupplier, gstinOf, receive } from './purchase.fixtures';

const t = useTestApp();

describe('suppliers', () => {
  it('are created with a GSTIN of their state, searched, exported and read with what they supply', async () => {
    const gstin = gstinOf('32', 1);
    const supplier = await createSupplier(t, { name: 'Kerala Steel Traders', gstin });
    const wrongState = await t.call('POST', '/purchase/suppliers/', { as: 'admin', body: { name: 'Wrong State Mill', gstin, state_code: '29' } });
    expect(wrongState.status).toBe(400);
    expect(wrongState.body.gstin[0]).toMatch(/Kerala/);
    const twice = await t.call('POST', '/purchase/suppliers/', { as: 'productionmanager', body: { name: 'kerala steel traders' } });
    expect(twice.status).toBe(400);
    const found = await t.call('GET', `/purchase/suppliers/?search=${gstin.slice(2, 10)}`, { as: 'storemanager' });
    expect(found.body.results.map((s: { id: number }) => s.id)).toEqual([supplier.id]);
    const csv = await t.call('GET', '/purchase/suppliers/?format=csv&search=Kerala Steel', { as: 'admin' });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain('Kerala Steel Traders');
    const patched = await t.call('PATCH', `/purchase/suppliers/${supplier.id}/`, { as: 'admin', body: { payment_terms_days: 45, state_code: '29' } });
    expect(patched.status).toBe(400);
    const terms = await t.call('PATCH', `/purchase/suppliers/${supplier.id}/`, { as: 'admin', body: { payment_terms_days: 45 } });
    expect(terms.body.payment_terms_days).toBe(45);
    expect((await t.call('GET', '/purchase/suppliers/999999/', { as: 'admin' })).status).toBe(404);
  });

  it('refuse the roles that do not buy', async () => {
    const supplier = await createSupplier(t);
    await expectRefused(t, ['worker', 'dealer', 'supervisor', 'sheet_user', 'qualitychecker', 'fieldstaff'], [
      ['GET', '/purchase/suppliers/'],
      ['GET', `/purchase/suppliers/${supplier.id}/`],
      ['GET', '/purchase/orders/'],
      ['GET', '/purchase/receipts/'],
      ['POST', '/purchase/receipts/'],
    ]);
    await expectRefused(t, ['storemanager'], [
      ['POST', '/purchase/suppliers/'],
      ['PATCH', `/purchase/suppliers/${supplier.id}/`],
      ['POST', '/purchase/orders/'],
      ['POST', '/purchase/orders/from-purchase-list/'],
    ]);
  });
});

describe('purchase orders', () => {
  it('are numbered, priced per kg on the theoretical weight, and move only by their rules', async () => {
    const supplier = await createSupplier(t);
    const section = await createSection(t, { kg_per_metre: '7.5', stock_length_mm: 6000 });
    const hinge = await createItem(t);
    const order = await createOrder(t, supplier.id, [
      { store_item: section.id, quantity: 10, rate: '62.50', rate_per: 'kg' },
      { store_item: hinge.id, quantity: 100, rate: '12.40', rate_per: 'unit' },
    ]);
    expect(order.number).toMatch(/^PO\/\d{2}-\d{2}\/\d{5}$/);
    expect(order.status).toBe('Draft');
    // 10 bars x 6 m x 7.5 kg = 450 kg at 62.50 = 28,125.00; 100 hinges at 12.40 = 1,240.00.
    expect(order.lines.map((l) => [l.theoretical_kg, l.amount])).toEqual([
      [450, '28125.00'],
      [null, '1240.00'],
    ]);
    expect(order.total).toBe('29365.00');
    const halfBar = await t.call('POST', '/purchase/orders/', { as: 'admin', body: { supplier: supplier.id, lines: [{ store_item: section.id, quantity: 2.5, rate: '1', rate_per: 'bar' }] } });
    expect(halfBar.status).toBe(400);
    const noWeight = await t.call('POST', '/purchase/orders/', { as: 'admin', body: { supplier: supplier.id, lines: [{ store_item: hinge.id, quantity: 2, rate: '1', rate_per: 'kg' }] } });
    expect(noWeight.status).toBe(400);

    expect((await t.call('POST', `/purchase/orders/${order.id}/close/`, { as: 'admin' })).status).toBe(409);
    const approved = await t.call('POST', `/purchase/orders/${order.id}/approve/`, { as: 'productionmanager' });
    expect(approved.body.status).toBe('Approved');
    expect((await t.call('PUT', `/purchase/orders/${order.id}/`, { as: 'admin', body: { supplier: supplier.id, lines: [{ store_item: hinge.id, quantity: 1, rate: '1', rate_per: 'unit' }] } })).status).toBe(409);
    const asStore = await t.call('GET', `/purchase/orders/${order.id}/`, { as: 'storemanager' });
    expect(asStore.status).toBe(200);
    expect(asStore.body.total).toBeUndefined();
    expect(asStore.body.lines[0]).not.toHaveProperty('rate');
    expect(asStore.body.lines[0]).not.toHaveProperty('amount');
    // Approving recorded the supplier's prices as its last.
    const detail = await t.call('GET', `/purchase/suppliers/${supplier.id}/`, { as: 'admin' });
    expect(detail.body.items.map((i: { name: string; last_rate: string }) => i.last_rate).sort()).toEqual(['12.40', '62.50']);
    expect((await t.call('GET', `/purchase/suppliers/${supplier.id}/`, { as: 'storemanager' })).body.items[0]).not.toHaveProperty('last_rate');
    const cancelled = await t.call('POST', `/purchase/orders/${order.id}/cancel/`, { as: 'admin', body: { note: 'Price too high' } });
    expect(cancelled.body.status).toBe('Cancelled');
    expect((await t.call('POST', `/purchase/orders/${order.id}/approve/`, { as: 'admin' })).status).toBe(409);
  });

  it('go to the supplier by mail through the outbox once approved', async () => {
    const supplier = await createSupplier(t, { email: 'orders@mill.example' });
    const item = await createItem(t);
    const order = await createOrder(t, supplier.id, [{ store_item: item.id, quantity: 5, rate: '20', rate_per: 'unit' }]);
    expect((await t.call('POST', `/purchase/orders/${order.id}/send/`, { as: 'admin' })).status).toBe(409);
    await t.call('POST', `/purchase/orders/${order.id}/approve/`, { as: 'admin' });
    const sent = await t.call('POST', `/purchase/orders/${order.id}/send/`, { as: 'admin' });
    expect(sent.status).toBe(200);
    expect(sent.body.sent_at).not.toBeNull();
    const outbox = await t.call('GET', '/account/outbox/?search=orders@mill.example', { as: 'admin' });
    expect(JSON.stringify(outbox.body)).toContain(`Purchase order ${order.number}`);
  });
});

describe('goods received', () => {
  it('takes a partial receipt then the rest, by weight, bars into the section stock, and keeps the variance', async () => {
    const supplier = await createSupplier(t);
    const section = await createSection(t, { kg_per_metre: '7.5', stock_length_mm: 6000 });
    const order = await approvedOrder(t, supplier.id, [{ store_item: section.id, quantity: 10, rate: '62.50', rate_per: 'kg' }]);
    const line = order.lines[0]!.id;
    // 6 bars = 270 kg in theory; the weighbridge says 276.3 kg: +6.3 kg, +2.33 %.
    const first = await receive(t, { purchase_order: order.id, vehicle_number: 'KL07 AB 1234', lines: [{ order_line: line, received: 6, weighed_kg: '276.3', heat_number: 'H-5521' }] });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.number).toMatch(/^GRN\//);
    expect(first.body.lines[0]).toMatchObject({ received: 6, accepted: 6, theoretical_kg: 270, weighed_kg: 276.3, variance_kg: 6.3, variance_percent: 2.33, heat_number: 'H-5521' });
    expect(first.body.value).toBeUndefined();
    expect(first.body.lines[0]).not.toHaveProperty('rate');
    expect((await t.call('GET', `/purchase/orders/${order.id}/`, { as: 'admin' })).body.status).toBe('Partly received');
    expect((await t.call('GET', `/store/sections/${section.id}/`, { as: 'storemanager' })).body.bars).toBe(6);

    // The rest: 4 bars, one rejected (bent); 3 enter the stock, and the order stays open for the one.
    const second = await receive(t, { purchase_order: order.id, lines: [{ order_line: line, received: 4, rejected: 1, rejection_reason: 'Bent bar' }] });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect((await t.call('GET', `/store/sections/${section.id}/`, { as: 'storemanager' })).body.bars).toBe(9);
    expect((await t.call('GET', `/purchase/orders/${order.id}/`, { as: 'admin' })).body.lines[0].received).toBe(9);
    const third = await receive(t, { purchase_order: order.id, lines: [{ order_line: line, received: 1 }] });
    expect(third.status).toBe(201);
    expect((await t.call('GET', `/purchase/orders/${order.id}/`, { as: 'admin' })).body.status).toBe('Received');
    // A Received order takes no more; closing it ends it.
    expect((await receive(t, { purchase_order: order.id, lines: [{ order_line: line, received: 1 }] })).status).toBe(409);
    expect((await t.call('POST', `/purchase/orders/${order.id}/close/`, { as: 'admin' })).body.status).toBe('Closed');
    // As the admin sees it: 276.3 kg at 62.50 = 17,268.75.
    const asAdmin = await t.call('GET', `/purchase/receipts/${first.body.id}/`, { as: 'admin' });
    expect(asAdmin.body.lines[0].value).toBe('17268.75');
  });

  it('refuses more than the order and its tolerance unless an admin gives a reason', async () => {
    const supplier = await createSupplier(t);
    const item = await createItem(t, 'kg');
    const order = await approvedOrder(t, supplier.id, [{ store_item: item.id, quantity: 100, rate: '50', rate_per: 'kg' }]);
    const line = order.lines[0]!.id;
    const over = await receive(t, { purchase_order: order.id, lines: [{ order_line: line, received: 106 }] });
    expect(over.status).toBe(409);
    expect(over.body.error_message).toMatch(/more than 5%/);
    expect((await t.call('GET', `/store/store/${item.id}/`, { as: 'admin' })).body.stock).toBe(0);
    const noReason = await receive(t, { purchase_order: order.id, lines: [{ order_line: line, received: 106 }] }, 'admin');
    expect(noReason.status).toBe(409);
    const withReason = await receive(t, { purchase_order: order.id, over_receipt_reason: 'Mill sends whole coils', lines: [{ order_line: line, received: 106 }] }, 'admin');
    expect(withReason.status, JSON.stringify(withReason.body)).toBe(201);
    expect(withReason.body.over_receipt_reason).toBe('Mill sends whole coils');
    expect((await t.call('GET', `/store/store/${item.id}/`, { as: 'admin' })).body.stock).toBe(106);
  });

  it('sets the moving average cost after three receipts at different prices, and the supplier last price', async () => {
    const supplier = await createSupplier(t);
    const item = await createItem(t);
    const averages: string[] = [];
    for (const [received, rate] of [[10, '100.00'], [20, '130.00'], [10, '90.00']] as const) {
      const answer = await receive(t, { supplier: supplier.id, lines: [{ store_item: item.id, received, rate, rate_per: 'unit' }] }, 'productionmanager');
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body.purchase_order).toBeNull();
      averages.push(answer.body.lines[0].average_cost);
    }
    // 10 @ 100 = 100.00; (10 x 100 + 20 x 130) / 30 = 120.00; (30 x 120 + 10 x 90) / 40 = 112.50.
    expect(averages).toEqual(['100.00', '120.00', '112.50']);
    expect((await t.call('GET', `/store/store/${item.id}/`, { as: 'admin' })).body.stock).toBe(40);
    expect((await t.call('GET', `/purchase/suppliers/${supplier.id}/`, { as: 'admin' })).body.items[0]).toMatchObject({ store_item: item.id, last_rate: '90.00' });
    const storeRate = await receive(t, { supplier: supplier.id, lines: [{ store_item: item.id, received: 1, rate: '1', rate_per: 'unit' }] });
    expect(storeRate.status).toBe(400);
  });

  it('puts sheets into the sheet stock and refuses what is not whole or not of the order', async () => {
    const supplier = await createSupplier(t);
    const sheet = await createSheet(t);
    const order = await approvedOrder(t, supplier.id, [{ sheet: sheet.id, quantity: 20, rate: '2100', rate_per: 'piece' }]);
    expect((await receive(t, { purchase_order: order.id, lines: [{ order_line: order.lines[0]!.id, received: 1.5 }] })).status).toBe(400);
    expect((await receive(t, { purchase_order: order.id, lines: [{ order_line: 999999, received: 1 }] })).status).toBe(400);
    expect((await receive(t, { purchase_order: 999999, lines: [{ order_line: 1, received: 1 }] })).status).toBe(404);
    const got = await receive(t, { purchase_order: order.id, lines: [{ order_line: order.lines[0]!.id, received: 20, rejected: 2 }] });
    expect(got.status).toBe(400);
    expect(got.body.rejection_reason ?? got.body['lines.0.rejection_reason']).toBeDefined();
    const ok = await receive(t, { purchase_order: order.id, lines: [{ order_line: order.lines[0]!.id, received: 20, rejected: 2, rejection_reason: 'Rusted edges' }] });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect((await t.call('GET', `/sheet/sheet/${sheet.id}/`, { as: 'admin' })).body.quantity).toBe(18);
    expect((await t.call('GET', `/purchase/orders/${order.id}/`, { as: 'admin' })).body.status).toBe('Partly received');
    const list = await t.call('GET', `/purchase/receipts/?purchase_order=${order.id}`, { as: 'storemanager' });
    expect(list.body.count).toBe(1);
  });
});
