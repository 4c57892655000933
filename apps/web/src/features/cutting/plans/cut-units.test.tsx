import { CUT_PLAN_TEXT, type WorkOrderCutState } from '@steelworks/contract/cut-plan';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/router';
import { workOrderFixture } from '../../../test/fixtures';
import { jsonResponse, mockAdminApi, preloadShell, renderRoutes, signInAs } from '../../../test/render';
import { cutPlan, paged } from './cut-plan-fixtures';

/** Issue 40 point 4 on the screens: cut units on the work order page, in Plan Cutting, and a confirmation refused for them. */
beforeAll(preloadShell, 60_000);

const unit = (id: number, unitNo: number, status = 'Pending') => ({
  id,
  sr_no: `12-1-${unitNo}`,
  status,
  current_work: null,
  current_work_status: null,
  finished_date: null,
  note: '',
  next_work_type: 'Cutting',
  defects: 0,
  production_item_works: [],
});

const workOrder = workOrderFixture({
  dealer: null,
  dealer_name: '',
  mobile: '',
  delivery_site: '',
  title: '',
  production_total: 3,
  work_order_items: [
    {
      id: 7,
      sr_no: 1,
      product_type: 'Door Frame',
      type: '',
      channel_size: '4x2',
      channel_guage: '16',
      particulars: '',
      width: 90,
      height: 210,
      quantity: 3,
      production_items: [unit(21, 1), unit(22, 2), unit(23, 3)],
    },
  ],
});

const mark = { plan: 5, plan_auto_id: 1005, cut_at: '2026-11-26T10:00:00.000Z', cut_by: 'Ravi' };
const cutState = (over: Partial<WorkOrderCutState> = {}): WorkOrderCutState => ({
  work_order: 3,
  auto_id: 12,
  units_total: 3,
  units_cut: 2,
  units: [
    { production_item: 21, sr_no: '12-1-1', item: 7, unit_no: 1, cut: mark },
    { production_item: 22, sr_no: '12-1-2', item: 7, unit_no: 2, cut: mark },
    { production_item: 23, sr_no: '12-1-3', item: 7, unit_no: 3, cut: null },
  ],
  reopenings: [],
  ...over,
});

