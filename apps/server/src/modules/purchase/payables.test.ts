/**
 * Supplier bills and payables (issue 45 points 4-5), against numbers worked out by hand. The test company is in
 * Kerala (32): a Kerala supplier's bill carries CGST and SGST, a Tamil Nadu supplier's IGST.
 */
import { describe, expect, it } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { useTestApp } from '../../../test/harness';
import { expectRefused } from '../../../test/refused-routes';
import { configureCompany } from '../billing/billing.fixtures';
import { enterBill, receivedLine } from './payables.fixtures';
import { createSupplier, gstinOf } from './purchase.fixtures';

const t = useTestApp();
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);

describe('supplier bills', () => {
  it('within the state: CGST and SGST at 9% each; a mismatch is shown and taken only with a reason', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('32', 11), state_code: '32' });
    const line = await receivedLine(t, supplier.id, 100, '60.00');
    // 105 billed against 100 received is 5% over the 2% tolerance; 61.00 against 60.00 ordered passes 0%.
    const body = { supplier: supplier.id, number: 'KST/101', bill_date: today(), lines: [{ receipt_line: line, quantity: 105, rate: '61.00', gst_rate: '18' }] };
    const refused = await t.call('POST', '/purchase/bills/', { as: 'admin', body });
    expect(refused.status).toBe(409);
    expect(refused.body.error_message).toMatch(/quantity 105, received 100.*rate 61.00, ordered 60.00/);
    // As received: 100 x 60.00 = 6,000.00; CGST 540.00 + SGST 540.00 = 7,080.00, due in the supplier's 30 days.
    const bill = await enterBill(t, { ...body, lines: [{ receipt_line: line, quantity: 100, rate: '60.00' }] });
    expect(bill).toMatchObject({ taxable: '6000.00', cgst: '540.00', sgst: '540.00', igst: '0.00', total: '7080.00', tds: '0.00', due: '7080.00', status: 'Open' });
    expect((bill as unknown as { due_date: string }).due_date).toBe(addDaysTo(today(), 30));
    const twice = await t.call('POST', '/purchase/bills/', { as: 'admin', body: { ...body, number: 'KST/102', mismatch_reason: 'Agreed' } });
    expect(twice.status).toBe(400);
    expect(twice.body['lines.0.receipt_line'][0]).toMatch(/already on a bill/);

    const other = await receivedLine(t, supplier.id, 10, '100.00');
    const accepted = await enterBill(t, { supplier: supplier.id, number: 'KST/103', bill_date: today(), mismatch_reason: 'Mill rate rose; agreed on the phone', lines: [{ receipt_line: other, quantity: 10, rate: '104.00' }] });
    const detail = await t.call('GET', `/purchase/bills/${accepted.id}/`, { as: 'productionmanager' });
    expect(detail.body.mismatch_reason).toBe('Mill rate rose; agreed on the phone');
    expect(detail.body.lines[0]).toMatchObject({ expected_rate: '100.00', mismatch: 'rate 104.00, ordered 100.00' });
    const audit = await t.call('GET', `/audit/log/?entity=supplier_bill&entity_id=${accepted.id}`, { as: 'admin' });
    expect(JSON.stringify(audit.body)).toContain('Mismatch accepted');
  });

  it('from another state: IGST at 18%, and a debit note for short supply comes off what is due', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('33', 12), state_code: '33' });
    const line = await receivedLine(t, supplier.id, 100, '12.40');
    // 100 x 12.40 = 1,240.00; IGST 223.20; 1,463.20.
    const bill = await enterBill(t, { supplier: supplier.id, number: 'CS-7781', bill_date: today(), lines: [{ receipt_line: line, quantity: 100, rate: '12.40' }] });
    expect(bill).toMatchObject({ taxable: '1240.00', cgst: '0.00', sgst: '0.00', igst: '223.20', total: '1463.20' });
    // 8 short at 12.40 = 99.20 + IGST 17.86 = 117.06.
    const note = await t.call('POST', '/purchase/debit-notes/', { as: 'productionmanager', body: { bill: bill.id, reason: 'short_supply', note_date: today(), taxable: '99.20' } });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    expect(note.body).toMatchObject({ igst: '17.86', total: '117.06' });
    expect(note.body.number).toMatch(/^SDN\//);
    expect((await t.call('GET', `/purchase/bills/${bill.id}/`, { as: 'admin' })).body.due).toBe('1346.14');
    const tooMuch = await t.call('POST', '/purchase/debit-notes/', { as: 'admin', body: { bill: bill.id, reason: 'return', note_date: today(), taxable: '2000' } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.taxable[0]).toMatch(/1346.14/);
  });

  it('are found by their number or by their supplier (name or GSTIN), counted once when both match', async () => {
    await configureCompany(t);
    const tag = `Q${Date.now() % 100000}`;
    const zenith = await createSupplier(t, { name: `Zenith Tubes ${tag}`, gstin: gstinOf('32', 13), state_code: '32' });
    const other = await createSupplier(t, { gstin: gstinOf('32', 14), state_code: '32' });
    const bill = async (supplier: number, number: string) =>
      enterBill(t, { supplier, number, bill_date: today(), lines: [{ receipt_line: await receivedLine(t, supplier, 1, '10.00'), quantity: 1, rate: '10.00' }] });
    await bill(zenith.id, 'ZT-1');
    await bill(zenith.id, `${tag}-2`);
    await bill(other.id, `${tag}-9`);
    const numbers = async (search: string) => {
      const answer = await t.call('GET', `/purchase/bills/?search=${encodeURIComponent(search)}`, { as: 'admin' });
      expect(answer.status).toBe(200);
      return { count: answer.body.count, numbers: answer.body.results.map((b: { number: string }) => b.number).sort() };
    };
    // The tag names Zenith's two bills by their supplier and two bills by their number: Zenith's second, both ways.
    expect(await numbers(tag)).toEqual({ count: 3, numbers: [`${tag}-2`, `${tag}-9`, 'ZT-1'] });
    expect(await numbers(`zenith tubes ${tag.toLowerCase()}`)).toEqual({ count: 2, numbers: [`${tag}-2`, 'ZT-1'] });
    expect(await numbers(gstinOf('32', 13).slice(2, 12))).toEqual({ count: 2, numbers: [`${tag}-2`, 'ZT-1'] });
    expect(await numbers(`${tag}-9`)).toEqual({ count: 1, numbers: [`${tag}-9`] });
  });
});

