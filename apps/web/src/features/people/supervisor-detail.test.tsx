import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../app/router';
import { jsonResponse, renderRoutes, signInAs, mockAdminApi, EMPTY_PAGE } from '../../test/render';

const supervisor = {
  id: 4,
  account: 40,
  username: 'suresh',
  email: 'suresh@x.example',
  phone: '9876543210',
  full_name: 'Suresh Kumar',
  role: 'supervisor',
  cols_per_day: 12,
  cost_per_col: '150.00',
  balance: '1250.50',
  balance_transaction: EMPTY_PAGE,
  supervisor_schedule_items: EMPTY_PAGE,
};

describe('/supervisors/{id}', () => {
  it('asks for the ledger and the completed orders at once, without waiting for the supervisor', async () => {
    signInAs('admin');
    let releaseSupervisor: () => void = () => {};
    const supervisorAnswered = new Promise<void>((resolve) => (releaseSupervisor = resolve));
    const fetch = mockAdminApi(({ path }) => {
      if (path === '/supervisor/balancetransactions' || path === '/supervisor/finishedproducts') return jsonResponse(EMPTY_PAGE);
      return undefined;
    });
    const answer = fetch.getMockImplementation()!;
    // The supervisor's own answer is held back until both lists have been asked for.
    fetch.mockImplementation(async (input, init) => {
      if (new URL(String(input), 'http://localhost').pathname === '/api/v1/supervisor/supervisor/4/') {
        await supervisorAnswered;
        return jsonResponse(supervisor);
      }
      return answer(input, init);
    });

    renderRoutes(appRoutes, '/supervisors/4?transactions');
    const asked = () => fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    await vi.waitFor(() => {
      const paths = asked().map((url) => url.pathname);
      expect(paths).toContain('/api/v1/supervisor/balancetransactions/');
      expect(paths).toContain('/api/v1/supervisor/finishedproducts/');
    }, 10_000);
    expect(asked().find((url) => url.pathname === '/api/v1/supervisor/balancetransactions/')!.searchParams.get('supervisor')).toBe('4');

    releaseSupervisor();
    expect(await screen.findByTestId('stat-Balance Amount')).toHaveTextContent('₹1,250.50');
    expect(await screen.findByText('No Teansaction Yet!')).toBeInTheDocument();
  });
});
