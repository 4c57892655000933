import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Role } from '@steelworks/contract/roles';
import { useTestAppWithFiles } from '../../../test/harness';
import { jpegImage, multipart, pngImage, type FilePart } from './product.fixtures';
import { companySettings } from '../billing/billing.table';
import { TAX_CODE_TEXT } from '@steelworks/contract/tax-code';
import { billOfMaterials } from './bill-of-materials.service';
import { productPrices } from './product-pricing';

const t = useTestAppWithFiles('steelworks-product-');
let dataDir: string;
beforeAll(async () => {
  dataDir = t.config.dataDir;
});

const READERS: Role[] = ['admin', 'productionmanager', 'supervisor', 'storemanager', 'dealer', 'qualitychecker'];
const NO_PRODUCTS: Role[] = ['worker', 'sheet_user'];
const EDITORS: Role[] = ['admin', 'productionmanager'];
const NOT_EDITORS: Role[] = ['supervisor', 'storemanager', 'dealer', 'qualitychecker', 'worker', 'sheet_user'];
const NO_COST: Role[] = ['supervisor', 'dealer', 'qualitychecker'];

let serial = 0;
const nextSerial = () => `LH - ${1000 + ++serial}`;
const doorFrame = (overrides: Record<string, unknown> = {}) => ({
  serial_number: nextSerial(),
  channel_size: '4x2',
  guage: 16,
  width: 90,
  height: 210,
  is_door: true,
  ...overrides,
});

async function createProduct(overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/store/product/', { as: 'admin', body: doorFrame(overrides) });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body;
}

async function createStoreItem(price: string, stock = 100) {
  const response = await t.call('POST', '/store/store/', {
    as: 'admin',
    body: { name: `Raw ${Math.random().toString(36).slice(2)}`, unit_type: 'kg', unit: 1, stock, price },
  });
  return response.body;
}

async function upload(method: 'POST' | 'PUT' | 'PATCH', url: string, fields: Record<string, string | number | boolean>, file?: FilePart, as: Role = 'admin') {
  const { body, headers } = multipart(fields, file ? [file] : []);
  return t.call(method, url, { as, body, headers });
}

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

