import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { productFixture } from '../../../test/fixtures';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import ProductCreatePage from './product-create-page';
import ProductDetailPage from './product-detail-page';
import ProductUpdatePage from './product-update-page';

const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

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
