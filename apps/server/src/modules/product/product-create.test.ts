import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useTestAppWithFiles } from '../../../test/harness';
import { jpegImage, multipart, pngImage } from './product.fixtures';
import { NOT_EDITORS, productCalls } from './product-calls.fixtures';

/** Creating a product: the multipart form, its image and the checks of its fields; the media route that serves images. */

const t = useTestAppWithFiles('steelworks-product-');
const { doorFrame, createProduct, upload } = productCalls(t);
let dataDir: string;
beforeAll(async () => {
  dataDir = t.config.dataDir;
});

/** A black 1-bit greyscale png: a few kilobytes on the wire however many pixels it claims. */
function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, no filter method, no interlace
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8))); // each row: filter byte 0 and zero bits
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function filesIn(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe('POST /store/product/ (multipart)', () => {
  it('creates a door frame with an image, composes the name, defaults perticular D and 1 column', async () => {
    const png = await pngImage(800, 600);
    const response = await upload(
      'POST',
      '/store/product/',
      { serial_number: 'LH - 501', channel_size: '4x2', guage: '16', width: '90', height: '210', is_door: 'true', is_window: 'false', is_security_door: 'false', description: 'Main door' },
      { field: 'image', filename: 'door.png', contentType: 'image/png', data: png },
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Door Frame 90x210 4x2 16G',
      serial_number: 'LH - 501',
      perticular: 'D',
      no_of_cols: 1,
      is_door: true,
      is_window: false,
      is_security_door: false,
      description: 'Main door',
      cost: '0.00',
      price: '0.00',
      profit: '0.00',
      rawmaterial: [],
      othercost: [],
    });
    expect(response.body.message).toBeUndefined();
    expect(response.body.image).toMatch(/^\/api\/v1\/store\/media\/[0-9a-f]{32}\.png$/);
    expect(response.body.thumbnail).toMatch(/^\/api\/v1\/store\/media\/[0-9a-f]{32}\.thumb\.webp$/);

    const image = await t.app.inject({ method: 'GET', url: response.body.image });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const thumb = await t.app.inject({ method: 'GET', url: response.body.thumbnail });
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(meta.width).toBe(160);
    expect(thumb.rawPayload.length).toBeLessThan(png.length);
  });

  it('accepts jpeg, and stores a generated name whatever path the file name carries', async () => {
    const before = filesIn(path.join(dataDir, 'uploads', 'products'));
    const response = await upload('POST', '/store/product/', doorFrame(), {
      field: 'image',
      filename: '../../../../tmp/evil/..\\..\\owned.jpg',
      contentType: 'image/jpeg',
      data: await jpegImage(),
    });
    expect(response.status).toBe(201);
    expect(response.body.image).toMatch(/\/[0-9a-f]{32}\.jpg$/);
    const after = filesIn(path.join(dataDir, 'uploads', 'products'));
    expect(after.filter((f) => !before.includes(f)).every((f) => /^[0-9a-f]{32}(\.thumb)?\.(jpg|webp)$/.test(f))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'owned.jpg'))).toBe(false);
    expect(fs.existsSync('/tmp/evil')).toBe(false);
  });

  it('refuses a text file named .png, whatever content type it claims, and stores nothing', async () => {
    const before = filesIn(path.join(dataDir, 'uploads', 'products'));
    const response = await upload('POST', '/store/product/', doorFrame(), {
      field: 'image',
      filename: 'photo.png',
      contentType: 'image/png',
      data: Buffer.from('this is not an image, just text pretending to be one'),
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error_message: 'Upload a png or jpeg image', image: ['Upload a png or jpeg image'], code: 'validation_failed' });
    expect(filesIn(path.join(dataDir, 'uploads', 'products'))).toEqual(before);
  });

  it('refuses other image types (gif) and a png header on garbage', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const asGif = await upload('POST', '/store/product/', doorFrame(), { field: 'image', filename: 'a.gif', contentType: 'image/gif', data: gif });
    expect(asGif.body.error_message).toBe('Upload a png or jpeg image');
    const fakePng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('garbage')]);
    const broken = await upload('POST', '/store/product/', doorFrame(), { field: 'image', filename: 'a.png', contentType: 'image/png', data: fakePng });
    expect(broken).toMatchObject({ status: 400, body: { error_message: 'Upload a png or jpeg image' } });
  });

  it('refuses two files in the image field and a text value, instead of dropping them; an empty file part is no image', async () => {
    const png = await pngImage();
    const part = (filename: string, data: Buffer) => ({ field: 'image', filename, contentType: 'image/png', data });
    const two = multipart(doorFrame(), [part('a.png', png), part('b.png', png)]);
    const twice = await t.call('POST', '/store/product/', { as: 'admin', body: two.body, headers: two.headers });
    expect(twice).toMatchObject({ status: 400, body: { image: ['Upload a png or jpeg image'] } });
    const text = await upload('POST', '/store/product/', { ...doorFrame(), image: 'C:\\photos\\door.png' });
    expect(text).toMatchObject({ status: 400, body: { image: ['Upload a png or jpeg image'] } });
    // What a plain HTML form sends when no file is chosen.
    const empty = await upload('POST', '/store/product/', doorFrame(), part('', Buffer.alloc(0)));
    expect(empty).toMatchObject({ status: 201, body: { image: null, thumbnail: null } });
    // Sending the current image back (a client that echoes the field) keeps it.
    const withImage = await upload('POST', '/store/product/', doorFrame(), part('door.png', png));
    const echoed = await upload('PATCH', `/store/product/${withImage.body.id}/`, { image: withImage.body.image, height: 200 });
    expect(echoed).toMatchObject({ status: 200, body: { image: withImage.body.image, height: 200 } });
  });

  it('answers 413 "file size is Too Large" for a file over the limit', async () => {
    const big = Buffer.alloc(t.config.uploadMaxBytes + 1024, 1);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const response = await upload('POST', '/store/product/', doorFrame(), { field: 'image', filename: 'big.png', contentType: 'image/png', data: big });
    expect(response).toMatchObject({ status: 413, body: { detail: 'file size is Too Large' } });
  });

  it('takes a file of a few megabytes under the limit', async () => {
    const large = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#888' } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(large.length).toBeGreaterThan(1024 * 1024 * 2);
    const response = await upload('POST', '/store/product/', doorFrame(), { field: 'image', filename: 'large.png', contentType: 'image/png', data: large });
    expect(response.status).toBe(201);
  });

  it('refuses a decompression bomb (a tiny png of 268000 x 1000 pixels) before decoding it', async () => {
    const bomb = pngBomb(268_000, 1_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const response = await upload('POST', '/store/product/', doorFrame(), { field: 'image', filename: 'bomb.png', contentType: 'image/png', data: bomb });
    const message = 'This image is larger than 40 megapixels. Upload a smaller image.';
    expect(response).toMatchObject({ status: 400, body: { error_message: message, image: [message] } });
    // The same kind of file within the limit is an ordinary image.
    const within = await upload('POST', '/store/product/', doorFrame(), { field: 'image', filename: 'ok.png', contentType: 'image/png', data: pngBomb(4_000, 2_000) });
    expect(within.status).toBe(201);
  });

  it('needs the required fields, each with "Invalid Input"', async () => {
    const response = await upload('POST', '/store/product/', { is_window: 'true' });
    expect(response.status).toBe(400);
    for (const field of ['serial_number', 'channel_size', 'guage', 'width', 'height', 'perticular', 'no_of_cols']) {
      expect(response.body[field], field).toEqual(['Invalid Input']);
    }
    expect(response.body.error_message).toBe('Invalid Input');
  });

  it('checks the serial prefix "LH -", a numeric gauge and numbers of at least 0', async () => {
    const response = await t.call('POST', '/store/product/', {
      as: 'admin',
      body: doorFrame({ serial_number: 'AB-12', guage: 'sixteen', width: -5 }),
    });
    expect(response.status).toBe(400);
    expect(response.body.serial_number).toEqual(['Invalid Input']);
    expect(response.body.guage).toEqual(['Invalid Input']);
    expect(response.body.width).toEqual(['Invalid Input']);
  });

  it('needs exactly one type', async () => {
    const none = await t.call('POST', '/store/product/', { as: 'admin', body: doorFrame({ is_door: false }) });
    expect(none.body.type).toEqual(['Choose one type: Security Door, Window or Door Frame']);
    const two = await upload('POST', '/store/product/', { ...doorFrame(), is_door: 'true', is_window: 'true', perticular: 'W', no_of_cols: 2 });
    expect(two.body.type).toEqual(['Choose one type: Security Door, Window or Door Frame']);
  });

  it('creates a window with its perticular and columns, and a security door with a typed name', async () => {
    const window = await createProduct({ is_door: false, is_window: true, perticular: 'KW', no_of_cols: 3, width: 120, height: 135.5, channel_size: '3x1.5', guage: 18 });
    expect(window).toMatchObject({ name: 'Window 120x135.5 3x1.5 18G', perticular: 'KW', no_of_cols: 3, is_window: true });
    const door = await createProduct({ is_door: false, is_security_door: true, name: 'Grill Gate Deluxe', perticular: '', no_of_cols: '' });
    expect(door).toMatchObject({ name: 'Grill Gate Deluxe', perticular: 'D', no_of_cols: 1, is_security_door: true });
  });

  it('keeps serial numbers unique', async () => {
    await createProduct({ serial_number: 'LH - 777' });
    const again = await t.call('POST', '/store/product/', { as: 'admin', body: doorFrame({ serial_number: 'LH - 777' }) });
    expect(again).toMatchObject({ status: 400, body: { serial_number: ['A product with this serial number already exists.'] } });
  });

  it('is for admin and productionmanager only', async () => {
    expect((await t.call('POST', '/store/product/', { as: 'productionmanager', body: doorFrame() })).status).toBe(201);
    for (const role of NOT_EDITORS) {
      expect((await t.call('POST', '/store/product/', { as: role, body: doorFrame() })).status, role).toBe(403);
    }
  });
});


describe('GET /store/media/{name}', () => {
  it('answers 404 for names that were not generated, including paths', async () => {
    for (const name of ['..%2F..%2Fetc%2Fpasswd', 'abc.png', `${'a'.repeat(32)}.png`, '%2e%2e%2fsecret']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/v1/store/media/${name}` });
      expect(response.statusCode, name).toBe(404);
    }
  });

  it('is described in the OpenAPI document', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys(docs.json().paths)).toEqual(expect.arrayContaining(['/api/v1/store/product', '/api/v1/store/media/{name}']));
  });
});
