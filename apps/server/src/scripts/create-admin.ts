/**
 * Creates the first admin on a database without demo data:
 *   DATABASE_URL=postgres://... npm run create-admin -- --username boss --email boss@example.com --name "Owner"
 * The password is read from ADMIN_PASSWORD (the same rules as a password change), or a temporary one is printed, which
 * must be changed at first sign-in. With an active admin in the database it refuses, unless `--another` is given.
 */
import { parseArgs } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { changePasswordInputSchema } from '@steelworks/contract/account';
import { readConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createAccount } from '../modules/account/account.service';
import { accounts } from '../db/accounts.table';
import { serverRunsOn } from '../lib/backup';
import { generateTemporaryPassword } from '../lib/passwords';

const { values } = parseArgs({
  options: {
    username: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    phone: { type: 'string' },
    another: { type: 'boolean', default: false },
  },
});
const fail = (message: string, code = 1): never => {
  console.error(message);
  process.exit(code);
};
if (!values.username || !values.email) {
  fail('Usage: npm run create-admin -- --username NAME --email EMAIL [--name "Full Name"] [--phone 10DIGITS] [--another]', 2);
}
const chosen = process.env.ADMIN_PASSWORD;
if (chosen) {
  const policy = changePasswordInputSchema.safeParse({ new_password: chosen, confirm_new_password: chosen });
  if (!policy.success) fail(`ADMIN_PASSWORD is refused: ${policy.error.issues[0]!.message}.`, 2);
}

const config = readConfig();
// The embedded database belongs to one process at a time.
if (!config.databaseUrl && (await serverRunsOn(config.dataDir))) fail(`A server is running on ${config.dataDir}: stop it first.`);
const database = await openDatabase(config);
try {
  await migrateDatabase(database);
  const [activeAdmin] = await database.db
    .select({ username: accounts.username })
    .from(accounts)
    .where(and(eq(accounts.role, 'admin'), eq(accounts.active, true)))
    .limit(1);
  if (activeAdmin && !values.another) {
    fail(`This database already has an active admin ("${activeAdmin.username}"). To add another admin, run it again with --another.`);
  }
  const password = chosen || generateTemporaryPassword();
  await database.db.transaction(async (tx) => {
    const id = await createAccount(tx, { send: async () => 0 }, {
      username: values.username!,
      email: values.email!,
      phone: values.phone ?? '',
      fullName: values.name ?? values.username!,
      role: 'admin',
      password,
    });
    if (!chosen) await tx.update(accounts).set({ mustChangePassword: true }).where(eq(accounts.id, id));
  });
  console.log(`Admin "${values.username}" created.${chosen ? '' : ` Temporary password: ${password} (change it at first sign-in)`}`);
} catch (error) {
  console.error(`Could not create the admin: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
