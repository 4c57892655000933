import type { Sheet } from '@steelworks/contract/sheet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import SheetOrderCreatePage from './sheet-order-create-page';
import SheetsPage from './sheets-page';

const sheet = (id: number, name: string, quantity: number): Sheet => ({
  id,
  name,
  thick: '1.20',
  width: 1220,
  height: 2440,
  sqft: '32.04',
  unit_kg: '28.04',
  quantity,
  total_weight: (quantity * 28.04).toFixed(2),
  is_low_stock: quantity <= 50,
});
const SHEETS = [sheet(1, 'CR 1.20 x 1220 x 2440', 120), sheet(2, 'CR 1.20 x 1220 x 3000', 12)];
const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

function renderCreate() {
  return renderRoutes(
    [
      { path: '/sheets/sheetorders/create', element: <SheetOrderCreatePage /> },
      { path: '/sheets/sheetorders', element: <p>Orders list</p> },
    ],
    '/sheets/sheetorders/create',
  );
}

async function pick(label: RegExp, option: string) {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('sheets list', () => {
  it('highlights low stock and hides create and edit from a sheet user', async () => {
    signInAs('sheet_user');
    mockApi(({ path }) => {
      if (path === '/sheet/sheet') return jsonResponse(paged(SHEETS));
      if (path === '/sheet/sheet_total_weight') return jsonResponse({ thick: null, width: null, sheet_count: 2, total_quantity: 132, total_weight: '3701.28' });
      return undefined;
    });
    renderRoutes([{ path: '/sheet', element: <SheetsPage /> }], '/sheet');
    expect(await screen.findByText('CR 1.20 x 1220 x 3000')).toBeInTheDocument();
    expect(screen.getByText(/12 · Low stock/)).toBeInTheDocument();
    expect(screen.queryByText(/120 · Low stock/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Create Sheet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('shows create, edit and delete to a store manager', async () => {
    signInAs('storemanager');
    mockApi(({ path }) => (path === '/sheet/sheet' ? jsonResponse(paged(SHEETS)) : undefined));
    renderRoutes([{ path: '/sheet', element: <SheetsPage /> }], '/sheet');
    expect(await screen.findByRole('link', { name: /Create Sheet/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete CR 1.20 x 1220 x 2440' })).toBeInTheDocument();
  });

  it('says No Data when nothing matches', async () => {
    signInAs('admin');
    mockApi(({ path }) => (path === '/sheet/sheet' ? jsonResponse(paged([])) : undefined));
    renderRoutes([{ path: '/sheet', element: <SheetsPage /> }], '/sheet');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});

describe('create sheet order', () => {
  it('checks the required fields before sending', async () => {
    signInAs('storemanager');
    const api = mockApi(() => undefined);
    renderCreate();
    await userEvent.click(await screen.findByRole('button', { name: 'Create Sheet Order' }));
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByText('Please pick the stock updation type')).toBeInTheDocument();
    expect(screen.getByText('Please pick a gsm')).toBeInTheDocument();
    expect(screen.getByText('Please pick a thickness')).toBeInTheDocument();
    expect(screen.getByText('Please pick a width')).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('a sheet user picks no type, and only quantities above 0 are sent', async () => {
    signInAs('sheet_user');
    let sent: unknown;
    mockApi(({ method, path, body, url }) => {
      if (path === '/sheet/sheet' && url.searchParams.get('thick') === '1.20') return jsonResponse(paged(SHEETS));
      if (method === 'POST' && path === '/sheet/sheet_order') {
        sent = body;
        return jsonResponse({ id: 9 }, 201, 'Created');
      }
      return undefined;
    });
    renderCreate();
    expect(await screen.findByDisplayValue('Deduction')).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: /Stock updation type/ })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Title/ }), 'Door frames batch');
    await pick(/GSM/, '120');
    await pick(/Thickness/, '1.20 mm');
    await pick(/Width/, '1220');
    const first = await screen.findByRole('textbox', { name: 'Quantity of CR 1.20 x 1220 x 2440' });
    await userEvent.type(first, '4');
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity of CR 1.20 x 1220 x 3000' }), '0');
    expect(screen.getByText(/Selected: 1 sheet, 4 pieces, 112.16 kg/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Sheet Order' }));
    expect(await screen.findByText('Orders list')).toBeInTheDocument();
    expect(sent).toMatchObject({ title: 'Door frames batch', gsm: 120, order_items: [{ sheet: 1, quantity: 4 }] });
    expect(sent).not.toHaveProperty('order_type');
    expect((sent as { date: string }).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows No Stocks Available and the shortages in a red alert', async () => {
    signInAs('admin');
    mockApi(({ method, path }) => {
      if (path === '/sheet/sheet') return jsonResponse(paged(SHEETS));
      if (method === 'POST' && path === '/sheet/sheet_order') {
        return jsonResponse(
          { error_message: 'No Stocks Available', shortages: [{ sheet: 2, name: 'CR 1.20 x 1220 x 3000', needed: 20, available: 12 }] },
          400,
        );
      }
      return undefined;
    });
    renderCreate();
    await userEvent.type(await screen.findByRole('textbox', { name: /Title/ }), 'Big job');
    await pick(/Stock updation type/, 'Deduction');
    await pick(/GSM/, '80');
    await pick(/Thickness/, '1.20 mm');
    await pick(/Width/, '1220');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Quantity of CR 1.20 x 1220 x 3000' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Create Sheet Order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No Stocks Available');
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Shortages' })).getByText(/needs 20, 12 in stock/)).toBeInTheDocument());
  });
});
