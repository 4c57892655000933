import { documentNumber, financialYearOf } from '@steelworks/contract/invoice';
import type { OrderTestApp } from '../../../test/order-world';
import { KERALA_DEALER_GSTIN, setDealerBilling, TAMIL_NADU_DEALER_GSTIN } from './billing.fixtures';

/** Test helpers of the invoices' tests (invoices.test.ts, invoice-limits.test.ts). */

/** The two dealers' billing: the demo dealer in Kerala (intra-state), the other in Tamil Nadu (inter-state). */
export async function billTheDealers(world: OrderTestApp) {
  await setDealerBilling(world.t.db, world.w.dealerId, { stateCode: '32', gstin: KERALA_DEALER_GSTIN, billingAddress: 'MG Road, Kochi 682016', paymentTermsDays: 30 });
  await setDealerBilling(world.t.db, world.w.otherDealerId, { stateCode: '33', gstin: TAMIL_NADU_DEALER_GSTIN, billingAddress: 'Avinashi Road, Coimbatore 641018', paymentTermsDays: 60 });
}

/** POST /billing/invoices, and the numbers the tests expect, given in the order the invoices are made (per financial year). */
export function invoiceCalls(world: OrderTestApp) {
  const given = new Map<string, number>();
  const nextNumber = (day: string) => {
    const year = financialYearOf(day);
    given.set(year, (given.get(year) ?? 0) + 1);
    return documentNumber('INV', year, given.get(year)!);
  };
  const post = (body: unknown, as: 'admin' | 'productionmanager' = 'admin') => world.t.call('POST', '/billing/invoices', { as, body });
  return { given, nextNumber, post };
}
