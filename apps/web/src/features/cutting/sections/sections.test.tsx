import { SECTION_TEXT, type SectionStock } from '@steelworks/contract/section';
import type { StoreItem } from '@steelworks/contract/store';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import StoreItemCreatePage from '../../store/pages/store-item-create-page';
import StoreItemsPage from '../../store/pages/store-items-page';
import StoreItemUpdatePage from '../../store/pages/store-item-update-page';

const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const SECTION = { channel_size: '4x2', gauge: '16', kg_per_metre: 3.2, stock_length_mm: 3660 };

const channel: StoreItem = {
  id: 5,
  auto_id: 5,
  name: 'MS Channel 4x2 16G',
  unit_type: 'm',
  unit: 1,
  stock: 22.36,
  price: '210.00',
  out_of_stock: false,
  section: SECTION,
};

const stock = (bars: number, offcuts: SectionStock['offcuts']): SectionStock => {
  const mm = bars * 3660 + offcuts.reduce((sum, piece) => sum + piece.length_mm, 0);
  return { store_item: 5, name: channel.name, section: SECTION, label: '4x2 16G', bars, offcuts, metres: mm / 1000, kg: Math.round(mm * 3.2) / 1000, stock: mm / 1000 };
};
const offcut = (id: number, length_mm: number, extra: Partial<SectionStock['offcuts'][number]> = {}) => ({
  id,
  kind: 'offcut' as const,
  length_mm,
  origin: 'cut' as const,
  origin_plan: 3,
  note: '',
  created_at: '2026-11-20T10:00:00Z',
  ...extra,
});

