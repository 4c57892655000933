import { CUT_PLAN_TEXT } from '@steelworks/contract/cut-plan';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { setPhoneScreen } from '../../../test/match-media';
import { ADMIN_PROFILE, jsonResponse, mockAdminApi, mockApi, preloadShell, renderRoutes, signInAs, type FetchHandler } from '../../../test/render';
import { bar, cutPlan, paged, section, summary } from './cut-plan-fixtures';

beforeAll(preloadShell, 60_000);
afterEach(() => setPhoneScreen(false));

const WORK_ORDERS = [
  { id: 3, auto_id: 12, order: null, order_auto_id: null, dealer: null, dealer_name: '', mobile: '', customer_name: 'Anil Kumar', order_creator: '', order_date: '2026-11-20', delivery_date: '2026-12-01', delivery_site: '', title: 'Three frames', order_status: 'Pending', date_added: '2026-11-20' },
  { id: 4, auto_id: 13, order: null, order_auto_id: null, dealer: null, dealer_name: '', mobile: '', customer_name: 'Mini Joseph', order_creator: '', order_date: '2026-11-21', delivery_date: '2026-12-02', delivery_site: '', title: '', order_status: 'Pending', date_added: '2026-11-21' },
];

describe('/cutting/plans', () => {
  it('lists plans by status tab, with Plan cutting for a planner, and as cards on a phone', async () => {
    signInAs('productionmanager');
    const fetch = mockAdminApi(({ path }) => (path === '/cutting/plans' ? jsonResponse(paged([summary()])) : undefined));
    const view = renderRoutes(appRoutes, '/cutting/plans');
    const table = await screen.findByRole('table', { name: 'Cut plans' });
    const row = (await within(table).findByText('Cut plan #1005')).closest('tr')!;
    expect(row).toHaveTextContent('WO 12 Anil Kumar');
    expect(row).toHaveTextContent('Planned');
    expect(within(row).getByRole('link', { name: 'Cut plan #1005' })).toHaveAttribute('href', '/cutting/plans/5');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Planned', 'Cut', 'Discarded']);
    expect(screen.getByRole('link', { name: 'Plan cutting' })).toHaveAttribute('href', '/cutting/plans/new');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/cutting/plans?page=1&status=Planned'))).toBe(true);
    await userEvent.click(screen.getByRole('tab', { name: 'Cut' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('status=Cut'))).toBe(true));

    view.unmount();
    setPhoneScreen(true);
    renderRoutes(appRoutes, '/cutting/plans');
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('Cut plan #1005');
    expect(within(card).getByRole('link', { name: 'Open cut list' })).toHaveAttribute('href', '/cutting/plans/5');
  });

  it('shows a worker the cut lists without Plan cutting, and refuses a dealer', async () => {
    signInAs('worker');
    mockAdminApi(({ path }) => (path === '/cutting/plans' ? jsonResponse(paged([summary()])) : undefined));
    const view = renderRoutes(appRoutes, '/cutting/plans');
    await screen.findByText('Cut plan #1005');
    expect(screen.queryByRole('link', { name: 'Plan cutting' })).toBeNull();
    view.unmount();

    signInAs('dealer');
    renderRoutes(appRoutes, '/cutting/plans');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
  });
});

