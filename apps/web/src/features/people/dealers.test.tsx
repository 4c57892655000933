import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockApi, renderRoutes, signInAs, mockAdminApi, EMPTY_PAGE } from '../../test/render';
import { account } from './people-fixtures';

/** Dealers and counter customers: create, the list's tabs, and update. */

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
