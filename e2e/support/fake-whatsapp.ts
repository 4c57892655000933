/**
 * A local stand-in for Meta's WhatsApp Cloud API, started once per run by the global setup (as the server's
 * integration tests start theirs, apps/server/test/fake-http.ts): the server is pointed at it with WHATSAPP_API_URL,
 * WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID, so a WhatsApp message is "delivered" into its inbox instead of leaving
 * the machine. `POST /v21.0/<phone number id>/messages` answers as Meta does (401 without the token);
 * `GET /inbox` lists what it received, oldest first, for the tests (`api.whatsappInbox()`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WHATSAPP = { token: 'e2e-whatsapp-token', phoneNumberId: '100200300' } as const;

/** One message the server asked Meta to deliver: the phone number id it used and the JSON it posted. */
export type WhatsAppMessage = {
  phone_number_id: string;
  to: string;
  type: string;
  document?: { link: string; filename: string; caption?: string };
  text?: { body: string };
  [key: string]: unknown;
};

/** Starts the fake on a free port of 127.0.0.1; `url` is what WHATSAPP_API_URL names. */
export async function startFakeWhatsApp(): Promise<{ url: string; inboxUrl: string; close: () => Promise<void> }> {
  const inbox: WhatsAppMessage[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const answer = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      const path = new URL(request.url ?? '/', 'http://fake').pathname;
      if (request.method === 'GET' && path === '/inbox') return answer(200, inbox);
      const sent = path.match(/^\/v21\.0\/([^/]+)\/messages$/);
      if (request.method !== 'POST' || !sent) return answer(404, { error: { message: `Unknown path ${path}` } });
      if (request.headers.authorization !== `Bearer ${FAKE_WHATSAPP.token}`) {
        return answer(401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
      }
      let message: WhatsAppMessage;
      try {
        message = { ...(JSON.parse(Buffer.concat(chunks).toString('utf8')) as WhatsAppMessage), phone_number_id: decodeURIComponent(sent[1]!) };
      } catch {
        return answer(400, { error: { message: 'The request body is not JSON.' } });
      }
      inbox.push(message);
      return answer(200, { messaging_product: 'whatsapp', contacts: [{ input: message.to, wa_id: message.to }], messages: [{ id: `wamid.e2e-${inbox.length}` }] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${base}/v21.0`,
    inboxUrl: `${base}/inbox`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

