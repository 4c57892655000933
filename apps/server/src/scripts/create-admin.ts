/**
 * Creates the first admin on a database without demo data:
 *   DATABASE_URL=postgres://... npm run create-admin -- --username boss --email boss@example.com --name "Owner"
 * The password is read from ADMIN_PASSWORD, or a temporary one is printed (and must be changed at first sign-in).
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createAccount } from '../modules/account/account.service';
import { accounts } from '../modules/account/account.table';
import { generateTemporaryPassword } from '../lib/passwords';

const { values } = parseArgs({
  options: { username: { type: 'string' }, email: { type: 'string' }, name: { type: 'string' }, phone: { type: 'string' } },
});
if (!values.username || !values.email) {
  console.error('Usage: npm run create-admin -- --username NAME --email EMAIL [--name "Full Name"] [--phone 10DIGITS]');
  process.exit(2);
}
const config = readConfig();
const database = await openDatabase(config);
await migrateDatabase(database);
const temporary = !process.env.ADMIN_PASSWORD;
const password = process.env.ADMIN_PASSWORD || generateTemporaryPassword();
try {
  await database.db.transaction(async (tx) => {
    const id = await createAccount(tx, { send: async () => {} }, {
      username: values.username!,
      email: values.email!,
      phone: values.phone ?? '',
      fullName: values.name ?? values.username!,
      role: 'admin',
      password,
    });
    if (temporary) await tx.update(accounts).set({ mustChangePassword: true }).where(eq(accounts.id, id));
  });
  console.log(`Admin "${values.username}" created.${temporary ? ` Temporary password: ${password} (change it at first sign-in)` : ''}`);
} catch (error) {
  console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
