import { describe, expect, it } from 'vitest';
import { s3OptionsFrom } from '../config';
import { fileStoreFor, s3FileStore, signV4, uploadedImage } from './files';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('signV4', () => {
  it('gives the signature of the AWS documentation example (GET Object with a Range header)', () => {
    // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html, "Example: GET Object".
    const authorization = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: {
        Host: 'examplebucket.s3.amazonaws.com',
        Range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_SHA256,
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      service: 's3',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

describe('s3FileStore', () => {
  const options = {
    endpoint: 'http://minio.local:9000',
    bucket: 'steelworks',
    region: 'us-east-1',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    prefix: 'prod/',
  };
  const name = `${'a'.repeat(32)}.png`;

  it('puts, gets and removes objects path-style with signed requests; a missing object reads as null', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const objects = new Map<string, Buffer>();
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (init.method === 'PUT') {
        objects.set(url, Buffer.from(init.body as Uint8Array));
        return new Response(null, { status: 200 });
      }
      if (init.method === 'DELETE') {
        objects.delete(url);
        return new Response(null, { status: 204 });
      }
      const data = objects.get(url);
      return data ? new Response(new Uint8Array(data), { status: 200 }) : new Response('NoSuchKey', { status: 404 });
    }) as unknown as typeof fetch;
    const store = s3FileStore(options, fakeFetch);
    await store.put('products', name, Buffer.from('png bytes'));
    expect(calls[0]!.url).toBe(`http://minio.local:9000/steelworks/prod/products/${name}`);
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=key\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(headers['content-type']).toBe('image/png');
    expect((await store.get('products', name))?.toString()).toBe('png bytes');
    await store.remove('products', name);
    expect(await store.get('products', name)).toBeNull();
  });

  it('refuses names that were not generated, and reports a failing bucket', async () => {
    const failing = (async () => new Response('AccessDenied', { status: 403 })) as unknown as typeof fetch;
    const store = s3FileStore(options, failing);
    await expect(store.get('products', '../secret.png')).rejects.toThrow(/unsafe/);
    await expect(store.put('products', name, Buffer.from('x'))).rejects.toThrow(/403/);
  });

  it('is configured from S3_* variables, and chosen by fileStoreFor when set', () => {
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
