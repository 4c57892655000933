import { expect } from 'vitest';
import type { Role } from '@steelworks/contract/roles';
import type { TestApp } from '../../../test/harness';
import { multipart, type FilePart } from './product.fixtures';

/** Test helpers of the catalogue's tests (product*.test.ts): who may do what, and products made through the API. */

export const READERS: Role[] = ['admin', 'productionmanager', 'supervisor', 'storemanager', 'dealer', 'qualitychecker'];
export const NO_PRODUCTS: Role[] = ['worker', 'sheet_user'];
export const EDITORS: Role[] = ['admin', 'productionmanager'];
export const NOT_EDITORS: Role[] = ['supervisor', 'storemanager', 'dealer', 'qualitychecker', 'worker', 'sheet_user'];
export const NO_COST: Role[] = ['supervisor', 'dealer', 'qualitychecker'];

/** A door frame's fields with a fresh serial, products and raw materials created as admin, multipart calls. */
export function productCalls(t: TestApp) {
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

  return { doorFrame, createProduct, createStoreItem, upload };
}
