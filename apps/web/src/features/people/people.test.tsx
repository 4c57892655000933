import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import { appRoutes } from '../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockApi, renderRoutes, signInAs, mockAdminApi, EMPTY_PAGE } from '../../test/render';

/** A day daily work may be dated (from a year back up to today). */
const recentDay = (() => {
  const day = new Date(`${todayIn(DEFAULT_TIME_ZONE)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 3);
  return day.toISOString().slice(0, 10);
})();
const account = (username: string | null, role: string) => ({ username, email: username ? `${username}@x.example` : null, phone: '9876543210', full_name: 'Full Name', role });

describe('dealer create', () => {
  it('checks the spec rules on the client: a Dealer needs username and email, the phone 10 characters', async () => {
    signInAs('admin');
    const fetch = mockApi(({ path }) => (path === '/account/profile' ? jsonResponse(ADMIN_PROFILE) : undefined));
    renderRoutes(appRoutes, '/dealer/create');
    await userEvent.type(await screen.findByLabelText(/Full Name/), 'Some Dealer');
    await userEvent.type(screen.getByLabelText(/Phone/), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create Dealer' }));
    expect(await screen.findByText('Your number must be 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Please enter a username')).toBeInTheDocument();
    expect(screen.getByText('Please enter an email')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates a Customer without username or email, with the toast "Successfully Created Dealers"', async () => {
    signInAs('admin');
    let posted: unknown;
    mockAdminApi(({ method, path, body }) => {
      if (method === 'POST' && path === '/dealer/dealer') {
        posted = body;
        return jsonResponse({ id: 7, ...account(null, 'dealer'), account: account(null, 'dealer'), location: '', profit: 1, is_dealer: false, is_customer: true, type: 'Customer' }, 201, 'Created');
      }
      if (path === '/dealer/dealer') return jsonResponse(EMPTY_PAGE);
      return undefined;
    });
    const { router } = renderRoutes(appRoutes, '/dealer/create');
    await userEvent.click(await screen.findByRole('radio', { name: 'Customer' }));
    expect(screen.queryByLabelText(/Username/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Walk-in');
    await userEvent.type(screen.getByLabelText(/Phone/), '9123456780');
    await userEvent.click(screen.getByRole('button', { name: 'Create Dealer' }));
    expect(await screen.findByText('Successfully Created Dealers')).toBeInTheDocument();
    expect(screen.getByText('Created!')).toBeInTheDocument();
    expect(posted).toMatchObject({ is_customer: true, is_dealer: false, full_name: 'Walk-in', phone: '9123456780', email: '', profit: '' });
    // A counter customer has its own tab on the list.
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/dealers?type=customers'));
  });

  it('shows a taken username once: under the field, with no alert and no toast besides (one message per failure)', async () => {
    signInAs('admin');
    mockAdminApi(({ method, path }) => {
      if (method === 'POST' && path === '/dealer/dealer') {
        return jsonResponse({ error_message: 'A user with that username already exists.', username: ['A user with that username already exists.'] }, 400);
      }
      return undefined;
    });
    renderRoutes(appRoutes, '/dealer/create');
    await userEvent.type(await screen.findByLabelText(/Username/), 'dealer');
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Dup');
    await userEvent.type(screen.getByLabelText(/Phone/), '9123456780');
    await userEvent.type(screen.getByLabelText(/Email/), 'dup@x.example');
    await userEvent.click(screen.getByRole('button', { name: 'Create Dealer' }));
    expect(await screen.findByText('A user with that username already exists.')).toBeInTheDocument();
    expect(screen.getAllByText('A user with that username already exists.')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Bad Request')).not.toBeInTheDocument();
  });
});

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

describe('dealers list', () => {
  it('lists the dealers and the counter customers in tabs of their own: a customer is no dealer row with its username and email missing', async () => {
    signInAs('admin');
    const asked: Array<string | null> = [];
    mockAdminApi(({ path, url }) => {
      if (path !== '/dealer/dealer') return undefined;
      asked.push(url.searchParams.get('type'));
      const dealer = { ...account('ravi', 'dealer'), full_name: 'Ravi Kumar Nair' };
      const customer = { ...account(null, 'dealer'), full_name: 'Joseph Varghese' };
      const results =
        url.searchParams.get('type') === 'Customer'
          ? [{ id: 9, ...customer, account: customer, location: 'Aluva', profit: 1, is_dealer: false, is_customer: true, type: 'Customer' }]
          : [{ id: 4, ...dealer, account: dealer, location: 'Kochi', profit: 5, is_dealer: true, is_customer: false, type: 'Dealer' }];
      return jsonResponse({ count: 1, next: null, previous: null, results });
    });
    const { router } = renderRoutes(appRoutes, '/dealers');
    const dealers = await screen.findByRole('table', { name: 'Dealers' });
    expect(await within(dealers).findByText('Ravi Kumar Nair')).toBeInTheDocument();
    expect(within(dealers).getByText('ravi@x.example')).toBeInTheDocument();
    expect(within(dealers).queryByText('Joseph Varghese')).not.toBeInTheDocument();
    expect(asked).toEqual(['Dealer']);

    await userEvent.click(screen.getByRole('tab', { name: 'Counter Customers' }));
    const customers = await screen.findByRole('table', { name: 'Counter Customers' });
    expect(await within(customers).findByText('Joseph Varghese')).toBeInTheDocument();
    // No Username or Email columns to stand empty: a name, a phone, a place.
    expect(within(customers).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Name', 'Phone', 'Location', 'Profit', 'Action']);
    expect(within(customers).queryByText('-')).not.toBeInTheDocument();
    expect(within(customers).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/dealers/9');
    expect(router.state.location.search).toBe('?type=customers');
    expect(asked.at(-1)).toBe('Customer');
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

describe('dealer update', () => {
  const dealer = (profit: number) => ({
    id: 9,
    ...account('dealer9', 'dealer'),
    account: account('dealer9', 'dealer'),
    location: 'Kochi',
    profit,
    is_dealer: true,
    is_customer: false,
    type: 'Dealer',
  });

  function mockDealer(profit: number) {
    const sent: unknown[] = [];
    mockAdminApi(({ method, path, body }) => {
      if (method === 'PUT' && path === '/dealer/dealer/9') {
        sent.push(body);
        return jsonResponse(dealer(profit));
      }
      if (path === '/dealer/dealer/9') return jsonResponse({ ...dealer(profit), total_orders: 0, pending_orders: 0, orders: EMPTY_PAGE });
      return undefined;
    });
    return sent;
  }

  it('updates a dealer whose profit (12.5, set at creation) is longer than 3 characters without touching it', async () => {
    signInAs('admin');
    const sent = mockDealer(12.5);
    renderRoutes(appRoutes, '/dealer/update/9');
    const location = await screen.findByLabelText(/Location/);
    await userEvent.clear(location);
    await userEvent.type(location, 'Aluva');
    await userEvent.click(screen.getByRole('button', { name: 'Update Dealer' }));
    expect(await screen.findByText('Successfully Updated Dealer')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ location: 'Aluva', username: 'dealer9' });
    expect(sent[0]).not.toHaveProperty('profit');
  });

  it('checks a changed profit against the 3 character rule', async () => {
    signInAs('admin');
    const sent = mockDealer(8);
    renderRoutes(appRoutes, '/dealer/update/9');
    const profit = await screen.findByLabelText(/Profit/);
    await userEvent.clear(profit);
    await userEvent.type(profit, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Update Dealer' }));
    expect(await screen.findByText('Ensure this field has no more than 3 characters.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });
});
