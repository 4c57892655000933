import { todayIn } from '@steelworks/contract/common/dates';
import type { PurchaseOrderLineInput } from '@steelworks/contract/purchase';
import { accountIdOf, hasRows } from '../../db/seed-helpers';
import type { Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { addDays } from '../schedule/schedule.capacity';
import { listSheets } from '../sheet/sheet-stock.service';
import { listStoreItems } from '../store/store.service';
import { receiveGoods } from './goods-receipt.service';
import { createPurchaseOrder, movePurchaseOrder } from './purchase-order.service';
import { suppliers } from './purchase.table';
import { createSupplier } from './supplier.service';

/** [name, GSTIN, state, address, contact, phone, email, terms]: the mills and traders a Kerala fabricator buys from. */
const DEMO_SUPPLIERS = [
  ['Malabar Steel Rolling Mills', '32AAECM4821K1ZL', '32', 'Kinfra Park, Kanjikode, Palakkad', 'Suresh Menon', '9447012345', 'sales@malabarsteel.example', 30],
  ['Coimbatore Sections Pvt Ltd', '33AAGCC7310L1ZR', '33', 'SIDCO Estate, Kurichi, Coimbatore', 'R. Karthik', '9843056789', 'orders@cbesections.example', 45],
  ['Kochi Hardware Traders', '32AAKFK2290N1Z2', '32', 'Broadway, Ernakulam', 'Anil Joseph', '9895023456', 'kochihardware@example.com', 15],
  ['Bangalore Sheet Metals', '29AABCB5318D1ZZ', '29', 'Peenya Industrial Area, Bengaluru', 'Manjunath H', '9900134567', 'sheets@blrsheet.example', 30],
  ['Thrissur Paints & Consumables', null, '32', 'MG Road, Thrissur', 'Biju Thomas', '9446098765', '', 7],
] as const;

/**
 * Demo buying (issue 45 point 5): five suppliers, orders in every status, receipts by weight with heat numbers. Runs
 * through the services (stock, movements, average cost and audit as a real receipt), once: only into a database
 * without suppliers. Orders are made, approved and received in the order a shop would.
 */
export async function seedPurchase(ctx: AppContext): Promise<void> {
  const { db } = ctx;
  if (await hasRows(db, suppliers)) return;
  const today = todayIn(ctx.config.timeZone);
  const admin = actorOf('admin', await accountIdOf(db, 'admin'));
  const manager = actorOf('productionmanager', await accountIdOf(db, 'manager'));
  const store = actorOf('storemanager', await accountIdOf(db, 'store'));
  const supplierIds: number[] = [];
  for (const [name, gstin, state, address, contact, phone, email, terms] of DEMO_SUPPLIERS) {
    const made = await createSupplier(db, { name, gstin, state_code: state, address, contact_name: contact, phone, email: email || undefined, payment_terms_days: terms }, admin);
    supplierIds.push(made.id);
  }
  const items = await listStoreItems(db, { search: '' }).rows(200, 0);
  const sections = items.filter((item) => item.section);
  const named = (text: string) => items.find((item) => item.name.includes(text) && !item.section);
  const sheets = await listSheets(db, { search: '' }).rows(5, 0);
  const [mill, sectionsMill, hardware, sheetMill, paints] = supplierIds as [number, number, number, number, number];
  const bars = (i: number, quantity: number, rate: string): PurchaseOrderLineInput | undefined =>
    sections[i] ? { store_item: sections[i].id, quantity: String(quantity), rate, rate_per: 'kg' } : undefined;
  const plain = (text: string, quantity: number, rate: string): PurchaseOrderLineInput | undefined => {
    const item = named(text);
    return item ? { store_item: item.id, quantity: String(quantity), rate, rate_per: 'unit' } : undefined;
  };
  const order = async (supplier: number, lines: Array<PurchaseOrderLineInput | undefined>, daysAgo: number, expectedIn: number) => {
    const given = lines.filter((line): line is PurchaseOrderLineInput => line !== undefined);
    if (given.length === 0) return undefined;
    return createPurchaseOrder(db, { supplier, lines: given, expected_date: addDays(today, expectedIn - daysAgo), note: '' }, manager, addDays(today, -daysAgo));
  };
  const options = { today, tolerancePercent: ctx.config.purchaseOverReceiptPercent, prices: false };

  // Received in full, by weight, then closed.
  const closed = await order(mill, [bars(0, 40, '61.50'), bars(1, 30, '62.00')], 40, 7);
  // Received in two lorries.
  const received = await order(sectionsMill, [bars(0, 20, '63.25'), bars(2, 25, '60.75')], 20, 10);
  // One lorry so far.
  const partly = await order(mill, [bars(1, 50, '64.00'), plain('Welding Rod 2.5mm', 100, '168.00')], 8, 10);
  const approved = await order(hardware, [plain('Butt Hinge 4 inch', 500, '36.50'), plain('Tower Bolt 6 inch', 200, '43.00'), plain('Pivot Hinge', 40, '440.00')], 2, 6);
  await order(paints, [plain('Red Oxide Primer', 40, '205.00'), plain('Enamel Paint Grey', 30, '330.00')], 1, 5);
  const cancelled = await order(hardware, [plain('Mortise Lock', 10, '1490.00')], 15, 5);
  const sheetOrder = sheets[0] ? await order(sheetMill, [{ sheet: sheets[0].id, quantity: '30', rate: '2080.00', rate_per: 'piece' }], 12, 8) : undefined;

  for (const made of [closed, received, partly, approved, sheetOrder]) if (made) await movePurchaseOrder(db, made.id, 'approve', manager, today);
  if (cancelled) await movePurchaseOrder(db, cancelled.id, 'cancel', manager, today, 'Supplier could not hold the price');

  const weighed = (line: { id: number; quantity: number; theoretical_kg: number | null }, share: number, variance: number, heat: string) => ({
    order_line: line.id,
    received: String(Math.round(line.quantity * share)),
    ...(line.theoretical_kg ? { weighed_kg: ((line.theoretical_kg * share * (100 + variance)) / 100).toFixed(3) } : {}),
    heat_number: heat,
  });
  if (closed) {
    await receiveGoods(db, { purchase_order: closed.id, vehicle_number: 'KL09 AK 4411', received_on: addDays(today, -33), lines: closed.lines.map((l, i) => weighed(l, 1, 1.8 - i, `MSRM-24-${771 + i}`)) }, store, options);
    await movePurchaseOrder(db, closed.id, 'close', manager, today, 'Received in full');
  }
  if (received) {
    await receiveGoods(db, { purchase_order: received.id, vehicle_number: 'TN38 BZ 2290', received_on: addDays(today, -12), lines: received.lines.map((l) => weighed(l, 0.6, 2.4, 'CSPL-8812')) }, store, options);
    await receiveGoods(db, { purchase_order: received.id, vehicle_number: 'TN38 BZ 2290', received_on: addDays(today, -9), lines: received.lines.map((l) => weighed(l, 0.4, -1.1, 'CSPL-8830')) }, store, options);
  }
  if (partly) {
    const [first] = partly.lines;
    const line = weighed(first!, 0.5, 3.2, 'MSRM-24-905');
    await receiveGoods(db, { purchase_order: partly.id, vehicle_number: 'KL09 AK 4411', received_on: addDays(today, -3), lines: [{ ...line, received: '26', rejected: '1', rejection_reason: 'Bent bar' }] }, store, options);
  }
  if (sheetOrder) {
    await receiveGoods(db, { purchase_order: sheetOrder.id, vehicle_number: 'KA02 MN 7781', received_on: addDays(today, -6), lines: [{ order_line: sheetOrder.lines[0]!.id, received: '30' }] }, store, options);
  }
}

function actorOf(role: Caller['role'], accountId: number | undefined): Caller {
  return { accountId: accountId ?? 0, role, address: '127.0.0.1' };
}
