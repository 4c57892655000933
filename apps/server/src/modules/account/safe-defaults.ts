import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accounts } from '../../db/accounts.table';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './account.seed';
import { verifyPassword } from '../../lib/passwords';

/** A setting that must never reach a production start; undefined when there is none. */
export function unsafeProductionSetting(config: Config): string | undefined {
  if (config.production && config.seedDemo) {
    return 'SEED_DEMO=true with NODE_ENV=production: the demo company signs in with a published password. Unset SEED_DEMO.';
  }
  return undefined;
}

/** The active demo accounts that still sign in with the demo password published in the README. */
async function demoAccountsWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: accounts.username, passwordHash: accounts.passwordHash })
    .from(accounts)
    .where(and(inArray(accounts.username, DEMO_ACCOUNTS.map((a) => a.username)), eq(accounts.active, true)));
  // The demo seed gives every account one hash: each different hash is verified once (argon2 is slow on purpose).
  const verdicts = new Map<string, Promise<boolean>>();
  const open: string[] = [];
  for (const row of rows) {
    if (!row.passwordHash) continue;
    if (!verdicts.has(row.passwordHash)) verdicts.set(row.passwordHash, verifyPassword(row.passwordHash, DEMO_PASSWORD));
    if (await verdicts.get(row.passwordHash)) open.push(row.username!);
  }
  return open;
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|localhost)$/;

/**
 * Demo accounts with the public password are a way in for anyone who read the README: a production start refuses
 * them (answers the reason), and any other start that listens beyond loopback says so loudly.
 */
export async function checkDemoAccounts(db: Db, config: Config, log: FastifyBaseLogger): Promise<string | undefined> {
  const open = await demoAccountsWithDemoPassword(db);
  if (open.length === 0) return undefined;
  if (config.production) {
    return `demo accounts still sign in with the demo password (${open.join(', ')}): change their passwords or block them before a production start`;
  }
  if (!LOOPBACK.test(config.host)) {
    log.warn(
      { demoAccounts: open, host: config.host },
      `WARNING: this server listens on ${config.host} (reachable from the network) and the demo accounts still sign in with the public password ${DEMO_PASSWORD}. Change their passwords or block them, or set HOST=127.0.0.1.`,
    );
  }
  return undefined;
}
