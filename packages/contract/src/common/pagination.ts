import { z } from 'zod';

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
/** A list's count stops here; above it `count` is the planner's estimate and the pager shows "10,000+" (DECISIONS.md 13). */
export const COUNT_CAP = 10_000;
/** A free-text search's count stops here; above it `count` is this cap and the pager shows "1,000+" (DECISIONS.md 13). */
export const SEARCH_COUNT_CAP = 1_000;

/** A page number from the query string; anything unreadable means page 1 (the server clamps the rest). */
const pageNumber = z.preprocess((v) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}, z.number().int().min(1));

export const listQuerySchema = z.object({
  page: pageNumber.optional().default(1),
  search: z.string().trim().max(200).optional().default(''),
  /** Field lists send `limit` (DECISIONS.md section 1): default 10, at most 100. */
  limit: z.preprocess((v) => {
    const n = Number(v);
    return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), MAX_PAGE_SIZE) : PAGE_SIZE;
  }, z.number().int()).optional().default(PAGE_SIZE),
  sort: z.string().max(50).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
    /**
     * `count` is not exact (DECISIONS.md section 13): the count stopped at 10,000 matches and `count` is the database's
     * estimate, or (with `count_capped`) a search stopped at 1,000. Follow `next` to page on.
     */
    count_is_estimate: z.boolean().optional(),
    /**
     * A free-text search matched more than 1,000 rows and was counted no further: `count` is 1000, a lower bound
     * ("1,000+"), and `count_is_estimate` is true too. Absent when the count is exact or a 10,000+ estimate.
     */
    count_capped: z.boolean().optional(),
  });
}

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
