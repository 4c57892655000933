import { and, asc, inArray, sql } from 'drizzle-orm';
import { SHEET_MESSAGES, type SheetShortage } from '@steelworks/contract/sheet';
import type { DbOrTx } from '../../db/client';
import { noStocks } from '../../lib/app-error';
import { recordAudits } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { SHEET_MOVEMENT_REASONS, sheetMovements, sheets } from './sheet.table';

type MovementReason = (typeof SHEET_MOVEMENT_REASONS)[number];

/**
 * Applies signed quantity changes to sheets, all or nothing: the rows are locked in id order (so concurrent orders
 * cannot deadlock), every sheet that would go below zero is reported, and only when none would does anything change.
 * The CHECK constraint on sheets.quantity backs this up. Each change leaves a movement row.
 */
export async function moveStock(
  tx: DbOrTx,
  deltas: Map<number, number>,
  context: { actor: Caller; orderId: number | null; reason: MovementReason; note?: string },
): Promise<void> {
  const ids = [...deltas.entries()].filter(([, d]) => d !== 0).map(([id]) => id).sort((a, b) => a - b);
  if (ids.length === 0) return;
  const locked = await tx
    .select({ id: sheets.id, name: sheets.name, quantity: sheets.quantity })
    .from(sheets)
    .where(inArray(sheets.id, ids))
    .orderBy(asc(sheets.id))
    // NO KEY UPDATE, not UPDATE: the order-item and movement inserts take KEY SHARE locks on these rows (foreign
    // keys), which UPDATE would conflict with and turn two concurrent orders into a deadlock.
    .for('no key update');
  const shortages: SheetShortage[] = [];
  for (const row of locked) {
    const delta = deltas.get(row.id)!;
    if (row.quantity + delta < 0) shortages.push({ sheet: row.id, name: row.name, needed: -delta, available: row.quantity });
  }
  if (shortages.length > 0) throw noStocks(SHEET_MESSAGES.noStocks, shortages);
  // One conditional UPDATE for all of them; the lock makes the condition hold, the CHECK constraint backs it up.
  const delta = sql.join([sql`case ${sheets.id}`, ...locked.map((r) => sql`when ${r.id} then ${deltas.get(r.id)!}::int`), sql`end`], sql` `);
  const updated = await tx
    .update(sheets)
    .set({ quantity: sql`${sheets.quantity} + ${delta}` })
    .where(and(inArray(sheets.id, ids), sql`${sheets.quantity} + ${delta} >= 0`))
    .returning({ id: sheets.id, quantity: sheets.quantity });
  if (updated.length !== locked.length) throw noStocks(SHEET_MESSAGES.noStocks, []);
  const movements = updated.map((row) => ({
    sheetId: row.id,
    orderId: context.orderId,
    accountId: context.actor.accountId,
    reason: context.reason,
    oldQuantity: row.quantity - deltas.get(row.id)!,
    newQuantity: row.quantity,
  }));
  await tx.insert(sheetMovements).values(movements);
  await recordAudits(
    tx,
    context.actor,
    movements.map((m) => ({
      entity: 'sheet',
      id: m.sheetId,
      action: 'stock' as const,
      before: { quantity: m.oldQuantity },
      after: { quantity: m.newQuantity },
      note: context.note ?? `Sheet order ${context.orderId}: ${context.reason.replace('_', ' ')}`,
    })),
  );
}