describe('cost and price (docs/product/catalogue-and-store.md#cost-and-price)', () => {
  it('cost = sum(quantity x store price, 2 decimals per line) + other costs; price = cost x (1 + profit/100), exact', async () => {
    const channel = await createStoreItem('845.50');
    const paint = await createStoreItem('123.45');
    const product = await createProduct();
    await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { profit: '12.5' } });
    const line1 = await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: product.id, store_item: channel.id, quantity: 3 } });
    expect(line1.status).toBe(201);
    expect(line1.body).toMatchObject({ name: channel.name, quantity: 3, price: '845.50', amount: '2536.50' });
    const line2 = await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: product.id, store_item: paint.id, quantity: '2.5' } });
    // 2.5 x 123.45 = 308.625 -> 308.63
    expect(line2.body.amount).toBe('308.63');
    const labour = await t.call('POST', '/store/othercost/', { as: 'admin', body: { product: product.id, note: 'Labour', amount: '450.10' } });
    expect(labour).toMatchObject({ status: 201, body: { note: 'Labour', amount: '450.10', product: product.id } });
    await t.call('POST', '/store/othercost/', { as: 'admin', body: { product: product.id, note: 'Transport', amount: 0.2 } });

    const detail = await t.call('GET', `/store/product/${product.id}/`, { as: 'admin' });
    // 2536.50 + 308.63 + 450.10 + 0.20 = 3295.43; x 1.125 = 3707.35875 -> 3707.36
    expect(detail.body).toMatchObject({
      raw_material_cost: '2845.13',
      other_cost: '450.30',
      cost: '3295.43',
      profit: '12.50',
      price: '3707.36',
    });

    // A store price change shows at once.
    await t.call('PATCH', `/store/store/${paint.id}/`, { as: 'storemanager', body: { price: '100.00', stock: 100 } });
    const afterPrice = await t.call('GET', `/store/product/${product.id}/`, { as: 'admin' });
    // 2536.50 + 250.00 + 450.30 = 3236.80; x 1.125 = 3641.40
    expect(afterPrice.body).toMatchObject({ cost: '3236.80', price: '3641.40' });

    // So does a BOM change.
    expect((await t.call('DELETE', `/store/rawmaterial/${line1.body.id}/`, { as: 'admin' })).status).toBe(204);
    expect((await t.call('DELETE', `/store/othercost/${labour.body.id}/`, { as: 'productionmanager' })).status).toBe(204);
    const afterBom = await t.call('GET', `/store/product/${product.id}/`, { as: 'admin' });
    // 250.00 + 0.20 = 250.20; x 1.125 = 281.475 -> 281.48
    expect(afterBom.body).toMatchObject({ cost: '250.20', price: '281.48', rawmaterial: [expect.objectContaining({ store_item: paint.id })] });
    expect(afterBom.body.othercost).toHaveLength(1);

    // The list carries the same figures, and productPrices/billOfMaterials give them to the orders module.
    const list = await t.call('GET', `/store/product/?search=${encodeURIComponent(product.serial_number)}`, { as: 'admin' });
    expect(list.body.results[0]).toMatchObject({ cost: '250.20', price: '281.48' });
    const prices = await productPrices(t.db, [product.id]);
    expect(prices.get(product.id)).toEqual({ name: product.name, cost: '250.20', price: '281.48' });
    const bom = await billOfMaterials(t.db, [product.id]);
    expect(bom.get(product.id)).toEqual([{ storeItemId: paint.id, name: paint.name, quantity: '2.500' }]);
  });

  it('takes every profit of up to 2 decimals (8.2 and 2.3 are not whole hundredths in floats), refuses a third', async () => {
    const item = await createStoreItem('100.00');
    const product = await createProduct();
    await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: product.id, store_item: item.id, quantity: 1 } });
    for (const [profit, price] of [[8.2, '108.20'], ['2.3', '102.30'], [4.1, '104.10'], ['0.29', '100.29'], [1.15, '101.15']] as const) {
      const response = await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { profit } });
      expect(response.status, `${profit}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(response.body).toMatchObject({ price, cost: '100.00' });
    }
    const multipartPut = await upload('PUT', `/store/product/${product.id}/`, { ...doorFrame({ serial_number: product.serial_number }), profit: '8.2' });
    expect(multipartPut.body).toMatchObject({ profit: '8.20', price: '108.20' });
    for (const profit of ['8.255', '-1', '1e3', 'abc', 10001]) {
      const refused = await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { profit } });
      expect(refused, String(profit)).toMatchObject({ status: 400, body: { profit: ['Enter a profit of at least 0 (at most 2 decimals)'] } });
    }
  });

  it('a line of absurd size (a mistyped price or quantity) keeps the product and the list readable', async () => {
    const typo = await createStoreItem('999999999999.99');
    const product = await createProduct({ profit: 10 });
    const line = await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: product.id, store_item: typo.id, quantity: '99999999999' } });
    expect(line.status, JSON.stringify(line.body)).toBe(201);
    // 99999999999 x 999999999999.99 = 99999999998999000000000.01; x 1.1 = 109999999998898900000000.011 -> .01
    expect(line.body.amount).toBe('99999999998999000000000.01');
    const detail = await t.call('GET', `/store/product/${product.id}/`, { as: 'admin' });
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    expect(detail.body).toMatchObject({ cost: '99999999998999000000000.01', price: '109999999998898900000000.01' });
    for (const role of ['admin', 'dealer'] as const) {
      const list = await t.call('GET', `/store/product/?search=${encodeURIComponent(product.serial_number)}`, { as: role });
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(list.body.results[0].price).toBe('109999999998898900000000.01');
    }
    // Fixing the typo puts the figures right again.
    await t.call('PATCH', `/store/store/${typo.id}/`, { as: 'admin', body: { price: '1.00' } });
    const fixed = await t.call('GET', `/store/product/${product.id}/`, { as: 'admin' });
    expect(fixed.body).toMatchObject({ cost: '99999999999.00', price: '109999999998.90' });
  });
});

describe('what each role sees (docs/product/roles-and-permissions.md#cost-and-profit-visibility)', () => {
  let productId: number;
  beforeAll(async () => {
    const item = await createStoreItem('10.00');
    const product = await createProduct({ profit: 20 });
    productId = product.id;
    await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: productId, store_item: item.id, quantity: 5 } });
    await t.call('POST', '/store/othercost/', { as: 'admin', body: { product: productId, note: 'Welding labour', amount: 50 } });
  });

  it('admin and productionmanager see cost, profit, prices of raw materials and other costs', async () => {
    for (const role of EDITORS) {
      const detail = await t.call('GET', `/store/product/${productId}/`, { as: role });
      expect(detail.body).toMatchObject({ cost: '100.00', profit: '20.00', price: '120.00' });
      expect(detail.body.rawmaterial[0]).toMatchObject({ quantity: 5, price: '10.00', amount: '50.00' });
      expect(detail.body.othercost[0]).toMatchObject({ note: 'Welding labour', amount: '50.00' });
    }
  });

  it('a list row carries every scalar field of the detail, with the same role rules', async () => {
    for (const role of ['admin', 'storemanager', 'dealer', 'qualitychecker', 'supervisor'] as const) {
      const detail = (await t.call('GET', `/store/product/${productId}/`, { as: role })).body;
      const list = await t.call('GET', `/store/product/?search=${encodeURIComponent(detail.serial_number)}`, { as: role });
      const row = list.body.results.find((r: { id: number }) => r.id === productId);
      const scalars = Object.fromEntries(Object.entries(detail).filter(([, value]) => value === null || typeof value !== 'object'));
      expect(row, role).toEqual(scalars);
      expect(row).toHaveProperty('no_of_cols');
      expect(row).toHaveProperty('perticular');
      expect(row).toHaveProperty('unit_type');
      expect(row).toHaveProperty('description');
    }
  });

  it('storemanager sees cost but not profit', async () => {
    const detail = await t.call('GET', `/store/product/${productId}/`, { as: 'storemanager' });
    expect(detail.body).toMatchObject({ cost: '100.00', price: '120.00' });
    expect(detail.body).not.toHaveProperty('profit');
    const list = await t.call('GET', '/store/product/', { as: 'storemanager' });
    expect(list.body.results[0]).toHaveProperty('cost');
    expect(list.body.results[0]).not.toHaveProperty('profit');
  });

  it('dealer, supervisor and qualitychecker get the price only: no cost of ours, profit, raw-material prices or other costs', async () => {
    for (const role of NO_COST) {
      const detail = await t.call('GET', `/store/product/${productId}/`, { as: role });
      expect(detail.status).toBe(200);
      expect(detail.body.price).toBe('120.00');
      for (const hidden of ['profit', 'raw_material_cost', 'other_cost']) expect(detail.body, role).not.toHaveProperty(hidden);
      // A dealer's `cost` is the price it sees (the 2022 client's dealer screens show it); the others get none.
      if (role === 'dealer') expect(detail.body.cost).toBe('120.00');
      else expect(detail.body, role).not.toHaveProperty('cost');
      // The Other Costs card lists what the costs are, never what they amount to.
      expect(detail.body.othercost).toEqual([{ id: expect.any(Number), product: productId, note: 'Welding labour' }]);
      expect(detail.body.rawmaterial[0]).toEqual({
        id: expect.any(Number),
        product: productId,
        store_item: expect.any(Number),
        name: expect.any(String),
        unit_type: 'kg',
        quantity: 5,
      });
      const list = await t.call('GET', '/store/product/', { as: role });
      expect(list.status).toBe(200);
      for (const row of list.body.results) {
        if (role === 'dealer') expect(row.cost).toBe(row.price);
        else expect(row).not.toHaveProperty('cost');
        expect(row).not.toHaveProperty('profit');
        expect(row.price).toMatch(/^\d+\.\d{2}$/);
      }
      // Raw-material lists with prices are not theirs to read.
      expect((await t.call('GET', `/store/rawmaterial/?product=${productId}`, { as: role })).status).toBe(403);
    }
  });

  it('worker and sheet_user may not read products', async () => {
    for (const role of NO_PRODUCTS) {
      expect((await t.call('GET', '/store/product/', { as: role })).status).toBe(403);
      expect((await t.call('GET', `/store/product/${productId}/`, { as: role })).status).toBe(403);
    }
  });
});

describe('GET /store/product/', () => {
  it('lists newest first, 10 per page, searchable by name and serial, with thumbnails', async () => {
    for (let i = 0; i < 11; i++) await createProduct({ name: `Gate Model Zeta ${i}` });
    for (const role of READERS) {
      const page1 = await t.call('GET', '/store/product/?search=zeta', { as: role });
      expect(page1.body.count, role).toBe(11);
      expect(page1.body.results).toHaveLength(10);
      expect(page1.body.results[0].name).toBe('Gate Model Zeta 10');
    }
    const page2 = await t.call('GET', '/store/product/?search=zeta&page=2', { as: 'dealer' });
    expect(page2.body.results).toHaveLength(1);
    const bySerial = await t.call('GET', '/store/product/?search=LH - 501', { as: 'dealer' });
    expect(bySerial.body.results[0]).toMatchObject({ serial_number: 'LH - 501', thumbnail: expect.stringContaining('.thumb.webp') });
  });
});

describe('GET/PUT/PATCH/DELETE /store/product/{id}/', () => {
  it('answers 404 for unknown, malformed and removed products', async () => {
    expect((await t.call('GET', '/store/product/999999/', { as: 'dealer' })).status).toBe(404);
    expect((await t.call('GET', '/store/product/x/', { as: 'dealer' })).status).toBe(404);
  });

  it('PUT (multipart) updates every field plus profit, replaces the image, and keeps the composed name in step', async () => {
    const product = await createProduct();
    const put = await upload(
      'PUT',
      `/store/product/${product.id}/`,
      { serial_number: product.serial_number, channel_size: '5x2', guage: '14', width: '100', height: '220', is_door: 'true', is_window: 'false', is_security_door: 'false', profit: '10', description: '' },
      { field: 'image', filename: 'new.png', contentType: 'image/png', data: await pngImage(300, 200) },
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body).toMatchObject({ name: 'Door Frame 100x220 5x2 14G', profit: '10.00', channel_size: '5x2', guage: 14 });
    expect(put.body.image).toMatch(/\.png$/);
    // Profit and description are optional on update.
    const noProfit = await t.call('PUT', `/store/product/${product.id}/`, {
      as: 'productionmanager',
      body: { serial_number: product.serial_number, channel_size: '5x2', guage: 14, width: 100, height: 220, is_door: true },
    });
    expect(noProfit.body.profit).toBe('10.00');
    // A PUT still needs the required fields.
    const missing = await t.call('PUT', `/store/product/${product.id}/`, { as: 'admin', body: { is_door: true } });
    expect(missing.body.serial_number).toEqual(['Invalid Input']);
  });

  it('PATCH changes some fields; switching to window needs perticular and columns', async () => {
    const product = await createProduct();
    const renamed = await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { name: 'Special Frame', width: 95 } });
    expect(renamed.body).toMatchObject({ name: 'Special Frame', width: 95 });
    // A typed name stays when the sizes change; an empty name goes back to the composed one.
    expect((await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { height: 200 } })).body.name).toBe('Special Frame');
    expect((await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { name: '' } })).body.name).toBe('Door Frame 95x200 4x2 16G');
    const toWindow = await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { is_door: false, is_window: true, perticular: 'FW', no_of_cols: 2 } });
    expect(toWindow.body).toMatchObject({ is_window: true, is_door: false, perticular: 'FW', no_of_cols: 2 });
    // Back to a door type: the hidden perticular and columns take the door defaults again.
    const toSecurityDoor = await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { is_window: false, is_security_door: true } });
    expect(toSecurityDoor.body).toMatchObject({ is_security_door: true, is_window: false, perticular: 'D', no_of_cols: 1 });
    await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { is_security_door: false, is_window: true, perticular: 'FW', no_of_cols: 2 } });
    const twoTypes = await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { is_door: true, is_window: true } });
    expect(twoTypes.body.type).toEqual(['Choose one type: Security Door, Window or Door Frame']);
    expect((await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { description: 'Old text' } })).body.description).toBe('Old text');
    expect((await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { description: '' } })).body.description).toBe('');
    const bad = await t.call('PATCH', `/store/product/${product.id}/`, { as: 'admin', body: { serial_number: 'X 1' } });
    expect(bad.body.serial_number).toEqual(['Invalid Input']);
  });

  it('refuses edits and removal to other roles, and answers 404 for an unknown product', async () => {
    const product = await createProduct();
    for (const role of NOT_EDITORS) {
      expect((await t.call('PATCH', `/store/product/${product.id}/`, { as: role, body: { width: 1 } })).status).toBe(403);
      expect((await t.call('PUT', `/store/product/${product.id}/`, { as: role, body: doorFrame() })).status).toBe(403);
      expect((await t.call('DELETE', `/store/product/${product.id}/`, { as: role })).status).toBe(403);
    }
    expect((await t.call('PATCH', '/store/product/999999/', { as: 'admin', body: { width: 1 } })).status).toBe(404);
  });

  it('removes a product: gone from detail and list, serial free again', async () => {
    const product = await createProduct({ serial_number: 'LH - 9001' });
    expect((await t.call('DELETE', `/store/product/${product.id}/`, { as: 'productionmanager' })).status).toBe(204);
    expect((await t.call('GET', `/store/product/${product.id}/`, { as: 'admin' })).status).toBe(404);
    expect((await t.call('GET', '/store/product/?search=LH - 9001', { as: 'admin' })).body.count).toBe(0);
    expect((await t.call('DELETE', `/store/product/${product.id}/`, { as: 'admin' })).status).toBe(404);
    await createProduct({ serial_number: 'LH - 9001' });
  });
});

describe('raw materials and other costs', () => {
  it('validates input, refuses duplicates and unknown records, and lists by product', async () => {
    const product = await createProduct();
    const item = await createStoreItem('5.00');
    const empty = await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.quantity).toEqual(['Please enter the quantity']);
    const negative = await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: product.id, store_item: item.id, quantity: -1 } });
    expect(negative.body.quantity).toBeDefined();
    const unknownItem = await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: product.id, store_item: 999999, quantity: 1 } });
    expect(unknownItem.body).toMatchObject({ store_item: ['Store item not found.'] });
    const unknownProduct = await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: 999999, store_item: item.id, quantity: 1 } });
    expect(unknownProduct.body).toMatchObject({ product: ['Product not found.'] });
    // Ids beyond PostgreSQL's integer name no record: a field message, not "A value is out of range".
    const huge = await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: 99999999999, store_item: 99999999999, quantity: 1 } });
    expect(huge).toMatchObject({ status: 400, body: { product: ['Choose a product'], store_item: ['Choose a store item'] } });
    const hugeCost = await t.call('POST', '/store/othercost/', { as: 'admin', body: { product: 99999999999, note: 'x', amount: 1 } });
    expect(hugeCost).toMatchObject({ status: 400, body: { product: ['Choose a product'] } });
    expect((await t.call('GET', '/store/rawmaterial/?product=99999999999', { as: 'admin' })).body.product).toEqual(['Choose a product']);
    expect((await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: product.id, store_item: item.id, quantity: 2 } })).status).toBe(201);
    const duplicate = await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: product.id, store_item: item.id, quantity: 1 } });
    expect(duplicate.body.store_item).toEqual(['This store item is already a raw material of this product.']);
    for (const role of ['admin', 'productionmanager', 'storemanager'] as Role[]) {
      const list = await t.call('GET', `/store/rawmaterial/?product=${product.id}`, { as: role });
      expect(list.body).toMatchObject({ count: 1, results: [{ store_item: item.id, quantity: 2, price: '5.00', amount: '10.00' }] });
    }
    const noteMissing = await t.call('POST', '/store/othercost/', { as: 'admin', body: { product: product.id, amount: 'x' } });
    expect(noteMissing.body.note).toEqual(['Please enter a note']);
    expect(noteMissing.body.amount).toBeDefined();
    expect((await t.call('DELETE', '/store/rawmaterial/999999/', { as: 'admin' })).status).toBe(404);
    expect((await t.call('DELETE', '/store/othercost/999999/', { as: 'admin' })).status).toBe(404);
  });

  it('is changed by admin and productionmanager only', async () => {
    const product = await createProduct();
    const item = await createStoreItem('1.00');
    const line = await t.call('POST', '/store/rawmaterial/', { as: 'admin', body: { product: product.id, store_item: item.id, quantity: 1 } });
    const cost = await t.call('POST', '/store/othercost/', { as: 'admin', body: { product: product.id, note: 'Paint labour', amount: 1 } });
    for (const role of NOT_EDITORS) {
      expect((await t.call('POST', '/store/rawmaterial/', { as: role, body: { product: product.id, store_item: item.id, quantity: 1 } })).status).toBe(403);
      expect((await t.call('DELETE', `/store/rawmaterial/${line.body.id}/`, { as: role })).status).toBe(403);
      expect((await t.call('POST', '/store/othercost/', { as: role, body: { product: product.id, note: 'n', amount: 1 } })).status).toBe(403);
      expect((await t.call('DELETE', `/store/othercost/${cost.body.id}/`, { as: role })).status).toBe(403);
    }
  });
});

describe('POST /store/available_addons/', () => {
  it('offers Manchary and Panel until Panel is chosen, then the full list; describes how each is asked', async () => {
    const product = await createProduct();
    for (const role of READERS) {
      const first = await t.call('POST', '/store/available_addons/', { as: role, body: { product: product.id } });
      expect(first.status, role).toBe(200);
      expect(first.body.addons.map((a: { name: string }) => a.name)).toEqual(['Manchary', 'Panel']);
      expect(first.body.always_appended).toEqual([{ addon_name: 'Material', quantity: 1, description: '' }]);
    }
    const full = await t.call('POST', '/store/available_addons/', { as: 'dealer', body: { product: product.id, addons: ['Panel'] } });
    expect(full.body.panel_chosen).toBe(true);
    expect(full.body.addons.map((a: { name: string }) => a.name)).toEqual([
      'Manchary',
      'Panel',
      'Arch Design',
      'Check Design',
      'Shutter Partition',
      'Glass Partition',
      'Divider',
      'Loover',
      'Open Side',
      'Door Sill',
    ]);
    const byName = Object.fromEntries(full.body.addons.map((a: { name: string }) => [a.name, a]));
    for (const name of ['Divider', 'Shutter Partition', 'Glass Partition', 'Check Design', 'Arch Design']) {
      expect(byName[name]).toMatchObject({ input: 'quantity_description', takes_quantity: true, takes_description: true, default_quantity: 1 });
    }
    expect(byName['Open Side']).toMatchObject({ input: 'choice', options: ['Left', 'Right'], takes_quantity: false });
    expect(byName['Manchary']).toMatchObject({ input: 'none', takes_quantity: false });
  });

  it('answers 404 for an unknown product, 400 without one, 403 for roles without products', async () => {
    expect((await t.call('POST', '/store/available_addons/', { as: 'admin', body: { product: 999999 } })).status).toBe(404);
    expect((await t.call('POST', '/store/available_addons/', { as: 'admin', body: {} })).body.product).toEqual(['Choose a product']);
    const huge = await t.call('POST', '/store/available_addons/', { as: 'admin', body: { product: 99999999999 } });
    expect(huge).toMatchObject({ status: 400, body: { product: ['Choose a product'] } });
    for (const role of NO_PRODUCTS) expect((await t.call('POST', '/store/available_addons/', { as: role, body: { product: 1 } })).status).toBe(403);
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

describe('HSN code and GST rate per product (issue 41 point 10)', () => {
  it('takes its type\'s on create, keeps its own when given, and refuses a bad code or rate naming the field', async () => {
    const plain = await createProduct();
    expect(plain).toMatchObject({ hsn_code: '730830', gst_rate: '18.00' });
    // Gates and grills are 7308.90 (other structures): typed with the dot, kept as digits.
    const gate = await createProduct({ hsn_code: '7308.90.90', gst_rate: '12' });
    expect(gate).toMatchObject({ hsn_code: '73089090', gst_rate: '12.00' });
    const multipartMade = await upload('POST', '/store/product/', { ...doorFrame(), hsn_code: '7308', gst_rate: '5' });
    expect(multipartMade.body).toMatchObject({ hsn_code: '7308', gst_rate: '5.00' });
    expect((await t.call('GET', `/store/product/${gate.id}/`, { as: 'dealer' })).body).toMatchObject({ hsn_code: '73089090', gst_rate: '12.00' });

    const patched = await t.call('PATCH', `/store/product/${plain.id}/`, { as: 'productionmanager', body: { hsn_code: '730890' } });
    expect(patched.body).toMatchObject({ hsn_code: '730890', gst_rate: '18.00' });
    for (const [body, field, message] of [
      [{ hsn_code: '73083' }, 'hsn_code', TAX_CODE_TEXT.hsn],
      [{ hsn_code: 'abcd' }, 'hsn_code', TAX_CODE_TEXT.hsn],
      [{ gst_rate: '28.5' }, 'gst_rate', TAX_CODE_TEXT.gstRate],
    ] as const) {
      const refused = await t.call('PATCH', `/store/product/${plain.id}/`, { as: 'admin', body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body[field]).toEqual([message]);
    }
    for (const role of NOT_EDITORS) {
      expect((await t.call('PATCH', `/store/product/${plain.id}/`, { as: role, body: { hsn_code: '7308' } })).status).toBe(403);
    }
    expect((await t.call('GET', `/store/product/${plain.id}/`, { as: 'admin' })).body.hsn_code).toBe('730890');
  });

  it('asks for 6 or 8 digits once the company marks its turnover above 5 crore', async () => {
    await t.db.update(companySettings).set({ turnoverAbove5Crore: true }).where(eq(companySettings.id, 1));
    try {
      const refused = await t.call('POST', '/store/product/', { as: 'admin', body: doorFrame({ hsn_code: '7308' }) });
      expect(refused).toMatchObject({ status: 400, body: { hsn_code: [TAX_CODE_TEXT.hsnSixDigits] } });
      expect((await createProduct({ hsn_code: '730830' })).hsn_code).toBe('730830');
    } finally {
      await t.db.update(companySettings).set({ turnoverAbove5Crore: false }).where(eq(companySettings.id, 1));
    }
  });
});