describe('/cutting/plans/new', () => {
  it('posts the chosen work orders and opens the new plan', async () => {
    signInAs('productionmanager');
    const fetch = mockAdminApi(({ method, path }) => {
      if (path === '/workorders/workorder') return jsonResponse(paged(WORK_ORDERS));
      if (method === 'POST' && path === '/cutting/plans') return jsonResponse(cutPlan(), 201, 'Created');
      if (path === '/cutting/plans/5') return jsonResponse(cutPlan());
      return undefined;
    });
    renderRoutes(appRoutes, '/cutting/plans/new');
    const table = await screen.findByRole('table', { name: 'Open work orders' });
    await within(table).findByText('Anil Kumar');
    expect(fetch.mock.calls.some(([url]) => String(url).includes('status=Pending'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Plan cutting' })).toBeDisabled();
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 3' }));
    await userEvent.click(within(table).getByRole('checkbox', { name: 'Select row 4' }));
    expect(within(screen.getByRole('list', { name: 'Chosen work orders' })).getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Remove WO 13' }));
    await userEvent.click(screen.getByRole('button', { name: 'Plan cutting of 1 work order' }));
    await screen.findByRole('heading', { name: 'Cut plan #1005' });
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post![1]!.body))).toEqual({ work_orders: [3] });
  });

  it('shows why nothing could be cut when the plan is refused', async () => {
    signInAs('admin');
    mockAdminApi(({ method, path }) => {
      if (path === '/workorders/workorder') return jsonResponse(paged(WORK_ORDERS));
      if (method === 'POST' && path === '/cutting/plans')
        return jsonResponse(
          { error_message: CUT_PLAN_TEXT.nothingToCut, problems: [{ work_order: 4, work_order_auto_id: 13, item: 9, sr_no: 1, message: CUT_PLAN_TEXT.noSection('5x2.5 14G') }] },
          422,
        );
      return undefined;
    });
    renderRoutes(appRoutes, '/cutting/plans/new');
    const table = await screen.findByRole('table', { name: 'Open work orders' });
    await userEvent.click(await within(table).findByRole('checkbox', { name: 'Select row 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Plan cutting of 1 work order' }));
    expect(await screen.findByText(CUT_PLAN_TEXT.nothingToCut)).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'Why nothing can be cut' })).toHaveTextContent('WO 13 #1: No section in stock for 5x2.5 14G');
  });
});

/** Plan 5 as the server keeps it: a PATCH ticks bar 101 (the bar answered) and later reads see it. */
function planServer(): FetchHandler {
  let ticked: string | null = null;
  return ({ method, path, body }) => {
    if (method === 'PATCH' && path === '/cutting/plans/5/bars/101') {
      ticked = (body as { ticked: boolean }).ticked ? '2026-11-26T10:00:00.000Z' : null;
      return jsonResponse(bar({ ticked_at: ticked, ticked_by: ticked && 'worker' }));
    }
    if (path === '/cutting/plans/5') {
      const plan = cutPlan();
      plan.sections[0]!.bars[0] = bar({ ticked_at: ticked, ticked_by: ticked && 'worker' });
      return jsonResponse({ ...plan, bars_ticked: ticked ? 2 : 1 });
    }
    return undefined;
  };
}

