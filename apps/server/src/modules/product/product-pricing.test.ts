import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@steelworks/contract/roles';
import { TAX_CODE_TEXT } from '@steelworks/contract/tax-code';
import { useTestAppWithFiles } from '../../../test/harness';
import { companySettings } from '../billing/billing.table';
import { billOfMaterials } from './bill-of-materials.service';
import { EDITORS, NO_COST, NO_PRODUCTS, NOT_EDITORS, productCalls } from './product-calls.fixtures';
import { productPrices } from './product-pricing';

/** A product's cost and price, who sees which, its raw materials and other costs, its HSN code and GST rate. */

const t = useTestAppWithFiles('steelworks-product-');
const { doorFrame, createProduct, createStoreItem, upload } = productCalls(t);

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