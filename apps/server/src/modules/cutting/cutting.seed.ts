import { eq } from 'drizzle-orm';
import { accountIdOf } from '../../db/seed-helpers';
import type { AppContext } from '../../lib/context';
import { storeItems } from '../store/store.table';
import { addOffcut, receiveBars } from './section.service';

/**
 * The demo's channel sections (issue 32): one per channel size and gauge that the demo work orders and products use,
 * so a production manager can plan the cutting of the open work orders of a fresh install. Bars are 12 ft (3,660 mm).
 * kg per metre is the strip width of the pressed channel (about 2 x depth + 2 x face + lips) x thickness x 7.85; the
 * price is per metre (a section's stock is counted in metres), about Rs 72 a kg. The bars cover every open work order
 * (planned together, with the offcuts); the dealer orders not yet on a work order need more, which the purchase list
 * asks for in whole bars.
 * [size, gauge, kg per metre, price per metre, full bars, offcuts in mm]
 */
export const DEMO_SECTIONS: ReadonlyArray<readonly [string, string, string, string, number, readonly number[]]> = [
  ['4x2', '16G', '2.890', '208.00', 14, [2450, 1520, 1130, 640, 380]],
  ['4x2', '18G', '2.170', '156.00', 6, [1800, 720]],
  ['3x1', '18G', '1.430', '103.00', 16, [1650, 900, 450]],
  ['3x1.5', '16G', '2.230', '161.00', 8, [1340, 560]],
  ['3x1.5', '18G', '1.680', '121.00', 4, [980]],
  ['5x2', '14G', '3.990', '287.00', 22, [2300, 1200]],
  ['5x2.5', '14G', '4.400', '317.00', 9, [2280, 410]],
];

export const demoSectionName = (size: string, gauge: string) => `MS Channel ${size} ${gauge} bar 3660 mm`;

const STOCK_LENGTH_MM = 3660;

/**
 * Sections with their bars received and a few offcuts left from earlier jobs, through the section services (stock in
 * metres, movement and audit rows as the screens write them). Idempotent: a section that exists by name is left alone.
 */
export async function seedCutting(ctx: AppContext): Promise<void> {
  const adminId = await accountIdOf(ctx.db, 'admin');
  const actor = adminId ? { accountId: adminId, role: 'admin' as const } : null;
  for (const [size, gauge, kgPerMetre, price, bars, offcuts] of DEMO_SECTIONS) {
    const name = demoSectionName(size, gauge);
    const [existing] = await ctx.db.select({ id: storeItems.id }).from(storeItems).where(eq(storeItems.name, name)).limit(1);
    if (existing) continue;
    const [item] = await ctx.db
      .insert(storeItems)
      .values({ name, unitType: 'm', unit: '1', stock: '0', price, isSection: true, channelSize: size, gauge, kgPerMetre, stockLengthMm: STOCK_LENGTH_MM })
      .returning({ id: storeItems.id });
    await receiveBars(ctx.db, item!.id, { count: bars, reason: 'Opening stock' }, actor);
    for (const length of offcuts) await addOffcut(ctx.db, item!.id, { length_mm: length, reason: 'Opening stock: offcut from earlier jobs' }, actor);
  }
}
