/**
 * One registration per document with several processes on a real PostgreSQL server (docs/decisions/042-e-invoices.md,
 * "The queue"): two processes' queues (each its own pool) and a second request for the same document, all at once,
 * against a slow IRP: the IRP is asked once, and the document has one IRN.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client';
import { useOrderWorld } from '../../../test/order-world';
import { startFakeIrp, type FakeIrp } from '../../../test/fake-irp';
import { b2bInvoice, prepareBilling, turnOnEinvoicing } from './einvoice.fixtures';
import { registerDue } from './einvoice-queue';
import { TEST_SETTINGS_SECRET } from '../../../test/harness';
import { requestRegistration } from './einvoice-registrations.service';
import { einvoiceRegistrations } from './einvoice.table';

const world = useOrderWorld();
let irp: FakeIrp;
let second: Database;

beforeAll(async () => {
  irp = await startFakeIrp();
  second = openPostgres(world.t.databaseUrl!, 5);
  await prepareBilling(world.t, world.w.dealerId);
  await turnOnEinvoicing(world.t, irp, world.today);
});
afterAll(async () => {
  await second.close();
  await irp.close();
});

describe('concurrent registrations of one invoice', () => {
  it('call the IRP once, however many processes and requests meet', async () => {
    const actor = { accountId: 0, role: 'admin' as const };
    for (let round = 0; round < 3; round++) {
      const id = await b2bInvoice(world.t.db, world.w.dealerId, world.w.door, world.today);
      const calls = irp.generateCalls();
      irp.delayMs = 300;
      // Two requests for the same invoice from two processes, then both processes' queues twice, all at once.
      await Promise.all([
        requestRegistration(world.t.db, 'invoice', id, actor, world.today),
        requestRegistration(second.db, 'invoice', id, actor, world.today),
      ]);
      const tried = await Promise.all([registerDue(world.t.db, { settingsSecret: TEST_SETTINGS_SECRET }), registerDue(second.db, { settingsSecret: TEST_SETTINGS_SECRET }), registerDue(world.t.db, { settingsSecret: TEST_SETTINGS_SECRET }), registerDue(second.db, { settingsSecret: TEST_SETTINGS_SECRET })]);
      irp.delayMs = 0;
      expect(tried.reduce((sum, n) => sum + n, 0)).toBe(1);
      expect(irp.generateCalls()).toBe(calls + 1);
      const rows = await world.t.db
        .select({ status: einvoiceRegistrations.status, irn: einvoiceRegistrations.irn })
        .from(einvoiceRegistrations)
        .where(and(eq(einvoiceRegistrations.source, 'invoice'), eq(einvoiceRegistrations.documentId, id)));
      expect(rows).toEqual([{ status: 'registered', irn: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    }
  });
});
