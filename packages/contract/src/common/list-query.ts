import { z } from 'zod';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './pagination';

// The list query and page schemas; pagination.ts keeps the sizes, caps and page count, which the browser uses without zod.

/** A page number from the query string; anything unreadable means page 1 (the server clamps the rest). */
function readPageNumber(v: unknown): number {
  const n = Number(v);
  return Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1;
}

/** A page size from the query string: default 10, at most 100. */
function readPageSize(v: unknown): number {
  const n = Number(v);
  return Number.isFinite(n) && n >= 1 ? Math.min(Math.floor(n), MAX_PAGE_SIZE) : PAGE_SIZE;
}

const searchField = z.string().trim().max(200).optional().default('');
const limitField = z.preprocess(readPageSize, z.number().int()).optional().default(PAGE_SIZE);

export const listQuerySchema = z.object({
  page: z.preprocess(readPageNumber, z.number().int().min(1)).optional().default(1),
  search: searchField,
  /** Field lists send `limit` (docs/product/api-conventions.md#paged-lists): default 10, at most 100. */
  limit: limitField,
  sort: z.string().max(50).optional(),
});

/** The query fields of a catalogue list (products, store items): page, search and limit, without sort. */
export const catalogueQueryFields = {
  page: z.preprocess(readPageNumber, z.number().int()).optional().default(1),
  search: searchField,
  limit: limitField,
};

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
    /**
     * `count` is not exact (docs/product/lists-and-counts.md#capped-counts): the count stopped at 10,000 matches and `count` is the database's
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
