import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import { appRoutes } from '../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockApi, renderRoutes, signInAs, mockAdminApi, EMPTY_PAGE } from '../../test/render';
import { account } from './people-fixtures';

/** Workers and supervisors: create, lists, the supervisor's wallet panel, daily work, and blocked people. */

/** A day daily work may be dated (from a year back up to today). */
const recentDay = (() => {
  const day = new Date(`${todayIn(DEFAULT_TIME_ZONE)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 3);
  return day.toISOString().slice(0, 10);
})();

describe('worker create', () => {
  it('refuses a worker without a role: "Please select at least one role."', async () => {
    signInAs('admin');
    const fetch = mockAdminApi(({ path }) => {
      if (path === '/account/designation') return jsonResponse([{ id: 1, role: 'Cutter' }, { id: 2, role: 'Welder' }]);
      return undefined;
    });
    renderRoutes(appRoutes, '/worker/create');
    expect(await screen.findByText('Fill this form')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Username/), 'abc');
    await userEvent.type(screen.getByLabelText(/Full Name/), 'W');
    await userEvent.type(screen.getByLabelText(/Phone/), '9123456780');
    await userEvent.type(screen.getByLabelText(/Email/), 'w@x.example');
    await screen.findByRole('checkbox', { name: 'Welder' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Worker' }));
    expect(await screen.findByText('Please select at least one role.')).toBeInTheDocument();
    expect(screen.getByText('Your name must be between 6 and 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a password')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});

describe('supervisor profile panel', () => {
  const supervisorProfile = {
    ...ADMIN_PROFILE,
    username: 'supervisor',
    role: 'supervisor',
    supervisor: { id: 3, cols_per_day: 12, cost_per_col: '150.00', balance: '1250.50' },
    dealer_id: null,
  };

  it('hides the balance until "See Balance" and toggles the Transaction History, empty text "No Teansaction Yet!"', async () => {
    signInAs('supervisor');
    mockApi(({ path }) => {
      if (path === '/account/profile') return jsonResponse(supervisorProfile);
      if (path === '/supervisor/balancetransactions') return jsonResponse(EMPTY_PAGE);
      return undefined;
    });
    renderRoutes(appRoutes, '/profile');
    expect(await screen.findByText('Frames per Day')).toBeInTheDocument();
    expect(screen.getByText('Cost per Frame')).toBeInTheDocument();
    expect(screen.queryByText('₹1,250.50')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See Balance' }));
    expect(screen.getByText('₹1,250.50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Transaction History' }));
    expect(await screen.findByText('No Teansaction Yet!')).toBeInTheDocument();
  });

  it('opens with balance and history shown from My Wallet (?wallet), credit and debit rows with their columns', async () => {
    signInAs('supervisor');
    const row = (id: number, type: 'credit' | 'debit', amount: string, balance: string, title: string) => ({
      id,
      auto_id: id,
      date_added: '2026-11-21T06:30:00.000Z',
      supervisor: 3,
      supervisor_name: 'Suresh',
      username: 'supervisor',
      transaction_type: type,
      transaction_amount: amount,
      balance,
      title,
      daily_work: null,
    });
    mockApi(({ path }) => {
      if (path === '/account/profile') return jsonResponse(supervisorProfile);
      if (path === '/supervisor/balancetransactions') {
        return jsonResponse({ count: 2, next: null, previous: null, results: [row(2, 'debit', '100.00', '1250.50', 'Withdrawal'), row(1, 'credit', '1350.50', '1350.50', 'Daily work 21-11-2026: 9 cols')] });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/profile?wallet');
    const table = await screen.findByRole('table', { name: 'Transaction History' });
    for (const header of ['Trn Id', 'Date', 'User Name', 'Trn Type', 'Amount', 'Balance', 'Trn Description']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(await within(table).findByText('Withdrawal')).toBeInTheDocument();
    expect(within(table).getAllByText('21-11-2026')).toHaveLength(2);
    expect(within(table).getByText('debit')).toBeInTheDocument();
    expect(within(table).getByText('credit')).toBeInTheDocument();
    expect(screen.getByTestId('supervisor-balance')).toHaveTextContent('₹1,250.50');
  });
});

describe('supervisors list', () => {
  it('shows Name, Phone, Email, Frames per Day, Cost per Frame and a View link', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => {
      if (path === '/supervisor/supervisor') {
        const a = account('suresh', 'supervisor');
        return jsonResponse({ count: 1, next: null, previous: null, results: [{ id: 4, ...a, full_name: 'Suresh Pillai', account: a, cols_per_day: 12, cost_per_col: '150.00', balance: '0.00' }] });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/supervisors');
    expect(await screen.findByText('Suresh Pillai')).toBeInTheDocument();
    for (const header of ['Name', 'Phone', 'Email', 'Frames per Day', 'Cost per Frame', 'Action']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('₹150.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/supervisors/4');
  });
});

describe('workers list', () => {
  it('answers at /Workers too, with the Designation column and a sortable Name', async () => {
    signInAs('productionmanager');
    const sorts: (string | null)[] = [];
    mockApi(({ path, url }) => {
      if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, role: 'productionmanager' });
      if (path === '/account/worker') {
        sorts.push(url.searchParams.get('sort'));
        const a = account('worker', 'worker');
        return jsonResponse({
          count: 1,
          next: null,
          previous: null,
          results: [{ id: 9, ...a, full_name: 'Wasim Khan', account: a, designation: [1, 3], designation_details: [{ id: 1, role: 'Cutter' }, { id: 3, role: 'Welder' }] }],
        });
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/Workers');
    expect(await screen.findByRole('heading', { name: 'All Workers' })).toBeInTheDocument();
    expect(await screen.findByText('Cutter, Welder')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Designation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sort by name' }));
    await waitFor(() => expect(sorts).toContain('full_name'));
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/workers/9');
  });
});

describe('daily work', () => {
  it('keeps the picked supervisor in the searchable select and records the day with "Created!"', async () => {
    signInAs('admin');
    const ayesha = { id: 5, ...account('sup5', 'supervisor'), full_name: 'Ayesha Beevi', account: account('sup5', 'supervisor'), cols_per_day: 10, cost_per_col: '100.00', balance: '0.00' };
    const searched: string[] = [];
    let posted: unknown;
    mockAdminApi(({ method, path, url, body }) => {
      if (path === '/supervisor/supervisor') {
        const search = url.searchParams.get('search') ?? '';
        searched.push(search);
        return jsonResponse(!search || 'ayesha beevi'.includes(search.toLowerCase()) ? { ...EMPTY_PAGE, count: 1, results: [ayesha] } : EMPTY_PAGE);
      }
      if (method === 'POST' && path === '/supervisor/supervisor_daily_work') {
        posted = body;
        return jsonResponse({ id: 1, supervisor: 5, supervisor_name: 'Ayesha Beevi', date: '2026-11-02', cols: 4, amount: '400.00' }, 201, 'Created');
      }
      if (path === '/supervisor/supervisor_daily_work') return jsonResponse(EMPTY_PAGE);
      return undefined;
    });
    renderRoutes(appRoutes, '/supervisor/dailywork');
    const picker = await screen.findByRole('textbox', { name: /Supervisor/ });
    await userEvent.type(picker, 'Ayesha');
    // The user picks from the answer to what was typed: an option of an earlier answer may be replaced under the click.
    await waitFor(() => expect(searched).toContain('Ayesha'));
    await userEvent.click(await screen.findByRole('option', { name: 'Ayesha Beevi (sup5)', hidden: true }));
    await waitFor(() => expect(picker).toHaveValue('Ayesha Beevi (sup5)'));
    // Reopening the picker still offers the picked supervisor: its label is not sent as a search.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await userEvent.click(picker);
    expect(await screen.findByRole('option', { name: 'Ayesha Beevi (sup5)', hidden: true })).toBeInTheDocument();
    expect(searched).not.toContain('Ayesha Beevi (sup5)');

    // The date is typed as the screens show dates, DD-MM-YYYY.
    await userEvent.type(screen.getByLabelText(/Date/), formatDisplayDate(recentDay));
    await userEvent.type(screen.getByLabelText(/Cols/), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Successfully Created Daily Work')).toBeInTheDocument();
    // Numbers travel as the inputs hold them; the server reads "5" and "4" as numbers.
    const sent = posted as { supervisor: unknown; date: unknown; cols: unknown };
    expect(screen.getByText('Created!')).toBeInTheDocument();
    expect([Number(sent.supervisor), sent.date, Number(sent.cols)]).toEqual([5, recentDay, 4]);
  });

  it('asks before saving more cols than the supervisor’s frames per day, and sends nothing when told no', async () => {
    signInAs('admin');
    const ayesha = { id: 5, ...account('sup5', 'supervisor'), full_name: 'Ayesha Beevi', account: account('sup5', 'supervisor'), cols_per_day: 10, cost_per_col: '100.00', balance: '0.00' };
    const posted: unknown[] = [];
    mockAdminApi(({ method, path, body }) => {
      if (path === '/supervisor/supervisor') return jsonResponse({ ...EMPTY_PAGE, count: 1, results: [ayesha] });
      if (method === 'POST' && path === '/supervisor/supervisor_daily_work') {
        posted.push(body);
        return jsonResponse({ id: 1, supervisor: 5, supervisor_name: 'Ayesha Beevi', date: recentDay, cols: 25, amount: '2500.00', cols_per_day: 10 }, 201, 'Created');
      }
      if (path === '/supervisor/supervisor_daily_work') return jsonResponse(EMPTY_PAGE);
      return undefined;
    });
    renderRoutes(appRoutes, '/supervisor/dailywork');
    await userEvent.click(await screen.findByRole('textbox', { name: /Supervisor/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ayesha Beevi (sup5)', hidden: true }));
    await userEvent.type(screen.getByLabelText(/Date/), formatDisplayDate(recentDay));
    await userEvent.type(screen.getByLabelText(/Cols/), '25');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText("25 cols is more than Ayesha Beevi's 10 frames per day. Save it anyway?")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(posted).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save anyway' }));
    expect(await screen.findByText('Successfully Created Daily Work')).toBeInTheDocument();
    expect(posted).toHaveLength(1);
  });

  it('edits a day’s work (date and cols), and a removal the balance cannot cover is said once', async () => {
    signInAs('admin');
    const work = { id: 3, supervisor: 5, supervisor_name: 'Ayesha Beevi', date: recentDay, cols: 4, amount: '400.00', cols_per_day: 10 };
    const refusal = 'The balance (₹0.00) cannot cover removing this work (₹400.00): ₹400.00 is missing.';
    let patched: unknown;
    mockAdminApi(({ method, path, body }) => {
      if (path === '/supervisor/supervisor') return jsonResponse(EMPTY_PAGE);
      if (method === 'PATCH' && path === '/supervisor/supervisor_daily_work/3') {
        patched = body;
        return jsonResponse({ ...work, cols: 6, amount: '600.00' });
      }
      if (method === 'DELETE' && path === '/supervisor/supervisor_daily_work/3') return jsonResponse({ error_message: refusal, balance: '0.00', missing: '400.00' }, 400);
      if (path === '/supervisor/supervisor_daily_work') return jsonResponse({ ...EMPTY_PAGE, count: 1, results: [work] });
      return undefined;
    });
    renderRoutes(appRoutes, '/supervisor/dailywork');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Daily Work' });
    const cols = within(dialog).getByLabelText(/Cols/);
    await userEvent.clear(cols);
    await userEvent.type(cols, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Successfully Updated Daily Work')).toBeInTheDocument();
    expect(patched).toEqual({ date: recentDay, cols: '6' });

    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm!' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(screen.queryByText('Bad Request')).not.toBeInTheDocument();
  });
});

describe('blocked people', () => {
  it('lists the blocked supervisors and unblocks one with a success toast only', async () => {
    signInAs('productionmanager');
    const blocked = { id: 8, ...account('sup8', 'supervisor'), full_name: 'Blocked Person', account: account('sup8', 'supervisor'), cols_per_day: 5, cost_per_col: '10.00', balance: '0.00' };
    const lists: string[] = [];
    let unblocked = false;
    mockApi(({ method, path, url }) => {
      if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, role: 'productionmanager' });
      if (method === 'POST' && path === '/supervisor/supervisor/8/unblock') {
        unblocked = true;
        return jsonResponse(blocked);
      }
      if (path === '/supervisor/supervisor') {
        lists.push(url.search);
        const wantsBlocked = url.searchParams.get('blocked') === 'true';
        return jsonResponse(wantsBlocked && !unblocked ? { ...EMPTY_PAGE, count: 1, results: [blocked] } : EMPTY_PAGE);
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/supervisors');
    await userEvent.click(await screen.findByText('Blocked'));
    const row = (await screen.findByText('Blocked Person')).closest('tr')!;
    expect(within(row).queryByRole('link', { name: 'View' })).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Unblock Blocked Person' }));
    expect(await screen.findByText('Account unblocked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Blocked Person')).not.toBeInTheDocument());
    expect(lists.some((q) => q.includes('blocked=true'))).toBe(true);
  });

  it('shows role names in words on a staff member’s page', async () => {
    signInAs('admin');
    const member = { id: 31, ...account('pm31', 'productionmanager'), account: account('pm31', 'productionmanager') };
    mockAdminApi(({ path }) => {
      if (path === '/account/production_manager/31') return jsonResponse(member);
      if (path === '/account/designation') return jsonResponse([]);
      return undefined;
    });
    renderRoutes(appRoutes, '/productionmanagers/31');
    expect(await screen.findByText('Production Manager', { selector: 'p' })).toBeInTheDocument();
    expect(screen.queryByText('productionmanager')).not.toBeInTheDocument();
  });
});
