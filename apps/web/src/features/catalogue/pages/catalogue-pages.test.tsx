import type { StoreItem } from '@steelworks/contract/store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/fixtures';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import ProductCreatePage from './product-create-page';
import ProductDetailPage from './product-detail-page';
import ProductUpdatePage from './product-update-page';
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

describe('product form (create, step 1)', () => {
  it('shows "Invalid Input" under each required field and a message for the type', async () => {
    signInAs('admin');
    const calls: string[] = [];
    mockApi(({ method }) => {
      calls.push(method);
      return undefined;
    });
    renderRoutes([{ path: '/product/create', element: <ProductCreatePage /> }], '/product/create');
    await userEvent.clear(await screen.findByRole('textbox', { name: /Serial Number/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    expect((await screen.findAllByText('Invalid Input')).length).toBeGreaterThanOrEqual(5);
    expect(screen.getByText('Choose one type: Security Door, Window or Door Frame')).toBeInTheDocument();
    expect(calls).not.toContain('POST');
  });

  it('hides perticular and columns for door types and posts multipart with exclusive flags, then shows step 2', async () => {
    signInAs('admin');
    let sent: FormData | undefined;
    mockApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/store/product') {
        sent = body as FormData;
        return jsonResponse(productFixture({ cost: '0.00', profit: '0.00', othercost: [], raw_material_cost: '0.00', other_cost: '0.00', price: '0.00' }), 201, 'Created');
      }
      if (method === 'GET' && path === '/store/product/7') return jsonResponse(productFixture({ cost: '0.00', othercost: [], price: '0.00' }));
      if (method === 'GET' && path === '/store/store') return jsonResponse(paged([]));
      return undefined;
    });
    renderRoutes([{ path: '/product/create', element: <ProductCreatePage /> }], '/product/create');
    expect(await screen.findByRole('textbox', { name: /No of Cols/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Door Frame' }));
    expect(screen.queryByRole('textbox', { name: /No of Cols/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Serial Number/ }), '7');
    await userEvent.type(screen.getByRole('textbox', { name: /Channel Size/ }), '4x2');
    await userEvent.type(screen.getByRole('textbox', { name: /Gauge/ }), '16');
    await userEvent.type(screen.getByRole('textbox', { name: /Width/ }), '90');
    await userEvent.type(screen.getByRole('textbox', { name: /Height/ }), '210');
    await userEvent.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(sent).toBeInstanceOf(FormData));
    expect(Object.fromEntries(sent!.entries())).toMatchObject({
      serial_number: 'LH - 7',
      channel_size: '4x2',
      guage: '16',
      width: '90',
      height: '210',
      is_door: 'true',
      is_window: 'false',
      is_security_door: 'false',
    });
    expect(sent!.has('perticular')).toBe(false);
    expect(await screen.findByText('No Raw materials added')).toBeInTheDocument();
    expect(screen.getByText('No Other Costs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'view the product' })).toHaveAttribute('href', '/products/7');
  });
});

describe('product detail', () => {
  it('shows a dealer the price with Order Now, and no cost, side panel, Edit or Remove', async () => {
    signInAs('dealer');
    // What the server sends a dealer: other-cost lines without amounts, and `cost` equal to its price (2022 client).
    mockApi(({ path }) =>
      path === '/store/product/7'
        ? jsonResponse(productFixture({ cost: '1889.25', othercost: [{ id: 3, product: 7, note: 'Fabrication labour' }] }))
        : undefined,
    );
    renderRoutes([{ path: '/products/:id', element: <ProductDetailPage /> }], '/products/7');
    expect(await screen.findByRole('link', { name: 'Order Now' })).toHaveAttribute('href', '/order/create');
    expect(await screen.findByText('₹1,889.25')).toBeInTheDocument();
    expect(screen.getByText('No Raw materials added')).toBeInTheDocument();
    expect(screen.queryByText('Cost build-up')).not.toBeInTheDocument();
    expect(screen.queryByText('Cost')).not.toBeInTheDocument();
    const otherCosts = screen.getByRole('table', { name: 'Other Costs' });
    expect(within(otherCosts).getByText('Fabrication labour')).toBeInTheDocument();
    expect(within(otherCosts).queryByText(/₹/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('shows an admin the cost build-up, Edit and Remove, and the empty Other Costs text', async () => {
    signInAs('admin');
    mockApi(({ path }) =>
      path === '/store/product/7'
        ? jsonResponse(productFixture({ cost: '1717.50', profit: '10.00', raw_material_cost: '1267.50', other_cost: '450.00', othercost: [] }))
        : undefined,
    );
    renderRoutes([{ path: '/products/:id', element: <ProductDetailPage /> }], '/products/7');
    expect(await screen.findByText('Cost build-up')).toBeInTheDocument();
    expect(screen.getByTestId('product-cost')).toHaveTextContent('₹1,717.50');
    expect(screen.getByTestId('product-price')).toHaveTextContent('₹1,889.25');
    expect(screen.getByText('No Other Costs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/product/update/7');
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Order Now' })).not.toBeInTheDocument();
  });
});

describe('product update', () => {
  it('shows "Update Faild" and the field message when the server refuses', async () => {
    signInAs('admin');
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/store/product/7') return jsonResponse(productFixture({ cost: '0.00', profit: '0.00', othercost: [] }));
      if (method === 'GET' && path === '/store/store') return jsonResponse(paged([]));
      if (method === 'PUT' && path === '/store/product/7') {
        return jsonResponse(
          { error_message: 'A product with this serial number already exists.', serial_number: ['A product with this serial number already exists.'] },
          400,
        );
      }
      return undefined;
    });
    renderRoutes([{ path: '/product/update/:id', element: <ProductUpdatePage /> }], '/product/update/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Update Product' }));
    expect(await screen.findByText('Update Faild')).toBeInTheDocument();
    expect(screen.getAllByText('A product with this serial number already exists.').length).toBeGreaterThanOrEqual(1);
  });
});
