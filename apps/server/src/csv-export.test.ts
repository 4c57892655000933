/**
 * CSV export of lists (docs/product/lists-and-counts.md#csv-export, issue 14 point 4): `?format=csv` streams every matching row with the
 * list's own filters and permission scope, a header row, money as in the JSON and dates as DD-MM-YYYY.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { sql, type SQL } from 'drizzle-orm';
import { useOrderWorld } from '../test/order-world';
import { rowsOf as resultRows } from './db/client';
import { CSV_BATCH, csvCell } from './lib/csv-export';
import { orders } from './modules/order/order.table';
import { storeItems } from './modules/store/store.table';

const world = useOrderWorld();

beforeAll(async () => {
  for (const [dealer, as] of [
    [world.w.dealerId, 'admin'],
    [world.w.dealerId, 'dealer'],
    [world.w.otherDealerId, 'admin'],
  ] as const) {
    const created = await world.t.call('POST', '/order/order/', {
      as,
      body: { dealer, customer_name: `=HYPERLINK("x") ${dealer}`, orderitem: [{ product: world.w.door, quantity: 1, material: 'GI' }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
});

/** The CSV answer as rows of cells, header first (the byte-order mark removed). */
function rowsOf(text: string): string[][] {
  expect(text.startsWith('\ufeff')).toBe(true);
  return parse(text.slice(1)) as string[][];
}

/** The ids a query answers, in its order. */
async function idsOf(query: SQL): Promise<number[]> {
  return (await resultRows<{ id: number | string }>(world.t.db, query)).map((row) => Number(row.id));
}

/** Every row of a JSON list, page by page. */
async function allPages(path: string, as: 'admin' | 'dealer', token?: string) {
  const rows: Array<Record<string, unknown>> = [];
  for (let page = 1; ; page++) {
    const response = await world.t.call('GET', `${path}${path.includes('?') ? '&' : '?'}page=${page}`, token ? { token } : { as });
    expect(response.status).toBe(200);
    rows.push(...response.body.results);
    if (!response.body.next) return rows;
  }
}

