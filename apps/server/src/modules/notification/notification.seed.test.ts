import { describe, expect, it } from 'vitest';
import { useDemoTestApp } from '../../../test/seeded-demo';
import { notificationDeliveries } from './notification.table';

const demo = useDemoTestApp();

describe('the demo bell', () => {
  it('shows the demo dealer and worker a few recent notifications, the newest unread, and sends nothing outside', async () => {
    for (const role of ['dealer', 'worker'] as const) {
      const bell = await demo.t.call('GET', '/notifications/', { as: role });
      expect(bell.status).toBe(200);
      expect(bell.body.count).toBeGreaterThanOrEqual(2);
      expect(bell.body.count).toBeLessThanOrEqual(4);
      expect(bell.body.results[0].read_at).toBeNull();
      expect(bell.body.results.slice(1).every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
      expect((await demo.t.call('GET', '/notifications/unread-count/', { as: role })).body).toEqual({ count: 1 });
    }
    const dealerBell = await demo.t.call('GET', '/notifications/', { as: 'dealer' });
    expect(dealerBell.body.results.map((n: { title: string }) => n.title).join('\n')).toMatch(/^(Order #\d+ (approved|started|shipped|delivered)|Invoice .+ issued)$/m);
    const workerBell = await demo.t.call('GET', '/notifications/', { as: 'worker' });
    expect(workerBell.body.results[0].title).toMatch(/^New work: \w+ for \S+$/);
    // The only deliveries are the demo's past payment reminders, logged as already sent: nothing waits to go out.
    const deliveries = await demo.t.db.select().from(notificationDeliveries);
    expect(deliveries.filter((d) => d.status !== 'sent' || d.event !== 'document_auto')).toEqual([]);
    // Nobody else's bell was filled by the seeds.
    expect((await demo.t.call('GET', '/notifications/', { as: 'storemanager' })).body.count).toBe(0);
  });
});
