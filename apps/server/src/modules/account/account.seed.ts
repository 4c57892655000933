import { inArray } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import type { Db, DbOrTx } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { accounts } from '../../db/accounts.table';

export const DEMO_PASSWORD = 'Demo@1234';

/** One demo sign-in per role (README lists them). */
export const DEMO_ACCOUNTS: ReadonlyArray<{ username: string; role: Role; fullName: string; phone: string }> = [
  { username: 'admin', role: 'admin', fullName: 'Anita Rao', phone: '9800000001' },
  { username: 'manager', role: 'productionmanager', fullName: 'Manoj Kumar', phone: '9800000002' },
  { username: 'supervisor', role: 'supervisor', fullName: 'Suresh Pillai', phone: '9800000003' },
  { username: 'store', role: 'storemanager', fullName: 'Sunil Menon', phone: '9800000004' },
  { username: 'sheets', role: 'sheet_user', fullName: 'Shabeer Ali', phone: '9800000005' },
  { username: 'dealer', role: 'dealer', fullName: 'Deepak Traders', phone: '9800000006' },
  { username: 'worker', role: 'worker', fullName: 'Wasim Khan', phone: '9800000007' },
  { username: 'qc', role: 'qualitychecker', fullName: 'Kavya Nair', phone: '9800000008' },
  { username: 'field', role: 'fieldstaff', fullName: 'Farhan Ali', phone: '9800000009' },
];

let demoHash: Promise<string> | undefined;
/** One argon2 hash of the demo password for every demo person: hashing is slow on purpose. */
function demoPasswordHash(): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  return demoHash;
}

export type DemoPerson = { username: string | null; fullName: string; phone: string; role: Role; email?: string | null };

/** Inserts the demo people whose username is not taken yet; answers the account id of every username given. */
export async function ensureDemoAccounts(db: DbOrTx, people: readonly DemoPerson[]): Promise<Map<string, number>> {
  const usernames = people.map((p) => p.username).filter((u): u is string => !!u);
  const existing = usernames.length
    ? await db.select({ id: accounts.id, username: accounts.username }).from(accounts).where(inArray(accounts.username, usernames))
    : [];
  const known = new Set(existing.map((e) => e.username));
  const missing = people.filter((p) => p.username && !known.has(p.username));
  if (missing.length) {
    const passwordHash = await demoPasswordHash();
    await db.insert(accounts).values(
      missing.map((p) => ({
        username: p.username,
        fullName: p.fullName,
        phone: p.phone,
        role: p.role,
        email: p.email === undefined ? `${p.username}@steelworks.example` : p.email,
        passwordHash,
      })),
    );
  }
  const rows = usernames.length
    ? await db.select({ id: accounts.id, username: accounts.username }).from(accounts).where(inArray(accounts.username, usernames))
    : [];
  return new Map(rows.map((r) => [r.username!, r.id]));
}

/** The demo sign-ins of DEMO_ACCOUNTS, where their usernames are not taken yet. */
export async function seedAccounts(db: Db): Promise<void> {
  await ensureDemoAccounts(db, DEMO_ACCOUNTS);
}
