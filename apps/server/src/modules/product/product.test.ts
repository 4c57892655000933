import { describe, expect, it } from 'vitest';
import { useTestAppWithFiles } from '../../../test/harness';
import { pngImage } from './product.fixtures';
import { NO_PRODUCTS, NOT_EDITORS, READERS, productCalls } from './product-calls.fixtures';

/** Reading, editing and removing products, and the addons an order may give a product. */

const t = useTestAppWithFiles('steelworks-product-');
const { doorFrame, createProduct, upload } = productCalls(t);

describe('GET /store/product/', () => {
  it('lists newest first, 10 per page, searchable by name and serial, with thumbnails', async () => {
    // The product with an image that product-create.test.ts makes first, for the search by serial.
    const image = { field: 'image', filename: 'door.png', contentType: 'image/png', data: await pngImage(800, 600) };
    expect((await upload('POST', '/store/product/', doorFrame({ serial_number: 'LH - 501' }), image)).status).toBe(201);
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
    // Every addon of the contract's list in its order, but Material, which is always appended.
    expect(full.body.addons.map((a: { name: string }) => a.name)).toEqual(
      ['Manchary', 'Panel', 'Arch Design', 'Check Design', 'Shutter Partition', 'Glass Partition', 'Divider', 'Loover', 'Open Side', 'Door Sill'],
    );
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
