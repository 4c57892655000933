import { getProductionItems } from './get-production-items';

/**
 * Where a scanned or typed code leads: the app's own URL of a production item or work order (what our QR codes
 * carry), or a production item's sr_no. Undefined when nothing matches.
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
  const found = await getProductionItems({ page: 1, search: '', sr_no: text });
  const item = found.results[0];
  return item ? `/production-items/${item.id}` : undefined;
}