describe('supplier payments', () => {
  it('are allocated to bills, never beyond what is due, and the ledger keeps the running balance', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('32', 13), state_code: '32', payment_terms_days: 15 });
    const other = await createSupplier(t);
    const bill = await enterBill(t, { supplier: supplier.id, number: 'A-1', bill_date: addDaysTo(today(), -60), lines: [{ receipt_line: await receivedLine(t, supplier.id, 100, '60.00'), quantity: 100, rate: '60.00' }] });
    const first = await t.call('POST', '/purchase/payments/', { as: 'productionmanager', body: { supplier: supplier.id, amount: '5000', paid_on: today(), mode: 'bank_transfer', reference: 'NEFT 001', allocations: [{ bill: bill.id, amount: '5000' }] } });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({ allocated: '5000.00', allocations: [{ bill: bill.id, amount: '5000.00' }] });
    const over = await t.call('POST', '/purchase/payments/', { as: 'admin', body: { supplier: supplier.id, amount: '3000', paid_on: today(), mode: 'cheque', cheque_number: '100200', allocations: [{ bill: bill.id, amount: '3000' }] } });
    expect(over.status).toBe(400);
    expect(over.body['allocations.0.amount'][0]).toBe('Bill A-1 has only 2080.00 left to pay');
    const foreign = await t.call('POST', '/purchase/payments/', { as: 'admin', body: { supplier: other.id, amount: '10', paid_on: today(), mode: 'cash', allocations: [{ bill: bill.id, amount: '10' }] } });
    expect(foreign.status).toBe(400);
    // Without allocations: the oldest bill first (2,080.00), 920.00 stays an advance.
    const rest = await t.call('POST', '/purchase/payments/', { as: 'admin', body: { supplier: supplier.id, amount: '3000', paid_on: today(), mode: 'upi' } });
    expect(rest.body.allocated).toBe('2080.00');
    expect((await t.call('GET', `/purchase/bills/${bill.id}/`, { as: 'admin' })).body).toMatchObject({ status: 'Paid', due: '0.00', paid: '7080.00' });
    const account = await t.call('GET', `/purchase/suppliers/${supplier.id}/account/`, { as: 'admin' });
    expect(account.body.ledger.map((r: { kind: string; amount: string; balance: string }) => [r.kind, r.amount, r.balance])).toEqual([
      ['bill', '7080.00', '7080.00'],
      ['payment', '-5000.00', '2080.00'],
      ['payment', '-3000.00', '-920.00'],
    ]);
    expect(account.body.balance).toBe('-920.00');
    expect(account.body.orders).toHaveLength(1);
    expect(account.body.receipts).toHaveLength(1);
    expect(account.body.payments).toHaveLength(2);
  });

  it('show in the payables: aged by due date, what falls due this week, per supplier', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('32', 14), state_code: '32', payment_terms_days: 30 });
    // Billed 45 days ago, due 15 days ago: 1-30 days late. Billed today with 5 days: due this week.
    await enterBill(t, { supplier: supplier.id, number: 'OLD-1', bill_date: addDaysTo(today(), -45), lines: [{ receipt_line: await receivedLine(t, supplier.id, 10, '100.00'), quantity: 10, rate: '100.00' }] });
    await enterBill(t, { supplier: supplier.id, number: 'NEW-1', bill_date: today(), due_date: addDaysTo(today(), 5), lines: [{ receipt_line: await receivedLine(t, supplier.id, 10, '50.00'), quantity: 10, rate: '50.00' }] });
    const summary = await t.call('GET', '/purchase/payables/', { as: 'admin' });
    expect(summary.status).toBe(200);
    const row = summary.body.suppliers.find((s: { supplier: number }) => s.supplier === supplier.id);
    expect(row).toMatchObject({ outstanding: '1770.00', overdue: '1180.00', buckets: { current: '590.00', '1_30': '1180.00', '31_60': '0.00' } });
    expect(summary.body.due_bills.map((b: { number: string }) => b.number)).toEqual(expect.arrayContaining(['OLD-1', 'NEW-1']));
  });
});