describe('section fields on the store item form', () => {
  it('turns the item into a section: unit metres, stock 0, the size, gauge, kg/m and stock length are posted', async () => {
    signInAs('storemanager', 'store');
    const posts: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/store/store') {
        posts.push(body);
        return jsonResponse(channel, 201);
      }
      if (path === '/store/store') return jsonResponse(paged([]));
      return undefined;
    });
    renderRoutes([{ path: '/store/create', element: <StoreItemCreatePage /> }, { path: '/store', element: <p>list</p> }], '/store/create');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'MS Channel 4x2 16G');
    await user.type(screen.getByRole('textbox', { name: /^Unit$/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '210');
    await user.click(screen.getByRole('switch', { name: /Channel section/ }));
    expect(screen.getByRole('textbox', { name: /^Stock$/ })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: /^Stock$/ })).toHaveValue('0');

    // Without its size, gauge and stock length a section is refused before the call, in the contract's words.
    await user.click(screen.getByRole('button', { name: 'Create Store Item' }));
    expect(await screen.findAllByText(SECTION_TEXT.sectionNeeds)).toHaveLength(3);
    expect(posts).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Channel size/ }), '4x2');
    await user.type(screen.getByRole('textbox', { name: /Gauge/ }), '16');
    await user.type(screen.getByRole('textbox', { name: /Kg per metre/ }), '3.2');
    await user.type(screen.getByRole('textbox', { name: /Stock length/ }), '3660');
    await user.click(screen.getByRole('button', { name: 'Create Store Item' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      name: 'MS Channel 4x2 16G',
      unit_type: 'm',
      stock: 0,
      is_section: true,
      channel_size: '4x2',
      gauge: '16',
      kg_per_metre: '3.2',
      stock_length_mm: '3660',
    });
  });

  it("checks the stock length with the contract, and shows the server's refusal under the field it names", async () => {
    signInAs('admin');
    const posts: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/store/store') {
        posts.push(body);
        return jsonResponse({ error_message: SECTION_TEXT.gauge, gauge: [SECTION_TEXT.gauge] }, 400);
      }
      return undefined;
    });
    renderRoutes([{ path: '/store/create', element: <StoreItemCreatePage /> }], '/store/create');
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Channel 5x2');
    await user.type(screen.getByRole('textbox', { name: /^Unit$/ }), '1');
    await user.type(screen.getByRole('textbox', { name: /^Price/ }), '1');
    await user.click(screen.getByRole('switch', { name: /Channel section/ }));
    await user.type(screen.getByRole('textbox', { name: /Channel size/ }), '5x2');
    await user.type(screen.getByRole('textbox', { name: /Gauge/ }), '16');
    await user.type(screen.getByRole('textbox', { name: /Stock length/ }), '50');
    await user.click(screen.getByRole('button', { name: 'Create Store Item' }));
    expect(await screen.findByText(SECTION_TEXT.stockLength)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /Stock length/ }));
    await user.type(screen.getByRole('textbox', { name: /Stock length/ }), '6000');
    await user.click(screen.getByRole('button', { name: 'Create Store Item' }));
    expect(await screen.findByText(SECTION_TEXT.gauge)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Gauge/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('a section in the store list', () => {
  it('shows its stock in metres and links to its bars and offcuts instead of the inline stock form', async () => {
    signInAs('storemanager', 'store');
    mockApi(({ path }) => (path === '/store/store' ? jsonResponse(paged([channel])) : undefined));
    renderRoutes([{ path: '/store', element: <StoreItemsPage /> }], '/store');
    const row = (await screen.findByText('MS Channel 4x2 16G')).closest('tr')!;
    expect(within(row).getByText('4x2 16G section')).toBeInTheDocument();
    expect(within(row).getByText('22.36 m')).toBeInTheDocument();
    expect(within(row).queryByRole('textbox', { name: /Stock of/ })).not.toBeInTheDocument();
    expect(within(row).getByRole('link', { name: /Bars and offcuts/ })).toHaveAttribute('href', '/store/update/5');
  });
});

describe('section stock panel', () => {
  const open = (handler: Parameters<typeof mockApi>[0]) => {
    signInAs('storemanager', 'store');
    mockApi((request) => {
      if (request.method === 'GET' && request.path === '/store/store/5') return jsonResponse(channel);
      if (request.path === '/store/store/5/movements') return jsonResponse(paged([]));
      return handler(request);
    });
    renderRoutes([{ path: '/store/update/:id', element: <StoreItemUpdatePage /> }], '/store/update/5');
  };

  it('shows bars, offcuts, metres and kg, and receives bars with their reason', async () => {
    const posts: unknown[] = [];
    let bars = 5;
    open(({ method, path, body }) => {
      if (method === 'GET' && path === '/store/sections/5') return jsonResponse(stock(bars, [offcut(11, 1400), offcut(12, 650, { origin: 'correction', origin_plan: null, note: 'Found in the rack' })]));
      if (method === 'POST' && path === '/store/sections/5/bars') {
        posts.push(body);
        bars += 10;
        return jsonResponse(stock(bars, [offcut(11, 1400), offcut(12, 650, { origin: 'correction', origin_plan: null, note: 'Found in the rack' })]));
      }
      return undefined;
    });
    const panel = await screen.findByRole('region', { name: 'Bars and offcuts' });
    expect(await within(panel).findByLabelText('Full bars')).toHaveTextContent('5');
    expect(within(panel).getByLabelText('Offcuts')).toHaveTextContent('2');
    expect(within(panel).getByLabelText('Metres')).toHaveTextContent('20.35 m');
    expect(within(panel).getByLabelText('Weight')).toHaveTextContent('65.12 kg');
    const offcuts = within(panel).getByRole('table', { name: 'Offcuts in stock' });
    expect(within(offcuts).getByText('1400 mm')).toBeInTheDocument();
    expect(within(offcuts).getByText('Cut plan 3')).toBeInTheDocument();
    expect(within(offcuts).getByText('Found in the rack')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Receive bars' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Receive bars' }));
    expect(await within(dialog).findByText(SECTION_TEXT.barCount)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Number of bars/ }), '10');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Bill 1042');
    await user.click(within(dialog).getByRole('button', { name: 'Receive bars' }));
    await waitFor(() => expect(posts).toEqual([{ count: '10', reason: 'Bill 1042' }]));
    expect(await screen.findByText('10 bars received')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText('Full bars')).toHaveTextContent('15'));
  });

  it('adds an offcut and removes one, each only with a reason', async () => {
    const calls: { path: string; body: unknown }[] = [];
    let offcuts = [offcut(11, 1400)];
    open(({ method, path, body }) => {
      if (method === 'GET' && path === '/store/sections/5') return jsonResponse(stock(2, offcuts));
      if (method === 'POST' && path === '/store/sections/5/offcuts') {
        calls.push({ path, body });
        offcuts = [...offcuts, offcut(13, 900, { origin: 'correction', origin_plan: null, note: 'Found' })];
        return jsonResponse(stock(2, offcuts));
      }
      if (method === 'POST' && path === '/store/sections/5/pieces/11/remove') {
        calls.push({ path, body });
        offcuts = offcuts.filter((piece) => piece.id !== 11);
        return jsonResponse(stock(2, offcuts));
      }
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add offcut' }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Length/ }), '900');
    await user.click(within(dialog).getByRole('button', { name: 'Add an offcut' }));
    expect(await within(dialog).findByText(SECTION_TEXT.reason)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Found');
    await user.click(within(dialog).getByRole('button', { name: 'Add an offcut' }));
    expect(await screen.findByText('900 mm')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Offcut of 1400 mm' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove from stock' }));
    expect(await within(dialog).findByText(SECTION_TEXT.reason)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Bent');
    await user.click(within(dialog).getByRole('button', { name: 'Remove from stock' }));
    await waitFor(() => expect(screen.queryByText('1400 mm')).not.toBeInTheDocument());
    expect(calls).toEqual([
      { path: '/store/sections/5/offcuts', body: { length_mm: '900', reason: 'Found' } },
      { path: '/store/sections/5/pieces/11/remove', body: { reason: 'Bent' } },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    open(({ method, path }) => {
      if (method === 'GET' && path === '/store/sections/5') return jsonResponse(stock(2, [offcut(11, 1400)]));
      if (method === 'POST') return jsonResponse({ error_message: SECTION_TEXT.pieceUsed }, 409, 'Conflict');
      return undefined;
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Offcut of 1400 mm' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Bent');
    await user.click(within(dialog).getByRole('button', { name: 'Remove from stock' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(SECTION_TEXT.pieceUsed);
  });
});
