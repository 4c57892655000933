import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A local HTTP server a test starts in place of a provider (WhatsApp, SMS, a webhook, a push service): it keeps every
 * request and answers what `answer` says (default 200 `{}`), after `delayMs`. No internet is involved.
 */
export async function startFakeHttp(
  answer: (request: Received) => { status: number; body?: string } = () => ({ status: 200 }),
  delayMs = 0,
): Promise<{ url: string; received: Received[]; setAnswer: (next: typeof answer) => void; close: () => Promise<void> }> {
  const received: Received[] = [];
  let respond = answer;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) };
      received.push(entry);
      const reply = respond(entry);
      setTimeout(() => {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(reply.body ?? '{}');
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    setAnswer: (next) => {
      respond = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
