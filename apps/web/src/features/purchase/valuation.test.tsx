import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import { setPhoneScreen } from '../../test/match-media';
import PurchaseOrderFormPage from './pages/purchase-order-form-page';
import ValuationPage from './pages/valuation-page';

afterEach(() => setPhoneScreen(false));

describe('Stock Valuation on a 390 px phone', () => {
  it('shows each item as a card with its quantity, average cost and value, the total, and asks again for a past date', async () => {
    setPhoneScreen(true);
    signInAs('productionmanager');
    const asked: Array<string | null> = [];
    mockApi(({ path, url }) => {
      if (path === '/purchase/valuation') {
        asked.push(url.searchParams.get('date'));
        return jsonResponse({
          count: 2,
          next: null,
          previous: null,
          results: [
            { store_item: 3, sheet: null, name: 'MS Channel 4x2 16G', unit: 'm', quantity: 180, average_cost: '12.06', value: '2170.80' },
            { store_item: null, sheet: 5, name: 'GI Sheet 1.2', unit: 'pieces', quantity: 4, average_cost: null, value: '0.00' },
          ],
        });
      }
      if (path === '/purchase/valuation/total') return jsonResponse({ date: url.searchParams.get('date') ?? '2026-11-29', items: 1, value: '2170.80' });
      return undefined;
    });
    renderRoutes([{ path: '/purchase/valuation', element: <ValuationPage /> }], '/purchase/valuation');
    const cards = await screen.findByRole('list', { name: 'Stock Valuation' });
    const card = (await within(cards).findByText('MS Channel 4x2 16G')).closest('[role="listitem"]') as HTMLElement;
    expect(within(card).getByText('180 m')).toBeInTheDocument();
    expect(within(card).getByText(/12\.06/)).toBeInTheDocument();
    expect(within(cards).getByText('No cost yet')).toBeInTheDocument();
    expect(await screen.findByLabelText('Total stock value')).toHaveTextContent(/2,170\.80/);
    await userEvent.type(screen.getByLabelText('At the end of'), '2026-01-10');
    await waitFor(() => expect(asked).toContain('2026-01-10'));
  });
});

describe('a purchase order by hand', () => {
  it('checks the lines, shows the server refusal on its field, and sends the order', async () => {
    setPhoneScreen(true);
    signInAs('productionmanager');
    const posts: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (path === '/purchase/suppliers') return jsonResponse({ count: 1, next: null, previous: null, results: [{ id: 2, name: 'Malabar Steel Rolling Mills' }] });
      if (path === '/store/store') return jsonResponse({ count: 1, next: null, previous: null, results: [{ id: 3, name: 'MS Channel 4x2 16G', unit_type: 'length' }] });
      if (path === '/sheet/sheet') return jsonResponse({ count: 0, next: null, previous: null, results: [] });
      if (method === 'POST' && path === '/purchase/orders') {
        posts.push(body);
        return posts.length === 1
          ? jsonResponse({ error_message: 'Channel sections are ordered and received in whole bars', 'lines.0.quantity': ['Channel sections are ordered and received in whole bars'], code: 'validation_failed' }, 400)
          : jsonResponse({ id: 7, number: 'PO/26-27/00007', lines: [] }, 201, 'Created');
      }
      return undefined;
    });
    renderRoutes([{ path: '/purchase/orders/new', element: <PurchaseOrderFormPage /> }, { path: '/purchase/orders/:id', element: <p>order page</p> }], '/purchase/orders/new');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Purchase Order' }));
    expect(await screen.findByText('Choose a supplier')).toBeInTheDocument();
    expect(screen.getByText('Choose a store item or a sheet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('textbox', { name: 'Supplier' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Malabar Steel Rolling Mills', hidden: true }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Item' }));
    await userEvent.click(await screen.findByRole('option', { name: 'MS Channel 4x2 16G (length)', hidden: true }));
    const line = screen.getByLabelText('Line 1');
    await userEvent.type(within(line).getByLabelText(/Quantity/), '2.5');
    await userEvent.type(within(line).getByLabelText(/^Rate(?! per)/), '62.50');
    await userEvent.click(screen.getByRole('button', { name: 'Create Purchase Order' }));
    expect(await within(line).findByText('Channel sections are ordered and received in whole bars')).toBeInTheDocument();
    expect(posts[0]).toEqual({ supplier: '2', lines: [{ store_item: '3', quantity: '2.5', rate: '62.50', rate_per: 'kg' }] });

    await userEvent.clear(within(line).getByLabelText(/Quantity/));
    await userEvent.type(within(line).getByLabelText(/Quantity/), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Create Purchase Order' }));
    expect(await screen.findByText('order page')).toBeInTheDocument();
  });
});
