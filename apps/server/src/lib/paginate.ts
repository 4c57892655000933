import type { FastifyRequest } from 'fastify';
import { and, count, or, sql, type SQL, type SQLWrapper, type Subquery, type Table } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../db/client';
import { pageCount, type Paged } from '@steelworks/contract/common/pagination';
import { sendCsv, wantsCsv } from './csv-export';

export type PageRequest = { page: number; limit: number };

/**
 * A list query as services return it: how many rows match, and how to read one page of them. `paginate` runs the two
 * side by side, so a page must not wait on state the count sets (share a promise instead, as the ledger does).
 */
export type PagedQuery<T> = {
  count: () => Promise<number>;
  rows: (limit: number, offset: number) => Promise<T[]>;
  /**
   * The `limit` rows that follow `last` in the list's order, read from the index at `last` (a keyset): the CSV export
   * of a long list uses it where OFFSET would read every row before each batch again. Lists that can grow to ten
   * years of rows give it.
   */
  rowsAfter?: (limit: number, last: T) => Promise<T[]>;
  /** After `count`: true when it is an estimate (DECISIONS.md section 13, see `cappedCounter`). */
  countIsEstimate?: () => boolean;
};

/**
 * The one paged-list helper: counts, clamps the page to the last one, reads that page only, and builds the
 * `next`/`previous` links from the request's own URL (so filters and search carry over). With `?format=csv` on a
 * list route it streams every matching row as CSV instead (the reply is sent; Fastify ignores the returned value).
 */
export async function paginate<T>(
  request: FastifyRequest,
  { page, limit }: PageRequest,
  query: PagedQuery<T>,
  pageParam = 'page',
): Promise<Paged<T>> {
  if (pageParam === 'page' && wantsCsv(request)) return (await sendCsv(request, query)) as never;
  // The asked page is read beside the count, one round trip instead of two on every list (issue 15's stack bound);
  // only a page past the end, which the count clamps to the last, is read again.
  const asked = Math.max(1, page);
  const [counted, askedRows] = await Promise.all([query.count(), query.rows(limit, (asked - 1) * limit)]);
  const total = Number(counted);
  const estimate = query.countIsEstimate?.() ?? false;
  const last = pageCount(total, limit);
  const current = Math.min(asked, last);
  const results = total === 0 ? [] : current === asked ? askedRows : await query.rows(limit, (current - 1) * limit);
  return {
    count: total,
    next: current < last ? pageLink(request, pageParam, current + 1) : null,
    previous: current > 1 ? pageLink(request, pageParam, current - 1) : null,
    results,
    ...(estimate ? { count_is_estimate: true } : {}),
  };
}

function pageLink(request: FastifyRequest, pageParam: string, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set(pageParam, String(page));
  return url.toString();
}

/** `%term%` for ILIKE, with the wildcard characters of the user's text escaped. */
export function likePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/** `term%`: the text from its start, which a btree index with text_pattern_ops answers by range. */
export function likePrefix(search: string): string {
  return `${escapeLike(search)}%`;
}

