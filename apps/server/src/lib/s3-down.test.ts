/**
 * S3 down is "try again", not 500 (issue 42 point 5): while the bucket cannot be reached, an upload and an image read
 * answer 503 with a message that says so, and nothing half-written remains (no record, no image without its
 * thumbnail). The bucket is a small S3 stand-in on a local port that the test stops, starts, or has refuse one write.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { multipart, pngImage } from '../modules/product/product.fixtures';
import { products } from '../modules/product/product.table';
import { IMAGE_STORE_UNAVAILABLE } from './files';

/** Objects by path; `refusePut` answers the next PUT with 503 SlowDown, as S3 does when it sheds load. */
const objects = new Map<string, Buffer>();
let refusePut = false;
const bucket = http.createServer((request, response) => {
  const key = request.url!.split('?')[0]!;
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    if (request.method === 'PUT' && refusePut) {
      refusePut = false;
      response.writeHead(503).end('<Error><Code>SlowDown</Code></Error>');
    } else if (request.method === 'PUT') {
      objects.set(key, Buffer.concat(chunks));
      response.writeHead(200).end();
    } else if (request.method === 'GET' && objects.has(key)) {
      response.writeHead(200).end(objects.get(key));
    } else if (request.method === 'DELETE') {
      objects.delete(key);
      response.writeHead(204).end();
    } else response.writeHead(request.method === 'HEAD' && key === '/steelworks' ? 200 : 404).end();
  });
});
let port: number;
const bucketUp = () => new Promise<void>((resolve) => bucket.listen(port, '127.0.0.1', resolve));
const bucketDown = () =>
  new Promise<void>((resolve) => {
    bucket.close(() => resolve());
    bucket.closeAllConnections();
  });

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  port = (bucket.address() as AddressInfo).port;
  const s3 = { endpoint: `http://127.0.0.1:${port}`, bucket: 'steelworks', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', prefix: '' };
  t = await createTestApp({ s3 });
});
afterAll(async () => {
  await t.close();
  if (bucket.listening) await bucketDown();
});

let serial = 0;
async function createProduct() {
  serial += 1;
  const fields = { serial_number: `LH - 83${serial}`, channel_size: '4x2', guage: '16', width: '90', height: '210', is_door: 'true' };
  const { body, headers } = multipart(fields, [{ field: 'image', filename: 'door.png', contentType: 'image/png', data: await pngImage(300, 200) }]);
  const answer = await t.call('POST', '/store/product/', { as: 'admin', body, headers });
  const saved = await t.db.select({ id: products.id }).from(products).where(eq(products.serialNumber, fields.serial_number));
  return { answer, saved: saved.length };
}

describe('images while the bucket is down', () => {
  let imageUrl: string;

  it('works while the bucket answers', async () => {
    const { answer, saved } = await createProduct();
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(saved).toBe(1);
    imageUrl = answer.body.image;
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
  });

  it('answers an upload and an image read 503 "try again" while it is unreachable, and saves nothing', async () => {
    await bucketDown();
    const before = objects.size;
    const { answer, saved } = await createProduct();
    expect(answer).toMatchObject({ status: 503, body: { error_message: IMAGE_STORE_UNAVAILABLE } });
    expect(saved).toBe(0);
    expect(objects.size).toBe(before);
    const image = await t.app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(503);
    expect(image.json()).toEqual({ error_message: IMAGE_STORE_UNAVAILABLE, code: 'unavailable' });
    await vi.waitFor(async () => expect((await t.call('GET', '/health/ready')).body).toMatchObject({ status: 'degraded', checks: { s3: 'down' } }), { timeout: 10_000 });
  });

  it('serves the image again once the bucket is back', async () => {
    await bucketUp();
    expect((await t.app.inject({ method: 'GET', url: imageUrl })).statusCode).toBe(200);
  });

  it('takes the image away again when its thumbnail cannot be written: no record, no image without its thumbnail', async () => {
    const before = new Set(objects.keys());
    // The image's PUT succeeds, the thumbnail's is refused.
    const put = vi.fn();
    bucket.prependListener('request', (request: http.IncomingMessage) => {
      if (request.method !== 'PUT') return;
      put();
      if (put.mock.calls.length === 2) refusePut = true;
    });
    const { answer, saved } = await createProduct();
    expect(answer).toMatchObject({ status: 503, body: { error_message: IMAGE_STORE_UNAVAILABLE } });
    expect(put).toHaveBeenCalledTimes(2);
    expect(saved).toBe(0);
    expect(new Set(objects.keys())).toEqual(before);
  });
});
