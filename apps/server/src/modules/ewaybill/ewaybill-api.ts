import { EWB_TEXT } from '@steelworks/contract/ewaybill';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { EwbBill } from './ewaybill-json';

/**
 * The e-way bill API adapter (docs/product/eway-bills.md#api): plain JSON over fetch to a GSP-style endpoint that
 * takes the portal's actions (GENEWAYBILL, VEHEWB, MULTIVEHADD, CANEWB) and the consigner's look-up by document.
 * The credentials travel in headers and are never logged; a timeout, a network failure or a 5xx is "the portal is
 * down" (503, nothing saved), a refusal is 422 with the portal's message, and a duplicate document is recovered.
 */
export type EwbApiConfig = Config['ewbApi'];

export type EwbGenerated = { ewbNumber: string; generatedAt: Date; validUntil: Date | null };

/** The portal refused a second bill for the same document (its error 604). */
class DuplicateDocumentError extends Error {}

/** "dd/mm/yyyy hh:mm:ss AM" in India time, as the portal writes times (an ISO time is taken as it is). */
export function parsePortalTime(text: unknown): Date | null {
  if (typeof text !== 'string' || text === '') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{1,2}):(\d{2}):(\d{2}) ?(AM|PM)?$/i.exec(text.trim());
  if (!match) {
    const parsed = new Date(text);
    return Number.isNaN(parsed.getTime()) ? null : parsed;
  }
  const [, day, month, year, hour, minute, second, half] = match;
  let hours = Number(hour) % (half ? 12 : 24);
  if (half?.toUpperCase() === 'PM') hours += 12;
  return new Date(`${year}-${month}-${day}T${String(hours).padStart(2, '0')}:${minute}:${second}+05:30`);
}

type PortalAnswer = { status?: string; data?: Record<string, unknown>; error?: { errorCodes?: string; message?: string } };

async function call(config: EwbApiConfig, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
  if (!config.baseUrl) throw new AppError('unavailable', EWB_TEXT.notConfigured);
  let response: Response;
  try {
    response = await fetch(new URL(path, config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`), {
      method,
      headers: {
        'content-type': 'application/json',
        'client-id': config.clientId,
        'client-secret': config.clientSecret,
        username: config.username,
        password: config.password,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch {
    throw new AppError('unavailable', EWB_TEXT.portalDown);
  }
  if (response.status >= 500 || response.status === 429) throw new AppError('unavailable', EWB_TEXT.portalDown);
  const answer = (await response.json().catch(() => ({}))) as PortalAnswer;
  if (answer.status === '1' && answer.data) return answer.data;
  const codes = answer.error?.errorCodes ?? '';
  if (codes.split(',').includes('604')) throw new DuplicateDocumentError(answer.error?.message ?? 'duplicate');
  throw new AppError('unprocessable', `${EWB_TEXT.portalRefused}: ${answer.error?.message ?? `HTTP ${response.status}`}`);
}

function generatedFrom(data: Record<string, unknown>): EwbGenerated {
  const generatedAt = parsePortalTime(data.ewayBillDate);
  if (typeof data.ewayBillNo !== 'string' && typeof data.ewayBillNo !== 'number') throw new AppError('unavailable', EWB_TEXT.portalDown);
  return { ewbNumber: String(data.ewayBillNo), generatedAt: generatedAt ?? new Date(), validUntil: parsePortalTime(data.validUpto) };
}

/** Generates the bill; a duplicate document answers with the bill the portal already holds for it. */
export async function generateOnPortal(config: EwbApiConfig, bill: EwbBill): Promise<EwbGenerated> {
  try {
    return generatedFrom(await call(config, 'POST', 'ewayapi', { action: 'GENEWAYBILL', data: bill }));
  } catch (error) {
    if (!(error instanceof DuplicateDocumentError)) throw error;
    const query = new URLSearchParams({ docType: String(bill.docType), docNo: bill.docNo });
    return generatedFrom(await call(config, 'GET', `ewayapi/GetEwayBillGeneratedByConsigner?${query}`));
  }
}

/** Part B update: a new vehicle; the portal answers the validity, which a vehicle change does not extend. */
export async function updateVehicleOnPortal(
  config: EwbApiConfig,
  change: { ewbNo: string; vehicleNo: string; fromPlace: string; fromState: number; reasonCode: string; reasonRem: string; transMode: string },
): Promise<void> {
  await call(config, 'POST', 'ewayapi', { action: 'VEHEWB', data: change });
}

/** One more vehicle of a consignment split over several (multi-vehicle movement). */
export async function addVehicleOnPortal(config: EwbApiConfig, added: { ewbNo: string; vehicleNo: string; quantity: number }): Promise<void> {
  await call(config, 'POST', 'ewayapi', { action: 'MULTIVEHADD', data: added });
}

export async function cancelOnPortal(config: EwbApiConfig, cancel: { ewbNo: string; cancelRsnCode: number; cancelRmrk: string }): Promise<void> {
  await call(config, 'POST', 'ewayapi', { action: 'CANEWB', data: cancel });
}
