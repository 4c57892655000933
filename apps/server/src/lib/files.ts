import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from './app-error';

/**
 * Image storage (DECISIONS.md section 9): png or jpeg checked by content (magic bytes, then a real decode), stored
 * under a generated name (the uploader's file name and path are never used), with a small thumbnail for lists.
 *
 * Storage goes through the `FileStore` interface. The default keeps files on local disk under
 * `<dataDir>/uploads/<folder>/`. An S3-compatible store is a drop-in implementation of the same three methods (put,
 * get, remove); none ships yet because it needs either an SDK dependency or a hand-written request signer, so the
 * app uses local disk until one is added (see apps/server/src/modules/product/README.md).
 */
export type FileStore = {
  put(folder: string, name: string, data: Buffer): Promise<void>;
  /** The bytes, or null when there is no such file. */
  get(folder: string, name: string): Promise<Buffer | null>;
  remove(folder: string, name: string): Promise<void>;
};

export function localFileStore(root: string): FileStore {
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
  };
}

const stores = new Map<string, FileStore>();
/** The store of an app, by its data folder: `<dataDir>/uploads`. */
export function fileStoreFor(config: { dataDir: string }): FileStore {
  const root = path.join(config.dataDir, 'uploads');
  let store = stores.get(root);
  if (!store) stores.set(root, (store = localFileStore(root)));
  return store;
}

/** Generated names only: 32 hex characters, an optional `.thumb`, an extension. */
export const SAFE_NAME = /^[0-9a-f]{32}(\.thumb)?\.(png|jpg|webp)$/;
const SAFE_FOLDER = /^[a-z][a-z0-9-]{0,30}$/;

export type ImageKind = 'png' | 'jpeg';

/** png or jpeg by its first bytes, whatever the file is called or claims to be. */
export function detectImageKind(data: Buffer): ImageKind | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

export const IMAGE_TYPE_ERROR = 'Upload a png or jpeg image';
export const THUMBNAIL_WIDTH = 160;
/** Large photos are scaled down to this width; smaller ones keep their size. */
const MAX_WIDTH = 1600;

export type StoredImage = { image: string; thumbnail: string };

/**
 * Checks an uploaded image and stores it with a thumbnail. The image is re-encoded (same format), which drops
 * metadata such as a phone's GPS position and proves the file really decodes.
 */
export async function saveImage(store: FileStore, folder: string, data: unknown, field = 'image'): Promise<StoredImage> {
  if (!Buffer.isBuffer(data) || data.length === 0) throw imageError(field);
  const kind = detectImageKind(data);
  if (!kind) throw imageError(field);
  let full: Buffer;
  let thumb: Buffer;
  try {
    const source = sharp(data, { failOn: 'error' }).rotate();
    const resized = source.clone().resize({ width: MAX_WIDTH, withoutEnlargement: true });
    full = await (kind === 'png' ? resized.png() : resized.jpeg({ quality: 85, mozjpeg: true })).toBuffer();
    thumb = await source
      .clone()
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 70 })
      .toBuffer();
  } catch {
    throw imageError(field);
  }
  const base = crypto.randomBytes(16).toString('hex');
  const image = `${base}.${kind === 'png' ? 'png' : 'jpg'}`;
  const thumbnail = `${base}.thumb.webp`;
  await store.put(folder, image, full);
  await store.put(folder, thumbnail, thumb);
  return { image, thumbnail };
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
