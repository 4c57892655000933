// Plain values and functions only: the browser's lists import this file, and zod stays out of the first screens
// (docs/decisions/018). The list query and page schemas are in list-query.ts.

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** A list's count stops here; above it `count` is the planner's estimate and the pager shows "10,000+" (docs/product/lists-and-counts.md#capped-counts). */
export const COUNT_CAP = 10_000;
/** A free-text search's count stops here; above it `count` is this cap and the pager shows "1,000+" (docs/product/lists-and-counts.md#search-counts). */
export const SEARCH_COUNT_CAP = 1_000;

export type Paged<T> = {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
  count_is_estimate?: boolean;
  count_capped?: boolean;
};

/** Pages in a list of `count` rows (at least 1, so an empty list still has page 1). */
export function pageCount(count: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
