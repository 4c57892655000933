import type { CutNeed, CutNeedSection, PurchaseSection } from '@steelworks/contract/cut-need';
import type { PurchaseRow } from '@steelworks/contract/planning';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderFixture, productFixture, workOrderFixture } from '../../../test/fixtures';
import { ADMIN_PROFILE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs, type FetchHandler } from '../../../test/render';
import ProductDetailPage from '../../product/pages/product-detail-page';
import OrderDetailPage from '../../order/pages/order-detail-page';
import PurchaseListPage from '../../planning/pages/purchase-list-page';
import WorkOrderViewPage from '../../production/pages/workorder-view-page';
import PlanCuttingPage from '../plans/pages/plan-cutting-page';

beforeAll(preloadShell, 60_000);

const section = (extra: Partial<CutNeedSection> = {}): CutNeedSection => ({
  store_item: 40,
  name: 'MS Channel 4x2 16G bar 3660 mm',
  label: '4x2 16G',
  section: { channel_size: '4x2', gauge: '16', kg_per_metre: 1.86, stock_length_mm: 3660 },
  pieces: 9,
  piece_mm: 17250,
  metres: 17.25,
  kg: 32.09,
  bars: 5,
  bar_share: 4.71,
  price_per_metre: '134.00',
  price_per_kg: '72.04',
  price_per_bar: '490.44',
  cost: '2311.50',
  bars_cost: '2452.20',
  ...extra,
});

const need = (extra: Partial<CutNeed> = {}): CutNeed => ({
  sections: [
    section(),
    section({ store_item: 41, name: 'MS Channel 3x1 18G bar 3660 mm', label: '3x1 18G', pieces: 1, metres: 2.1, kg: 2.5, bars: 1, cost: '210.00', bars_cost: '366.00' }),
  ],
  problems: [{ item: 8, sr_no: 2, message: 'No 5x2 14G section in the store' }],
  metres: 19.35,
  kg: 34.59,
  bars: 6,
  cost: '2521.50',
  ...extra,
});

const workOrder = workOrderFixture({ delivery_state_code: null, third_party_delivery: false });

const order = orderFixture();

const product = productFixture({ cost: '1717.50' });

/** The api as the role sees it, with the need answered by `answer` (or refused). */
function serve(role: string, answer: () => Response, extra?: FetchHandler) {
  signInAs(role);
  return mockApi((request) => {
    const { path } = request;
    if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, role });
    if (path === '/workorders/workorder/3') return jsonResponse(workOrder);
    if (path === '/order/order/5') return jsonResponse(order);
    if (path === '/store/product/7') return jsonResponse(product);
    if (path === '/cutting/need') return answer();
    return extra?.(request);
  });
}

const asked = (fetch: ReturnType<typeof mockApi>, query: string) => fetch.mock.calls.some(([url]) => String(url).includes(`/cutting/need/?${query}`));

