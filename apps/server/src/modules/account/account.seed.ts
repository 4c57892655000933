import type { Role } from '@steelworks/contract/roles';
import type { Db } from '../../db/client';
import { hashPassword } from '../../lib/passwords';
import { accounts } from './account.table';

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

export async function seedAccounts(db: Db): Promise<void> {
  // One hash for all demo accounts: argon2 is slow on purpose, and they share a password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db
    .insert(accounts)
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        username: a.username,
        role: a.role,
        fullName: a.fullName,
        phone: a.phone,
        email: `${a.username}@steelworks.example`,
        passwordHash,
      })),
    )
    .onConflictDoNothing();
}
