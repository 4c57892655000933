import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { readConfig } from '../config';
import { rowsOf } from '../db/client';
import { createTestApp, useTestApp } from '../../test/harness';

/**
 * The paged lists' counts of a free-text search (docs/product/lists-and-counts.md#search-counts, the 1,000 rule: issue 29) and their paging
 * links (issue 29: never from the Host header).
 */
const t = useTestApp();
beforeAll(async () => {
  const [admin] = await rowsOf<{ id: number }>(t.db, sql`select id from accounts where role = 'admin' order by id limit 1`);
  // In bulk, as ten years would: 1,234 sheet orders and 1,234 store items whose words a search finds, 999 of another.
  await t.db.execute(sql`
    insert into sheet_orders (title, date, gsm, order_type, created_by)
    select 'Cappedword shutter ' || g, date '2026-01-01' + (g % 300), 120, 'addition', ${admin!.id} from generate_series(1, 1234) g`);
  await t.db.execute(sql`
    insert into sheet_orders (title, date, gsm, order_type, created_by)
    select 'Exactword door ' || g, date '2026-01-01' + (g % 300), 120, 'addition', ${admin!.id} from generate_series(1, 999) g`);
  await t.db.execute(sql`insert into store_items (name, unit_type) select 'Cappedbolt M' || g, 'pcs' from generate_series(1, 1234) g`);
  await t.db.execute(sql`insert into store_items (name, unit_type) select 'Exactnut M' || g, 'pcs' from generate_series(1, 999) g`);
  await t.db.execute(sql`analyze sheet_orders`);
  await t.db.execute(sql`analyze store_items`);
});

describe('a free-text search is counted up to 1,000 (docs/product/lists-and-counts.md#search-counts)', () => {
  it('answers count 1000, count_capped and count_is_estimate when more than 1,000 sheet orders match', async () => {
    const response = await t.call('GET', '/sheet/sheet_order/?search=cappedword', { as: 'admin' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ count: 1000, count_capped: true, count_is_estimate: true, previous: null });
    expect(response.body.results).toHaveLength(10);
    expect(response.body.next).toMatch(/page=2/);
  });

  it('counts the search with a subquery that stops at 1,001 rows', async () => {
    const statements = await t.statementsOf('/sheet/sheet_order/?search=cappedword', 'admin');
    const counts = statements.filter((text) => /count\(\*\)/i.test(text));
    expect(counts).toHaveLength(1);
    expect(counts[0]).toMatch(/select count\(\*\) from \(select .* limit \$\d+\) "capped"/is);
  });

  it('pages on past the count: page 100 links page 101, whose rows are the 1,001st to the 1,010th', async () => {
    const page100 = await t.call('GET', '/sheet/sheet_order/?search=cappedword&page=100', { as: 'admin' });
    expect(page100.body.next).toMatch(/page=101/);
    const page101 = await t.call('GET', '/sheet/sheet_order/?search=cappedword&page=101', { as: 'admin' });
    expect(page101.body).toMatchObject({ count: 1000, count_capped: true });
    expect(page101.body.results).toHaveLength(10);
    expect(page101.body.previous).toMatch(/page=100/);
    const last = await t.call('GET', '/sheet/sheet_order/?search=cappedword&page=124', { as: 'admin' });
    expect(last.body.results).toHaveLength(4);
    expect(last.body.next).toBeNull();
    const seen = new Set([...page100.body.results, ...page101.body.results, ...last.body.results].map((row: { id: number }) => row.id));
    expect(seen.size).toBe(24);
  });

  it('answers an exact count below 1,000 matches, without count_capped', async () => {
    const response = await t.call('GET', '/sheet/sheet_order/?search=exactword', { as: 'admin' });
    expect(response.status).toBe(200);
    expect(response.body.count).toBe(999);
    expect(response.body).not.toHaveProperty('count_capped');
    expect(response.body).not.toHaveProperty('count_is_estimate');
    const last = await t.call('GET', '/sheet/sheet_order/?search=exactword&page=500', { as: 'admin' });
    expect(last.body.results).toHaveLength(9);
    expect(last.body.next).toBeNull();
  });

  it('caps a list counted whole without a search (the store) the same way, and counts it exactly without one', async () => {
    const capped = await t.call('GET', '/store/store/?search=cappedbolt', { as: 'admin' });
    expect(capped.body).toMatchObject({ count: 1000, count_capped: true, count_is_estimate: true });
    const exact = await t.call('GET', '/store/store/?search=exactnut', { as: 'admin' });
    expect(exact.body.count).toBe(999);
    expect(exact.body).not.toHaveProperty('count_capped');
    const all = await t.call('GET', '/store/store/', { as: 'admin' });
    expect(all.body.count).toBeGreaterThanOrEqual(2233);
    expect(all.body).not.toHaveProperty('count_capped');
  });
});

describe('paging links (issue 29)', () => {
  it('never name the Host header: with Host: evil.example they are relative', async () => {
    const response = await t.call('GET', '/store/store/?search=cappedbolt&page=2', { as: 'admin', headers: { host: 'evil.example' } });
    expect(response.status).toBe(200);
    expect(response.body.next).toBe('/api/v1/store/store/?search=cappedbolt&page=3');
    expect(response.body.previous).toBe('/api/v1/store/store/?search=cappedbolt&page=1');
    expect(JSON.stringify(response.body)).not.toContain('evil.example');
  });

  it('start with PUBLIC_URL when it is set', async () => {
    const other = await createTestApp({ publicUrl: readConfig({ PUBLIC_URL: 'https://steelworks.example.com/' }).publicUrl });
    try {
      await other.db.execute(sql`insert into store_items (name, unit_type) select 'Linkbolt M' || g, 'pcs' from generate_series(1, 25) g`);
      const response = await other.call('GET', '/store/store/?search=linkbolt&page=2', { as: 'admin', headers: { host: 'evil.example' } });
      expect(response.body.next).toBe('https://steelworks.example.com/api/v1/store/store/?search=linkbolt&page=3');
      expect(response.body.previous).toBe('https://steelworks.example.com/api/v1/store/store/?search=linkbolt&page=1');
      expect(JSON.stringify(response.body)).not.toContain('evil.example');
    } finally {
      await other.close();
    }
  });

  it('PUBLIC_URL must be an http(s) URL', () => {
    expect(readConfig({}).publicUrl).toBeUndefined();
    expect(readConfig({ PUBLIC_URL: 'http://10.0.0.5:8000' }).publicUrl).toBe('http://10.0.0.5:8000');
    expect(readConfig({ PUBLIC_URL: 'https://example.com/steelworks/' }).publicUrl).toBe('https://example.com/steelworks');
    for (const bad of ['steelworks.example.com', 'ftp://example.com', 'javascript:alert(1)', 'https://example.com/?a=1']) {
      expect(() => readConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });
});
