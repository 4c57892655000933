import type { Order, OrderRow } from '@steelworks/contract/order';
import type { FinishedProductLookup } from '@steelworks/contract/schedule';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../../test/render';
import FinishedProductsPage from './finished-products-page';
import OrderDetailPage from './order-detail-page';
import OrderFormPage from './order-form-page';
import OrdersPage from './orders-page';

const paged = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const row = (extra: Partial<OrderRow> = {}): OrderRow => ({
  id: 5,
  auto_id: 105,
  dealer: 1,
  dealer_name: 'Deepak Traders',
  dealer_phone: '9800000006',
  status: 'Pending',
  start_date: null,
  end_date: null,
  date_added: '2026-11-20T10:00:00.000Z',
  customer_name: 'Joseph',
  delivery_site: 'Aluva',
  delivery_state_code: null,
  third_party_delivery: false,
  note: '',
  bill_amount: '2640.00',
  total_amount: '2640.00',
  ...extra,
});

const order = (extra: Partial<Order> = {}): Order => ({
  ...row(),
  orderitem: [
    {
      id: 9,
      product: 7,
      productName: 'Door Frame 90x210 4x2 16G',
      serial_number: 'LH -101',
      quantity: 2,
      material: 'GI',
      unit_price: '1320.00',
      total_price: '2640.00',
      product_name: 'Door Frame 90x210 4x2 16G',
      cost: '1320.00',
      sub_total: '2640.00',
      product_details: { channel_size: '4x2', guage: '16', perticular: 'D', no_of_cols: 1, width: 90, height: 210 },
      orderitemaddon: [{ id: 1, addon_name: 'Material', description: 'GI', quantity: 1 }],
      schedule_items: [],
    },
  ],
  ...extra,
});