describe('?format=csv on a list', () => {
  it('answers text/csv with a named attachment, a header of the titles the screen shows and every row as the JSON shows it', async () => {
    const response = await world.t.call('GET', '/order/order/?format=csv', { as: 'admin' });
    expect(response.status).toBe(200);
    expect(String(response.headers['content-type'])).toContain('text/csv');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="order-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual(expect.arrayContaining(['Id', 'Order Id', 'Dealer', 'Status', 'Start Date', 'Date', 'Total Amount']));
    // One column per shown value (issue 29): no raw API names, the total once (bill_amount repeats total_amount).
    expect(header).not.toContain('bill_amount');
    expect(header).not.toContain('Bill Amount');
    expect(header!.filter((h) => /[._]/.test(h))).toEqual([]);
    expect(new Set(header).size).toBe(header!.length);

    const json = await allPages('/order/order/', 'admin');
    expect(rows.length).toBe(json.length);
    const first = Object.fromEntries(header!.map((name, i) => [name, rows[0]![i]]));
    const firstJson = json[0]!;
    expect(first.Id).toBe(String(firstJson.id));
    expect(first['Total Amount']).toBe(firstJson.total_amount);
    expect(first.Date).toMatch(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    if (firstJson.start_date) {
      const [y, m, d] = String(firstJson.start_date).split('-');
      expect(first['Start Date']).toBe(`${d}-${m}-${y}`);
    }
    // A customer name that a spreadsheet would run as a formula stays text.
    expect(rows.some((row) => row.some((cell) => cell.startsWith(`'=HYPERLINK`)))).toBe(true);
  });

  it('titles a person list as its screen: one User Name column, not account.username beside username (issue 29)', async () => {
    const response = await world.t.call('GET', '/dealer/dealer/?format=csv', { as: 'admin' });
    expect(response.status).toBe(200);
    const [header] = rowsOf(response.body);
    expect(header).toEqual(expect.arrayContaining(['Id', 'User Name', 'Name', 'Phone', 'Email', 'Location', 'Profit']));
    expect(header!.filter((h) => /[._]/.test(h))).toEqual([]);
    expect(header!.filter((h) => h === 'User Name')).toHaveLength(1);
    expect(header).not.toContain('First Name');
  });

  it("keeps the caller's scope: a dealer's export holds only its own orders", async () => {
    const dealerCsv = rowsOf((await world.t.call('GET', '/order/order/?format=csv', { as: 'dealer' })).body);
    const dealerColumn = dealerCsv[0]!.indexOf('Dealer Id');
    const mine = dealerCsv.slice(1);
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((row) => row[dealerColumn]))).toEqual(new Set([String(world.w.dealerId)]));
    expect(mine.length).toBe((await allPages('/order/order/', 'dealer')).length);

    const rival = rowsOf((await world.t.call('GET', '/order/order/?format=csv', { token: world.w.otherDealerToken })).body).slice(1);
    expect(new Set(rival.map((row) => row[dealerColumn]))).toEqual(new Set([String(world.w.otherDealerId)]));
  });

  it('applies the same filters as the JSON list', async () => {
    const csv = rowsOf((await world.t.call('GET', `/order/order/?format=csv&status=pending&dealer=${world.w.otherDealerId}`, { as: 'admin' })).body);
    const json = await allPages(`/order/order/?status=pending&dealer=${world.w.otherDealerId}`, 'admin');
    expect(json.length).toBeGreaterThan(0);
    expect(csv.slice(1).map((row) => row[0])).toEqual(json.map((row) => String(row.id)));
    expect(new Set(csv.slice(1).map((row) => row[csv[0]!.indexOf('Status')]))).toEqual(new Set(['Pending']));
  });

  it('streams a list longer than one batch whole, in order, each row once', async () => {
    const total = CSV_BATCH * 2 + 37;
    const values = Array.from({ length: total }, (_, i) => ({ name: `Csvbolt ${String(i).padStart(5, '0')}`, unitType: 'pcs', stock: '1', price: '2.50' }));
    await world.t.db.insert(storeItems).values(values);
    const response = await world.t.call('GET', '/store/store/?format=csv&search=Csvbolt', { as: 'storemanager' });
    expect(response.status).toBe(200);
    const [header, ...rows] = rowsOf(response.body);
    const ids = rows.map((row) => row[header!.indexOf('Id')]);
    expect(rows.length).toBe(total);
    expect(new Set(ids).size).toBe(total);
    expect(new Set(rows.map((row) => row[header!.indexOf('Price')]))).toEqual(new Set(['2.50']));
  });

  it('reads a long list that keeps its place from batch to batch, filtered, newest first, each row once', async () => {
    const total = CSV_BATCH * 2 + 11;
    const values = Array.from({ length: total }, (_, i) => ({ dealerId: world.w.otherDealerId, customerName: `Csvcustomer ${i}` }));
    await world.t.db.insert(orders).values(values);
    const response = await world.t.call('GET', '/order/order/?format=csv&search=Csvcustomer', { as: 'admin' });
    expect(response.status).toBe(200);
    const [header, ...rows] = rowsOf(response.body);
    const ids = rows.map((row) => Number(row[header!.indexOf('Id')]));
    expect(ids.length).toBe(total);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(total);
    expect(rows.every((row) => row[header!.indexOf('Customer')]!.startsWith('Csvcustomer '))).toBe(true);
  });

  it('reads lists ordered by a time or a date past their first batch: rows of the same instant, to the microsecond, each once', async () => {
    // The audit log is newest first by (at, id): a thousand entries a microsecond apart, a thousand at one instant.
    await world.t.db.execute(sql`
      insert into audit_log (at, entity, entity_id, action)
      select date_trunc('second', now()) - (case when g <= 1000 then g else 0 end) * interval '1 microsecond', 'store_item', 987654, 'update'
      from generate_series(1, ${CSV_BATCH * 2 + 13}) as g`);
    const audit = await world.t.call('GET', '/audit/log/?format=csv&entity=store_item&entity_id=987654', { as: 'admin' });
    expect(audit.status).toBe(200);
    const [auditHeader, ...auditRows] = rowsOf(audit.body);
    const expectedAudit = await idsOf(sql`select id from audit_log where entity = 'store_item' and entity_id = 987654 order by at desc, id desc`);
    expect(auditRows.map((row) => Number(row[auditHeader!.indexOf('Id')]))).toEqual(expectedAudit);
    expect(auditRows).toHaveLength(CSV_BATCH * 2 + 13);

    // Sheet orders are newest first by (date, id): two days of a thousand orders each.
    await world.t.db.execute(sql`
      insert into sheet_orders (title, date, gsm, order_type, created_by)
      select 'Csvsheet ' || g, current_date - g % 2, 120, 'addition', (select id from accounts where role = 'admin' order by id limit 1)
      from generate_series(1, ${CSV_BATCH * 2 + 11}) as g`);
    const sheets = await world.t.call('GET', '/sheet/sheet_order/?format=csv&search=Csvsheet', { as: 'admin' });
    expect(sheets.status).toBe(200);
    const [sheetHeader, ...sheetRows] = rowsOf(sheets.body);
    const expectedSheets = await idsOf(sql`select id from sheet_orders where title like 'Csvsheet %' order by date desc, id desc`);
    expect(sheetRows.map((row) => Number(row[sheetHeader!.indexOf('Id')]))).toEqual(expectedSheets);
    expect(sheetRows).toHaveLength(CSV_BATCH * 2 + 11);
  });

  it('is refused to a role that may not read the list, and leaves other answers as JSON', async () => {
    expect((await world.t.call('GET', '/order/order/?format=csv', { as: 'worker' })).status).toBe(403);
    expect((await world.t.call('GET', '/order/order/?format=csv')).status).toBe(401);
    const detail = await world.t.call('GET', `/dealer/dealer/${world.w.dealerId}/?format=csv`, { as: 'admin' });
    expect(detail.status).toBe(200);
    expect(String(detail.headers['content-type'])).toContain('application/json');
  });
});

describe('csvCell', () => {
  it('writes dates as DD-MM-YYYY, date-times in the business time zone, and defuses formulas', () => {
    expect(csvCell('2026-11-24', 'Asia/Kolkata')).toBe('24-11-2026');
    expect(csvCell('2026-11-23T20:00:00.000Z', 'Asia/Kolkata')).toBe('24-11-2026 01:30');
    expect(csvCell('-12.50', 'UTC')).toBe('-12.50');
    expect(csvCell('-cmd', 'UTC')).toBe("'-cmd");
    expect(csvCell('@SUM(A1)', 'UTC')).toBe("'@SUM(A1)");
    expect(csvCell(null, 'UTC')).toBe('');
    expect(csvCell(true, 'UTC')).toBe('true');
    expect(csvCell(['a', 1], 'UTC')).toBe('["a",1]');
  });
});