describe('payables access', () => {
  it('is the admin’s and the production manager’s; the store manager is refused; unknown records 404', async () => {
    await expectRefused(t, ['storemanager', 'worker', 'dealer', 'supervisor'], [
      ['GET', '/purchase/bills/'],
      ['POST', '/purchase/bills/'],
      ['GET', '/purchase/bills/1/'],
      ['POST', '/purchase/payments/'],
      ['GET', '/purchase/payments/1/'],
      ['POST', '/purchase/debit-notes/'],
      ['GET', '/purchase/payables/'],
      ['GET', '/purchase/suppliers/1/account/'],
      ['POST', '/purchase/itc/gstr2b/'],
      ['GET', '/purchase/itc/?period=102026'],
    ]);
    for (const path of ['/purchase/bills/999999/', '/purchase/payments/999999/', '/purchase/suppliers/999999/account/']) {
      expect((await t.call('GET', path, { as: 'productionmanager' })).status).toBe(404);
    }
    const bad = await t.call('POST', '/purchase/bills/', { as: 'admin', body: { supplier: 1, number: '', bill_date: 'tomorrow', lines: [] } });
    expect(bad.status).toBe(400);
    expect((await t.call('GET', '/purchase/bills/', { as: 'productionmanager' })).status).toBe(200);
  });
});
