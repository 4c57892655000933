import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { WORK_ORDER_CHOICES } from '@steelworks/contract/workorder';
import { appRoutes } from '../../app/router';
import { workOrderFixture } from '../../test/fixtures';
import { ADMIN_PROFILE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs, mockAdminApi } from '../../test/render';

beforeAll(preloadShell, 60_000);

const workOrder = workOrderFixture();

describe('work order form: no silent fixes (issue 29, docs/product/guards.md#order-input-guards)', () => {
  it('a quantity of -2 and a mobile "98abc" show their messages and nothing is sent', async () => {
    signInAs('admin');
    const api = mockAdminApi(({ path }) => {
      if (path === '/workorders/choices') return jsonResponse(WORK_ORDER_CHOICES);
      if (path === '/dealer/dealer') return jsonResponse({ count: 0, next: null, previous: null, results: [] });
      return undefined;
    });
    renderRoutes(appRoutes, '/workorder/create');
    const quantity = await screen.findByLabelText('Quantity of row 1');
    // Entered as a whole (typing key by key into a form of thirty inputs a row is very slow on a shared test machine).
    fireEvent.change(quantity, { target: { value: '-2' } });
    // The minus stays: the field is never made positive behind the person's back.
    expect(quantity).toHaveValue('-2');
    const mobile = screen.getByLabelText('Mobile');
    fireEvent.change(mobile, { target: { value: '98abc' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Work Order' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Quantity of row 1: Enter a quantity of at least 0')).toBeInTheDocument();
    expect(within(alert).getByText('Mobile: Use digits only')).toBeInTheDocument();
    // And under the fields themselves.
    expect(mobile).toHaveAccessibleDescription('Use digits only');
    expect(quantity).toHaveAccessibleDescription('Enter a quantity of at least 0');
    expect(quantity).toHaveValue('-2');
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // A mobile of digits is still refused until it has ten.
    fireEvent.change(mobile, { target: { value: '98470' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create Work Order' }));
    expect(await screen.findByText('Mobile: Your number must be 10 characters')).toBeInTheDocument();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  }, 60_000);
});

describe("a dealer's work order view (issue 29)", () => {
  it('asks nothing of /production/choices, which a dealer may not read', async () => {
    signInAs('dealer');
    const api = mockApi(({ path }) => {
      if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, id: 2, username: 'dealer', role: 'dealer' });
      if (path === '/workorders/workorder/3') return jsonResponse(workOrder);
      if (path === '/production/choices') return jsonResponse({ detail: 'You do not have permission to perform this action.' }, 403, 'Forbidden');
      return undefined;
    });
    renderRoutes(appRoutes, '/workorders/3');
    expect(await screen.findByText('Villa doors')).toBeInTheDocument();
    // Give any query the page would start time to be sent.
    await waitFor(() => expect(api.mock.calls.some(([input]) => String(input).includes('/workorders/workorder/3'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/production/choices'))).toEqual([]);
  });
});

describe('formats (issue 29)', () => {
  it('the defects page writes its range as the other screens do: DD-MM-YYYY, and "1 defective work"', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => {
      if (path === '/production/defects') return jsonResponse({ from: '2026-10-28', to: '2026-11-26', total: 1, by_work_type: [], by_worker: [] });
      return undefined;
    });
    renderRoutes(appRoutes, '/production-defects?from=2026-10-28&to=2026-11-26');
    expect(await screen.findByText('1 defective work from 28-10-2026 to 26-11-2026')).toBeInTheDocument();
    expect(screen.queryByText(/2026-10-28/)).not.toBeInTheDocument();
  });

  it('Provide All Ready of one supply says "Provided 1 supply"', async () => {
    signInAs('storemanager');
    mockApi(({ path, method }) => {
      if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, role: 'storemanager', username: 'store' });
      if (path === '/planning/readiness' && method === 'GET') return jsonResponse({ count: 0, next: null, previous: null, results: [] });
      if (path === '/planning/readiness/provide-all') return jsonResponse({ provided: [{ id: 4, auto_id: '2026-4' }], stopped: null, remaining_ready: 1 });
      return undefined;
    });
    renderRoutes(appRoutes, '/planning/readiness');
    await userEvent.click(await screen.findByRole('button', { name: 'Provide All Ready' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Provide All Ready' }));
    expect(await screen.findAllByText('Provided 1 supply')).not.toHaveLength(0);
    expect(screen.getByText('1 more is ready: run Provide All Ready again.')).toBeInTheDocument();
    expect(screen.queryByText(/1 supplies/)).not.toBeInTheDocument();
  });
});