describe('/cutting/plans/:id', () => {
  it('shows each section with its figures and each bar in cut order, with the items not planned', async () => {
    signInAs('productionmanager');
    mockAdminApi(({ path }) => (path === '/cutting/plans/5' ? jsonResponse(cutPlan()) : undefined));
    renderRoutes(appRoutes, '/cutting/plans/5');
    const block = await screen.findByRole('region', { name: 'Section 4x2 16G' });
    expect(block).toHaveTextContent('Full bars1 (9 in stock)');
    expect(block).toHaveTextContent('Offcuts used1');
    expect(block).toHaveTextContent('New offcuts691 mm');
    expect(block).toHaveTextContent('Scrap194 mm');
    expect(block).toHaveTextContent('Yield97.3%');
    expect(block).toHaveTextContent('Steel used14.3 kg');
    const bars = within(block).getAllByRole('listitem', { name: /^Bar \d$/ });
    expect(bars).toHaveLength(2);
    expect(bars[0]).toHaveTextContent('Full bar 6,000 mm');
    const cuts = within(bars[0]!).getByRole('list', { name: 'Cuts of Bar 1' });
    expect(within(cuts).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Jamb 2,150 mmWO 12 #1 Door Frame 90x210 · unit 1 of 3 · Jamb',
      'Jamb 2,150 mmWO 12 #1 Door Frame 90x210 · unit 1 of 3 · Jamb',
      'Head 1,000 mmWO 12 #1 Door Frame 90x210 · unit 1 of 3 · Head',
    ]);
    expect(bars[0]).toHaveTextContent('New offcut 691 mm');
    expect(bars[1]).toHaveTextContent('Offcut #55 · 1,500 mm');
    expect(bars[1]).toHaveTextContent('Scrap 194 mm');
    expect(bars[1]).toHaveTextContent('by Ravi');
    expect(screen.getByLabelText('Bars cut')).toHaveTextContent('1 of 2 bars cut');
    expect(screen.getByRole('alert', { name: 'Not in this plan' })).toHaveTextContent('WO 12 #2: No cut rule for the product type "Grill"');
    expect(screen.getByRole('link', { name: 'Print' })).toHaveAttribute('href', '/cutting/plans/5/print');
    expect(screen.getByRole('button', { name: 'Confirm as cut' })).toBeInTheDocument();
  });

  it('lets a worker on a phone tick a bar: it shows at once without network and goes through the queue with its key and tap time', async () => {
    signInAs('worker');
    setPhoneScreen(true);
    let online = true;
    const server = planServer();
    // What reached the server: a send tried while offline fails on the phone and never arrives.
    let ticksArrived = 0;
    const fetch = mockApi((request) => {
      if (!online) throw new TypeError('Failed to fetch');
      if (request.method === 'PATCH') ticksArrived += 1;
      return request.path === '/account/profile' ? jsonResponse({ ...ADMIN_PROFILE, username: 'worker', role: 'worker' }) : server(request);
    });
    renderRoutes(appRoutes, '/cutting/plans/5');
    const box = await screen.findByRole('checkbox', { name: 'Bar 1 cut' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bar 2 cut' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Confirm as cut' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();

    online = false;
    await userEvent.click(box);
    // At once, with no network: the bar is cut, counted, and waits in the queue.
    expect(screen.getByRole('checkbox', { name: 'Bar 1 cut' })).toBeChecked();
    expect(screen.getByLabelText('Bars cut')).toHaveTextContent('2 of 2 bars cut');
    const card = screen.getByRole('listitem', { name: 'Bar 1' });
    expect(await within(card).findByText('Waiting to send')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '1 action waiting to send' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('checkbox', { name: 'Bar 1 cut' })).toBeChecked();

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to send$/ })).not.toBeInTheDocument());
    await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Bar 1' })).getByText(/by worker/)).toBeInTheDocument());
    expect(screen.getByRole('checkbox', { name: 'Bar 1 cut' })).toBeChecked();
    expect(ticksArrived).toBe(1);
    // Every try (one may have been made before the phone noticed it was offline) carries the same key.
    const patches = fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    const keys = new Set(patches.map(([, init]) => (init!.headers as Record<string, string>)['Idempotency-Key']));
    expect(keys.size).toBe(1);
    const headers = patches.at(-1)![1]!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(headers['X-Tapped-At']!)).toBeLessThanOrEqual(Date.parse(headers['X-Sent-At']!));
    expect(JSON.parse(String(patches.at(-1)![1]!.body))).toEqual({ ticked: true });
  }, 60_000);

  it('shows a tick the server refused as not cut, with why, Retry and Discard', async () => {
    signInAs('worker');
    setPhoneScreen(true);
    mockApi(({ method, path }) => {
      if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, username: 'worker', role: 'worker' });
      if (method === 'PATCH' && path === '/cutting/plans/5/bars/101') return jsonResponse({ error_message: CUT_PLAN_TEXT.notPlanned('Cut') }, 409, 'Conflict');
      if (path === '/cutting/plans/5') return jsonResponse(cutPlan());
      return undefined;
    });
    renderRoutes(appRoutes, '/cutting/plans/5');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Bar 1 cut' }));
    const card = screen.getByRole('listitem', { name: 'Bar 1' });
    expect(await within(card).findByText(CUT_PLAN_TEXT.notPlanned('Cut'), { selector: '[data-testid="queued-action-error"]' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Bar 1 cut' })).not.toBeChecked());
    expect(screen.getByLabelText('Bars cut')).toHaveTextContent('1 of 2 bars cut');
    expect(within(card).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(within(card).getByLabelText('Bar 1 cut, cut plan #1005')).toHaveTextContent('Not sent');
  });

  it('confirms after the dialog, and on a refusal lists what is missing and offers Discard and re-plan', async () => {
    signInAs('productionmanager');
    const missing = [
      { store_item: 40, label: '4x2 16G', message: '4x2 16G: the 1500 mm offcut of bar 2 has left the stock', offcut_piece: 55 },
      { store_item: 40, label: '4x2 16G', message: '4x2 16G: 3 full bars of 6000 mm needed, 1 in stock', bars_needed: 3, bars_available: 1 },
    ];
    const fetch = mockAdminApi(({ method, path }) => {
      if (method === 'POST' && path === '/cutting/plans/5/confirm') return jsonResponse({ error_message: CUT_PLAN_TEXT.stockMissing, missing }, 409, 'Conflict');
      if (method === 'POST' && path === '/cutting/plans/5/discard') return jsonResponse(cutPlan({ status: 'Discarded', discarded_at: '2026-11-26T11:00:00.000Z' }));
      if (method === 'POST' && path === '/cutting/plans') return jsonResponse(cutPlan({ id: 6, auto_id: 1006, problems: [] }), 201, 'Created');
      if (path === '/cutting/plans/5') return jsonResponse(cutPlan());
      if (path === '/cutting/plans/6') return jsonResponse(cutPlan({ id: 6, auto_id: 1006, problems: [] }));
      return undefined;
    });
    renderRoutes(appRoutes, '/cutting/plans/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm as cut' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm the plan as cut?' });
    expect(dialog).toHaveTextContent('1 of 2 bars are ticked');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm!' }));
    const alert = await screen.findByRole('alert', { name: CUT_PLAN_TEXT.stockMissing });
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '4x2 16G: the 1500 mm offcut of bar 2 has left the stock',
      '4x2 16G: 3 full bars of 6000 mm needed, 1 in stock',
    ]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Discard and re-plan' }));
    await screen.findByRole('heading', { name: 'Cut plan #1006' });
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url, init]) => [new URL(String(url), 'http://x').pathname, init?.body]);
    expect(posts).toEqual([
      ['/api/v1/cutting/plans/5/confirm', undefined],
      ['/api/v1/cutting/plans/5/discard', undefined],
      ['/api/v1/cutting/plans', JSON.stringify({ work_orders: [3] })],
    ]);
  });

  it('opens a bar from its QR code and marks it cut', async () => {
    signInAs('worker');
    setPhoneScreen(true);
    mockAdminApi(planServer());
    renderRoutes(appRoutes, '/cutting/plans/5/bars/101');
    await screen.findByRole('heading', { name: 'Bar 1 · 4x2 16G' });
    await userEvent.click(screen.getByRole('button', { name: 'Mark as cut' }));
    expect(await screen.findByRole('button', { name: 'Not cut yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /The whole cut list/ })).toHaveTextContent('2 of 2 cut');
  });
});

describe('/cutting/plans/:id/print', () => {
  it('prints one block per section, a line per bar with its pieces, a tick box and a QR code to the bar', async () => {
    signInAs('productionmanager');
    mockAdminApi(({ path }) =>
      path === '/cutting/plans/5' ? jsonResponse(cutPlan({ sections: [section(), section({ store_item: 41, label: '5x2.5 14G', name: 'MS Channel 5x2.5', bars_in_stock: 0, bars: [bar({ id: 103, seq: 3 })] })] })) : undefined,
    );
    renderRoutes(appRoutes, '/cutting/plans/5/print');
    const sheet = await screen.findByLabelText('Cut list sheet');
    expect(sheet).toHaveTextContent('Cut list · plan #1005');
    expect(within(sheet).getAllByRole('region').map((block) => block.getAttribute('aria-label'))).toEqual(['Section 4x2 16G', 'Section 5x2.5 14G']);
    expect(within(sheet).getByRole('region', { name: 'Section 5x2.5 14G' })).toHaveTextContent('Full bars: 1 (only 0 in stock)');
    const table = within(sheet).getByRole('table', { name: 'Cut list of 4x2 16G' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Bar 1Full bar 6,000 mm');
    expect(rows[0]).toHaveTextContent('1. Jamb 2,150 mm · WO 12 #1 Door Frame 90x210 · unit 1 of 3 · Jamb');
    expect(rows[0]).toHaveTextContent('New offcut 691 mm');
    expect(within(rows[0]!).getByLabelText('Tick when cut')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('✓');
    expect(within(rows[0]!).getByRole('img', { name: 'QR code of Bar 1' })).toHaveAttribute('data-qr-value', `${window.location.origin}/cutting/plans/5/bars/101`);
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect([...document.querySelectorAll('style')].some((style) => style.textContent?.includes('size: A4 portrait'))).toBe(true);
  });
});
