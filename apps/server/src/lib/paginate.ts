import type { FastifyRequest } from 'fastify';
import { and, count, desc, or, sql, type SQL, type SQLWrapper, type Subquery, type Table } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { rowsOf, type DbOrTx } from '../db/client';
import { COUNT_CAP, pageCount, SEARCH_COUNT_CAP, type Paged } from '@steelworks/contract/common/pagination';
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
  /** After `count`: true when it is an estimate (docs/product/lists-and-counts.md#capped-counts, see `cappedCounter`). */
  countIsEstimate?: () => boolean;
  /** After `count`: true when a search stopped counting at SEARCH_COUNT_CAP and `count` is that cap (`cappedCounter`). */
  countIsCapped?: () => boolean;
};

/**
 * The one paged-list helper: counts, clamps the page to the last one, reads that page only, and builds the
 * `next`/`previous` links from the request's own path and query (so filters and search carry over), under PUBLIC_URL
 * when it is set and relative otherwise: never from the Host header, which the caller chooses. With `?format=csv` on a
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
  let total = Number(counted);
  let capped = query.countIsCapped?.() ?? false;
  let estimate = capped || (query.countIsEstimate?.() ?? false);
  // The 1,000 rule's answer for any list searched (docs/product/lists-and-counts.md#search-counts), should a service count its search whole.
  if (!estimate && pageParam === 'page' && searchOf(request) && total > SEARCH_COUNT_CAP) {
    total = SEARCH_COUNT_CAP;
    capped = estimate = true;
  }
  const last = pageCount(total, limit);
  // A count that stopped (1,000+, 10,000+) is not the end of the list: a page after its last that has rows is answered.
  const current = estimate && asked > last && askedRows.length > 0 ? asked : Math.min(asked, last);
  const results = total === 0 ? [] : current === asked ? askedRows : await query.rows(limit, (current - 1) * limit);
  // From the count's last page on, whether another page exists is asked of the rows themselves (one row read).
  const hasNext =
    current < last || (estimate && results.length === limit && (await query.rows(1, current * limit)).length > 0);
  return {
    count: total,
    next: hasNext ? pageLink(request, pageParam, current + 1) : null,
    previous: current > 1 ? pageLink(request, pageParam, current - 1) : null,
    results,
    ...(estimate ? { count_is_estimate: true } : {}),
    ...(capped ? { count_capped: true } : {}),
  };
}

/** The list's free-text search (`?search=`), trimmed; '' when there is none. */
function searchOf(request: FastifyRequest): string {
  const search = (request.query as Record<string, unknown> | undefined)?.search;
  return typeof search === 'string' ? search.trim() : '';
}

/**
 * A page's link: the request's path and query with the page changed, under PUBLIC_URL when it is set, else relative.
 * Built from the Host header it would name whatever host the caller wrote (`Host: evil.example`).
 */
function pageLink(request: FastifyRequest, pageParam: string, page: number): string {
  const url = new URL(request.url, 'http://link.invalid');
  url.searchParams.set(pageParam, String(page));
  const pathAndQuery = `${url.pathname}${url.search}`;
  const publicUrl = request.server.ctx.config.publicUrl;
  return publicUrl ? `${publicUrl}${pathAndQuery}` : pathAndQuery;
}

/** One page of a list read newest first: `read`, a dynamic select (`.$dynamic()`), ordered by its `id` descending. */
export function newestFirstPage<T extends PgSelect>(read: T, id: PgColumn, limit: number, offset: number) {
  return read.orderBy(desc(id)).limit(limit).offset(offset);
}

/** `%term%` for ILIKE, with the wildcard characters of the user's text escaped. */
export function likePattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/**
 * A list's search text as the searches by number or name read it: trimmed, a leading '#' dropped (`#42` is order 42),
 * its ILIKE pattern, and the number it is when it is 1 to 9 digits (an id or number column). undefined when empty.
 */