describe('channel need on the work order page', () => {
  it('shows a production manager each section in pieces, bars, metres and kg, the problems, and Plan cutting', async () => {
    const fetch = serve('productionmanager', () => jsonResponse(need()));
    renderRoutes([{ path: '/workorders/:id', element: <WorkOrderViewPage /> }], '/workorders/3');
    const panel = await screen.findByRole('region', { name: 'Channel need' });
    const sections = await within(panel).findByRole('list', { name: 'Sections needed' });
    expect(within(sections).getByRole('listitem', { name: '4x2 16G' })).toHaveTextContent('9 pieces · 5 bars of 3,660 mm · 17.25 m · 32.09 kg');
    expect(within(sections).getByRole('listitem', { name: '3x1 18G' })).toHaveTextContent('1 piece · 1 bar of 3,660 mm · 2.1 m · 2.5 kg');
    expect(panel).toHaveTextContent('In all: 6 bars · 19.35 m · 34.59 kg');
    expect(within(panel).getByRole('list', { name: 'Channel need problems' })).toHaveTextContent('Item 2: No 5x2 14G section in the store');
    expect(within(panel).getByRole('link', { name: 'Plan cutting' })).toHaveAttribute('href', '/cutting/plans/new?work_order=3');
    expect(asked(fetch, 'work_order=3')).toBe(true);
  });

  it('shows a store manager the need without Plan cutting; a failed read is one line and the page stays', async () => {
    serve('storemanager', () => jsonResponse({ error_message: 'Something went wrong' }, 500, 'Internal Server Error'));
    renderRoutes([{ path: '/workorders/:id', element: <WorkOrderViewPage /> }], '/workorders/3');
    const panel = await screen.findByRole('region', { name: 'Channel need' });
    expect(await within(panel).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Channel need could not be worked out');
    expect(within(panel).queryByRole('link', { name: 'Plan cutting' })).toBeNull();
    expect(screen.getByText('Villa doors')).toBeInTheDocument();
  });

  it('shows a dealer nothing of it and asks nothing', async () => {
    const fetch = serve('dealer', () => jsonResponse(need()));
    renderRoutes([{ path: '/workorders/:id', element: <WorkOrderViewPage /> }], '/workorders/3');
    expect(await screen.findByText('Villa doors')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('region', { name: 'Channel need' })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/cutting/need'))).toBe(false);
  });
});

describe('channel need on the order page', () => {
  it('shows an admin the sections of the order', async () => {
    const fetch = serve('admin', () => jsonResponse(need({ problems: [] })));
    renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], '/orders/5');
    const panel = await screen.findByRole('region', { name: 'Channel need' });
    expect(await within(panel).findByRole('listitem', { name: '4x2 16G' })).toHaveTextContent('5 bars of 3,660 mm');
    expect(within(panel).queryByRole('list', { name: 'Channel need problems' })).toBeNull();
    expect(within(panel).queryByRole('link', { name: 'Plan cutting' })).toBeNull();
    expect(asked(fetch, 'order=5')).toBe(true);
  });

  it('shows the refusal as a line when the order is not found, the order stays', async () => {
    serve('admin', () => jsonResponse({ error_message: 'Not found.' }, 404, 'Not Found'));
    renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], '/orders/5');
    const panel = await screen.findByRole('region', { name: 'Channel need' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Channel need could not be worked out');
    expect(screen.getAllByRole('heading', { name: 'Order #105' })[0]).toBeInTheDocument();
  });

  it('shows a dealer no channel need', async () => {
    serve('dealer', () => jsonResponse(need()));
    renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], '/orders/5');
    expect((await screen.findAllByRole('heading', { name: 'Order #105' }))[0]).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Channel need' })).toBeNull();
  });
});

describe('raw steel cost on the product page', () => {
  it('shows per section metres, kg, the cost at the price per metre and the whole bars, and how it is worked out', async () => {
    const fetch = serve('admin', () =>
      jsonResponse(need({ sections: [section({ bars: 1, metres: 3.3, kg: 6.14, cost: '442.20', bars_cost: '490.44' })], problems: [], cost: '442.20' })),
    );
    renderRoutes([{ path: '/products/:id', element: <ProductDetailPage /> }], '/products/7');
    const panel = await screen.findByRole('region', { name: 'Raw steel cost' });
    const row = await within(panel).findByRole('group', { name: '4x2 16G' });
    expect(row).toHaveTextContent('₹442.20');
    expect(row).toHaveTextContent('3.3 m · 6.14 kg at ₹134.00/m (₹72.04/kg)');
    expect(row).toHaveTextContent('Bought as 1 whole bar: 1 × ₹490.44 = ₹490.44');
    expect(panel).toHaveTextContent('Raw steel per unit₹442.20');
    expect(panel).toHaveTextContent("Each piece's length from the cut rule");
    expect(asked(fetch, 'product=7')).toBe(true);
  });

  it('shows why a product has none, and nothing to a dealer', async () => {
    serve('storemanager', () => jsonResponse(need({ sections: [], problems: [{ item: 7, sr_no: 0, message: 'The product has no door, window or security door type' }], cost: '0.00' })));
    const view = renderRoutes([{ path: '/products/:id', element: <ProductDetailPage /> }], '/products/7');
    const panel = await screen.findByRole('region', { name: 'Raw steel cost' });
    expect(await within(panel).findByRole('list', { name: 'Raw cost problems' })).toHaveTextContent('The product has no door, window or security door type');
    view.unmount();

    const fetch = serve('dealer', () => jsonResponse(need()));
    renderRoutes([{ path: '/products/:id', element: <ProductDetailPage /> }], '/products/7');
    expect(await screen.findByRole('heading', { name: 'Door Frame 90x210 4x2 16G', level: 4 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Raw steel cost' })).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/cutting/need'))).toBe(false);
  });
});

