import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { irnOf, qrPayload, signJws } from '../src/modules/einvoice/einvoice-jws';

/**
 * A fake Invoice Registration Portal that a test starts locally (docs/decisions/042-e-invoices.md, "Tests"): the
 * paths of the IRP adapter (auth, generate, get by document, cancel), signing with a key of its own (RS256), answering
 * a second registration of a document with error 2150 and the existing IRN, and able to be slow (`delayMs`) or down
 * (`down`: answers 503). It keeps every request it was sent (`calls`), so a test counts the generate calls.
 */
export type FakeIrp = {
  url: string;
  publicKey: crypto.KeyObject;
  calls: { method: string; path: string; headers: http.IncomingHttpHeaders }[];
  generateCalls(): number;
  /** Set: the next answers wait this long. */
  delayMs: number;
  /** Set: every request answers 503. */
  down: boolean;
  /** Set: the next generate registers but its answer is lost (the connection is destroyed): a crash after the IRP's answer. */
  loseNextAnswer: boolean;
  close(): Promise<void>;
};

const SECRET = { clientId: 'fake-client', clientSecret: 'fake-secret', username: 'fake-user', password: 'fake-password' };
export const FAKE_IRP_CREDENTIALS = SECRET;

export async function startFakeIrp(): Promise<FakeIrp> {
  const { privateKey, publicKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const registered = new Map<string, { Irn: string; AckNo: string; AckDt: string; SignedInvoice: string; SignedQRCode: string; Status: string }>();
  let ackCounter = 112010000000000;
  const tokens = new Set<string>();
  const state: FakeIrp = {
    url: '',
    publicKey,
    calls: [],
    generateCalls: () => state.calls.filter((call) => call.method === 'POST' && call.path === '/eicore/v1.03/Invoice').length,
    delayMs: 0,
    down: false,
    loseNextAnswer: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  const answer = (body: unknown, status = 200) => ({ status, body: JSON.stringify(body) });
  const refuse = (code: string, message: string, extra: Record<string, unknown> = {}) => answer({ Status: 0, ErrorDetails: [{ ErrorCode: code, ErrorMessage: message }], ...extra });
  const keyOf = (typ: string, no: string) => `${typ}:${no.toUpperCase()}`;

  const handle = (method: string, url: URL, headers: http.IncomingHttpHeaders, body: string): { status: number; body: string } | 'lose' => {
    if (state.down) return answer({ message: 'Service unavailable' }, 503);
    if (headers.client_id !== SECRET.clientId || headers.client_secret !== SECRET.clientSecret) return refuse('1005', 'Invalid client id or secret');
    if (url.pathname === '/eivital/v1.04/auth') {
      const input = JSON.parse(body) as { UserName?: string; Password?: string };
      if (input.UserName !== SECRET.username || input.Password !== SECRET.password) return refuse('1005', 'Invalid user name or password');
      const token = crypto.randomBytes(16).toString('hex');
      tokens.add(token);
      return answer({ Status: 1, Data: { AuthToken: token, TokenExpiry: '2099-01-01 00:00:00' } });
    }
    if (!tokens.has(String(headers.authtoken))) return refuse('1004', 'Token is invalid');
    if (method === 'POST' && url.pathname === '/eicore/v1.03/Invoice') {
      const json = JSON.parse(body) as Parameters<typeof qrPayload>[0] & { SellerDtls: { Gstin: string } };
      const key = keyOf(json.DocDtls.Typ, json.DocDtls.No);
      const existing = registered.get(key);
      if (existing) return refuse('2150', 'Duplicate IRN', { InfoDtls: [{ InfCd: 'DUPIRN', Desc: { AckNo: existing.AckNo, AckDt: existing.AckDt, Irn: existing.Irn } }] });
      const [, month, year] = json.DocDtls.Dt.split('/').map(Number) as [number, number, number];
      const fyStart = month >= 4 ? year : year - 1;
      const irn = irnOf(json.SellerDtls.Gstin, `${fyStart}-${String(fyStart + 1).slice(2)}`, json.DocDtls.Typ, json.DocDtls.No);
      const ackDt = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
      const record = {
        AckNo: String((ackCounter += 1)),
        AckDt: ackDt,
        Irn: irn,
        SignedInvoice: signJws({ data: JSON.stringify({ ...json, Irn: irn }), iss: 'NIC' }, privateKey),
        SignedQRCode: signJws({ data: JSON.stringify(qrPayload(json, irn, ackDt)), iss: 'NIC' }, privateKey),
        Status: 'ACT',
      };
      registered.set(key, record);
      if (state.loseNextAnswer) {
        state.loseNextAnswer = false;
        return 'lose';
      }
      return answer({ Status: 1, Data: record });
    }
    if (method === 'GET' && url.pathname === '/eicore/v1.03/Invoice/irnbydocdetails') {
      const record = registered.get(keyOf(url.searchParams.get('doctype') ?? '', url.searchParams.get('docnum') ?? ''));
      return record ? answer({ Status: 1, Data: record }) : refuse('2283', 'IRN details are not found');
    }
    if (method === 'POST' && url.pathname === '/eicore/v1.03/Invoice/Cancel') {
      const input = JSON.parse(body) as { Irn: string; CnlRsn: string };
      const record = [...registered.values()].find((entry) => entry.Irn === input.Irn);
      if (!record) return refuse('2270', 'The IRN is not found');
      if (record.Status === 'CNL') return refuse('9999', 'Invoice is cancelled');
      record.Status = 'CNL';
      return answer({ Status: 1, Data: { Irn: input.Irn, CancelDate: new Date().toISOString() } });
    }
    return answer({ message: 'Not found' }, 404);
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://fake-irp');
      state.calls.push({ method: request.method ?? '', path: url.pathname, headers: request.headers });
      const reply = handle(request.method ?? '', url, request.headers, Buffer.concat(chunks).toString('utf8'));
      setTimeout(() => {
        if (reply === 'lose') return void request.socket.destroy();
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(reply.body);
      }, state.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
