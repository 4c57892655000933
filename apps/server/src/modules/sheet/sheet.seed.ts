import { inArray, lt, sql } from 'drizzle-orm';
import { todayIn } from '@steelworks/contract/common/dates';
import { SHEET_GSMS, sheetSqft, sheetUnitKg, type SheetOrderType, type SheetThickness } from '@steelworks/contract/sheet';
import type { Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { DbOrTx } from '../../db/client';
import { hasRows } from '../../db/seed-helpers';
import { accounts } from '../../db/accounts.table';
import { postSheetOrder } from './sheet-orders.service';
import { sheetOrders, sheets } from './sheet.table';

/** What a frame shop keeps: CR sheet for frames and shutters, GP (galvanised) for outdoor work, by gauge and size. */
const STOCKED: ReadonlyArray<{ kind: 'CR' | 'GP'; thick: SheetThickness; width: number; length: number; target: number; low?: boolean }> = [
  { kind: 'CR', thick: '1.00', width: 1220, length: 2440, target: 160 },
  { kind: 'CR', thick: '1.00', width: 1250, length: 2500, target: 120 },
  { kind: 'CR', thick: '1.00', width: 900, length: 2440, target: 60, low: true },
  { kind: 'CR', thick: '1.20', width: 1220, length: 2440, target: 220 },
  { kind: 'CR', thick: '1.20', width: 1250, length: 2500, target: 180 },
  { kind: 'CR', thick: '1.20', width: 1225, length: 2500, target: 90 },
  { kind: 'CR', thick: '1.20', width: 1500, length: 3000, target: 70, low: true },
  { kind: 'CR', thick: '1.50', width: 1220, length: 2440, target: 200 },
  { kind: 'CR', thick: '1.50', width: 1250, length: 2500, target: 150 },
  { kind: 'CR', thick: '1.50', width: 1500, length: 3000, target: 80 },
  { kind: 'CR', thick: '1.50', width: 900, length: 2500, target: 60, low: true },
  { kind: 'CR', thick: '2.00', width: 1250, length: 2500, target: 120 },
  { kind: 'CR', thick: '2.00', width: 1500, length: 3000, target: 60, low: true },
  { kind: 'CR', thick: '2.00', width: 1225, length: 2500, target: 80 },
  { kind: 'GP', thick: '1.00', width: 1220, length: 2440, target: 100 },
  { kind: 'GP', thick: '1.20', width: 1250, length: 2500, target: 120 },
  { kind: 'GP', thick: '1.50', width: 1250, length: 2500, target: 90 },
  { kind: 'GP', thick: '2.00', width: 1220, length: 2440, target: 60, low: true },
];

const SUPPLIERS = ['Tata Steel', 'JSW Steel', 'SAIL', 'Jindal Stainless', 'AM/NS India'];
const JOBS = ['Door frames', 'Window frames', 'Shutters', 'Grill panels', 'Gate panels', 'Louvers', 'Cabinet doors', 'Site repairs'];
const SITES = ['Kozhikode', 'Kannur', 'Thrissur', 'Malappuram', 'Palakkad', 'Kochi'];

/** A small deterministic generator, so every fresh demo database looks the same. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * Demo records of the sheet module; idempotent (checks for its own records first). The sheets start empty and a year
 * of addition and deduction orders is posted through the same service as the API, so stock, movements and the
 * orders agree. A few sheets end the year at 50 pieces or fewer (low stock).
 */
export async function seedSheet(ctx: AppContext): Promise<void> {
  if (await hasRows(ctx.db, sheets)) return;
  // One transaction: a seed interrupted half-way leaves nothing, so the next start seeds again.
  await ctx.db.transaction((tx) => seedSheetsIn(tx, ctx.config.timeZone));
  // Keep the planner's statistics fresh after a bulk load (trigram and range indexes).
  await ctx.db.execute(sql`ANALYZE sheets`);
  await ctx.db.execute(sql`ANALYZE sheet_orders`);
}

async function seedSheetsIn(db: DbOrTx, timeZone: string): Promise<void> {
  const people = await db
    .select({ id: accounts.id, username: accounts.username, role: accounts.role })
    .from(accounts)
    .where(inArray(accounts.username, ['store', 'sheets', 'admin']));
  const actorOf = (username: string): Caller | undefined => {
    const a = people.find((p) => p.username === username);
    return a ? { accountId: a.id, role: a.role } : undefined;
  };
  const store = actorOf('store') ?? actorOf('admin');
  const cutter = actorOf('sheets') ?? store;
  if (!store || !cutter) return;

  const inserted = await db
    .insert(sheets)
    .values(
      STOCKED.map((s) => ({
        name: `${s.kind} ${s.thick} x ${s.width} x ${s.length}`,
        thick: s.thick,
        width: s.width,
        height: s.length,
        sqft: sheetSqft(s.width, s.length),
        unitKg: sheetUnitKg(s.thick, s.width, s.length),
        quantity: 0,
      })),
    )
    .returning({ id: sheets.id });
  const stock = new Map<number, number>(inserted.map((r) => [r.id, 0]));
  const plan = STOCKED.map((s, i) => ({ ...s, id: inserted[i]!.id }));

  const rnd = randomFrom(20_241_122);
  const today = todayIn(timeZone);
  const start = addDays(today, -364);
  const post = async (
    actor: Caller,
    date: string,
    orderType: SheetOrderType,
    title: string,
    items: Array<{ sheet: number; quantity: number }>,
  ) => {
    const wanted = items.filter((i) => i.quantity > 0);
    if (wanted.length === 0) return;
    await postSheetOrder(db, { title, date, order_type: orderType, gsm: rnd.pick(SHEET_GSMS), order_items: wanted }, actor, timeZone);
    const sign = orderType === 'addition' ? 1 : -1;
    for (const item of wanted) stock.set(item.sheet, stock.get(item.sheet)! + sign * item.quantity);
  };

  let lot = 0;
  let batch = 0;
  for (let day = 0; day < 365; day++) {
    const date = addDays(start, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday === 0) continue; // the shop is closed on Sundays
    // Twice a month the supplier lots arrive, one per thickness group, topping each sheet up to its usual level.
    if (date.endsWith('-02') || date.endsWith('-16')) {
      for (const thick of ['1.00', '1.20', '1.50', '2.00'] as const) {
        const items = plan
          .filter((s) => s.thick === thick)
          .map((s) => ({ sheet: s.id, quantity: Math.max(0, s.target - stock.get(s.id)!) }));
        lot += 1;
        await post(store, date, 'addition', `${rnd.pick(SUPPLIERS)} lot ${lot} (${thick} mm)`, items);
      }
    }
    // Most working days the shop floor takes sheets out for one or two jobs.
    const jobs = rnd.int(0, 2);
    for (let j = 0; j < jobs; j++) {
      const picks = new Map<number, number>();
      for (let k = rnd.int(1, 3); k > 0; k--) {
        const sheet = rnd.pick(plan);
        const available = stock.get(sheet.id)! - (picks.get(sheet.id) ?? 0);
        const quantity = Math.min(available, rnd.int(2, Math.max(3, Math.round(sheet.target / 12))));
        if (quantity > 0) picks.set(sheet.id, (picks.get(sheet.id) ?? 0) + quantity);
      }
      batch += 1;
      const actor = rnd.int(0, 2) === 0 ? store : cutter;
      await post(actor, date, 'deduction', `${rnd.pick(JOBS)} batch ${batch} - ${rnd.pick(SITES)}`, [...picks].map(([sheet, quantity]) => ({ sheet, quantity })));
    }
  }
  // The slow movers end the year low, so the list shows its low-stock highlight.
  const lows = plan
    .filter((s) => s.low && stock.get(s.id)! > 45)
    .map((s) => ({ sheet: s.id, quantity: stock.get(s.id)! - rnd.int(12, 45) }));
  await post(cutter, today, 'deduction', `Shutters batch ${batch + 1} - Kochi`, lows);

  // Everything older than a week has been delivered.
  await db.update(sheetOrders).set({ isDelivered: true }).where(lt(sheetOrders.date, addDays(today, -7)));
}