export function searchTerms(search: string): { text: string; pattern: string; number: number | undefined } | undefined {
  const text = search.trim().replace(/^#/, '');
  if (!text) return undefined;
  return { text, pattern: likePattern(text), number: /^\d{1,9}$/.test(text) ? Number(text) : undefined };
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

/** Twice the cap: room for the error of a statistics estimate, so a list below the cap is never taken as above it. */
const ESTIMATE_FIRST_ABOVE = 2 * COUNT_CAP;

/**
 * The count of a list that may match a million rows: counts at most COUNT_CAP + 1 matches (an index read whose cost
 * does not grow with the table), and above the cap answers the planner's row estimate of the same query instead,
 * flagged through `countIsEstimate`. `matches` builds a select of the matching rows (any one column), without order
 * or limit; it is called once per statement because drizzle's builders change in place.
 *
 * `search`: the list's free-text search. When there is one, the 1,000 rule (docs/product/lists-and-counts.md#search-counts) counts instead:
 * at most SEARCH_COUNT_CAP + 1 matches, and above the cap `count` is SEARCH_COUNT_CAP itself, flagged through both
 * `countIsEstimate` and `countIsCapped` (the pager shows "1,000+"). A search's matches grow with the data, and each
 * costs a row visit to count: capped at 1,000 the count costs the same at ten years as at one (issue 29).
 *
 * `estimateFirst`: ask the planner first and answer its estimate without counting when it expects more than
 * ESTIMATE_FIRST_ABOVE matches. Only for filters whose estimate the table statistics make reliable (a whole table, a
 * flag column, an owner, a date range): a text search's estimate can be far off, and below the cap the count must be
 * exact. Ignored with a search.
 */
export function cappedCounter(
  db: DbOrTx,
  matches: () => CappableSelect,
  { estimateFirst = false, search = '' }: { estimateFirst?: boolean; search?: string | boolean } = {},
): Pick<PagedQuery<unknown>, 'count' | 'countIsEstimate' | 'countIsCapped'> {
  if (typeof search === 'string' ? search.trim() : search) return searchCounter(db, matches);
  let estimate = false;
  return {
    countIsEstimate: () => estimate,
    count: async () => {
      if (estimateFirst) {
        const expected = await plannedRows(db, matches());
        estimate = expected > ESTIMATE_FIRST_ABOVE;
        if (estimate) return expected;
      }
      const exact = await countUpTo(db, matches(), COUNT_CAP + 1);
      estimate = exact > COUNT_CAP;
      if (!estimate) return exact;
      return Math.max(COUNT_CAP + 1, await plannedRows(db, matches()));
    },
  };
}

/**
 * The count of a list that is counted whole without a search (a catalogue, the staff: bounded, never history), and by
 * the 1,000 rule with one (see `cappedCounter`): `count` without a search, `matches` with one.
 */
export function searchCappedCounter(
  db: DbOrTx,
  search: string | undefined,
  matches: () => CappableSelect,
  count: () => Promise<number>,
): Pick<PagedQuery<unknown>, 'count' | 'countIsEstimate' | 'countIsCapped'> {
  return search?.trim() ? searchCounter(db, matches) : { count };
}

/** The 1,000 rule: `select count(*) from (select ... limit 1001)`, answered as 1,000 and flagged above it. */
function searchCounter(db: DbOrTx, matches: () => CappableSelect): Pick<PagedQuery<unknown>, 'count' | 'countIsEstimate' | 'countIsCapped'> {
  let capped = false;
  return {
    countIsEstimate: () => capped,
    countIsCapped: () => capped,
    count: async () => {
      const counted = await countUpTo(db, matches(), SEARCH_COUNT_CAP + 1);
      capped = counted > SEARCH_COUNT_CAP;
      return capped ? SEARCH_COUNT_CAP : counted;
    },
  };
}

/** How many rows `select` gives, counting no further than `limit`: the cost of the count is bounded by it. */
async function countUpTo(db: DbOrTx, select: CappableSelect, limit: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(select.limit(limit).as('capped'));
  return Number(row?.n ?? 0);
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