describe('Plan cutting from a work order', () => {
  it('starts with the work order of ?work_order= chosen', async () => {
    serve('productionmanager', () => jsonResponse(need()), ({ path }) =>
      path === '/workorders/workorder' ? jsonResponse({ count: 0, next: null, previous: null, results: [] }) : undefined,
    );
    renderRoutes([{ path: '/cutting/plans/new', element: <PlanCuttingPage /> }], '/cutting/plans/new?work_order=3');
    const chosen = screen.getByRole('list', { name: 'Chosen work orders' });
    expect(await within(chosen).findByRole('listitem')).toHaveTextContent('WO 12 Joseph Mathew');
    expect(screen.getByRole('button', { name: 'Plan cutting of 1 work order' })).toBeEnabled();
  });
});

describe('the purchase list of sections', () => {
  it('says which section to buy in whole bars after the offcuts on hand', async () => {
    const purchase: PurchaseSection = {
      label: '4x2 16G',
      stock_length_mm: 3660,
      bars_needed: 7,
      bars_in_stock: 4,
      offcuts_in_stock: 2,
      bars_to_buy: 3,
      kg_to_buy: 20.42,
      work_orders: [{ id: 3, auto_id: 12 }],
    };
    const row = (extra: Partial<PurchaseRow>): PurchaseRow => ({
      id: 40,
      name: 'MS Channel 4x2 16G bar 3660 mm',
      unit_type: 'm',
      needed: 25.62,
      stock: 14.64,
      shortage: 10.98,
      estimated_cost: '1471.32',
      order_count: 1,
      orders: [{ id: 5, auto_id: 105 }],
      section: purchase,
      on_order: 0,
      on_order_due: null,
      ...extra,
    });
    serve('storemanager', () => jsonResponse(need()), ({ path }) =>
      path === '/planning/purchase-list'
        ? jsonResponse({ count: 2, next: null, previous: null, results: [row({}), row({ id: 9, name: 'Butt Hinge', unit_type: 'Nos', needed: 10, stock: 4, shortage: 6, section: null })] })
        : undefined,
    );
    renderRoutes([{ path: '/planning/purchase-list', element: <PurchaseListPage /> }], '/planning/purchase-list');
    const table = await screen.findByRole('table', { name: 'Purchase List' });
    const line = await within(table).findByText('4x2 16G: buy 3 bars of 3,660 mm, offcuts on hand counted');
    const tr = line.closest('tr')!;
    expect(tr).toHaveTextContent('Needs 7 full · 4 in stock · 2 offcuts on hand');
    expect(tr).toHaveTextContent('3 bars');
    expect(tr).toHaveTextContent('10.98 m · 20.42 kg');
    expect(within(tr).getByRole('link', { name: 'WO 12' })).toHaveAttribute('href', '/workorders/3');
    const plain = within(table).getByText('Butt Hinge').closest('tr')!;
    expect(plain).toHaveTextContent('6 Nos');
    await waitFor(() => expect(within(plain).queryByText(/offcuts on hand/)).toBeNull());
  });
});
