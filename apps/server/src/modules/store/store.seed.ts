import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { stockMovements, storeItems } from './store.table';

/** [name, unit type, unit, stock, price]: what a steel frame shop keeps in its store. A few are at zero stock. */
const DEMO_STORE_ITEMS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['MS Channel 4x2 16G', 'length', '20', '120', '845.00'],
  ['MS Channel 4x2 18G', 'length', '20', '85', '720.00'],
  ['MS Channel 3x1.5 16G', 'length', '20', '64', '610.00'],
  ['MS Channel 3x1.5 18G', 'length', '20', '0', '540.00'],
  ['MS Channel 5x2 14G', 'length', '20', '40', '1120.00'],
  ['MS Square Pipe 1 inch 18G', 'length', '20', '90', '480.00'],
  ['MS Flat Bar 25x5', 'length', '20', '70', '390.00'],
  ['MS Round Bar 12mm', 'length', '20', '55', '420.00'],
  ['MS Sheet 18G 4x8', 'sheet', '1', '30', '2650.00'],
  ['MS Sheet 20G 4x8', 'sheet', '1', '0', '2150.00'],
  ['GI Sheet 22G 4x8', 'sheet', '1', '18', '1980.00'],
  ['Butt Hinge 4 inch', 'pcs', '1', '400', '38.00'],
  ['Butt Hinge 5 inch Heavy', 'pcs', '1', '220', '62.00'],
  ['Pivot Hinge Security Door', 'pcs', '1', '0', '450.00'],
  ['Tower Bolt 6 inch', 'pcs', '1', '150', '45.00'],
  ['Tower Bolt 10 inch', 'pcs', '1', '80', '72.00'],
  ['Mortise Lock Godrej', 'pcs', '1', '25', '1450.00'],
  ['Padlock Hasp and Staple', 'pcs', '1', '60', '55.00'],
  ['Door Handle SS 8 inch', 'pcs', '1', '100', '120.00'],
  ['Door Stopper', 'pcs', '1', '90', '35.00'],
  ['Red Oxide Primer', 'litre', '1', '45.5', '210.00'],
  ['Enamel Paint Black', 'litre', '1', '32', '340.00'],
  ['Enamel Paint Grey', 'litre', '1', '0', '340.00'],
  ['Thinner', 'litre', '1', '40', '110.00'],
  ['Welding Rod 2.5mm E6013', 'kg', '1', '60', '165.00'],
  ['Welding Rod 3.15mm E6013', 'kg', '1', '35', '158.00'],
  ['Grinding Disc 4 inch', 'pcs', '1', '200', '28.00'],
  ['Cutting Wheel 14 inch', 'pcs', '1', '30', '185.00'],
  ['Plain Glass 4mm', 'sqft', '1', '350', '42.00'],
  ['Frosted Glass 5mm', 'sqft', '1', '120', '68.00'],
  ['Glazing Rubber Beading', 'm', '1', '500', '9.50'],
  ['Anchor Fastener 10mm', 'pcs', '1', '600', '12.00'],
];

/** Demo store items with their opening-stock movements; idempotent (items that exist by name are left alone). */
export async function seedStore(ctx: AppContext): Promise<void> {
  const names = DEMO_STORE_ITEMS.map(([name]) => name);
  await ctx.db.transaction(async (tx) => {
    const existing = new Set((await tx.select({ name: storeItems.name }).from(storeItems).where(inArray(storeItems.name, names))).map((r) => r.name));
    const missing = DEMO_STORE_ITEMS.filter(([name]) => !existing.has(name));
    if (missing.length === 0) return;
    const rows = await tx
      .insert(storeItems)
      .values(missing.map(([name, unitType, unit, stock, price]) => ({ name, unitType, unit, stock, price })))
      .returning({ id: storeItems.id, stock: storeItems.stock });
    await tx
      .insert(stockMovements)
      .values(rows.map((r) => ({ storeItemId: r.id, accountId: null, oldStock: '0', newStock: r.stock, reason: 'Opening stock' })));
  });
}
