import { accounts } from '../src/db/accounts.table';
import { issueToken } from '../src/lib/auth';
import type { TestApp } from './harness';

/** A second worker (Ramesh Babu) beside the demo one, signed in: for what one worker may not do to another's. */
export async function anotherWorker(t: TestApp, username: string): Promise<{ id: number; token: string }> {
  const [other] = await t.db
    .insert(accounts)
    .values({ username, role: 'worker', fullName: 'Ramesh Babu', phone: '9812000001' })
    .returning({ id: accounts.id });
  return { id: other!.id, token: await issueToken(t.db, other!.id, t.config) };
}
