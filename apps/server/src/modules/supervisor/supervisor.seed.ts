import { count, eq } from 'drizzle-orm';
import { toCents } from '@steelworks/contract/common/money';
import { formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import type { AppContext } from '../../lib/context';
import { ensureDemoAccounts } from '../account/account.seed';
import { postLedgerEntry } from './ledger.service';
import { supervisorDailyWork, supervisors } from './supervisor.table';

const SUPERVISORS = [
  { username: 'supervisor', fullName: 'Suresh Pillai', phone: '9800000003', colsPerDay: 12, costPerCol: '150.00' },
  { username: 'supervisor2', fullName: 'Rajesh Nambiar', phone: '9815000001', colsPerDay: 10, costPerCol: '140.00' },
  { username: 'supervisor3', fullName: 'Mohan Lal', phone: '9815000002', colsPerDay: 15, costPerCol: '135.50' },
  { username: 'supervisor4', fullName: 'Shibu George', phone: '9815000003', colsPerDay: 8, costPerCol: '160.00' },
  { username: 'supervisor5', fullName: 'Ayesha Beevi', phone: '9815000004', colsPerDay: 11, costPerCol: '145.00' },
];

const DAY_MS = 24 * 60 * 60 * 1000;
const HISTORY_DAYS = 150;

/** A small deterministic generator, so every fresh demo looks the same. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/**
 * Demo records of the supervisor module: five supervisors (the demo `supervisor` included) with about five months of
 * daily work (Monday to Saturday) and fortnightly withdrawals, all posted through the ledger so every balance equals
 * its transactions. A supervisor that already has daily work is left alone.
 */
export async function seedSupervisor(ctx: AppContext): Promise<void> {
  const ids = await ensureDemoAccounts(
    ctx.db,
    SUPERVISORS.map((s) => ({ username: s.username, fullName: s.fullName, phone: s.phone, role: 'supervisor' as const })),
  );
  const today = Date.parse(`${todayIn(ctx.config.timeZone)}T00:00:00Z`);
  for (const [index, demo] of SUPERVISORS.entries()) {
    await ctx.db.transaction(async (tx) => {
      const accountId = ids.get(demo.username)!;
      let [supervisor] = await tx.select().from(supervisors).where(eq(supervisors.accountId, accountId));
      if (!supervisor) {
        [supervisor] = await tx.insert(supervisors).values({ accountId, colsPerDay: demo.colsPerDay, costPerCol: demo.costPerCol }).returning();
      }
      const [work] = await tx.select({ n: count() }).from(supervisorDailyWork).where(eq(supervisorDailyWork.supervisorId, supervisor!.id));
      if (work!.n > 0) return;

      const random = randomFrom(index + 7);
      for (let back = HISTORY_DAYS; back >= 1; back--) {
        const day = new Date(today - back * DAY_MS);
        if (day.getUTCDay() === 0) continue;
        const date = day.toISOString().slice(0, 10);
        const at = new Date(day.getTime() + 12 * 60 * 60 * 1000);
        if (random() < 0.08) continue; // a day off now and then
        const cols = Math.max(1, Math.round(demo.colsPerDay * (0.6 + random() * 0.4)));
        const [row] = await tx
          .insert(supervisorDailyWork)
          .values({ supervisorId: supervisor!.id, date, cols, costPerCol: demo.costPerCol, createdAt: at })
          .returning({ id: supervisorDailyWork.id });
        const balance = await postLedgerEntry(tx, {
          supervisorId: supervisor!.id,
          cents: BigInt(cols) * toCents(demo.costPerCol),
          title: `Daily work ${formatDisplayDate(date)}: ${cols} cols`,
          dailyWorkId: row!.id,
          dateAdded: at,
        });
        // Every second Saturday the supervisor draws most of what it has earned, in whole hundreds.
        if (day.getUTCDay() === 6 && back % 14 < 7 && balance) {
          const hundreds = (toCents(balance.balance) * 8n) / 10n / 10000n;
          if (hundreds > 0n) {
            await postLedgerEntry(tx, {
              supervisorId: supervisor!.id,
              cents: -(hundreds * 10000n),
              title: 'Withdrawal',
              dateAdded: new Date(at.getTime() + 6 * 60 * 60 * 1000),
            });
          }
        }
      }
    });
  }
}
