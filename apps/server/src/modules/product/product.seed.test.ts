import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/harness';
import { createMailer } from '../../lib/mail';
import { memoryLimiter } from '../../lib/limiter';
import { seedStore } from '../store/store.seed';
import { seedProduct } from './product.seed';

const t = useTestAppWithFiles('steelworks-seed-');

describe('catalogue demo data', () => {
  it('seeds about 30 store items (some out of stock) and 20 products with images, BOMs and costs, idempotently', async () => {
    const ctx = { ...t.app.ctx, limiter: memoryLimiter(), mailer: createMailer({ db: t.db, smtpUrl: undefined, from: 'x', log: t.app.log }) };
    for (let run = 0; run < 2; run++) {
      await seedStore(ctx);
      await seedProduct(ctx);
    }
    const items = await t.call('GET', '/store/store/?limit=100', { as: 'storemanager' });
    expect(items.body.count).toBeGreaterThanOrEqual(30);
    expect(items.body.results.filter((i: { out_of_stock: boolean }) => i.out_of_stock).length).toBeGreaterThanOrEqual(3);
    const list = await t.call('GET', '/store/product/?limit=100', { as: 'admin' });
    expect(list.body.count).toBe(20);
    for (const product of list.body.results) {
      expect(Number(product.cost)).toBeGreaterThan(0);
      expect(Number(product.price)).toBeGreaterThan(Number(product.cost));
      const thumb = await t.app.inject({ method: 'GET', url: product.thumbnail });
      expect(thumb.statusCode).toBe(200);
    }
    const gate = list.body.results.find((p: { serial_number: string }) => p.serial_number === 'LH - 1301');
    const detail = await t.call('GET', `/store/product/${gate.id}/`, { as: 'admin' });
    expect(detail.body.rawmaterial.length).toBeGreaterThan(5);
    expect(detail.body.othercost.length).toBe(2);
  });
});
