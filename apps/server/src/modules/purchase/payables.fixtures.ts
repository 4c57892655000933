import { expect } from 'vitest';
import type { Role } from '@steelworks/contract/roles';
import type { TestApp } from '../../../test/harness';
import { approvedOrder, createItem, receive } from './purchase.fixtures';

/** A received line of `supplier` to bill: an item bought at `rate` per unit, `quantity` received in full. */
export async function receivedLine(t: TestApp, supplier: number, quantity: number, rate: string): Promise<number> {
  const item = await createItem(t);
  const order = await approvedOrder(t, supplier, [{ store_item: item.id, quantity, rate, rate_per: 'unit' }]);
  const received = await receive(t, { purchase_order: order.id, lines: [{ order_line: order.lines[0]!.id, received: quantity }] });
  expect(received.status, JSON.stringify(received.body)).toBe(201);
  return received.body.lines[0].id as number;
}

export async function enterBill(t: TestApp, body: Record<string, unknown>) {
  const response = await t.call('POST', '/purchase/bills/', { as: 'admin', body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; total: string; due: string; tds: string; cgst: string; sgst: string; igst: string; taxable: string; status: string };
}

/** A GSTR-2B file of `period` for the test company with the b2b invoices given (one 18% item each). */
export function gstr2bFile(period: string, invoices: Array<{ ctin: string; inum: string; dt: string; txval: number; igst?: number; cgst?: number; sgst?: number; itcavl?: string }>) {
  const bySupplier = new Map<string, typeof invoices>();
  for (const inv of invoices) bySupplier.set(inv.ctin, [...(bySupplier.get(inv.ctin) ?? []), inv]);
  return {
    chksum: 'test',
    data: {
      gstin: '32AAFCS5318D1ZR',
      rtnprd: period,
      version: '1.0',
      gendt: '14-11-2026',
      docdata: {
        b2b: [...bySupplier.entries()].map(([ctin, list]) => ({
          ctin,
          trdnm: `Supplier ${ctin.slice(2, 7)}`,
          supfildt: '11-11-2026',
          supprd: period,
          inv: list.map((inv) => {
            const tax = { igst: inv.igst ?? 0, cgst: inv.cgst ?? 0, sgst: inv.sgst ?? 0 };
            return {
              inum: inv.inum,
              typ: 'R',
              dt: inv.dt,
              val: Math.round((inv.txval + tax.igst + tax.cgst + tax.sgst) * 100) / 100,
              pos: '32',
              rev: 'N',
              itcavl: inv.itcavl ?? 'Y',
              rsn: '',
              diffprcnt: 1,
              srctyp: '',
              items: [{ num: 1, rt: 18, txval: inv.txval, ...tax, cess: 0 }],
            };
          }),
        })),
      },
    },
  };
}

/** A bill of `supplier` for `quantity` x `rate` received (18% GST within Kerala), entered by the admin. */
export async function billFor(t: TestApp, supplier: number, number: string, quantity: number, rate: string, billDate: string) {
  return enterBill(t, { supplier, number, bill_date: billDate, lines: [{ receipt_line: await receivedLine(t, supplier, quantity, rate), quantity, rate }] });
}

/** A supplier payment that must be taken (201); its answer. */
export async function paySupplier(t: TestApp, body: Record<string, unknown>, as: Role = 'admin') {
  const response = await t.call('POST', '/purchase/payments/', { as, body });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; amount: string; allocated: string; status: string; allocations: Array<{ bill: number; amount: string; released: string }> };
}
