import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';
import { fieldStaffAndSite } from './modules/field/field.fixtures';

/**
 * Dates typed in forms and amounts beyond their column (issue 40 point 7, docs/decisions/039): the contract's common
 * schemas refuse them with 400 naming the field, for every module that uses them. The orders' own cases are in
 * modules/order/order-check.test.ts.
 */

const t = useTestApp();
let fieldId: number;
let siteId: number;

beforeAll(async () => {
  ({ fieldId, siteId } = await fieldStaffAndSite(t, { fieldsite_name: 'Bounds Site', owner_name: 'Owner One', address: 'Main Road', remark: '' }));
});

const visit = (extra: Record<string, unknown>) => ({
  fieldsite: siteId,
  field_staff: fieldId,
  check_in_date: '2026-11-20T10:00:00+05:30',
  check_in_location: '(11.0408,76.0849)',
  ...extra,
});

describe('a visit date outside 2000-2100', () => {
  it('answers 400 naming the check-in or check-out date, on create and on edit, and saves nothing', async () => {
    const created = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit({}) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    for (const moment of ['0001-01-01T00:00:00Z', '9999-12-31T23:59:00+05:30', '1999-12-31T10:00:00Z']) {
      const checkIn = await t.call('POST', '/fieldsite/visitentry/', { as: 'admin', body: visit({ check_in_date: moment }) });
      expect(checkIn, moment).toMatchObject({ status: 400, body: { check_in_date: ['Check-in date must be from 2000-01-01 to 2100-12-31.'] } });
      const checkOut = await t.call('PATCH', `/fieldsite/visitentry/${created.body.id}/`, { as: 'admin', body: { check_out_date: moment } });
      expect(checkOut, moment).toMatchObject({ status: 400, body: { check_out_date: ['Check-out date must be from 2000-01-01 to 2100-12-31.'] } });
    }
    const list = await t.call('GET', '/fieldsite/visitentry/', { as: 'admin' });
    expect(list.body.count).toBe(1);
    expect((await t.call('GET', `/fieldsite/visitentry/${created.body.id}/`, { as: 'admin' })).body.check_out_date).toBeNull();
  });
});

describe('an amount beyond what its column holds', () => {
  it('answers 400 naming the field and the limit, not the decimals or a database error', async () => {
    for (const amount of ['9999999999999', 1e13, 1e21, '1000000000000.00']) {
      const payment = await t.call('POST', '/billing/payments/', {
        as: 'admin',
        body: { dealer_id: 1, amount, received_on: '2026-11-20', mode: 'upi' },
      });
      // A payment has its own, lower limit (issue 41 point 11): one entry of at most 99,99,99,999.99.
      expect(payment, String(amount)).toMatchObject({ status: 400, body: { amount: ['Amount can be at most ₹99,99,99,999.99'] } });
      const withdrawal = await t.call('POST', '/supervisor/balancetransactions/', { as: 'admin', body: { supervisor: 1, transaction_amount: amount } });
      expect(withdrawal, String(amount)).toMatchObject({ status: 400, body: { transaction_amount: ['The amount can be at most ₹9,99,99,99,99,999.99'] } });
    }
    const decimals = await t.call('POST', '/billing/payments/', { as: 'admin', body: { dealer_id: 1, amount: '10.005', received_on: '2026-11-20', mode: 'upi' } });
    expect(decimals.body.amount).toEqual(['Enter an amount with at most 2 decimals.']);
  });
});
