import type { Sheet } from '@steelworks/contract/sheet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import SheetCreatePage from './sheet-create-page';
import SheetOrderCreatePage from './sheet-order-create-page';
import SheetUpdatePage from './sheet-update-page';
import SheetsPage from './sheets-page';

// Forms with many selects are slow in jsdom, slower still while other suites share the machine.
vi.setConfig({ testTimeout: 60_000 });

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
const WEIGHT = { thick: null, width: null, sheet_count: 2, total_quantity: 132, total_weight: '3701.28' };

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
    // The whole row of a sheet with 50 pieces or fewer is highlighted, and says so.
    const low = screen.getByRole('row', { name: /CR 1.20 x 1220 x 3000/ });
    expect(low).toHaveAttribute('data-low-stock', 'true');
    expect(low.style.backgroundColor).toBe('var(--mantine-color-red-1)');
    expect(within(low).getByText('Low stock')).toBeInTheDocument();
    const plenty = screen.getByRole('row', { name: /CR 1.20 x 1220 x 2440/ });
    expect(plenty).not.toHaveAttribute('data-low-stock');
    expect(plenty.style.backgroundColor).toBe('');
    expect(within(plenty).queryByText('Low stock')).not.toBeInTheDocument();
    expect(screen.getAllByText('Low stock')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: /Create Sheet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });

  it('shows create, edit and delete to a store manager', async () => {
    signInAs('storemanager');
    mockApi(({ path }) => (path === '/sheet/sheet' ? jsonResponse(paged(SHEETS)) : path === '/sheet/sheet_total_weight' ? jsonResponse(WEIGHT) : undefined));
    renderRoutes([{ path: '/sheet', element: <SheetsPage /> }], '/sheet');
    expect(await screen.findByRole('link', { name: /Create Sheet/ })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete CR 1.20 x 1220 x 2440' })).toBeInTheDocument();
  });

  it('says No Data when nothing matches', async () => {
    signInAs('admin');
    mockApi(({ path }) =>
      path === '/sheet/sheet' ? jsonResponse(paged([])) : path === '/sheet/sheet_total_weight' ? jsonResponse({ ...WEIGHT, sheet_count: 0 }) : undefined,
    );
    renderRoutes([{ path: '/sheet', element: <SheetsPage /> }], '/sheet');
    expect(await screen.findByText('No Data')).toBeInTheDocument();
  });
});

describe('create sheet', () => {
  it('requires name, thickness, width, length and stock before sending', async () => {
    signInAs('admin');
    const api = mockApi(() => undefined);
    renderRoutes([{ path: '/sheet/create', element: <SheetCreatePage /> }], '/sheet/create');
    await userEvent.click(await screen.findByRole('button', { name: 'Create Sheet' }));
    expect(await screen.findByText('Please enter a name')).toBeInTheDocument();
    expect(screen.getByText('Please pick a thickness')).toBeInTheDocument();
    expect(screen.getByText('Please pick a width')).toBeInTheDocument();
    expect(screen.getByText('Please enter the length')).toBeInTheDocument();
    expect(screen.getByText('Please enter the stock')).toBeInTheDocument();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('sends the sheet and returns to the list', async () => {
    signInAs('storemanager');
    let sent: unknown;
    mockApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/sheet/sheet') {
        sent = body;
        return jsonResponse(sheet(5, 'CR 1.20 x 1220 x 2440', 0), 201, 'Created');
      }
      return undefined;
    });
    renderRoutes(
      [
        { path: '/sheet/create', element: <SheetCreatePage /> },
        { path: '/sheet', element: <p>Sheets list</p> },
      ],
      '/sheet/create',
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /Name/ }), 'CR 1.20 x 1220 x 2440');
    await pick(/Thickness/, '1.20 mm');
    await pick(/Width/, '1220');
    await userEvent.type(screen.getByRole('textbox', { name: /Length/ }), '2440');
    await userEvent.type(screen.getByRole('textbox', { name: /Stock/ }), '0');
    expect(screen.getByText('28.04')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Sheet' }));
    expect(await screen.findByText('Sheets list')).toBeInTheDocument();
    // Numbers go as typed digits (the server takes "2440"); the form never rewrites what was typed.
    expect(sent).toMatchObject({ name: 'CR 1.20 x 1220 x 2440', thick: '1.20', width: '1220', height: '2440', quantity: '0' });
  });
});

