/**
 * Supplier payments listed and reversed (issue 45 point 5, docs/decisions/052-supplier-payment-reversal.md), against
 * numbers worked out by hand. The test company is in Kerala: a Kerala supplier's bill of 100 x 60.00 is 6,000.00 +
 * CGST 540.00 + SGST 540.00 = 7,080.00; one of 10 x 100.00 is 1,180.00.
 */
import { describe, expect, it } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { PAYABLES_TEXT } from '@steelworks/contract/payables';
import { useTestApp } from '../../../test/harness';
import { expectRefused } from '../../../test/refused-routes';
import { configureCompany } from '../billing/billing.fixtures';
import { billFor, paySupplier } from './payables.fixtures';
import { createSupplier, gstinOf } from './purchase.fixtures';

const t = useTestApp();
const today = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
const bill = async (id: number) => (await t.call('GET', `/purchase/bills/${id}/`, { as: 'admin' })).body;
const account = async (id: number) => (await t.call('GET', `/purchase/suppliers/${id}/account/`, { as: 'admin' })).body;
const ledgerOf = async (id: number) => (await account(id)).ledger.map((r: { kind: string; amount: string; balance: string }) => [r.kind, r.amount, r.balance]);

describe('reversing a supplier payment', () => {
  it('reopens the bills it paid, marks it Reversed and puts its amount back on the ledger, once', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('32', 51), state_code: '32' });
    const a = await billFor(t, supplier.id, 'RV-1', 100, '60.00', addDaysTo(today(), -40));
    const b = await billFor(t, supplier.id, 'RV-2', 10, '100.00', addDaysTo(today(), -10));
    const cheque = await paySupplier(
      t,
      { supplier: supplier.id, amount: '8000', paid_on: addDaysTo(today(), -3), mode: 'cheque', cheque_number: '556677', allocations: [{ bill: a.id, amount: '7080' }, { bill: b.id, amount: '920' }] },
      'productionmanager',
    );
    expect(cheque).toMatchObject({ status: 'Paid', allocated: '8000.00' });
    expect((await bill(a.id)).status).toBe('Paid');

    const reversed = await t.call('POST', `/purchase/payments/${cheque.id}/reversal/`, { as: 'productionmanager', body: { reason: 'Cheque returned: insufficient funds' } });
    expect(reversed.status, JSON.stringify(reversed.body)).toBe(200);
    expect(reversed.body).toMatchObject({
      status: 'Reversed',
      allocated: '0.00',
      reversed_on: today(),
      reversal_reason: 'Cheque returned: insufficient funds',
      allocations: [
        { bill: a.id, number: 'RV-1', amount: '7080.00', released: '7080.00' },
        { bill: b.id, number: 'RV-2', amount: '920.00', released: '920.00' },
      ],
    });
    // Bills 7,080 + 1,180 = 8,260; paid 8,000 (260 left); reversed: 8,260 owed again.
    expect(reversed.body.ledger.map((r: { kind: string; amount: string; balance: string; reference: string }) => [r.kind, r.reference, r.amount, r.balance])).toEqual([
      ['payment', 'Cheque 556677', '-8000.00', '260.00'],
      ['payment_reversal', 'Cheque 556677', '8000.00', '8260.00'],
    ]);
    expect(await bill(a.id)).toMatchObject({ status: 'Open', paid: '0.00', due: '7080.00' });
    expect(await bill(b.id)).toMatchObject({ status: 'Open', paid: '0.00', due: '1180.00' });
    expect((await account(supplier.id)).balance).toBe('8260.00');
    const audit = await t.call('GET', `/audit/log/?entity=supplier_payment&entity_id=${cheque.id}`, { as: 'admin' });
    expect(JSON.stringify(audit.body)).toContain('Reversed Cheque 556677: Cheque returned: insufficient funds');

    const again = await t.call('POST', `/purchase/payments/${cheque.id}/reversal/`, { as: 'admin', body: { reason: 'Twice' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error_message: PAYABLES_TEXT.alreadyReversed, code: 'rule_refused' });
    expect(await ledgerOf(supplier.id)).toHaveLength(4);

    // The reopened bills take a new payment in full.
    const paid = await paySupplier(t, { supplier: supplier.id, amount: '8260', paid_on: today(), mode: 'bank_transfer', reference: 'NEFT 778' });
    expect(paid.allocated).toBe('8260.00');
    expect((await account(supplier.id)).balance).toBe('0.00');
  });

  it('of an advance and of a bill with a debit note: what is due comes back exactly', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t, { gstin: gstinOf('32', 52), state_code: '32' });
    const advance = await paySupplier(t, { supplier: supplier.id, amount: '500', paid_on: today(), mode: 'cash' });
    expect(advance.allocated).toBe('0.00');
    const back = await t.call('POST', `/purchase/payments/${advance.id}/reversal/`, { as: 'admin', body: { reason: 'Entered twice' } });
    expect(back.body).toMatchObject({ status: 'Reversed', allocations: [] });
    expect(await ledgerOf(supplier.id)).toEqual([
      ['payment', '-500.00', '-500.00'],
      ['payment_reversal', '500.00', '0.00'],
    ]);

    // 1,180.00 less a debit note of 100.00 + 18.00 = 1,062.00 due, paid in full, then reversed.
    const billed = await billFor(t, supplier.id, 'DN-1', 10, '100.00', today());
    const note = await t.call('POST', '/purchase/debit-notes/', { as: 'admin', body: { bill: billed.id, reason: 'short_supply', note_date: today(), taxable: '100' } });
    expect(note.status, JSON.stringify(note.body)).toBe(201);
    const upi = await paySupplier(t, { supplier: supplier.id, amount: '1062', paid_on: today(), mode: 'upi', reference: 'UPI 99' });
    expect((await bill(billed.id)).status).toBe('Paid');
    expect((await t.call('POST', `/purchase/payments/${upi.id}/reversal/`, { as: 'admin', body: { reason: 'Wrong supplier' } })).status).toBe(200);
    expect(await bill(billed.id)).toMatchObject({ status: 'Open', paid: '0.00', debited: '118.00', due: '1062.00' });
    expect((await account(supplier.id)).balance).toBe('1062.00');
  });

  it('refuses a missing reason and a day after today or before the payment, changing nothing; 404 for no payment', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t);
    const payment = await paySupplier(t, { supplier: supplier.id, amount: '250', paid_on: addDaysTo(today(), -5), mode: 'upi', reference: 'UPI 1' });
    const path = `/purchase/payments/${payment.id}/reversal/`;
    for (const [body, field, message] of [
      [{ reason: '  ' }, 'reason', PAYABLES_TEXT.reversalReason],
      [{}, 'reason', PAYABLES_TEXT.reversalReason],
      [{ reason: 'x', reversed_on: addDaysTo(today(), 1) }, 'reversed_on', PAYABLES_TEXT.reversedOnFuture],
      [{ reason: 'x', reversed_on: addDaysTo(today(), -6) }, 'reversed_on', PAYABLES_TEXT.reversedOnBeforePaid],
      [{ reason: 'x', reversed_on: 'yesterday' }, 'reversed_on', undefined],
    ] as const) {
      const refused = await t.call('POST', path, { as: 'admin', body });
      expect(refused.status, JSON.stringify(refused.body)).toBe(400);
      if (message) expect(refused.body[field]).toEqual([message]);
      else expect(refused.body[field]).toHaveLength(1);
    }
    expect((await t.call('GET', `/purchase/payments/${payment.id}/`, { as: 'admin' })).body).toMatchObject({ status: 'Paid', reversed_on: null, ledger: [{ kind: 'payment' }] });
    expect((await t.call('POST', '/purchase/payments/999999/reversal/', { as: 'admin', body: { reason: 'x' } })).status).toBe(404);
  });

  it('sent twice with one Idempotency-Key lands once', async () => {
    await configureCompany(t);
    const supplier = await createSupplier(t);
    const payment = await paySupplier(t, { supplier: supplier.id, amount: '300', paid_on: today(), mode: 'cash' });
    const send = () => t.call('POST', `/purchase/payments/${payment.id}/reversal/`, { as: 'admin', body: { reason: 'Bounced' }, headers: { 'idempotency-key': `reverse-${payment.id}` } });
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await ledgerOf(supplier.id)).toEqual([
      ['payment', '-300.00', '-300.00'],
      ['payment_reversal', '300.00', '0.00'],
    ]);
  });
});

