/**
 * GSTR-1 and GSTR-3B once on a real PostgreSQL server (the queries' sums and date ranges as node-postgres answers
 * them): a B2B invoice inside Kerala and a B2CL invoice to Tamil Nadu in November 2026, hand-worked.
 */
import { describe, expect, it } from 'vitest';
import { useOrderWorld } from '../../../test/order-world';
import { configureCompany, createDealer, invoicedOrder, KERALA_DEALER_GSTIN } from './billing.fixtures';

const world = useOrderWorld();

describe('GSTR-1 and GSTR-3B on PostgreSQL', () => {
  it('writes the month and its 3B', async () => {
    const { t, w } = world;
    await configureCompany(t);
    const kerala = await createDealer(t.db, { name: 'Deepak Traders', gstin: KERALA_DEALER_GSTIN, stateCode: '32' });
    const tamilNadu = await createDealer(t.db, { name: 'Chennai Walk-in', stateCode: '33' });
    // 1,000.00 + 90.00 + 90.00 = 1,180.00; 2,00,000.00 + IGST 36,000.00 = 2,36,000.00 (above 1 lakh: B2CL).
    await invoicedOrder(t.db, kerala, '2026-11-03', [{ product: w.door, quantity: 1, unitPrice: '1000.00' }]);
    await invoicedOrder(t.db, tamilNadu, '2026-11-04', [{ product: w.door, quantity: 1, unitPrice: '200000.00' }]);

    const file = await t.call('GET', '/billing/reports/gstr1?period=2026-11', { as: 'admin' });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(file.body).toMatchObject({
      fp: '112026',
      b2b: [{ ctin: KERALA_DEALER_GSTIN, inv: [{ inum: 'INV/26-27/00001', val: 1180, itms: [{ num: 1, itm_det: { txval: 1000, rt: 18, camt: 90, samt: 90, csamt: 0 } }] }] }],
      b2cl: [{ pos: '33', inv: [{ inum: 'INV/26-27/00002', idt: '04-11-2026', val: 236000, itms: [{ num: 1, itm_det: { txval: 200000, rt: 18, iamt: 36000, csamt: 0 } }] }] }],
      doc_issue: { doc_det: [{ doc_num: 1, docs: [{ num: 1, from: 'INV/26-27/00001', to: 'INV/26-27/00002', totnum: 2, cancel: 0, net_issue: 2 }] }] },
    });
    expect(file.body.b2cs).toBeUndefined();

    const summary = await t.call('GET', '/billing/reports/gstr3b?period=2026-11', { as: 'productionmanager' });
    expect(summary.body).toEqual({
      period: '2026-11',
      outward_taxable: { taxable_value: '201000.00', igst: '36000.00', cgst: '90.00', sgst: '90.00', cess: '0.00' },
      nil_exempt: { taxable_value: '0.00' },
      inter_state_unregistered: [{ place_of_supply: '33', place_of_supply_name: '33-Tamil Nadu', taxable_value: '200000.00', igst: '36000.00' }],
    });
  });
});
