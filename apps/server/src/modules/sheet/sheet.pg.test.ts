/** Concurrent stock moves on real PostgreSQL (PGlite has one connection, so it cannot show these races). */
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { useTestApp } from '../../../test/harness';
import { sheetMovements, sheets } from './sheet.table';

const t = useTestApp();
beforeAll(async () => {
  // Sign both roles in before the races, so the races are only about stock.
  await t.tokenFor('storemanager');
  await t.tokenFor('sheet_user');
});

let serial = 0;
async function newSheet(quantity: number) {
  serial += 1;
  const response = await t.call('POST', '/sheet/sheet', {
    as: 'admin',
    body: { name: `Race sheet ${serial}`, thick: '1.20', width: 1220, height: 2440, quantity },
  });
  return response.body.id as number;
}
const stockOf = async (id: number) => (await t.db.select().from(sheets).where(eq(sheets.id, id)))[0]!.quantity;
const deduct = (items: Array<{ sheet: number; quantity: number }>, as: 'storemanager' | 'sheet_user' = 'sheet_user') =>
  t.call('POST', '/sheet/sheet_order', {
    as,
    body: { title: 'Race', date: '2026-05-01', order_type: 'deduction', gsm: 80, order_items: items },
  });

describe('concurrent sheet orders on PostgreSQL', () => {
  it('parallel deductions competing for one sheet never oversell it', async () => {
    const sheet = await newSheet(10);
    const answers = await Promise.all(Array.from({ length: 25 }, () => deduct([{ sheet, quantity: 1 }])));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 400)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.status === 400)) expect(refused.body.error_message).toBe('No Stocks Available');
    expect(await stockOf(sheet)).toBe(0);
    const moves = await t.db.select().from(sheetMovements).where(eq(sheetMovements.sheetId, sheet));
    // One row for the initial stock, one per accepted deduction, each taking exactly one piece.
    expect(moves.filter((m) => m.reason === 'order_created')).toHaveLength(10);
    expect(moves.filter((m) => m.reason === 'order_created').every((m) => m.oldQuantity - m.newQuantity === 1)).toBe(true);
  });

  it('orders touching the same sheets in opposite order neither deadlock nor lose a piece', async () => {
    const a = await newSheet(30);
    const b = await newSheet(30);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        deduct(i % 2 === 0 ? [{ sheet: a, quantity: 2 }, { sheet: b, quantity: 1 }] : [{ sheet: b, quantity: 2 }, { sheet: a, quantity: 1 }], 'storemanager'),
      ),
    );
    expect(answers.every((r) => r.status === 201 || r.body.error_message === 'No Stocks Available')).toBe(true);
    const accepted = answers.filter((r) => r.status === 201).map((r) => r.body.order_items as Array<{ sheet: number; quantity: number }>);
    const taken = (id: number) => accepted.flat().filter((i) => i.sheet === id).reduce((sum, i) => sum + i.quantity, 0);
    expect(await stockOf(a)).toBe(30 - taken(a));
    expect(await stockOf(b)).toBe(30 - taken(b));
    expect(await stockOf(a)).toBeGreaterThanOrEqual(0);
    expect(accepted.length).toBe(20);
  });

  it('the movement rows of a sheet chain up to its stock under parallel orders and stock edits on the sheet form', async () => {
    const sheet = await newSheet(50);
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => deduct([{ sheet, quantity: 3 }])),
      ...Array.from({ length: 5 }, (_, i) =>
        t.call('PATCH', `/sheet/sheet/${sheet}`, { as: 'storemanager', body: { quantity: 40 + i } }),
      ),
      ...Array.from({ length: 5 }, () =>
        t.call('POST', '/sheet/sheet_order', {
          as: 'storemanager',
          body: { title: 'Race in', date: '2026-05-01', order_type: 'addition', gsm: 80, order_items: [{ sheet, quantity: 2 }] },
        }),
      ),
    ]);
    expect(answers.every((r) => [200, 201].includes(r.status) || r.body.error_message === 'No Stocks Available')).toBe(true);
    const moves = await t.db.select().from(sheetMovements).where(eq(sheetMovements.sheetId, sheet)).orderBy(asc(sheetMovements.id));
    // Every change starts from the figure the one before it left: nothing was changed without its row.
    for (let i = 1; i < moves.length; i++) expect(moves[i]!.oldQuantity).toBe(moves[i - 1]!.newQuantity);
    expect(moves.at(-1)!.newQuantity).toBe(await stockOf(sheet));
    expect(await stockOf(sheet)).toBeGreaterThanOrEqual(0);
  });

  it('parallel updates and deletes of orders keep stock equal to the orders that remain', async () => {
    const sheet = await newSheet(40);
    const made = [];
    for (let i = 0; i < 8; i++) made.push((await deduct([{ sheet, quantity: 5 }])).body.id as number);
    expect(await stockOf(sheet)).toBe(0);
    const answers = await Promise.all([
      // A sheet user never deletes (it corrects by updating); the store manager deletes its wrong orders.
      ...made.slice(0, 4).map((id) => t.call('DELETE', `/sheet/sheet_order/${id}`, { as: 'storemanager' })),
      ...made.slice(4).map((id) =>
        t.call('PATCH', `/sheet/sheet_order/${id}`, { as: 'sheet_user', body: { order_items: [{ sheet, quantity: 8 }] } }),
      ),
    ]);
    const deleted = answers.slice(0, 4).filter((r) => r.status === 204).length;
    expect(deleted).toBe(4);
    const raised = answers.slice(4).filter((r) => r.status === 200).length;
    // 20 pieces came back; each raise takes 3 more, so at most 6 of the 4 raises fit: all 4 (12 pieces) if they ran
    // after the deletes, fewer if they ran before them.
    expect(await stockOf(sheet)).toBe(20 - raised * 3);
    expect(await stockOf(sheet)).toBeGreaterThanOrEqual(0);
  });
});

describe('stale sheet stock edits under concurrency (docs/product/guards.md#stale-writes)', () => {
  it('edits opened at the same stock race deductions: at most one edit wins, the rest answer 409, no deduction is lost', async () => {
    const sheet = await newSheet(40);
    const edits = Array.from({ length: 5 }, (_, i) =>
      t.call('PATCH', `/sheet/sheet/${sheet}`, { as: 'storemanager', body: { quantity: 100 + i, expected_quantity: 40 } }),
    );
    const deductions = Array.from({ length: 3 }, () => deduct([{ sheet, quantity: 2 }]));
    const answers = await Promise.all([...edits, ...deductions]);
    const editStatuses = answers.slice(0, 5).map((a) => a.status);
    expect(editStatuses.filter((s) => s === 200).length).toBeLessThanOrEqual(1);
    expect(editStatuses.every((s) => s === 200 || s === 409)).toBe(true);
    const moves = await t.db.select().from(sheetMovements).where(eq(sheetMovements.sheetId, sheet)).orderBy(asc(sheetMovements.id));
    // The history chains from the opening stock to the stock now: every deduction that answered 201 is in it.
    for (let i = 1; i < moves.length; i++) expect(moves[i]!.oldQuantity).toBe(moves[i - 1]!.newQuantity);
    expect(moves.at(-1)!.newQuantity).toBe(await stockOf(sheet));
    expect(moves.filter((m) => m.reason === 'order_created')).toHaveLength(answers.slice(5).filter((a) => a.status === 201).length);
  });
});
