import { expect } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import type { Db } from '../../db/client';
import type { TestApp } from '../../../test/harness';
import { FAKE_IRP_CREDENTIALS, type FakeIrp } from '../../../test/fake-irp';
import { configureCompany, createDealer, invoicedOrder, KERALA_DEALER_GSTIN, setDealerBilling } from '../billing/billing.fixtures';

/**
 * Test data of the e-invoice tests: the company of the billing tests, the demo dealer registered in Kerala with a PIN
 * in its address, e-invoicing on from a month ago against the fake IRP, and B2B invoices of today.
 */
export async function turnOnEinvoicing(t: TestApp, irp: FakeIrp, today: string): Promise<void> {
  const saved = await t.call('PUT', '/einvoice/settings', {
    as: 'admin',
    body: { enabled: true, applies_from: addDaysTo(today, -30), api_base_url: irp.url, client_id: FAKE_IRP_CREDENTIALS.clientId, client_secret: FAKE_IRP_CREDENTIALS.clientSecret, username: FAKE_IRP_CREDENTIALS.username, password: FAKE_IRP_CREDENTIALS.password },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

export async function prepareBilling(t: TestApp, dealerId: number): Promise<void> {
  await configureCompany(t);
  await setDealerBilling(t.db, dealerId, { stateCode: '32', gstin: KERALA_DEALER_GSTIN, billingAddress: 'MG Road, Ernakulam 682016' });
}

/** A registered dealer of its own (not the demo dealer's), with a PIN in its address. */
export async function otherRegisteredDealer(db: Db): Promise<number> {
  const id = await createDealer(db, { name: 'Other Registered Traders', gstin: KERALA_DEALER_GSTIN });
  await setDealerBilling(db, id, { stateCode: '32', gstin: KERALA_DEALER_GSTIN, billingAddress: 'Market Road, Aluva 683101' });
  return id;
}

/** A B2B invoice of one door at `price`, dated `date`: its id. */
export async function b2bInvoice(db: Db, dealerId: number, door: number, date: string, price = '1250.50'): Promise<number> {
  return invoicedOrder(db, dealerId, date, [{ product: door, quantity: 2, unitPrice: price }]);
}
