import { expect } from 'vitest';
import { gstinCheckCharacter } from '@steelworks/contract/billing';
import type { Role } from '@steelworks/contract/roles';
import type { TestApp } from '../../../test/harness';

let counter = 0;
const unique = () => `${++counter}-${Math.random().toString(36).slice(2, 7)}`;

/** A valid GSTIN of a state: the PAN part from `seed`, with its check character. */
export function gstinOf(state: string, seed: number): string {
  const first14 = `${state}AAB${'CDEFGHJK'[seed % 8]}${'PQRS'[seed % 4]}${String(1000 + seed).slice(-4)}K1Z`;
  return first14 + gstinCheckCharacter(first14);
}

export async function createSupplier(t: TestApp, fields: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/purchase/suppliers/', {
    as: 'admin',
    body: { name: `Supplier ${unique()}`, state_code: '32', address: 'Industrial Estate, Kochi', email: 'sales@mill.example', payment_terms_days: 30, ...fields },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; name: string };
}

/** A plain store item at stock 0 (or `stock`). */
export async function createItem(t: TestApp, unitType = 'Nos', stock = 0, price = '10.00') {
  const response = await t.call('POST', '/store/store/', { as: 'admin', body: { name: `Item ${unique()}`, unit_type: unitType, unit: 1, stock, price } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; name: string };
}

export async function createSheet(t: TestApp) {
  const response = await t.call('POST', '/sheet/sheet/', { as: 'admin', body: { name: `Sheet ${unique()}`, thick: '1.20', width: 1220, height: 2440, quantity: 0 } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; name: string; unit_kg: string };
}

type Line = Record<string, unknown>;

export async function createOrder(t: TestApp, supplier: number, lines: Line[], as: Role = 'productionmanager') {
  const response = await t.call('POST', '/purchase/orders/', { as, body: { supplier, lines } });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body as { id: number; number: string; status: string; total: string; lines: Array<{ id: number; quantity: number; amount: string; theoretical_kg: number | null }> };
}

export async function approvedOrder(t: TestApp, supplier: number, lines: Line[]) {
  const order = await createOrder(t, supplier, lines);
  const approved = await t.call('POST', `/purchase/orders/${order.id}/approve/`, { as: 'productionmanager' });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return order;
}

export async function receive(t: TestApp, body: Record<string, unknown>, as: Role = 'storemanager') {
  return t.call('POST', '/purchase/receipts/', { as, body });
}
