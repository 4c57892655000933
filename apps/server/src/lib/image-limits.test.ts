import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { useTestApp } from '../../test/harness';
import { accounts } from '../db/accounts.table';
import { createOrderWorld } from '../modules/order/order.fixtures';
import { jpegImage, multipart, pngImage } from '../modules/product/product.fixtures';
import { IMAGE_DECODES_AT_ONCE, IMAGE_SIDE_ERROR, imageDecodes } from './files';

/**
 * Image bombs (issue 29): small PNGs whose header names a huge size. Each is refused from its header, quickly and
 * without memory kept, on every route that takes an image; decoding is limited per process.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid 8-bit grey PNG of width x height black pixels: its rows deflated a megabyte at a time, so it is small. */
async function bombPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth; colour type 0 (grey), no interlace
  const deflate = zlib.createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (part: Buffer) => parts.push(part));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  // Each row is a filter byte (0) and `width` zero bytes: all zeros.
  let left = (width + 1) * height;
  const zeros = Buffer.alloc(1 << 20);
  while (left > 0) {
    const part = zeros.subarray(0, Math.min(left, zeros.length));
    left -= part.length;
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', header), pngChunk('IDAT', Buffer.concat(parts)), pngChunk('IEND', Buffer.alloc(0))]);
}

const t = useTestApp();
let visitId: number;
let workOrderId: number;
let productId: number;
let tall: Buffer;
let wide: Buffer;

beforeAll(async () => {
  const world = await createOrderWorld(t.db, t.config);
  const [field] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, 'field'));
  const site = await t.call('POST', '/fieldsite/fieldsite/', {
    as: 'admin',
    body: { fieldsite_name: 'Bomb Site', owner_name: 'Owner One', owner_phone: '9000000001', address: 'Main Road', remark: '', location: '(11.0408,76.0849)' },
  });
  const visit = await t.call('POST', '/fieldsite/visitentry/', {
    as: 'admin',
    body: {
      fieldsite: site.body.id,
      field_staff: field!.id,
      check_in_date: '2026-11-20T10:00:00.000000+05:30',
      check_out_date: '2026-11-20T11:30:00.000000+05:30',
      check_in_location: '(11.0408,76.0849)',
      check_out_location: '(11.0409,76.0850)',
      status: 'Completed',
    },
  });
  expect(visit.status, JSON.stringify(visit.body)).toBe(201);
  visitId = visit.body.id;
  const workOrder = await t.call('POST', '/workorders/workorder/', {
    as: 'admin',
    body: {
      dealer: world.dealerId,
      customer_name: 'Joseph Mathew',
      work_order_items: [{ product_type: 'Door Frame', channel_size: '4x2', width: '90', height: 210, quantity: 1, item_price: '1500', item_cost: 1000 }],
    },
  });
  expect(workOrder.status, JSON.stringify(workOrder.body)).toBe(201);
  workOrderId = workOrder.body.id;
  productId = world.door;
  tall = await bombPng(1, 40_000_000);
  wide = await bombPng(1_000_000, 40);
}, 120_000);

type Upload = { what: string; as: Role; send: (data: Buffer) => Promise<{ status: number; body: any }> }; // eslint-disable-line @typescript-eslint/no-explicit-any

function uploadOf(method: 'POST' | 'PATCH', path: string, as: Role, fields: Record<string, string | number>) {
  return (data: Buffer) => {
    const { body, headers } = multipart(fields, [{ field: 'image', filename: 'photo.png', contentType: 'image/png', data }]);
    return t.call(method, path, { as, body, headers });
  };
}

const uploads = (): Upload[] => [
  { what: 'a visit photo', as: 'fieldstaff', send: uploadOf('POST', '/fieldsite/visit_image/', 'fieldstaff', { visit_entry: visitId, title: 'Gate', message: '' }) },
  { what: 'a work order drawing', as: 'admin', send: uploadOf('POST', `/workorders/workorder/${workOrderId}/images/`, 'admin', { title: 'Front' }) },
  { what: 'a product image', as: 'admin', send: uploadOf('PATCH', `/store/product/${productId}/`, 'admin', {}) },
];