describe('update sheet', () => {
  function renderUpdate(onPatch: (body: unknown) => void) {
    signInAs('storemanager');
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/sheet/sheet/2') return jsonResponse(SHEETS[1]);
      if (method === 'PATCH' && path === '/sheet/sheet/2') {
        onPatch(body);
        return jsonResponse(SHEETS[1]);
      }
      return undefined;
    });
    return renderRoutes(
      [
        { path: '/sheet/update/:id', element: <SheetUpdatePage /> },
        { path: '/sheet', element: <p>Sheets list</p> },
      ],
      '/sheet/update/2',
    );
  }

  it('leaves the stock out when it was not changed, so an order posted meanwhile is not undone', async () => {
    let sent: unknown;
    renderUpdate((body) => (sent = body));
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'CR 1.20 x 1220 x 3000 (old lot)');
    await userEvent.click(screen.getByRole('button', { name: 'Update Sheet' }));
    expect(await screen.findByText('Sheets list')).toBeInTheDocument();
    expect(sent).toEqual({ name: 'CR 1.20 x 1220 x 3000 (old lot)', thick: '1.20', width: '1220', height: 2440 });
  });

  it('sends a changed stock, an emptied one as 0', async () => {
    let sent: unknown;
    renderUpdate((body) => (sent = body));
    await userEvent.clear(await screen.findByRole('textbox', { name: /Stock/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Sheet' }));
    expect(await screen.findByText('Sheets list')).toBeInTheDocument();
    // With the stock the form was opened with, so a deduction posted meanwhile is refused instead of undone.
    expect(sent).toMatchObject({ name: 'CR 1.20 x 1220 x 3000', quantity: 0, expected_quantity: 12 });
  });

  it('a stock moved meanwhile (409) is said once, and the second save goes from the stock now', async () => {
    signInAs('storemanager');
    const sent: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/sheet/sheet/2') return jsonResponse(SHEETS[1]);
      if (method === 'PATCH' && path === '/sheet/sheet/2') {
        sent.push(body);
        if (sent.length === 1) {
          return jsonResponse({ error_message: 'This changed since you opened it (now 7). Check and try again.', current: { quantity: 7 } }, 409, 'Conflict');
        }
        return jsonResponse(SHEETS[1]);
      }
      return undefined;
    });
    renderRoutes(
      [
        { path: '/sheet/update/:id', element: <SheetUpdatePage /> },
        { path: '/sheet', element: <p>Sheets list</p> },
      ],
      '/sheet/update/2',
    );
    const stock = await screen.findByRole('textbox', { name: /Stock/ });
    await userEvent.clear(stock);
    await userEvent.type(stock, '30');
    await userEvent.click(screen.getByRole('button', { name: 'Update Sheet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This changed since you opened it (now 7). Check and try again.');
    expect(screen.getAllByText(/This changed since you opened it/)).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Update Sheet' }));
    expect(await screen.findByText('Sheets list')).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ quantity: '30', expected_quantity: 12 }), expect.objectContaining({ quantity: '30', expected_quantity: 7 })]);
  });

  it('refuses a length of 0 and "1e3" pieces with the real limits, never rewriting them', async () => {
    let sent: unknown;
    renderUpdate((body) => (sent = body));
    const length = await screen.findByRole('textbox', { name: /Length/ });
    await userEvent.clear(length);
    await userEvent.type(length, '0');
    const stock = screen.getByRole('textbox', { name: /Stock/ });
    await userEvent.clear(stock);
    await userEvent.type(stock, '1e3');
    await userEvent.click(screen.getByRole('button', { name: 'Update Sheet' }));
    expect(await screen.findByText('Length must be a whole number of mm from 1 to 20,000')).toBeInTheDocument();
    expect(screen.getByText('Quantity must be a whole number from 0 to 1,000,000')).toBeInTheDocument();
    expect(length).toHaveValue('0');
    expect(stock).toHaveValue('1e3');
    expect(sent).toBeUndefined();
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
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Shortages' })).getByText(/needs 20 pieces, 12 pieces in stock/)).toBeInTheDocument());
  });
});
