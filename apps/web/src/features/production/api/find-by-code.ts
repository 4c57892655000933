import type { ProductionItemDetail } from '@steelworks/contract/production';
import { isNetworkFailure, readSavedUnder } from '../../../lib/offline/day-cache';
import { UNIT_CACHE_PREFIX } from './get-production-item';
import { getProductionItems } from './get-production-items';

/**
 * Where a scanned or typed code leads: the app's own URL of a production item or work order (what our QR codes
 * carry), or a production item's sr_no (offline: among the units kept on the phone). Undefined when nothing matches.
 */
export async function pathForCode(code: string, origin = window.location.origin): Promise<string | undefined> {
  const text = code.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text, origin);
    const match = /^\/(production-items|workorders)\/(\d+)\/?$/.exec(url.pathname);
    if (url.origin === origin && match) return `/${match[1]}/${match[2]}`;
  } catch {
    // Not a URL: an sr_no.
  }
  try {
    const found = await getProductionItems({ page: 1, search: '', sr_no: text });
    const item = found.results[0];
    return item ? `/production-items/${item.id}` : undefined;
  } catch (error) {
    // No network: the units of the day's works are kept on the phone (get-my-works.ts); look the sr_no up there.
    if (!isNetworkFailure(error)) throw error;
    const kept = await readSavedUnder<ProductionItemDetail>(UNIT_CACHE_PREFIX);
    const item = kept.find((unit) => unit.sr_no.toLowerCase() === text.toLowerCase());
    if (!item) throw error;
    return `/production-items/${item.id}`;
  }
}
