import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { ensureDemoAccounts, type DemoPerson } from '../account/account.seed';
import { designations, workerDesignations } from './staff.table';

/** The trades of a steel fabrication shop floor, in the order work flows through them. */
export const DESIGNATIONS = ['Cutter', 'Bender', 'Welder', 'Grinder', 'Fitter', 'Painter', 'Packer', 'Helper', 'Driller', 'Loader'];

const STAFF: DemoPerson[] = [
  { username: 'store2', fullName: 'Rekha Varma', phone: '9811000001', role: 'storemanager' },
  { username: 'store3', fullName: 'Ajith Kumar', phone: '9811000002', role: 'storemanager' },
  { username: 'qc2', fullName: 'Divya Menon', phone: '9811000003', role: 'qualitychecker' },
  { username: 'qc3', fullName: 'Farhan Sheikh', phone: '9811000004', role: 'qualitychecker' },
  { username: 'manager2', fullName: 'Priya Iyer', phone: '9811000005', role: 'productionmanager' },
  { username: 'manager3', fullName: 'Harish Reddy', phone: '9811000006', role: 'productionmanager' },
  { username: 'sheets2', fullName: 'Nisha Paul', phone: '9811000007', role: 'sheet_user' },
  { username: 'sheets3', fullName: 'Gopal Das', phone: '9811000008', role: 'sheet_user' },
];

/** Workers and their trades (designation names). */
const WORKERS: Array<DemoPerson & { trades: string[] }> = [
  { username: 'worker', fullName: 'Wasim Khan', phone: '9800000007', role: 'worker', trades: ['Welder', 'Grinder'] },
  { username: 'worker2', fullName: 'Ramesh Babu', phone: '9812000001', role: 'worker', trades: ['Cutter'] },
  { username: 'worker3', fullName: 'Anil Joseph', phone: '9812000002', role: 'worker', trades: ['Bender', 'Cutter'] },
  { username: 'worker4', fullName: 'Sajan Thomas', phone: '9812000003', role: 'worker', trades: ['Welder'] },
  { username: 'worker5', fullName: 'Vinod Raj', phone: '9812000004', role: 'worker', trades: ['Fitter', 'Driller'] },
  { username: 'worker6', fullName: 'Biju Mathew', phone: '9812000005', role: 'worker', trades: ['Painter'] },
  { username: 'worker7', fullName: 'Manoj Pillai', phone: '9812000006', role: 'worker', trades: ['Packer', 'Loader'] },
  { username: 'worker8', fullName: 'Sreejith K', phone: '9812000007', role: 'worker', trades: ['Helper'] },
  { username: 'worker9', fullName: 'Arun Das', phone: '9812000008', role: 'worker', trades: ['Grinder', 'Painter'] },
  { username: 'worker10', fullName: 'Imran Ali', phone: '9812000009', role: 'worker', trades: ['Welder', 'Fitter'] },
];

/** Demo records of the staff module; idempotent (existing usernames and designations are left alone). */
export async function seedStaff(ctx: AppContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(designations).values(DESIGNATIONS.map((role) => ({ role }))).onConflictDoNothing();
    const trades = new Map(
      (await tx.select().from(designations).where(inArray(designations.role, DESIGNATIONS))).map((d) => [d.role, d.id]),
    );
    await ensureDemoAccounts(tx, STAFF);
    const workerIds = await ensureDemoAccounts(tx, WORKERS);
    for (const worker of WORKERS) {
      const accountId = workerIds.get(worker.username!)!;
      const [has] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(workerDesignations)
        .where(and(eq(workerDesignations.accountId, accountId)));
      if (has!.n > 0) continue;
      await tx.insert(workerDesignations).values(worker.trades.map((t) => ({ accountId, designationId: trades.get(t)! })));
    }
  });
}
