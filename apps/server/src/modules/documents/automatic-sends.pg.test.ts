/**
 * Issue 48 point 3 on real PostgreSQL: two reminder runs at once, each on its own connection pool as two processes
 * would have, queue one reminder per invoice and step.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { DEFAULT_AUTOMATIC_SENDS } from '@steelworks/contract/documents';
import { todayIn } from '@steelworks/contract/common/dates';
import type { Database } from '../../db/client';
import type { TestApp } from '../../../test/harness';
import { testAppWithSecondPool } from '../../../test/second-process';
import { createOrderWorld } from '../order/order.fixtures';
import { configureCompany, createDealer, invoiceOf } from '../billing/billing.fixtures';
import { notifications } from '../notification/notification.table';
import { runAutomaticSends } from './automatic-sends';

let t: TestApp;
let second: Database;

beforeAll(async () => {
  ({ t, second } = await testAppWithSecondPool());
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('two reminder runs on one database', () => {
  it('queue one reminder per invoice and step', async () => {
    const w = await createOrderWorld(t.db, t.config);
    await configureCompany(t);
    const today = todayIn(t.config.timeZone);
    const dealerId = await createDealer(t.db, { name: 'Raced Traders', termsDays: 0 });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await invoiceOf(t.db, dealerId, w.door, '100.00', today)).id);
    expect((await t.call('PUT', '/documents/automatic', { as: 'admin', body: { ...DEFAULT_AUTOMATIC_SENDS, reminders: true } })).status).toBe(200);

    const [a, b] = await Promise.all([runAutomaticSends(t.db, today), runAutomaticSends(second.db, today)]);
    expect(a + b).toBeGreaterThanOrEqual(5);
    for (const id of ids) {
      const reminders = await t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.event, 'document_auto'), eq(notifications.link, `/billing/invoices/${id}`)));
      expect(reminders).toHaveLength(1);
    }
  });
});
