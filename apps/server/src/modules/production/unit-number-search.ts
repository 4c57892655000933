import { ilike, like, type SQL } from 'drizzle-orm';
import { likePattern, likePrefix } from '../../lib/paginate';
import { productionItems as items } from './production.table';

/**
 * A unit number as people type it: text that starts with a digit is the start of a printed number (`<work order>-
 * <item>-<k>`), read as a range of production_items_sr_no_prefix_idx; a trigram search for "10000-1-" read the
 * posting lists of "000" and "-1-", which hold most units of ten years (issue 15). Other text is found anywhere in it.
 */
export function srNoMatches(text: string): SQL {
  return /^\d/.test(text) ? like(items.srNo, likePrefix(text)) : ilike(items.srNo, likePattern(text));
}