function escapeLike(search: string): string {
  return search.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The rows after row `lastId` in a list ordered newest first by `column` (a time, a date), then by `id`, for
 * `rowsAfter`: `(column, id) < (those of row lastId)`, which a btree on (column, id), after any equality columns,
 * answers as a range. The last row's key is read by its id: the answer may carry it rounded (a time to the millisecond).
 */
export function olderThan(table: Table, column: SQLWrapper, id: SQLWrapper, lastId: number): SQL {
  const columns = sql`${column}, ${id}`;
  return sql`(${columns}) < (select ${columns} from ${table} where ${id} = ${lastId})`;
}

/**
 * `column = any(ids)` with the ids as one array value: a search reads the ids of its few matching parents first (sites,
 * dealers, units; or the keys, such as mail addresses) and asks for their rows by value, so the planner sees how few
 * match and uses the column's index. Given a subquery instead it cannot tell, and it read every row of ten years
 * (issue 15). One parameter, however many ids (a list of values would hit PostgreSQL's 65,535-parameter limit); no ids
 * match nothing.
 */
export function inIds(column: SQLWrapper, ids: number[] | string[]): SQL {
  if (ids.length === 0) return sql`false`;
  return typeof ids[0] === 'string' ? sql`${column} = any(${sql.param(ids)}::text[])` : sql`${column} = any(${sql.param(ids)}::int[])`;
}

/**
 * A list that is known only once it is computed whole: a running allocation over every open supply, a sum per store
 * item over every open order. It is read once per request, in its order; its length is the count and a page is a
 * slice, which `shape` turns into the answer's rows. Reading it for the count and again for the page computed it
 * twice (issue 15). Only for lists bounded by the open work or a catalogue, never by history.
 */
export function readWhole<T, R>(read: () => Promise<T[]>, shape: (rows: T[]) => R[] | Promise<R[]>): PagedQuery<R> {
  const whole = once(read);
  return {
    count: async () => (await whole()).length,
    rows: async (limit, offset) => shape((await whole()).slice(offset, offset + limit)),
  };
}

/**
 * A read that runs at most once, however many ask for it: what a list's count and page share (they run side by side,
 * see `paginate`), such as the account a username names or a ledger's length.
 */
export function once<T>(read: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | undefined;
  return () => (result ??= read());
}

/** Counts stop here; above it the planner's estimate is answered with `count_is_estimate` (DECISIONS.md 13). */
export const COUNT_CAP = 10_000;
/** Twice the cap: room for the error of a statistics estimate, so a list below the cap is never taken as above it. */
const ESTIMATE_FIRST_ABOVE = 2 * COUNT_CAP;

/**
 * The count of a list that may match a million rows: counts at most COUNT_CAP + 1 matches (an index read whose cost
 * does not grow with the table), and above the cap answers the planner's row estimate of the same query instead,
 * flagged through `countIsEstimate`. `matches` builds a select of the matching rows (any one column), without order
 * or limit; it is called once per statement because drizzle's builders change in place.
 *
 * `estimateFirst`: ask the planner first and answer its estimate without counting when it expects more than
 * ESTIMATE_FIRST_ABOVE matches. Only for filters whose estimate the table statistics make reliable (a whole table, a
 * flag column, an owner, a date range): a text search's estimate can be far off, and below the cap the count must be
 * exact.
 */
export function cappedCounter(
  db: DbOrTx,
  matches: () => CappableSelect,
  { estimateFirst = false }: { estimateFirst?: boolean } = {},
): Pick<PagedQuery<unknown>, 'count' | 'countIsEstimate'> {
  let estimate = false;
  return {
    countIsEstimate: () => estimate,
    count: async () => {
      if (estimateFirst) {
        const expected = await plannedRows(db, matches());
        estimate = expected > ESTIMATE_FIRST_ABOVE;
        if (estimate) return expected;
      }
      const [row] = await db.select({ n: count() }).from(matches().limit(COUNT_CAP + 1).as('capped'));
      const exact = Number(row?.n ?? 0);
      estimate = exact > COUNT_CAP;
      if (!estimate) return exact;
      return Math.max(COUNT_CAP + 1, await plannedRows(db, matches()));
    },
  };
}

/**
 * The matches of a search whose arms are ORed (`a OR b OR c`), as `cappedCounter` should count them: a UNION ALL of
 * disjoint arms, `a`, then `b` where `a` is not true, then `c` where neither is. PostgreSQL runs the arms in order and
 * stops at the cap, so give first the arms an index answers alone (`column = any(ids)` on an index that covers the
 * select: counted without reading a row) and last those whose rows must be read to check them (an ILIKE through a
 * trigram index). Counting the OR read every matching row, so ten years of matches cost ten times one (issue 15).
 * `select` builds the select of one arm from its whole filter (`base` and the arm); no arms (no search) is `base` alone.
 * The page query keeps the OR.
 */
export function disjointArms(
  select: (where: SQL | undefined) => CappableSelect & { unionAll: (other: never) => unknown },
  base: SQL | undefined,
  arms: SQL[],
): CappableSelect {
  const selects = arms.map((arm, i) => select(and(base, arm, i === 0 ? undefined : sql`(${or(...arms.slice(0, i))}) is not true`)));
  if (selects.length === 0) return select(base);
  // Every arm selects the same columns; drizzle's types cannot follow a union built in a loop.
  return selects.reduce((all, next) => all.unionAll(next as never) as typeof all);
}

/** The planner's row estimate of a select (EXPLAIN, nothing run). */
async function plannedRows(db: DbOrTx, select: SQLWrapper): Promise<number> {
  const [plan] = await rowsOf<Record<string, unknown>>(db, sql`explain (format json) ${select}`);
  const raw = Object.values(plan ?? {})[0];
  const explained = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }>;
  return Math.round(explained?.[0]?.Plan?.['Plan Rows'] ?? 0);
}

type CappableSelect = SQLWrapper & { limit: (n: number) => { as: (alias: string) => Subquery } };