describe('/orders', () => {
  it('opens the tab of ?value= and lists Order Id, Dealer, Total Amount, Status and View', async () => {
    signInAs('admin');
    const calls: string[] = [];
    mockApi(({ method, path, url }) => {
      if (method === 'GET' && path === '/order/order') {
        calls.push(url.search);
        return jsonResponse(paged([row()]));
      }
      return undefined;
    });
    renderRoutes([{ path: '/orders', element: <OrdersPage /> }], '/orders?value=Pending');
    expect(await screen.findByText('Deepak Traders')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending Order' })).toHaveAttribute('aria-selected', 'true');
    for (const tab of ['Started Orders', 'Approved Order', 'Shipped Order', 'Delivered Orders', 'Order History']) {
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    const line = screen.getByText('#105').closest('tr')!;
    expect(within(line).getByText('₹2,640.00')).toBeInTheDocument();
    expect(within(line).getByText('Pending')).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/orders/5');
    expect(calls[0]).toContain('status=Pending');

    await userEvent.click(screen.getByRole('tab', { name: 'Order History' }));
    await waitFor(() => expect(calls.some((c) => !c.includes('status='))).toBe(true));
  });
});

describe('/order/create', () => {
  it('a dealer gets no dealer picker; Add to Orders needs a product and a quantity', async () => {
    signInAs('dealer');
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/store/product') {
        return jsonResponse(
          paged([
            { id: 7, name: 'Door Frame 90x210 4x2 16G', serial_number: 'LH -101', price: '1320.00' },
            { id: 8, name: 'Door Frame 90x210 4x2 16G', serial_number: 'LH -102', price: '0.00' },
          ]),
        );
      }
      if (method === 'POST' && path === '/store/available_addons') {
        return jsonResponse({ product: 7, panel_chosen: false, addons: [], always_appended: [], all_names: [] });
      }
      return undefined;
    });
    renderRoutes([{ path: '/order/create', element: <OrderFormPage /> }], '/order/create');
    const add = await screen.findByRole('button', { name: 'Add to Orders' });
    expect(screen.queryByRole('textbox', { name: 'Dealer' })).not.toBeInTheDocument();
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('textbox', { name: 'Product' }));
    // Two products of one composed name: the serial number tells them apart; the one without a price is not offered.
    const unpriced = await screen.findByRole('option', { name: 'Door Frame 90x210 4x2 16G (LH -102) · no price yet', hidden: true });
    expect(unpriced).toHaveAttribute('data-combobox-disabled', 'true');
    await userEvent.click(await screen.findByRole('option', { name: 'Door Frame 90x210 4x2 16G (LH -101) · ₹1,320.00', hidden: true }));
    expect(add).toBeDisabled();
    // A negative is refused with the server's words, not made positive.
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '-3');
    await userEvent.click(add);
    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Order Items' })).not.toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Quantity' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '3');
    await userEvent.type(screen.getByRole('textbox', { name: 'Material' }), 'GI');
    expect(add).toBeEnabled();
    await userEvent.click(add);
    const items = screen.getByRole('table', { name: 'Order Items' });
    expect(within(items).getByText('Material (GI)')).toBeInTheDocument();
    expect(within(items).getByText('Door Frame 90x210 4x2 16G (LH -101)')).toBeInTheDocument();
    await userEvent.click(within(items).getByRole('button', { name: 'Remove Door Frame 90x210 4x2 16G (LH -101)' }));
    expect(screen.queryByRole('table', { name: 'Order Items' })).not.toBeInTheDocument();
  });

  it('shows the earliest delivery for the items so far, what limits it, and the total with GST', async () => {
    signInAs('dealer');
    const asked: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/store/product') {
        return jsonResponse(paged([{ id: 7, name: 'Door Frame 90x210 4x2 16G', serial_number: 'LH -101', price: '1320.00' }]));
      }
      if (method === 'POST' && path === '/store/available_addons') {
        return jsonResponse({ product: 7, panel_chosen: false, addons: [], always_appended: [], all_names: [] });
      }
      if (method === 'POST' && path === '/order/check') {
        asked.push(body);
        const quantity = (body as { orderitem: Array<{ quantity: number }> }).orderitem.reduce((n, item) => n + item.quantity, 0);
        return jsonResponse({
          shortages: [],
          promise:
            quantity > 10
              ? { earliest_start: '2026-12-02', earliest_finish: '2026-12-03', limited_by: 'materials', shortages: [{ store_item: 2, name: 'Butt Hinge 4in', needed: 44, available: 8 }], lead_days: 7 }
              : { earliest_start: '2026-11-25', earliest_finish: '2026-11-25', limited_by: 'capacity', shortages: [], lead_days: 7 },
          amount: { taxable_value: '6600.00', cgst: '594.00', sgst: '594.00', igst: '0.00', round_off: '0.00', total: '7788.00', tax_split: 'intra', gst_rates: ['18.00'] },
        });
      }
      return undefined;
    });
    renderRoutes([{ path: '/order/create', element: <OrderFormPage /> }], '/order/create');
    expect(screen.queryByRole('status', { name: 'Earliest delivery' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('textbox', { name: 'Product' }));
    await userEvent.click(await screen.findByRole('option', { name: /LH -101/, hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Orders' }));
    const line = await screen.findByRole('status', { name: 'Earliest delivery' });
    expect(line).toHaveTextContent('Earliest delivery: 25-11-2026');
    expect(line).toHaveTextContent('Limited by supervisor capacity');
    expect(asked[0]).toEqual({ orderitem: [{ product: 7, quantity: 5 }] });
    const total = screen.getByRole('status', { name: 'Order total' });
    expect(total).toHaveTextContent('Order total incl. GST (estimate): ₹7,788.00');
    expect(total).toHaveTextContent('₹6,600.00 + CGST ₹594.00 + SGST ₹594.00 (GST 18%)');
    expect(total).toHaveTextContent('The tax invoice is made when the order ships');

    await userEvent.click(await screen.findByRole('textbox', { name: 'Product' }));
    await userEvent.click(await screen.findByRole('option', { name: /LH -101/, hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '11');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Orders' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Earliest delivery' })).toHaveTextContent('Earliest delivery: 03-12-2026'));
    expect(screen.getByRole('status', { name: 'Earliest delivery' })).toHaveTextContent(
      'Limited by materials: short of Butt Hinge 4in (44 needed, 8 left after approved orders); 7 days to get them',
    );
  });

  it('shows the shortage create will refuse with before Create is pressed, and no date', async () => {
    signInAs('dealer');
    const refusal = { error_message: 'No Stocks Available', shortages: [{ store_item: 5, name: 'MS Channel 5x2 14G', needed: 45, available: 40 }] };
    const checked: unknown[] = [];
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/store/product') {
        return jsonResponse(paged([{ id: 16, name: 'Sliding Gate 400x180', serial_number: 'LH - 1303', price: '20000.00' }]));
      }
      if (method === 'POST' && path === '/store/available_addons') {
        return jsonResponse({ product: 16, panel_chosen: false, addons: [], always_appended: [], all_names: [] });
      }
      if (method === 'POST' && path === '/order/check') {
        checked.push(body);
        const amount = { taxable_value: '180000.00', cgst: '0.00', sgst: '0.00', igst: '32400.00', round_off: '0.00', total: '212400.00', tax_split: 'inter', gst_rates: ['18.00'] };
        return jsonResponse({ shortages: refusal.shortages, promise: null, amount });
      }
      if (method === 'POST' && path === '/order/order') return jsonResponse(refusal, 400);
      return undefined;
    });
    renderRoutes([{ path: '/order/create', element: <OrderFormPage /> }], '/order/create');
    await userEvent.click(await screen.findByRole('textbox', { name: 'Product' }));
    await userEvent.click(await screen.findByRole('option', { name: /LH - 1303/, hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '9');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Orders' }));
    const stock = await screen.findByRole('status', { name: 'Stock check' });
    expect(stock).toHaveTextContent('No Stocks Available');
    expect(stock).toHaveTextContent('Create Order will be refused: the store cannot cover these raw materials now');
    expect(stock).toHaveTextContent('MS Channel 5x2 14G: needed 45, available 40');
    expect(screen.queryByRole('status', { name: 'Earliest delivery' })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Order total' })).toHaveTextContent('₹1,80,000.00 + IGST ₹32,400.00 (GST 18%)');
    expect(checked[0]).toEqual({ orderitem: [{ product: 16, quantity: 9 }] });

    // Pressed anyway, the refusal says the same figures.
    await userEvent.click(screen.getByRole('button', { name: 'Create Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('MS Channel 5x2 14G: needed 45, available 40');
  });

  it('asks staff to choose a dealer before it shows the total with GST', async () => {
    signInAs('admin');
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/dealer/dealer') return jsonResponse(paged([]));
      if (method === 'GET' && path === '/store/product') {
        return jsonResponse(paged([{ id: 7, name: 'Door Frame 90x210 4x2 16G', serial_number: 'LH -101', price: '1320.00' }]));
      }
      if (method === 'POST' && path === '/store/available_addons') {
        return jsonResponse({ product: 7, panel_chosen: false, addons: [], always_appended: [], all_names: [] });
      }
      if (method === 'POST' && path === '/order/check') {
        return jsonResponse({ shortages: [], promise: { earliest_start: '2026-11-25', earliest_finish: '2026-11-25', limited_by: 'capacity', shortages: [], lead_days: 7 }, amount: null });
      }
      return undefined;
    });
    renderRoutes([{ path: '/order/create', element: <OrderFormPage /> }], '/order/create');
    await userEvent.click(await screen.findByRole('textbox', { name: 'Product' }));
    await userEvent.click(await screen.findByRole('option', { name: /LH -101/, hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Orders' }));
    expect(await screen.findByRole('status', { name: 'Order total' })).toHaveTextContent('Choose a dealer to see the total with GST.');
  });

  it('shows No Stocks Available with each shortage', async () => {
    signInAs('dealer');
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/store/product') {
        return jsonResponse(paged([{ id: 7, name: 'Door Frame 90x210 4x2 16G', serial_number: 'LH -101', price: '1320.00' }]));
      }
      if (method === 'POST' && path === '/store/available_addons') {
        return jsonResponse({ product: 7, panel_chosen: false, addons: [], always_appended: [], all_names: [] });
      }
      if (method === 'POST' && path === '/order/order') {
        return jsonResponse(
          { error_message: 'No Stocks Available', shortages: [{ store_item: 2, name: 'Butt Hinge 4in', needed: 80, available: 40 }] },
          400,
        );
      }
      return undefined;
    });
    renderRoutes([{ path: '/order/create', element: <OrderFormPage /> }], '/order/create');
    await userEvent.click(await screen.findByRole('textbox', { name: 'Product' }));
    await userEvent.click(await screen.findByRole('option', { name: /LH -101/, hidden: true }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Quantity' }), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Add to Orders' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create Order' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No Stocks Available');
    expect(alert).toHaveTextContent('Butt Hinge 4in: needed 80, available 40');
  });
});

describe('/orders/:id', () => {
  it('offers the spec moves plus Cancel (never Started by hand) and shows a refused Ship with the unfinished items', async () => {
    signInAs('admin');
    const refusal = 'Cannot ship yet: schedule item 2026-17 is not Finished (QC Approved)';
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/order/order/5') return jsonResponse(order({ status: 'Approved' }));
      if (method === 'PATCH' && path === '/order/order/5') return jsonResponse({ error_message: refusal, unfinished: ['2026-17'] }, 400);
      return undefined;
    });
    renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], '/orders/5');
    expect(await screen.findByText('Door Frame 90x210 4x2 16G (LH -101)')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('textbox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option', { hidden: true })).map((o) => o.textContent);
    expect(options).toEqual(['Shipped', 'Canceled']);
    await userEvent.click(screen.getByRole('option', { name: 'Shipped', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Update Status' }));
    // The status panel's alert (the page's Channel need panel, unanswered here, may show its own).
    await waitFor(() => expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(refusal))).toBe(true));
    // One message: the alert, no toast besides it, no reason phrase.
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(screen.queryByText('Bad Request')).not.toBeInTheDocument();
    // Not pending: no edit panel, no Edit Order items link.
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit Order items' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeInTheDocument();
  });

  it('hides the status and edit panels from dealers and for delivered orders', async () => {
    signInAs('dealer');
    mockApi(({ method, path }) => (method === 'GET' && path === '/order/order/5' ? jsonResponse(order()) : undefined));
    renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], '/orders/5');
    expect(await screen.findByRole('link', { name: 'Edit Order items' })).toHaveAttribute('href', '/order/update/5');
    expect(screen.queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();

    signInAs('admin');
    mockApi(({ method, path }) => (method === 'GET' && path === '/order/order/6' ? jsonResponse(order({ id: 6, status: 'Delivered' })) : undefined));
    renderRoutes([{ path: '/orders/:id', element: <OrderDetailPage /> }], '/orders/6');
    await waitFor(() => expect(screen.getAllByText('Delivered').length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Update Status' })).not.toBeInTheDocument();
  });
});