describe('cut units on the work order page', () => {
  it('shows which units a plan cut, and lets a manager re-open chosen ones with a reason', async () => {
    signInAs('productionmanager');
    const posts: unknown[] = [];
    let state = cutState();
    mockAdminApi(({ method, path, body }) => {
      if (path === '/workorders/workorder/3') return jsonResponse(workOrder);
      if (path === '/cutting/need') return jsonResponse({ sections: [], problems: [], metres: 0, kg: 0, bars: 0, cost: '0.00' });
      if (method === 'POST' && path === '/cutting/work-orders/3/reopen') {
        posts.push(body);
        if (!(body as { reason: string }).reason.trim()) return jsonResponse({ error_message: CUT_PLAN_TEXT.reopenReason, reason: [CUT_PLAN_TEXT.reopenReason] }, 400);
        state = cutState({
          units_cut: 1,
          units: cutState().units.map((u) => (u.production_item === 22 ? { ...u, cut: null } : u)),
          reopenings: [{ sr_no: '12-1-2', plan_auto_id: 1005, reopened_at: '2026-11-27T09:00:00.000Z', reopened_by: 'Anita', reason: 'Jamb bent' }],
        });
        return jsonResponse(state);
      }
      if (path === '/cutting/work-orders/3/cut-state') return jsonResponse(state);
      return undefined;
    });
    renderRoutes(appRoutes, '/workorders/3');
    const panel = await screen.findByLabelText('Cutting');
    expect(panel).toHaveTextContent('2 of 3 units cut');
    expect(within(panel).getByRole('link', { name: 'Cut plan #1005' })).toHaveAttribute('href', '/cutting/plans/5');
    expect(panel).toHaveTextContent('12-1-1, 12-1-2');
    expect(panel).toHaveTextContent('by Ravi');
    const item = screen.getByLabelText('Item 1');
    expect(within(item).getAllByText('Cut · plan #1005')).toHaveLength(2);

    await userEvent.click(within(panel).getByRole('button', { name: 'Re-open for cutting' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re-open cut units' });
    expect(within(dialog).getByRole('checkbox', { name: '12-1-1 (cut plan #1005)' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: '12-1-1 (cut plan #1005)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-open 1 unit' }));
    expect(await within(dialog).findAllByText(CUT_PLAN_TEXT.reopenReason)).not.toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Jamb bent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-open 1 unit' }));
    expect(await screen.findByText(CUT_PLAN_TEXT.reopened(1))).toBeInTheDocument();
    expect(posts.at(-1)).toEqual({ reason: 'Jamb bent', units: [22] });
    await waitFor(() => expect(screen.getByLabelText('Cutting')).toHaveTextContent('1 of 3 units cut'));
    expect(screen.getByLabelText('Re-openings')).toHaveTextContent('12-1-2 (cut plan #1005)');
    expect(screen.getByLabelText('Re-openings')).toHaveTextContent('by Anita: Jamb bent');
  }, 60_000);

  it('shows a worker the cut units without Re-open, and a dealer nothing of cutting', async () => {
    signInAs('worker');
    const asked: string[] = [];
    mockAdminApi(({ path }) => {
      asked.push(path);
      if (path === '/workorders/workorder/3') return jsonResponse(workOrder);
      if (path === '/cutting/work-orders/3/cut-state') return jsonResponse(cutState());
      return undefined;
    });
    const view = renderRoutes(appRoutes, '/workorders/3');
    expect(await screen.findByLabelText('Cutting')).toHaveTextContent('2 of 3 units cut');
    expect(screen.queryByRole('button', { name: 'Re-open for cutting' })).toBeNull();
    view.unmount();

    signInAs('dealer');
    asked.length = 0;
    renderRoutes(appRoutes, '/workorders/3');
    await screen.findByText('Joseph Mathew', { exact: false });
    expect(screen.queryByLabelText('Cutting')).toBeNull();
    expect(asked.some((path) => path.startsWith('/cutting'))).toBe(false);
  });
});

describe('cut units in Plan Cutting and at Confirm', () => {
  it('shows how much of each listed work order is cut', async () => {
    signInAs('admin');
    const rows = [
      { ...workOrder, id: 3, auto_id: 12 },
      { ...workOrder, id: 4, auto_id: 13, customer_name: 'Mini Joseph' },
      { ...workOrder, id: 5, auto_id: 14, customer_name: 'Ravi Nair' },
    ];
    mockAdminApi(({ path, url }) => {
      if (path === '/workorders/workorder') return jsonResponse(paged(rows));
      if (path === '/cutting/work-orders/cut-state') {
        expect(url.searchParams.get('ids')).toBe('3,4,5');
        return jsonResponse({
          results: [
            { work_order: 3, units_total: 3, units_cut: 3, plans: [{ id: 5, auto_id: 1005 }] },
            { work_order: 4, units_total: 3, units_cut: 1, plans: [{ id: 6, auto_id: 1006 }] },
            { work_order: 5, units_total: 2, units_cut: 0, plans: [] },
          ],
        });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/cutting/plans/new');
    const table = await screen.findByRole('table', { name: 'Open work orders' });
    const rowOf = async (name: string) => (await within(table).findByText(name)).closest('tr')!;
    await waitFor(async () => expect(await rowOf('Joseph Mathew')).toHaveTextContent('All 3 units cut · #1005'));
    expect(await rowOf('Mini Joseph')).toHaveTextContent('1 of 3 units cut · #1006');
    expect(await rowOf('Ravi Nair')).toHaveTextContent('Not cut');
  });

  it('names the units another plan cut meanwhile when Confirm is refused, and offers Discard and re-plan', async () => {
    signInAs('productionmanager');
    const units = [
      { sr_no: '12-1-1', production_item: 21, plan_auto_id: 1004 },
      { sr_no: '12-1-2', production_item: 22, plan_auto_id: 1004 },
    ];
    const message = CUT_PLAN_TEXT.cutMeanwhile('12-1-1 and 12-1-2 (cut plan #1004)');
    mockAdminApi(({ method, path }) => {
      if (method === 'POST' && path === '/cutting/plans/5/confirm') return jsonResponse({ error_message: message, units }, 409, 'Conflict');
      if (path === '/cutting/plans/5') return jsonResponse(cutPlan());
      return undefined;
    });
    renderRoutes(appRoutes, '/cutting/plans/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm as cut' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Confirm the plan as cut?' })).getByRole('button', { name: 'Confirm!' }));
    const alert = await screen.findByRole('alert', { name: message });
    expect(within(within(alert).getByRole('list', { name: 'Units cut meanwhile' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '12-1-1 · cut plan #1004',
      '12-1-2 · cut plan #1004',
    ]);
    expect(within(alert).getByRole('button', { name: 'Discard and re-plan' })).toBeInTheDocument();
  });
});
