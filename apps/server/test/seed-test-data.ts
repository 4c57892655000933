import type { Db } from '../src/db/client';
import { seedAccounts } from '../src/modules/account/account.seed';

/** What every test database starts with: one demo account per role (password Demo@1234). */
export async function seedTestData(db: Db): Promise<void> {
  await seedAccounts(db);
}
