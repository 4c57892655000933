/**
 * What the bill screens read (issue 45 point 4): the lines a supplier's bill can take, with what they should be billed
 * at, and a bill with the receipts and orders it matches, its payments and its debit notes. The test company is in
 * Kerala (32).
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { expectRefused } from '../../../test/refused-routes';
import { configureCompany } from '../billing/billing.fixtures';
import { enterBill, receivedLine } from './payables.fixtures';
import { approvedOrder, createItem, createSupplier, gstinOf, receive } from './purchase.fixtures';

const t = useTestApp();
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

type BillableLine = { receipt_line: number; receipt_number: string; purchase_order_number: string | null; name: string; unit: string; quantity: string; rate: string | null; value: string };

describe('GET /purchase/bills/billable', () => {
  it('offers the supplier’s received lines on no bill yet, at the weighed kg and the order’s rate', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('33', 31), state_code: '33' });
    const steel = await createItem(t, 'kg');
    const order = await approvedOrder(t, supplier.id, [{ store_item: steel.id, quantity: 500, rate: '62.50', rate_per: 'kg' }]);
    // 480 kg received, 478.4 kg on the weighbridge: the receipt's value is on the weighed kg, and so is the bill.
    const received = await receive(t, { purchase_order: order.id, lines: [{ order_line: order.lines[0]!.id, received: 480, weighed_kg: '478.4' }] });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const billedLine = await receivedLine(t, supplier.id, 10, '100.00');
    await enterBill(t, { supplier: supplier.id, number: 'TN/1', bill_date: today(), lines: [{ receipt_line: billedLine, quantity: 10, rate: '100.00' }] });
    const other = await createSupplier(t, { gstin: gstinOf('32', 32), state_code: '32' });
    await receivedLine(t, other.id, 5, '10.00');

    const answer = await t.call('GET', `/purchase/bills/billable/?supplier=${supplier.id}`, { as: 'productionmanager' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ supplier: supplier.id, inter_state: true, state_problem: null, payment_terms_days: 30, tds_194q: false, quantity_tolerance_percent: 2, rate_tolerance_percent: 0 });
    // Only the unbilled line of this supplier: 478.4 kg x 62.50 = 29,900.00.
    expect(answer.body.lines).toEqual([
      expect.objectContaining({ receipt_line: received.body.lines[0].id, receipt_number: received.body.number, purchase_order_number: order.number, unit: 'kg', quantity: '478.400', rate: '62.50', value: '29900.00' }),
    ]);

    const local = await t.call('GET', `/purchase/bills/billable/?supplier=${other.id}&bill_date=2026-05-01`, { as: 'admin' });
    expect(local.body.inter_state).toBe(false);
    expect((local.body.lines as BillableLine[]).map((l) => [l.unit, l.quantity, l.rate])).toEqual([['Nos', '5.000', '10.00']]);
  });

  it('names a missing state; refuses bad input, unknown suppliers and the roles without payables', async () => {
    await configureCompany(t);
    const stateless = await createSupplier(t, { state_code: undefined, gstin: undefined });
    const answer = await t.call('GET', `/purchase/bills/billable/?supplier=${stateless.id}`, { as: 'admin' });
    expect(answer.body).toMatchObject({ inter_state: null, state_problem: 'Give the supplier its state first: the tax depends on it' });
    const bad = await t.call('GET', '/purchase/bills/billable/?supplier=x&bill_date=tomorrow', { as: 'admin' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(expect.arrayContaining(['supplier', 'bill_date']));
    expect((await t.call('GET', '/purchase/bills/billable/?supplier=999999', { as: 'admin' })).status).toBe(404);
    await expectRefused(t, ['storemanager', 'worker', 'dealer', 'supervisor'], [['GET', `/purchase/bills/billable/?supplier=${stateless.id}`]]);
  });
});

describe('GET /purchase/bills/:id', () => {
  it('shows the receipt and order of each line, the payments on the bill and its debit notes', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('32', 33), state_code: '32' });
    const line = await receivedLine(t, supplier.id, 100, '60.00');
    // 100 x 60.00 = 6,000.00 + CGST 540.00 + SGST 540.00 = 7,080.00.
    const bill = await enterBill(t, { supplier: supplier.id, number: 'KL/7', bill_date: today(), lines: [{ receipt_line: line, quantity: 100, rate: '60.00' }] });
    const paid = await t.call('POST', '/purchase/payments/', { as: 'admin', body: { supplier: supplier.id, amount: '1000', paid_on: today(), mode: 'cheque', cheque_number: '445566', allocations: [{ bill: bill.id, amount: '1000' }] } });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    // 5 returned at 60.00 = 300.00 + 9% + 9% = 354.00.
    const note = await t.call('POST', '/purchase/debit-notes/', { as: 'admin', body: { bill: bill.id, reason: 'return', note_date: today(), taxable: '300', note: 'Returned: 5 Nos, bent' } });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body).toMatchObject({ cgst: '27.00', sgst: '27.00', total: '354.00', note: 'Returned: 5 Nos, bent' });

    const detail = await t.call('GET', `/purchase/bills/${bill.id}/`, { as: 'productionmanager' });
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ total: '7080.00', paid: '1000.00', debited: '354.00', due: '5726.00', status: 'Open' });
    expect(detail.body.lines).toEqual([expect.objectContaining({ receipt_line: line, unit: 'Nos', quantity: '100.000', amount: '6000.00', purchase_order_number: expect.stringMatching(/^PO\//) })]);
    expect(detail.body.lines[0].receipt_number).toMatch(/^GRN\//);
    expect(detail.body.payments).toEqual([{ payment: paid.body.id, paid_on: today(), mode: 'cheque', reference: '445566', amount: '1000.00' }]);
    expect(detail.body.debit_notes).toEqual([expect.objectContaining({ id: note.body.id, number: note.body.number, reason: 'return', total: '354.00', note: 'Returned: 5 Nos, bent' })]);
  });
});
