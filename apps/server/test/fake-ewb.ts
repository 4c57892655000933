import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake e-way bill API that tests start on a local port (docs/product/eway-bills.md#api): it generates 12-digit
 * numbers, refuses a second bill for the same document with the portal's error 604 (and answers the look-up by
 * document), takes vehicle changes, extra vehicles and cancellations, checks the credentials, and can be made slow
 * or down, or refuse the next request with a code of the portal's. Nothing leaves the machine.
 */
export type FakeEwbBill = { ewbNo: string; docNo: string; generatedAt: Date; validUpto: Date; vehicles: string[]; cancelled: boolean; data: Record<string, unknown> };

export const FAKE_EWB_CREDENTIALS = { username: 'ewbuser', password: 'ewb-secret-pass', clientId: 'client-1', clientSecret: 'client-secret-9' };

const IST_MS = 330 * 60_000;

/** The portal's time text in India time: "dd/mm/yyyy hh:mm:ss AM". */
function portalTime(moment: Date): string {
  const local = new Date(moment.getTime() + IST_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  const hours = local.getUTCHours();
  const half = hours >= 12 ? 'PM' : 'AM';
  return `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} ${pad(hours % 12 || 12)}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())} ${half}`;
}

/** The fake's own reckoning of validity: whole India days after the day of generation, to 23:59:59 of the last. */
function fakeValidity(generatedAt: Date, distanceKm: number, overDimensional: boolean): Date {
  const days = Math.ceil(distanceKm / (overDimensional ? 20 : 200)) || 1;
  const localMidnight = Math.floor((generatedAt.getTime() + IST_MS) / 86_400_000) * 86_400_000;
  return new Date(localMidnight + (days + 1) * 86_400_000 - 1000 - IST_MS);
}

export async function startFakeEwb() {
  const bills = new Map<string, FakeEwbBill>();
  const state = { delayMs: 0, down: false, refuseNext: null as null | { code: string; message: string }, requests: 0, generateCalls: 0, seen: [] as Array<{ headers: http.IncomingHttpHeaders; body: string }> };
  let serial = 0;
  const answer = (response: http.ServerResponse, status: number, body: unknown) => {
    setTimeout(() => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    }, state.delayMs);
  };
  const refuse = (response: http.ServerResponse, code: string, message: string) => answer(response, 200, { status: '0', error: { errorCodes: code, message } });
  const ok = (response: http.ServerResponse, data: Record<string, unknown>) => answer(response, 200, { status: '1', data });

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      state.requests += 1;
      const text = Buffer.concat(chunks).toString('utf8');
      state.seen.push({ headers: request.headers, body: text });
      if (state.down) return answer(response, 503, { message: 'Service Unavailable' });
      if (request.headers.username !== FAKE_EWB_CREDENTIALS.username || request.headers.password !== FAKE_EWB_CREDENTIALS.password || request.headers['client-secret'] !== FAKE_EWB_CREDENTIALS.clientSecret) {
        return refuse(response, '108', 'Invalid login credentials');
      }
      if (state.refuseNext) {
        const { code, message } = state.refuseNext;
        state.refuseNext = null;
        return refuse(response, code, message);
      }
      const url = new URL(request.url ?? '/', 'http://fake');
      if (request.method === 'GET' && url.pathname.endsWith('/GetEwayBillGeneratedByConsigner')) {
        const found = [...bills.values()].find((bill) => bill.docNo === url.searchParams.get('docNo') && !bill.cancelled);
        return found ? ok(response, { ewayBillNo: found.ewbNo, ewayBillDate: portalTime(found.generatedAt), validUpto: portalTime(found.validUpto) }) : refuse(response, '325', 'No record found');
      }
      const { action, data } = JSON.parse(text || '{}') as { action?: string; data?: Record<string, unknown> };
      if (!data) return refuse(response, '5002', 'No data');
      const bill = bills.get(String(data.ewbNo ?? ''));
      switch (action) {
        case 'GENEWAYBILL': {
          state.generateCalls += 1;
          if ([...bills.values()].some((other) => other.docNo === data.docNo && !other.cancelled)) return refuse(response, '604', 'E-way bill(s) are already generated for the same document number');
          serial += 1;
          const generatedAt = new Date();
          const created: FakeEwbBill = {
            ewbNo: `3410${String(Date.now() % 1e6).padStart(6, '0')}${String(serial % 100).padStart(2, '0')}`.slice(0, 12),
            docNo: String(data.docNo),
            generatedAt,
            validUpto: fakeValidity(generatedAt, Number(data.transDistance), data.vehicleType === 'O'),
            vehicles: data.vehicleNo ? [String(data.vehicleNo)] : [],
            cancelled: false,
            data,
          };
          bills.set(created.ewbNo, created);
          return ok(response, { ewayBillNo: created.ewbNo, ewayBillDate: portalTime(generatedAt), validUpto: portalTime(created.validUpto) });
        }
        case 'VEHEWB':
        case 'MULTIVEHADD':
          if (!bill || bill.cancelled) return refuse(response, '312', 'This eway bill is either not generated by you or cancelled');
          bill.vehicles.push(String(data.vehicleNo));
          return ok(response, { vehUpdDate: portalTime(new Date()), validUpto: portalTime(bill.validUpto) });
        case 'CANEWB':
          if (!bill || bill.cancelled) return refuse(response, '312', 'This eway bill is either not generated by you or cancelled');
          bill.cancelled = true;
          return ok(response, { ewayBillNo: bill.ewbNo, cancelDate: portalTime(new Date()) });
        default:
          return refuse(response, '5001', `Unknown action ${action}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bills,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
