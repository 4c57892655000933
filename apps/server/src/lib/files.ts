import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import pLimit from 'p-limit';
import sharp from 'sharp';
import type { S3Options } from '../config';
import { AppError } from './app-error';

/**
 * Image storage (docs/product/files-and-images.md#accepted-images): png or jpeg checked by content (magic bytes, then a real decode), stored
 * under a generated name (the uploader's file name and path are never used), with a small thumbnail for lists.
 *
 * Storage goes through the `FileStore` interface. The default keeps files on local disk under
 * `<dataDir>/uploads/<folder>/`; with `config.s3` set (see `s3OptionsFrom`) they go to an S3-compatible bucket
 * through requests signed by aws4fetch.
 */
export type FileStore = {
  put(folder: string, name: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(folder: string, name: string): Promise<Buffer | null>;
  remove(folder: string, name: string): Promise<void>;
  /** Whether the store answers (readiness): the bucket for S3; the local folder needs no check. */
  reachable(): Promise<boolean>;
};

function localFileStore(root: string): FileStore {
  const fileOf = (folder: string, name: string) => {
    if (!SAFE_NAME.test(name) || !SAFE_FOLDER.test(folder)) throw new Error(`unsafe file name ${folder}/${name}`);
    return path.join(root, folder, name);
  };
  return {
    async put(folder, name, data) {
      const file = fileOf(folder, name);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temporary = `${file}.${crypto.randomBytes(4).toString('hex')}.tmp`;
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, file);
    },
    async get(folder, name) {
      try {
        return await fs.readFile(fileOf(folder, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(folder, name) {
      await fs.rm(fileOf(folder, name), { force: true });
    },
    async reachable() {
      return true;
    },
  };
}

/** What an upload or an image read answers while the bucket cannot be reached: 503, try again (issue 42). */
export const IMAGE_STORE_UNAVAILABLE = 'The image store cannot be reached just now. Nothing was saved: try again in a minute.';
/** A read or a write of one image that takes longer than this counts as the store being down. */
const S3_REQUEST_LIMIT_MS = 20_000;

/** 503 with the cause kept for the log: the store did not answer, or answered that it cannot serve now. */
function storeUnavailable(cause: unknown): AppError {
  const error = new AppError('unavailable', IMAGE_STORE_UNAVAILABLE);
  (error as Error & { cause?: unknown }).cause = cause;
  return error;
}

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2...), addressed path-style: `<endpoint>/<bucket>/<prefix><folder>/<name>`.
 * Requests are signed (Signature Version 4) by aws4fetch, a small maintained signer over fetch, rather than by hand.
 * A store that does not answer (refused, timed out) or answers 5xx or 429 makes the request answer 503 "try again"
 * rather than 500; any other refusal (credentials, a missing bucket) is a fault of the setup and stays a 500.
 */
export function s3FileStore(options: S3Options, fetchImpl: typeof fetch = fetch): FileStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
  });
  const base = options.endpoint.replace(/\/+$/, '');
  const call = async (method: 'PUT' | 'GET' | 'DELETE', folder: string, name: string, body?: Buffer) => {
    if (!SAFE_NAME.test(name) || !SAFE_FOLDER.test(folder)) throw new Error(`unsafe file name ${folder}/${name}`);
    const key = `${options.prefix ?? ''}${folder}/${name}`;
    const url = `${base}/${encodeURIComponent(options.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const signed = await client.sign(url, {
      method,
      headers: body ? { 'content-type': contentTypeOf(name) } : {},
      ...(body ? { body: new Uint8Array(body) } : {}),
    });
    let response: Response;
    try {
      response = await fetchImpl(signed, { signal: AbortSignal.timeout(S3_REQUEST_LIMIT_MS) });
    } catch (error) {
      throw storeUnavailable(error);
    }
    if (response.status >= 500 || response.status === 429) {
      await response.body?.cancel();
      throw storeUnavailable(new Error(`S3 ${method} ${folder}/${name} answered ${response.status}`));
    }
    return response;
  };
  return {
    async put(folder, name, data) {
      const response = await call('PUT', folder, name, data);
      if (!response.ok) throw new Error(`S3 PUT ${folder}/${name} answered ${response.status}`);
    },
    async get(folder, name) {
      const response = await call('GET', folder, name);
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`S3 GET ${folder}/${name} answered ${response.status}`);
      try {
        return Buffer.from(await response.arrayBuffer());
      } catch (error) {
        // The connection broke in the middle of the image.
        throw storeUnavailable(error);
      }
    },
    async remove(folder, name) {
      const response = await call('DELETE', folder, name);
      if (!response.ok && response.status !== 404) throw new Error(`S3 DELETE ${folder}/${name} answered ${response.status}`);
    },
    async reachable() {
      try {
        const signed = await client.sign(`${base}/${encodeURIComponent(options.bucket)}`, { method: 'HEAD' });
        return (await fetchImpl(signed, { signal: AbortSignal.timeout(3_000) })).ok;
      } catch {
        return false;
      }
    },
  };
}

const stores = new Map<string, FileStore>();
/** The store of an app: the S3-compatible bucket when configured, otherwise `<dataDir>/uploads` on local disk. */
export function fileStoreFor(config: { dataDir: string; s3?: S3Options }): FileStore {
  const s3 = config.s3;
  const id = s3 ? `s3:${s3.endpoint}/${s3.bucket}/${s3.prefix ?? ''}` : path.join(config.dataDir, 'uploads');
  let store = stores.get(id);
  if (!store) stores.set(id, (store = s3 ? s3FileStore(s3) : localFileStore(id)));
  return store;
}

/** Generated names only: 32 hex characters, an optional `.thumb`, an extension. */
export const SAFE_NAME = /^[0-9a-f]{32}(\.thumb)?\.(png|jpg|webp|pdf)$/;
const SAFE_FOLDER = /^[a-z][a-z0-9-]{0,30}$/;

type ImageKind = 'png' | 'jpeg';

/** png or jpeg by its first bytes, whatever the file is called or claims to be. */
function detectImageKind(data: Buffer): ImageKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

const IMAGE_TYPE_ERROR = 'Upload a png or jpeg image';
/** Above this many pixels an image is refused before it is decoded: a small file can unpack to gigabytes. */
const MAX_IMAGE_PIXELS = 40_000_000;
const IMAGE_TOO_LARGE_ERROR = 'This image is larger than 40 megapixels. Upload a smaller image.';
/**
 * Above this many pixels on either side an image is refused before it is decoded (docs/decisions/026): a phone photo
 * or a scanned A0 drawing is at most about 10,000 px long, while a 1 x 40,000,000 strip, within the pixel count,
 * took 80-100 s of CPU to decode and a 1,000,000 x 40 one about 350 MB of memory.
 */
const MAX_IMAGE_SIDE = 16_000;
export const IMAGE_SIDE_ERROR = 'Image is too large: at most 16,000 px per side. Upload a smaller image.';
/**
 * Images decoded at once in this process (docs/decisions/026). Decoding runs on libuv's small thread pool (4 threads
 * by default), which file reads and PGlite share: a few large photos at once must not hold all of it, so further
 * uploads wait their turn here instead of starving every other request.
 */
export const IMAGE_DECODES_AT_ONCE = 2;
export const THUMBNAIL_WIDTH = 160;
/** Large photos are scaled down to this width; smaller ones keep their size. */
const MAX_WIDTH = 1600;

// libvips keeps recent operations and their pixels in a cache for re-use; every upload is a different image, so the
// cache only held memory after the answer (hundreds of MB per large image). One libvips thread per image: the limit
// above bounds the threads that image work can take, whatever the number of cores.
sharp.cache(false);
sharp.concurrency(1);
const decodeTurn = pLimit(IMAGE_DECODES_AT_ONCE);

/** Images being decoded now, and uploads waiting for their turn (tests; a metric could read it too). */
export function imageDecodes(): { active: number; waiting: number } {
  return { active: decodeTurn.activeCount, waiting: decodeTurn.pendingCount };
}

export type StoredImage = { image: string; thumbnail: string };

/**
 * Checks an uploaded image and stores it with a thumbnail. The image is re-encoded (same format), which drops
 * metadata such as a phone's GPS position and proves the file really decodes.
 */
export async function saveImage(store: FileStore, folder: string, data: unknown, field = 'image'): Promise<StoredImage> {
  if (!Buffer.isBuffer(data) || data.length === 0) throw imageError(field);
  const kind = detectImageKind(data);
  if (!kind) throw imageError(field);
  // The header alone gives the size (no pixel is decoded), so a decompression bomb costs nothing to refuse; the check
  // comes before the decode queue, so a refusal does not wait behind other uploads.
  const size = await sharp(data)
    .metadata()
    .catch(() => undefined);
  if (!size?.width || !size.height) throw imageError(field);
  if (size.width * size.height > MAX_IMAGE_PIXELS) {
    throw new AppError('validation', IMAGE_TOO_LARGE_ERROR, { [field]: [IMAGE_TOO_LARGE_ERROR] });
  }
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE) {
    throw new AppError('validation', IMAGE_SIDE_ERROR, { [field]: [IMAGE_SIDE_ERROR] });
  }
  const { full, thumb } = await decodeTurn(() => encodeImage(data, kind)).catch(() => {
    throw imageError(field);
  });
  const base = crypto.randomBytes(16).toString('hex');
  const image = `${base}.${kind === 'png' ? 'png' : 'jpg'}`;
  const thumbnail = `${base}.thumb.webp`;
  await store.put(folder, image, full);
  try {
    await store.put(folder, thumbnail, thumb);
  } catch (error) {
    // Both or neither: an image without its thumbnail is taken away again (no record points at it yet).
    await removeImage(store, folder, { image });
    throw error;
  }
  return { image, thumbnail };
}

/** The stored image (scaled down to MAX_WIDTH, same format) and its thumbnail: the one place pixels are decoded. */
async function encodeImage(data: Buffer, kind: ImageKind): Promise<{ full: Buffer; thumb: Buffer }> {
  // limitInputPixels backs the header checks inside the decoder itself.
  const source = sharp(data, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
  const resized = source.clone().resize({ width: MAX_WIDTH, withoutEnlargement: true });
  const full = await (kind === 'png' ? resized.png() : resized.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
  const thumb = await source
    .clone()
    .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .webp({ quality: 70 })
    .toBuffer();
  return { full, thumb };
}

/**
 * What a multipart image field brought: a file to store, or nothing (field absent or empty, an empty file part as a
 * plain HTML form sends when no file is chosen, or one of the `unchanged` values, e.g. the current image URL a client
 * sends back). Anything else (two files in one field, a text value) is refused with the image error rather than
 * silently dropped.
 */
export function uploadedImage(value: unknown, field = 'image', unchanged: readonly string[] = []): Buffer | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (Buffer.isBuffer(value)) return value.length === 0 ? undefined : value;
  if (typeof value === 'string' && unchanged.includes(value)) return undefined;
  throw imageError(field);
}

/** Best effort: a file left behind costs disk space, not correctness. */
export async function removeImage(store: FileStore, folder: string, stored: Partial<StoredImage>): Promise<void> {
  for (const name of [stored.image, stored.thumbnail]) {
    if (name && SAFE_NAME.test(name)) await store.remove(folder, name).catch(() => undefined);
  }
}

export function contentTypeOf(name: string): string {
  if (name.endsWith('.png')) return 'image/png';
  if (name.endsWith('.webp')) return 'image/webp';
  return 'image/jpeg';
}

function imageError(field: string): AppError {
  return new AppError('validation', IMAGE_TYPE_ERROR, { [field]: [IMAGE_TYPE_ERROR] });
}
