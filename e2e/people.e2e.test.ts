/**
 * People and accounts in a real browser (issue 3 point 11): admin creates a supervisor, records daily work, sees the
 * credit, withdraws and sees the debit in the transaction history; creates a Customer without email; a worker
 * without a role is refused with the spec's message; a blocked account cannot sign in; the supervisor's own wallet.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, formatDisplayDate, todayIn } from '@steelworks/contract/common/dates';
import { api } from './support/api';
import { useBrowser } from './support/browser';
import { eventually, expectAlert, expectToast, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

const stamp = String(Date.now()).slice(-6);
/** A day daily work may be dated (from a year back up to today). */
const workDay = (() => {
  const day = new Date(`${todayIn(DEFAULT_TIME_ZONE)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 2);
  return day.toISOString().slice(0, 10);
})();

describe('people', () => {
  const e2e = useBrowser();

  it('admin creates a supervisor, records daily work, sees the credit, withdraws and sees the debit', async () => {
    const page = e2e.page;
    const username = `sup${stamp}`;
    const fullName = `Ledger Sup ${stamp}`;
    await signIn(page, 'admin');

    await page.goto('/supervisor/create');
    // The client checks the spec's rules before anything is sent.
    await page.getByRole('button', { name: 'Create Supervisor' }).click();
    await expectVisible(page.getByText('Your name must be between 3 and 16 characters'));
    await expectVisible(page.getByText('Please enter your phone number'));
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Full Name').fill(fullName);
    await page.getByLabel('Phone').fill('98765');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Frames per Day').fill('10');
    await page.getByLabel('Cost per Frame').fill('125.50');
    await page.getByRole('button', { name: 'Create Supervisor' }).click();
    await expectVisible(page.getByText('Your number must be 10 characters'));
    await page.getByLabel('Phone').fill('9876543210');
    await page.getByRole('button', { name: 'Create Supervisor' }).click();
    await expectToast(page, 'Successfully Created Supervisor');
    await expectUrl(page, '/supervisors');

    // Daily work: pick the supervisor from the searchable list.
    await page.goto('/supervisor/dailywork');
    await page.getByRole('textbox', { name: 'Supervisor' }).fill(fullName);
    await page.getByRole('option', { name: new RegExp(fullName) }).click();
    // Dates are typed as the screens show them, DD-MM-YYYY.
    await page.getByLabel('Date').fill(formatDisplayDate(workDay));
    await page.getByLabel('Cols').fill('4');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expectToast(page, 'Successfully Created Daily Work');
    await page.getByRole('textbox', { name: 'Search' }).fill(fullName);
    await expectVisible(page.getByRole('row', { name: new RegExp(`${fullName}.*${formatDisplayDate(workDay)}`) }));

    const found = await api.as('admin').get<{ results: { id: number }[] }>(`/supervisor/supervisor/?search=${username}`);
    const id = found.body.results[0]!.id;
    await page.goto(`/supervisors/${id}?transactions`);
    await expectVisible(page.getByText('₹502.00').first());
    const history = page.getByRole('table', { name: 'Transactions' });
    await expectVisible(history.getByRole('row', { name: new RegExp(`credit.*₹502\\.00.*Daily work ${formatDisplayDate(workDay)}: 4 cols`) }));

    // Withdraw: more than the balance is refused with the server's message, then a valid amount goes through.
    await page.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByLabel('Amount').fill('600');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expectAlert(page, 'Insufficient balance', 'red');
    await page.getByLabel('Amount').fill('200.25');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expectVisible(page.getByTestId('stat-Balance Amount').getByText('₹301.75'));
    await expectVisible(history.getByRole('row', { name: /debit.*₹200\.25.*₹301\.75.*Withdrawal/ }));
  });

  it('admin creates a Customer without email or username', async () => {
    const page = e2e.page;
    const name = `Walk-in ${stamp}`;
    await signIn(page, 'admin');
    await page.goto('/dealer/create');
    await page.getByRole('radio', { name: 'Customer' }).check();
    await expect(await page.getByLabel('Username').count()).toBe(0);
    await page.getByLabel('Full Name').fill(name);
    await page.getByLabel('Phone').fill('9123456780');
    await page.getByLabel('Location').fill('Aluva');
    await page.getByRole('button', { name: 'Create Dealer' }).click();
    await expectToast(page, 'Successfully Created Dealers');
    await expectToast(page, 'Created!');
    // Counter customers have a tab of their own: the list opens on it.
    await expectUrl(page, '/dealers?type=customers');
    await expectVisible(page.getByRole('tab', { name: 'Counter Customers', selected: true }));
    await page.getByRole('textbox', { name: 'Search' }).fill(name);
    // The search is sent (debounced) into the URL before the row is opened.
    await expectUrl(page, /search=/);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expectVisible(row);
    await row.getByRole('link', { name: 'View' }).click();
    await expectVisible(page.getByText('Orders of this Dealer'));
    await expectVisible(page.getByText('Aluva'));
  });

  it('a worker without a role is refused with the spec message', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto('/worker/create');
    await page.getByLabel('Username').fill(`wrk${stamp}`);
    await page.getByLabel('Full Name').fill('Roleless Worker');
    await page.getByLabel('Phone').fill('9123456781');
    await page.getByLabel('Email').fill(`wrk${stamp}@example.com`);
    await page.getByLabel('Password').fill('Worker-pass-1');
    await page.getByRole('button', { name: 'Create Worker' }).click();
    await expectVisible(page.getByText('Please select at least one role.'));
    expect((await api.as('admin').get<{ count: number }>(`/account/worker/?search=wrk${stamp}`)).body.count).toBe(0);

    await page.getByRole('checkbox', { name: 'Welder' }).check();
    await page.getByRole('button', { name: 'Create Worker' }).click();
    await expectToast(page, 'Successfully Created Worker');
    await expectUrl(page, '/workers');
    await expectVisible(page.getByRole('row', { name: /Roleless Worker.*Welder/ }));
  });

  it('a blocked account cannot sign in', async () => {
    const page = e2e.page;
    const username = `qc${stamp}`;
    const since = await api.lastOutboxId();
    const created = await api.as('admin').post<{ id: number }>('/account/qualitychecker/', {
      username,
      full_name: 'Blocked Checker',
      phone: '9123456782',
      email: `${username}@example.com`,
    });
    expect(created.status).toBe(201);
    const temporary = await api.temporaryPassword(`${username}@example.com`, since);

    await signIn(page, 'admin');
    await page.goto(`/qualitycheckers/${created.body.id}`);
    await page.getByRole('button', { name: 'Block Account' }).click();
    await expectVisible(page.getByText("You won't be able to revert this!"));
    await page.getByRole('button', { name: 'Confirm!' }).click();
    await expectUrl(page, '/qualitycheckers');

    await signIn(page, username, temporary, { expectPath: null });
    await expectAlert(page, 'Invalid username or password', 'red');
  });

  it('a supervisor opens My Wallet: balance behind "See Balance" and its transaction history', async () => {
    const page = e2e.page;
    await signIn(page, 'supervisor');
    await page.goto('/profile');
    await expectVisible(page.getByText('Frames per Day'));
    await page.getByRole('button', { name: 'See Balance' }).click();
    await expectVisible(page.getByTestId('supervisor-balance'));
    await page.getByRole('button', { name: 'Transaction History' }).click();
    const table = page.getByRole('table', { name: 'Transaction History' });
    for (const header of ['Trn Id', 'Date', 'User Name', 'Trn Type', 'Amount', 'Balance', 'Trn Description']) {
      await expectVisible(table.getByRole('columnheader', { name: header, exact: true }));
    }
    await eventually(async () => expect(await table.getByRole('row').count()).toBeGreaterThan(1));
  });

  it('admin sees a supervisor\'s schedules (?schedules) and completed orders; the supervisor its Work Schedule', async () => {
    const page = e2e.page;
    const list = await api.as('admin').get<{ results: Array<{ id: number; username: string }> }>('/supervisor/supervisor/?search=supervisor');
    const own = list.body.results.find((s) => s.username === 'supervisor')!;
    await signIn(page, 'admin');
    await page.goto(`/supervisors/${own.id}`);
    await page.getByRole('link', { name: 'Schedules', exact: true }).click();
    await expectUrl(page, `/supervisors/${own.id}?schedules`);
    const schedules = page.getByRole('table', { name: 'Schedules', exact: true });
    for (const header of ['Id', 'Date', 'Product', 'Quantity']) {
      await expectVisible(schedules.getByRole('columnheader', { name: header, exact: true }));
    }
    await expectVisible(schedules.getByRole('cell', { name: /^\d{4}-\d+$/ }).first());
    const completed = page.getByRole('table', { name: 'Completed Orders' });
    await expectVisible(completed.getByRole('columnheader', { name: 'QC Status', exact: true }));
    await expectVisible(completed.getByRole('cell', { name: /^\d{4}-\d+$/ }).first());

    await signIn(page, 'supervisor');
    await page.goto('/supervisor/schedules');
    const mine = page.getByRole('table', { name: 'Schedules', exact: true });
    await expectVisible(mine.getByRole('cell', { name: /^\d{4}-\d+$/ }).first());
  });

  it('a dealer opens "My Orders" from its profile and sees only its own orders', async () => {
    const page = e2e.page;
    const profile = await api.as('dealer').get<{ dealer_id: number }>('/account/profile');
    const detail = await api.as('dealer').get<{ orders: { results: Array<{ id: number; auto_id: number }> } }>(
      `/dealer/dealer/${profile.body.dealer_id}/`,
    );
    const newest = detail.body.orders.results[0]!;
    await signIn(page, 'dealer');
    await page.goto('/profile');
    await page.getByRole('link', { name: 'My Orders' }).click();
    await expectUrl(page, `/dealers/${profile.body.dealer_id}`);
    await expectVisible(page.getByRole('heading', { name: 'My Orders' }));
    const orders = page.getByRole('table', { name: 'Orders' });
    for (const header of ['Order Id', 'Total Amount', 'Status']) {
      await expectVisible(orders.getByRole('columnheader', { name: header, exact: true }));
    }
    await expectVisible(orders.getByRole('cell', { name: String(newest.auto_id), exact: true }));
    await orders.getByRole('link', { name: 'View' }).first().click();
    await expectUrl(page, `/orders/${newest.id}`);
  });
});