describe('/product/finished', () => {
  it('keeps Submit disabled until the schedule item id is found', async () => {
    signInAs('qualitychecker', 'qc');
    const found: FinishedProductLookup = {
      id: 3,
      auto_id: '2026-17',
      supervisor_schedule_item_auto_id: '2026-17',
      start_date: '2026-11-22',
      end_date: '2026-11-22',
      product: 'Door Frame 90x210 4x2 16G',
      product_name: 'Door Frame 90x210 4x2 16G',
      product_serial: 'LH -101',
      product_id: 7,
      quantity: 2,
      cols: 2,
      supervisor: 'Suresh Pillai',
      supervisor_id: 1,
      order: 5,
      order_auto_id: 105,
      status: 'Provided',
      work_status: 'Pending',
      finished_date: null,
      approved: false,
      order_status: 'Started',
      qc_refusal: null,
    };
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/supervisor/finishedproducts') return jsonResponse(paged([]));
      if (method === 'POST' && path === '/supervisor/finished-product-id') {
        return (body as { id: string }).id === '2026-17' ? jsonResponse(found) : jsonResponse({ detail: 'Not found.' }, 404, 'Not Found');
      }
      return undefined;
    });
    renderRoutes([{ path: '/product/finished', element: <FinishedProductsPage /> }], '/product/finished?create');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await userEvent.click(screen.getByText('Approved'));
    await userEvent.type(screen.getByRole('textbox', { name: /Schedule Item Id/ }), '2026-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('No schedule item with this id');
    expect(submit).toBeDisabled();
    await userEvent.clear(screen.getByRole('textbox', { name: /Schedule Item Id/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Schedule Item Id/ }), '2026-17');
    expect(await screen.findByText('Door Frame 90x210 4x2 16G (LH -101)')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('says why an item cannot be checked (canceled order, not provided) and keeps Submit disabled', async () => {
    signInAs('qualitychecker', 'qc');
    const base = {
      id: 4, auto_id: '2026-18', supervisor_schedule_item_auto_id: '2026-18', start_date: '2026-11-22', end_date: '2026-11-22',
      product: 'Door Frame', product_name: 'Door Frame', product_serial: 'LH -101', product_id: 7, quantity: 1, cols: 1,
      supervisor: 'Suresh Pillai', supervisor_id: 1, order: 6, order_auto_id: 106, work_status: 'Pending', finished_date: null, approved: false,
    } as const;
    mockApi(({ method, path }) => {
      if (method === 'GET' && path === '/supervisor/finishedproducts') return jsonResponse(paged([]));
      if (method === 'POST' && path === '/supervisor/finished-product-id') {
        return jsonResponse({ ...base, status: 'Canceled', order_status: 'Canceled', qc_refusal: 'The order of this schedule item was canceled' });
      }
      return undefined;
    });
    renderRoutes([{ path: '/product/finished', element: <FinishedProductsPage /> }], '/product/finished?create');
    const submit = await screen.findByRole('button', { name: 'Submit' });
    await userEvent.click(screen.getByText('Approved'));
    await userEvent.type(screen.getByRole('textbox', { name: /Schedule Item Id/ }), '2026-18');
    expect(await screen.findByRole('alert')).toHaveTextContent('The order of this schedule item was canceled');
    expect(screen.getByText(/Order #106 \(Canceled\)/)).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  it('shows No Finished Product yet! on an empty list', async () => {
    signInAs('supervisor');
    mockApi(({ method, path }) => (method === 'GET' && path === '/supervisor/finishedproducts' ? jsonResponse(paged([])) : undefined));
    renderRoutes([{ path: '/product/finished', element: <FinishedProductsPage /> }], '/product/finished?create');
    expect(await screen.findByText('No Finished Product yet!')).toBeInTheDocument();
    // Supervisors have no Add QC Checked Product tab.
    expect(screen.queryByRole('tab', { name: 'Add QC Checked Product' })).not.toBeInTheDocument();
  });
});