describe('the supplier payment list', () => {
  it('pages newest first and finds by supplier name, cheque, reference, supplier, mode, status and dates', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const mill = await createSupplier(t, { name: `Zenith Mill ${tag}` });
    const trader = await createSupplier(t, { name: `Orbit Traders ${tag}` });
    for (let day = 1; day <= 11; day += 1) {
      await paySupplier(t, { supplier: mill.id, amount: `${day}00`, paid_on: addDaysTo(today(), -day), mode: 'bank_transfer', reference: `NEFT-${tag}-${day}` });
    }
    const cheque = await paySupplier(t, { supplier: trader.id, amount: '999', paid_on: addDaysTo(today(), -20), mode: 'cheque', cheque_number: '424242' });
    await t.call('POST', `/purchase/payments/${cheque.id}/reversal/`, { as: 'admin', body: { reason: 'Bounced' } });

    const list = async (query: string) => (await t.call('GET', `/purchase/payments/?${query}`, { as: 'productionmanager' })).body;
    const first = await list(`supplier=${mill.id}`);
    expect(first.count).toBe(11);
    expect(first.results.map((p: { paid_on: string }) => p.paid_on)).toEqual(Array.from({ length: 10 }, (_, i) => addDaysTo(today(), -(i + 1))));
    expect(first.results[0]).toMatchObject({ supplier_name: mill.name, amount: '100.00', mode: 'bank_transfer', status: 'Paid', reference: `NEFT-${tag}-1` });
    expect((await list(`supplier=${mill.id}&page=2`)).results.map((p: { amount: string }) => p.amount)).toEqual(['1100.00']);

    expect((await list(`search=${tag}`)).count).toBe(12);
    expect((await list(`search=zenith mill ${tag}`)).count).toBe(11);
    expect((await list(`search=NEFT-${tag}-7`)).results.map((p: { amount: string }) => p.amount)).toEqual(['700.00']);
    const byCheque = await list(`search=424242&status=Reversed`);
    expect(byCheque.results).toEqual([expect.objectContaining({ id: cheque.id, status: 'Reversed', allocated: '0.00', reversal_reason: 'Bounced' })]);
    expect((await list(`search=${tag}&mode=cheque`)).count).toBe(1);
    expect((await list(`supplier=${mill.id}&from=${addDaysTo(today(), -5)}&to=${addDaysTo(today(), -3)}`)).results.map((p: { amount: string }) => p.amount)).toEqual(['300.00', '400.00', '500.00']);
    expect((await list(`supplier=${trader.id}&status=Paid`)).count).toBe(0);

    const bad = await t.call('GET', '/purchase/payments/?mode=barter&from=soon', { as: 'admin' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(expect.arrayContaining(['mode', 'from']));
  });
});

describe('supplier payment access', () => {
  it('the list and the reversal are the admin’s and the production manager’s only', async () => {
    await expectRefused(t, ['storemanager', 'worker', 'dealer', 'supervisor', 'qualitychecker'], [
      ['GET', '/purchase/payments/'],
      ['POST', '/purchase/payments/1/reversal/'],
    ], () => ({ reason: 'x' }));
    expect((await t.call('GET', '/purchase/payments/', { as: 'admin' })).status).toBe(200);
  });
});
