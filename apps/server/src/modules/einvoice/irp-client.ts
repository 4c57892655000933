/**
 * The IRP adapter (docs/decisions/042-e-invoices.md, "Online"): plain fetch against a configured base URL, with the
 * paths and JSON of the IRP's API as GSPs pass it on unencrypted (auth, generate IRN, get IRN by document, cancel).
 * It never logs: the credentials and the answers stay out of the log.
 */
export type IrpCredentials = { baseUrl: string; clientId: string; clientSecret: string; username: string; password: string; gstin: string };

export type IrpSigned = { Irn: string; AckNo: string; AckDt: string; SignedInvoice: string; SignedQRCode: string };

export type IrpOutcome =
  | { kind: 'registered'; answer: IrpSigned }
  /** Error 2150: the IRP already registered this document; its IRN. */
  | { kind: 'duplicate'; irn: string }
  /** The IRP refused the document (a validation error): sending it again changes nothing. */
  | { kind: 'refused'; message: string };

/** The IRP could not be reached or did not answer in time: try again later. */
export class IrpUnavailable extends Error {}

/** A request that takes longer is given up (and retried later): well within the queue's lease. */
const TIMEOUT_MS = 20_000;

type Envelope = { Status?: number | string; Data?: unknown; ErrorDetails?: { ErrorCode?: string; ErrorMessage?: string }[]; InfoDtls?: { InfCd?: string; Desc?: { Irn?: string } }[] };

export function createIrpClient(credentials: IrpCredentials, doFetch: typeof fetch = fetch) {
  const base = credentials.baseUrl.replace(/\/+$/, '');
  let token: { value: string; until: number } | undefined;

  async function send(method: 'GET' | 'POST', path: string, body: unknown, headers: Record<string, string>): Promise<Envelope> {
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', client_id: credentials.clientId, client_secret: credentials.clientSecret, ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new IrpUnavailable(`The IRP could not be reached (${(error as Error).name})`);
    }
    if (response.status >= 500 || response.status === 429) throw new IrpUnavailable(`The IRP answered ${response.status}`);
    try {
      return (await response.json()) as Envelope;
    } catch {
      throw new IrpUnavailable(`The IRP answered ${response.status} without JSON`);
    }
  }

  const errorOf = (envelope: Envelope) => (envelope.ErrorDetails ?? []).map((e) => `${e.ErrorCode ?? ''} ${e.ErrorMessage ?? ''}`.trim()).join('; ') || 'refused';

  async function authorized(): Promise<Record<string, string>> {
    if (!token || token.until < Date.now()) {
      const envelope = await send('POST', '/eivital/v1.04/auth', { UserName: credentials.username, Password: credentials.password }, {});
      const data = envelope.Data as { AuthToken?: string } | undefined;
      if (String(envelope.Status) !== '1' || !data?.AuthToken) throw new IrpUnavailable(`The IRP refused the sign-in: ${errorOf(envelope)}`);
      token = { value: data.AuthToken, until: Date.now() + 5 * 60 * 60 * 1000 };
    }
    return { user_name: credentials.username, authtoken: token.value, gstin: credentials.gstin };
  }

  const signedOf = (data: unknown): IrpSigned => {
    const d = data as Record<string, unknown>;
    return { Irn: String(d.Irn), AckNo: String(d.AckNo), AckDt: String(d.AckDt), SignedInvoice: String(d.SignedInvoice), SignedQRCode: String(d.SignedQRCode) };
  };

  return {
    async generate(json: unknown): Promise<IrpOutcome> {
      const envelope = await send('POST', '/eicore/v1.03/Invoice', json, await authorized());
      if (String(envelope.Status) === '1') return { kind: 'registered', answer: signedOf(envelope.Data) };
      if ((envelope.ErrorDetails ?? []).some((e) => e.ErrorCode === '2150')) {
        const irn = envelope.InfoDtls?.find((info) => info.InfCd === 'DUPIRN')?.Desc?.Irn;
        if (irn) return { kind: 'duplicate', irn };
      }
      return { kind: 'refused', message: errorOf(envelope) };
    },
    /** The IRP's record of a document it registered (to recover an answer that was lost). */
    async getByDocument(docType: string, docNumber: string, docDate: string): Promise<IrpSigned | undefined> {
      const query = new URLSearchParams({ doctype: docType, docnum: docNumber, docdate: docDate });
      const envelope = await send('GET', `/eicore/v1.03/Invoice/irnbydocdetails?${query.toString()}`, undefined, await authorized());
      return String(envelope.Status) === '1' ? signedOf(envelope.Data) : undefined;
    },
    async cancel(irn: string, reason: string, remark: string): Promise<{ ok: true } | { ok: false; message: string }> {
      const envelope = await send('POST', '/eicore/v1.03/Invoice/Cancel', { Irn: irn, CnlRsn: reason, CnlRem: remark }, await authorized());
      return String(envelope.Status) === '1' ? { ok: true } : { ok: false, message: errorOf(envelope) };
    },
  };
}
export type IrpClient = ReturnType<typeof createIrpClient>;
