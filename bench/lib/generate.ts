import type { Role } from '@steelworks/contract/roles';
import type { BenchContext } from './types';

/** PostgreSQL accepts at most 65535 parameters in one statement. */
const MAX_PARAMS = 65_535;

/**
 * Multi-row INSERTs of rows built in JavaScript, in batches that stay under the parameter limit. Use it when rows
 * need values SQL cannot make up; for plain shapes `insertSeries` is much faster. Returns the `returning` column of
 * every inserted row, in order, when asked.
 *
 *   await insertRows(ctx, 'dealers', ['account_id', 'location'], rows.map((r) => [r.accountId, r.location]));
 */
export async function insertRows(
  ctx: Pick<BenchContext, 'driver'>,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
  options: { batch?: number; returning?: string } = {},
): Promise<unknown[]> {
  const batch = Math.max(1, Math.min(options.batch ?? 1000, Math.floor(MAX_PARAMS / columns.length)));
  const returned: unknown[] = [];
  const columnList = columns.map(quoteIdent).join(', ');
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch);
    const params: unknown[] = [];
    const tuples = slice.map((row) => {
      const marks = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${marks.join(', ')})`;
    });
    const returning = options.returning ? ` RETURNING ${quoteIdent(options.returning)}` : '';
    const result = await ctx.driver.query<Record<string, unknown>>(
      `INSERT INTO ${quoteIdent(table)} (${columnList}) VALUES ${tuples.join(', ')}${returning}`,
      params,
    );
    if (options.returning) for (const r of result) returned.push(r[options.returning]);
  }
  return returned;
}

/**
 * Rows made up in SQL: runs `statement` with $1 = first and $2 = last number of each chunk, e.g.
 *
 *   await insertSeries(ctx, 'mail_outbox', ctx.scaled(5_000_000), `
 *     INSERT INTO mail_outbox ("to", subject, body)
 *     SELECT 'dealer' || g % 500 || '@example.com', 'Order ' || g, 'text'
 *     FROM generate_series($1::int, $2::int) AS g`);
 *
 * Chunks keep each statement (and PGlite's memory) small and let the log show progress.
 */
export async function insertSeries(
  ctx: Pick<BenchContext, 'driver' | 'log'>,
  label: string,
  total: number,
  statement: string,
  chunk = 100_000,
): Promise<void> {
  const started = Date.now();
  for (let first = 1; first <= total; first += chunk) {
    const last = Math.min(total, first + chunk - 1);
    await ctx.driver.query(statement, [first, last]);
    if (total > chunk) ctx.log(`  ${label}: ${last.toLocaleString('en')} / ${total.toLocaleString('en')}`);
  }
  ctx.log(`  ${label}: ${total.toLocaleString('en')} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * `count` sign-in accounts of one role, usernames `<prefix>1..<prefix>count`, all with the demo password through
 * the one shared hash (never an argon2 hash per row). Returns their ids in username order.
 */
export async function insertAccounts(
  ctx: Pick<BenchContext, 'driver' | 'passwordHash'>,
  role: Role,
  count: number,
  prefix: string,
): Promise<number[]> {
  if (count <= 0) return [];
  const rows = await ctx.driver.query<{ id: number }>(
    `INSERT INTO accounts (username, email, phone, full_name, role, password_hash)
     SELECT $1 || g, $1 || g || '@bench.example', (7000000000 + g)::text,
            (ARRAY['Anil','Bina','Chetan','Divya','Farhan','Gita','Hari','Irfan','Jaya','Kiran'])[1 + g % 10] || ' ' ||
            (ARRAY['Rao','Nair','Pillai','Menon','Kumar','Sharma','Iyer','Khan','Das','Reddy','Shetty'])[1 + g % 11] || ' ' || g,
            $2::role, $3
     FROM generate_series(1, $4::int) AS g
     ORDER BY g
     RETURNING id`,
    [prefix, role, ctx.passwordHash, count],
  );
  return rows.map((r) => Number(r.id));
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
