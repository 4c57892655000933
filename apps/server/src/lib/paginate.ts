import type { FastifyRequest } from 'fastify';
import { pageCount, type Paged } from '@steelworks/contract/common/pagination';

export type PageRequest = { page: number; limit: number };

/** A list query as services return it: how many rows match, and how to read one page of them. */
export type PagedQuery<T> = { count: () => Promise<number>; rows: (limit: number, offset: number) => Promise<T[]> };

/**
 * The one paged-list helper: counts, clamps the page to the last one, reads that page only, and builds the
 * `next`/`previous` links from the request's own URL (so filters and search carry over).
 */
export async function paginate<T>(
  request: FastifyRequest,
  { page, limit }: PageRequest,
  query: PagedQuery<T>,
  pageParam = 'page',
): Promise<Paged<T>> {
  const total = Number(await query.count());
  const last = pageCount(total, limit);
  const current = Math.min(Math.max(1, page), last);
  const results = total === 0 ? [] : await query.rows(limit, (current - 1) * limit);
  return {
    count: total,
    next: current < last ? pageLink(request, pageParam, current + 1) : null,
    previous: current > 1 ? pageLink(request, pageParam, current - 1) : null,
    results,
  };
}

function pageLink(request: FastifyRequest, pageParam: string, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set(pageParam, String(page));
  return url.toString();
}

/** `%term%` for ILIKE, with the wildcard characters of the user's text escaped. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
