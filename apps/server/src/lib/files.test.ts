import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { s3OptionsFrom } from '../config';
import { multipart, pngImage } from '../modules/product/product.fixtures';
import { fileStoreFor, s3FileStore, THUMBNAIL_WIDTH, uploadedImage } from './files';

const name = `${'a'.repeat(32)}.png`;

/**
 * A real S3-protocol server (s3rver: it reads the Signature V4 Authorization header and its access key, though it does
 * not recompute the signature) on a free local port, with a bucket of the test's own, and the store options for it.
 */
async function startS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'steelworks' }] });
  const { port } = await server.run();
  const options = {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'steelworks',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    prefix: 'prod/',
  };
  return {
    options,
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

describe('s3FileStore against an S3-protocol server', () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  beforeAll(async () => {
    s3 = await startS3();
  });
  afterAll(() => s3.stop());

  it('puts, reads back and removes objects with signed requests; a missing object reads as null', async () => {
    const store = s3FileStore(s3.options);
    await store.put('products', name, Buffer.from('png bytes'));
    expect((await store.get('products', name))?.toString()).toBe('png bytes');
    await store.remove('products', name);
    expect(await store.get('products', name)).toBeNull();
  });

  it('is refused with an unknown access key (read from the signed Authorization header), and refuses names that were not generated', async () => {
    const wrong = s3FileStore({ ...s3.options, accessKeyId: 'NOT-A-KEY' });
    await expect(wrong.put('products', name, Buffer.from('x'))).rejects.toThrow(/403/);
    await expect(s3FileStore(s3.options).get('products', '../secret.png')).rejects.toThrow(/unsafe/);
  });

  it('serves a product image and its thumbnail from the bucket, and deletes the old one when it is replaced', async () => {
    const t = await createTestApp({ s3: s3.options });
    try {
      const upload = (method: 'POST' | 'PATCH', url: string, fields: Record<string, string>, data: Buffer) => {
        const { body, headers } = multipart(fields, [{ field: 'image', filename: 'door.png', contentType: 'image/png', data }]);
        return t.call(method, url, { as: 'admin', body, headers });
      };
      const fields = { serial_number: 'LH - 7001', channel_size: '4x2', guage: '16', width: '90', height: '210', is_door: 'true' };
      const created = await upload('POST', '/store/product/', fields, await pngImage(400, 300));
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const image = await t.app.inject({ method: 'GET', url: created.body.image });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect((await sharp(image.rawPayload).metadata()).width).toBe(400);
      const thumbnail = await t.app.inject({ method: 'GET', url: created.body.thumbnail });
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      expect((await sharp(thumbnail.rawPayload).metadata()).width).toBe(THUMBNAIL_WIDTH);
      const stored = created.body.image.split('/').at(-1);
      expect(await s3FileStore(s3.options).get('products', stored)).not.toBeNull();

      const replaced = await upload('PATCH', `/store/product/${created.body.id}/`, {}, await pngImage(200, 100));
      expect(replaced.status).toBe(200);
      expect(await s3FileStore(s3.options).get('products', stored)).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: created.body.image })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: replaced.body.image })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('S3 settings', () => {
  it('are read from S3_* variables, and chosen by fileStoreFor when set', () => {
    expect(s3OptionsFrom({})).toBeUndefined();
    const fromEnv = s3OptionsFrom({ S3_BUCKET: 'b', S3_ENDPOINT: 'http://minio:9000/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    expect(fromEnv).toEqual({ endpoint: 'http://minio:9000', bucket: 'b', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', prefix: '' });
    expect(s3OptionsFrom({ S3_BUCKET: 'b', S3_REGION: 'ap-south-1' })?.endpoint).toBe('https://s3.ap-south-1.amazonaws.com');
    expect(fileStoreFor({ dataDir: '/tmp/x', s3: fromEnv })).not.toBe(fileStoreFor({ dataDir: '/tmp/x' }));
  });
});

describe('uploadedImage', () => {
  it('takes one file, treats absent and empty as none, and refuses anything else', () => {
    const png = Buffer.from([0x89, 0x50]);
    expect(uploadedImage(png)).toBe(png);
    for (const none of [undefined, null, '', Buffer.alloc(0)]) expect(uploadedImage(none)).toBeUndefined();
    expect(uploadedImage('/api/v1/store/media/x.png', 'image', ['/api/v1/store/media/x.png'])).toBeUndefined();
    for (const bad of [[png, png], 'photo.png', { name: 'x' }, 12]) expect(() => uploadedImage(bad)).toThrow('Upload a png or jpeg image');
  });
});