describe('image bombs', () => {
  it('are small files whose header names 1 x 40,000,000 and 1,000,000 x 40 pixels', () => {
    expect(tall.length).toBeLessThan(100_000);
    expect(wide.length).toBeLessThan(100_000);
    expect([tall.readUInt32BE(16), tall.readUInt32BE(20)]).toEqual([1, 40_000_000]);
    expect([wide.readUInt32BE(16), wide.readUInt32BE(20)]).toEqual([1_000_000, 40]);
  });

  it('are refused from the header with 400 and the message, each in under 1 s, on every upload route and role, keeping no memory', async () => {
    // A normal photo first, so what the first decode loads once (libvips, codecs) is not counted below.
    for (const upload of uploads()) expect((await upload.send(await pngImage(300, 200))).status, upload.what).toBeLessThan(300);
    const rssBefore = process.memoryUsage().rss;
    const timings: Record<string, number> = {};
    for (const upload of uploads()) {
      for (const [shape, data] of [['1 x 40,000,000', tall], ['1,000,000 x 40', wide]] as const) {
        const started = performance.now();
        const response = await upload.send(data);
        const took = performance.now() - started;
        timings[`${upload.what} (${upload.as}), ${shape}`] = Math.round(took);
        expect(response.status, `${upload.what}, ${shape}`).toBe(400);
        expect(response.body).toEqual({ error_message: IMAGE_SIDE_ERROR, image: [IMAGE_SIDE_ERROR], code: 'validation_failed' });
        expect(took, `${upload.what}, ${shape}: ${Math.round(took)} ms`).toBeLessThan(1_000);
      }
    }
    const grownMb = (process.memoryUsage().rss - rssBefore) / 2 ** 20;
    console.info('image bombs refused (ms):', timings, `RSS grew ${grownMb.toFixed(1)} MB`);
    expect(grownMb).toBeLessThan(100);
    // Nothing was stored: the visit has only the normal photo.
    const photos = await t.call('GET', `/fieldsite/visit_image/?visit_entry=${visitId}`, { as: 'admin' });
    expect(photos.body.count).toBe(1);
  });

  it('leave normal photos uploading, png and jpeg, as before', async () => {
    const visit = uploadOf('POST', '/fieldsite/visit_image/', 'fieldstaff', { visit_entry: visitId, title: 'Side', message: '' });
    const png = await visit(await pngImage(2000, 1500));
    expect(png.status, JSON.stringify(png.body)).toBe(201);
    const { body, headers } = multipart({ title: 'Back' }, [{ field: 'image', filename: 'b.jpg', contentType: 'image/jpeg', data: await jpegImage(1200, 900) }]);
    const jpeg = await t.call('POST', `/workorders/workorder/${workOrderId}/images/`, { as: 'admin', body, headers });
    expect(jpeg.status, JSON.stringify(jpeg.body)).toBe(201);
    // A side of exactly 16,000 px is still an image we take (a long panorama or strip drawing).
    const strip = await visit(await pngImage(16_000, 200));
    expect(strip.status, JSON.stringify(strip.body)).toBe(201);
  });
});

describe('decoding per process', () => {
  it(`decodes at most ${IMAGE_DECODES_AT_ONCE} images at once; the others wait their turn and other requests are answered meanwhile`, async () => {
    const photo = await pngImage(4000, 3000);
    const send = uploadOf('POST', '/fieldsite/visit_image/', 'fieldstaff', { visit_entry: visitId, title: 'Many', message: '' });
    let mostActive = 0;
    let mostWaiting = 0;
    let healthDuringUploads: number | undefined;
    let finished = 0;
    const all = Promise.all(
      Array.from({ length: 6 }, () =>
        send(photo).then((response) => {
          finished += 1;
          return response;
        }),
      ),
    );
    const watching = (async () => {
      while (finished < 6) {
        const now = imageDecodes();
        mostActive = Math.max(mostActive, now.active);
        mostWaiting = Math.max(mostWaiting, now.waiting);
        if (healthDuringUploads === undefined && now.active > 0) {
          const health = await t.call('GET', '/health');
          if (finished < 6) healthDuringUploads = health.status;
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    const responses = await all;
    await watching;
    expect(responses.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(mostActive).toBe(IMAGE_DECODES_AT_ONCE);
    expect(mostWaiting).toBeGreaterThan(0);
    expect(healthDuringUploads).toBe(200);
    expect(imageDecodes()).toEqual({ active: 0, waiting: 0 });
  });
});
