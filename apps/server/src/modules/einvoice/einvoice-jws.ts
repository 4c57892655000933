import crypto from 'node:crypto';

/**
 * The IRP signs the e-invoice and its QR text as compact JWS (RS256). This signs (the tests' fake IRP and the demo
 * seed, each with a key of its own) and reads a JWS's payload; the product keeps what the IRP signed as it came.
 */
const base64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export function signJws(payload: unknown, privateKey: crypto.KeyObject): string {
  const head = base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  const signature = crypto.sign('sha256', Buffer.from(`${head}.${body}`), privateKey);
  return `${head}.${body}.${base64url(signature)}`;
}

/** The payload of a compact JWS, or undefined when it is not one. */
export function jwsPayload(jws: string): Record<string, unknown> | undefined {
  const [, body] = jws.split('.');
  if (!body) return undefined;
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as unknown;
    return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function verifyJws(jws: string, publicKey: crypto.KeyObject): boolean {
  const [head, body, signature] = jws.split('.');
  if (!head || !body || !signature) return false;
  return crypto.verify('sha256', Buffer.from(`${head}.${body}`), publicKey, Buffer.from(signature, 'base64url'));
}

/** The IRN as the IRP makes it: SHA-256 of the seller's GSTIN, financial year, document type and number. */
export function irnOf(sellerGstin: string, financialYear: string, docType: string, docNumber: string): string {
  return crypto.createHash('sha256').update(`${sellerGstin}${financialYear}${docType}${docNumber.toUpperCase()}`).digest('hex');
}

/** What the IRP's signed QR code holds (its published QR payload). */
export function qrPayload(json: { DocDtls: { Typ: string; No: string; Dt: string }; SellerDtls?: unknown; BuyerDtls?: unknown; ValDtls: Record<string, number>; ItemList: Record<string, unknown>[] }, irn: string, irnDate: string) {
  return {
    SellerGstin: (json.SellerDtls as { Gstin: string }).Gstin,
    BuyerGstin: (json.BuyerDtls as { Gstin: string }).Gstin,
    DocNo: json.DocDtls.No,
    DocTyp: json.DocDtls.Typ,
    DocDt: json.DocDtls.Dt,
    TotInvVal: json.ValDtls.TotInvVal,
    ItemCnt: json.ItemList.length,
    MainHsnCode: json.ItemList[0]?.HsnCd,
    Irn: irn,
    IrnDt: irnDate,
  };
}
