/**
 * Issue 16 in a real browser: the store manager sees the open supplies in queue order with what each lacks, provides
 * every Ready one at once, and reads the purchase list.
 */
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { useBrowser } from './support/browser';
import { eventually, expectToast, expectVisible } from './support/expect';
import { signIn } from './support/session';

type Paged<T> = { count: number; results: T[] };
type Readiness = { id: number; auto_id: string; state: string };

describe('planning', () => {
  const e2e = useBrowser();

  it('the store manager provides all ready supplies and none is left Ready', async () => {
    // One small approved order is enough to have a Ready supply whatever the demo data holds.
    const dealers = await api.as('admin').get<Paged<{ id: number }>>('/dealer/dealer/?search=Malabar');
    const products = await api.as('admin').get<Paged<{ id: number }>>(`/store/product/?search=${encodeURIComponent('Door Frame 90x210 4x2 16G')}`);
    const created = await api.as('admin').post<{ id: number }>('/order/order/', {
      dealer: dealers.body.results[0]!.id,
      orderitem: [{ product: products.body.results[0]!.id, quantity: 1, material: 'GI' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await api.as('admin').patch(`/order/order/${created.body.id}/`, { status: 'Approved' })).status).toBe(200);
    const ready = await api.as('store').get<Paged<Readiness>>('/planning/readiness/?state=Ready');
    expect(ready.body.count).toBeGreaterThan(0);

    const page = e2e.page;
    await signIn(page, 'store');
    await page.goto('/planning/readiness?state=Ready');
    const table = page.getByRole('table', { name: 'Ready to Provide' });
    await expectVisible(table.getByRole('row').filter({ hasText: ready.body.results[0]!.auto_id }));
    await page.getByRole('button', { name: 'Provide All Ready' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Provide All Ready' }).click();
    const provided = Math.min(ready.body.count, 200);
    await expectToast(page, `Provided ${provided} ${provided === 1 ? 'supply' : 'supplies'}`);
    await expectVisible(page.getByText('No supplies wait for raw materials'));
    await eventually(async () => expect((await api.as('store').get<Paged<Readiness>>('/planning/readiness/?state=Ready')).body.count).toBe(0));

    await page.goto('/planning/purchase-list');
    await expectVisible(page.getByRole('heading', { name: 'Purchase List' }));
    const purchases = await api.as('store').get<Paged<{ name: string }>>('/planning/purchase-list/');
    if (purchases.body.count > 0) {
      await expectVisible(page.getByRole('table', { name: 'Purchase List' }).getByText(purchases.body.results[0]!.name).first());
    } else {
      await expectVisible(page.getByText('Nothing to buy: the store covers every open order'));
    }
  });
});
