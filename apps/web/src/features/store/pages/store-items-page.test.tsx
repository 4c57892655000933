import type { StoreItem } from '@steelworks/contract/store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import StoreItemsPage from './store-items-page';

const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const item = (id: number, name: string, stock: number): StoreItem => ({
  id,
  auto_id: id,
  name,
  unit_type: 'pcs',
  unit: 1,
  stock,
  price: '38.00',
  out_of_stock: stock <= 0,
});

describe('store items list', () => {
  it('shows stock 0 as out of stock and sends the inline update as PATCH {price, stock, expected_stock}', async () => {
    signInAs('storemanager', 'store');
    const calls: { method: string; path: string; body: unknown }[] = [];
    mockApi(({ method, path, body }) => {
      calls.push({ method, path, body });
      if (method === 'GET' && path === '/store/store') return jsonResponse(paged([item(1, 'Butt Hinge 4 inch', 400), item(2, 'Pivot Hinge', 0)]));
      if (method === 'PATCH' && path === '/store/store/1') return jsonResponse({ ...item(1, 'Butt Hinge 4 inch', 12), price: '40.00' });
      return undefined;
    });
    renderRoutes([{ path: '/store', element: <StoreItemsPage /> }], '/store');
    const pivot = (await screen.findByText('Pivot Hinge')).closest('tr')!;
    expect(within(pivot).getByText('Out of Stock')).toBeInTheDocument();
    const hinge = screen.getByText('Butt Hinge 4 inch').closest('tr')!;
    expect(within(hinge).queryByText('Out of Stock')).not.toBeInTheDocument();

    const stock = within(hinge).getByRole('textbox', { name: 'Stock of Butt Hinge 4 inch' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '12');
    const price = within(hinge).getByRole('textbox', { name: 'Price of Butt Hinge 4 inch' });
    await userEvent.clear(price);
    await userEvent.type(price, '40');
    await userEvent.click(within(hinge).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    // The stock goes with the stock the row showed, so a supply provided meanwhile is refused, not undone.
    expect(calls.find((c) => c.method === 'PATCH')!.body).toEqual({ price: '40', stock: '12', expected_stock: 400 });
    expect(await screen.findByText('Updated Successfully')).toBeInTheDocument();
  });

  it('a price-only edit sends no stock at all (docs/product/guards.md#stale-writes)', async () => {
    signInAs('storemanager', 'store');
    const patches: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/store/store') return jsonResponse(paged([item(1, 'Thinner', 50)]));
      if (method === 'PATCH') {
        patches.push(body);
        return jsonResponse({ ...item(1, 'Thinner', 49.5), price: '121.00' });
      }
      return undefined;
    });
    renderRoutes([{ path: '/store', element: <StoreItemsPage /> }], '/store');
    const row = (await screen.findByText('Thinner')).closest('tr')!;
    const price = within(row).getByRole('textbox', { name: 'Price of Thinner' });
    await userEvent.clear(price);
    await userEvent.type(price, '121');
    await userEvent.click(within(row).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(patches).toEqual([{ price: '121' }]));
  });

  it('a stale stock (409) reloads the row and says once what the stock is now', async () => {
    signInAs('storemanager', 'store');
    let stockNow = 50;
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/store/store') return jsonResponse(paged([item(1, 'Thinner', stockNow)]));
      if (method === 'PATCH') {
        stockNow = 49.5;
        return jsonResponse({ error_message: 'This changed since you opened it (now 49.5). Check and try again.', current: { stock: 49.5 } }, 409, 'Conflict');
      }
      return undefined;
    });
    renderRoutes([{ path: '/store', element: <StoreItemsPage /> }], '/store');
    const row = (await screen.findByText('Thinner')).closest('tr')!;
    const stock = within(row).getByRole('textbox', { name: 'Stock of Thinner' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '60');
    await userEvent.click(within(row).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('This changed since you opened it (now 49.5). Check and try again.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Stock of Thinner' })).toHaveValue('49.5'));
    expect(screen.getAllByText('This changed since you opened it (now 49.5). Check and try again.')).toHaveLength(1);
    expect(screen.queryByText('Conflict')).not.toBeInTheDocument();
  });

  it('refuses an empty inline stock without calling the server', async () => {
    signInAs('admin');
    const calls: string[] = [];
    mockApi(({ method, path }) => {
      calls.push(method);
      if (path === '/store/store') return jsonResponse(paged([item(1, 'Tower Bolt', 5)]));
      return undefined;
    });
    renderRoutes([{ path: '/store', element: <StoreItemsPage /> }], '/store');
    const row = (await screen.findByText('Tower Bolt')).closest('tr')!;
    await userEvent.clear(within(row).getByRole('textbox', { name: 'Stock of Tower Bolt' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Update' }));
    expect(await within(row).findByText('Please enter the stock')).toBeInTheDocument();
    expect(calls).not.toContain('PATCH');
  });
});
