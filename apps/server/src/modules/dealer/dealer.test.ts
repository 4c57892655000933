import { beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import { useTestApp } from '../../../test/harness';
import { accountIdOf } from '../../db/seed-helpers';
import { expectRefused } from '../../../test/refused-routes';
import { mailOutbox } from '../../db/accounts.table';
import { orders } from '../order/order.table';
import { dealers } from './dealer.table';

const t = useTestApp();
/** The demo `dealer` account's own dealer record. */
let ownId: number;
beforeAll(async () => {
  const accountId = (await accountIdOf(t.db, 'dealer'))!;
  const [own] = await t.db.insert(dealers).values({ accountId, location: 'Kochi', profit: '5' }).returning();
  ownId = own!.id;
});

let serial = 0;
const nextName = () => `dlr${++serial}x${Date.now() % 1000}`;
const dealerBody = (username = nextName(), extra: Record<string, unknown> = {}) => ({
  is_dealer: true,
  is_customer: false,
  username,
  full_name: `Dealer ${username}`,
  phone: '9876543210',
  email: `${username}@example.com`,
  location: 'Thrissur',
  profit: '12',
  ...extra,
});

describe('/dealer/dealer', () => {
  it('creates, lists, searches, shows, updates and removes a dealer (admin and productionmanager)', async () => {
    for (const as of ['admin', 'productionmanager'] as Role[]) {
      const username = nextName();
      const created = await t.call('POST', '/dealer/dealer/', { as, body: dealerBody(username) });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const account = {
        username,
        email: `${username}@example.com`,
        phone: '9876543210',
        full_name: `Dealer ${username}`,
        first_name: 'Dealer',
        last_name: username,
        role: 'dealer',
      };
      expect(created.body).toEqual({
        id: created.body.id,
        ...account,
        account,
        location: 'Thrissur',
        profit: 12,
        is_dealer: true,
        is_customer: false,
        type: 'Dealer',
        gstin: null,
        state_code: null,
        billing_address: '',
        credit_limit: null,
        payment_terms_days: 30,
      });
      const id = created.body.id;
      // The 2022 client searched with searchText; both work, on name, phone, email and location.
      expect((await t.call('GET', `/dealer/dealer/?searchText=${username}`, { as })).body).toMatchObject({ count: 1, results: [{ id }] });
      expect((await t.call('GET', `/dealer/dealer/?search=${username.toUpperCase()}`, { as })).body.count).toBe(1);

      const detail = await t.call('GET', `/dealer/dealer/${id}/?page=3`, { as });
      expect(detail.body).toMatchObject({
        id,
        location: 'Thrissur',
        total_orders: 0,
        pending_orders: 0,
        orders: { count: 0, next: null, previous: null, results: [] },
      });

      const put = await t.call('PUT', `/dealer/dealer/${id}`, { as, body: dealerBody(username, { location: 'Kannur', profit: 100 }) });
      expect(put.body).toMatchObject({ location: 'Kannur', profit: 100, type: 'Dealer' });
      const patch = await t.call('PATCH', `/dealer/dealer/${id}`, { as, body: { phone: '9000000001' } });
      expect(patch.body).toMatchObject({ phone: '9000000001', location: 'Kannur', profit: 100 });

      expect((await t.call('DELETE', `/dealer/dealer/${id}/`, { as })).status).toBe(204);
      expect((await t.call('GET', `/dealer/dealer/${id}`, { as })).status).toBe(404);
      expect((await t.call('GET', `/dealer/dealer/?search=${username}`, { as })).body.count).toBe(0);
      // The blocked dealer cannot sign in any more (its temporary password is in the outbox).
      const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, `${username}@example.com`)).orderBy(desc(mailOutbox.id));
      const temporary = /Temporary password: (\S+)/.exec(mail!.body)![1]!;
      expect((await t.call('POST', '/account/login', { body: { username, password: temporary } })).status).toBe(400);
    }
  });

  it('mails a new Dealer a temporary password that must be changed at first sign-in', async () => {
    const username = nextName();
    await t.call('POST', '/dealer/dealer', { as: 'admin', body: dealerBody(username) });
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, `${username}@example.com`));
    const temporary = /Temporary password: (\S+)/.exec(mail!.body)![1]!;
    const login = await t.call('POST', '/account/login', { body: { username, password: temporary } });
    expect(login.body).toMatchObject({ role: 'dealer', must_change_password: true });
  });

  it('creates a Customer without username or email, with the default profit 1', async () => {
    const created = await t.call('POST', '/dealer/dealer', {
      as: 'admin',
      body: { is_dealer: 'false', is_customer: 'true', username: '', email: '', full_name: 'Walk-in Customer', phone: '9123456780', profit: '' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ username: null, email: null, type: 'Customer', is_customer: true, is_dealer: false, profit: 1, location: '' });
    const listed = await t.call('GET', '/dealer/dealer?search=walk-in&type=Customer', { as: 'admin' });
    expect(listed.body.results[0].id).toBe(created.body.id);
    const byPhone = await t.call('GET', '/dealer/dealer?search=23456780', { as: 'admin' });
    expect(byPhone.body.results.map((r: { id: number }) => r.id)).toContain(created.body.id);
    // A customer update keeps it without a username; its email may stay empty.
    const updated = await t.call('PUT', `/dealer/dealer/${created.body.id}`, {
      as: 'admin',
      body: { username: 'sneaky', full_name: 'Walk-in Customer 2', phone: '9123456780', email: '', profit: '3' },
    });
    expect(updated.body).toMatchObject({ username: null, full_name: 'Walk-in Customer 2', profit: 3 });
  });

  it('validates creates and updates with the messages of docs/product/people-and-accounts.md#people-validation', async () => {
    const empty = await t.call('POST', '/dealer/dealer', { as: 'admin', body: { is_dealer: true } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ phone: ['Please enter your phone number'], full_name: ['Please enter the full name'] });
    const dealerNeeds = await t.call('POST', '/dealer/dealer', { as: 'admin', body: dealerBody('', { email: '' }) });
    expect(dealerNeeds.body).toMatchObject({ username: ['Please enter a username'], email: ['Please enter an email'] });
    const bad = await t.call('POST', '/dealer/dealer', { as: 'admin', body: dealerBody(nextName(), { phone: '12345678901', email: 'x@', profit: -1 }) });
    expect(bad.body).toMatchObject({ phone: ['Your number must be 10 characters'], email: ['Enter a valid email'], profit: ['Enter a number of at least 0'] });
    const both = await t.call('POST', '/dealer/dealer', { as: 'admin', body: dealerBody(nextName(), { is_customer: true }) });
    expect(both.body.is_customer).toEqual(['Choose either Dealer or Customer.']);
    const taken = await t.call('POST', '/dealer/dealer', { as: 'admin', body: dealerBody('DEALER') });
    expect(taken.body).toMatchObject({ username: ['A user with that username already exists.'] });

    const longProfit = await t.call('PUT', `/dealer/dealer/${ownId}`, { as: 'admin', body: dealerBody('dealer', { profit: '1000' }) });
    expect(longProfit.body.profit).toEqual(['Ensure this field has no more than 3 characters.']);
    const noEmail = await t.call('PUT', `/dealer/dealer/${ownId}`, { as: 'admin', body: dealerBody('dealer', { email: '' }) });
    expect(noEmail.body).toMatchObject({ email: ['Please enter an email'] });
    expect((await t.call('PUT', '/dealer/dealer/999999', { as: 'admin', body: dealerBody('dealer') })).status).toBe(404);
  });

  it('lets a dealer open only its own record; other ids answer 404', async () => {
    const own = await t.call('GET', `/dealer/dealer/${ownId}`, { as: 'dealer' });
    expect(own.body).toMatchObject({ id: ownId, username: 'dealer', location: 'Kochi', profit: 5, orders: { count: 0 } });
    const other = await t.call('POST', '/dealer/dealer', { as: 'admin', body: dealerBody() });
    expect((await t.call('GET', `/dealer/dealer/${other.body.id}`, { as: 'dealer' })).body).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect((await t.call('GET', '/account/profile', { as: 'dealer' })).body.dealer_id).toBe(ownId);
  });

  it('refuses every other role (and a dealer everywhere but its own detail) with 403', async () => {
    const refused: Role[] = ['supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker'];
    await expectRefused(
      t,
      refused,
      (as) => [
        ['GET', '/dealer/dealer'],
        ['POST', '/dealer/dealer'],
        ['PUT', `/dealer/dealer/${ownId}`],
        ['PATCH', `/dealer/dealer/${ownId}`],
        ['DELETE', `/dealer/dealer/${ownId}`],
        ...(as === 'dealer' ? [] : [['GET', `/dealer/dealer/${ownId}`] as const]),
      ],
      () => dealerBody(),
    );
  });

  it('pages the list by 10', async () => {
    for (let i = 0; i < 11; i++) await t.call('POST', '/dealer/dealer', { as: 'admin', body: dealerBody(undefined, { location: 'Pagetown' }) });
    const first = await t.call('GET', '/dealer/dealer?search=pagetown', { as: 'admin' });
    expect(first.body.count).toBe(11);
    expect(first.body.results).toHaveLength(10);
    const last = await t.call('GET', '/dealer/dealer?search=pagetown&page=2', { as: 'admin' });
    expect(last.body.results).toHaveLength(1);
    expect(last.body.next).toBeNull();
  });
});

describe('/dealer/dealer/{id}: the dealer\'s orders', () => {
  it('embeds its orders newest first, paged by ?page, with total and pending counts; a dealer sees only its own', async () => {
    const other = await t.call('POST', '/dealer/dealer', { as: 'admin', body: dealerBody() });
    const otherId = other.body.id as number;
    const statuses = ['Pending', 'Approved', 'Pending', 'Canceled', 'Started', 'Pending', 'Shipped', 'Delivered', 'Pending', 'Approved', 'Pending'] as const;
    const own = await t.db
      .insert(orders)
      .values(statuses.map((status, i) => ({ dealerId: ownId, status, billAmount: `${1000 + i}.50` })))
      .returning({ id: orders.id, autoId: orders.autoId });
    // Another dealer's order counts for nobody else.
    await t.db.insert(orders).values({ dealerId: otherId, status: 'Pending', billAmount: '99.00' });
    const newest = own[own.length - 1]!;

    for (const as of ['admin', 'productionmanager', 'dealer'] as Role[]) {
      const first = await t.call('GET', `/dealer/dealer/${ownId}/`, { as });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toMatchObject({ id: ownId, total_orders: 11, pending_orders: 5 });
      expect(first.body.orders.count).toBe(11);
      expect(first.body.orders.results).toHaveLength(10);
      expect(first.body.orders.results[0]).toEqual({ id: newest.id, auto_id: newest.autoId, total_amount: '1010.50', status: 'Pending' });
      expect(first.body.orders.previous).toBeNull();
      expect(first.body.orders.next).toMatch(/\/dealer\/dealer\/\d+\/\?page=2$/);

      const second = await t.call('GET', `/dealer/dealer/${ownId}/?page=2`, { as });
      expect(second.body.orders).toMatchObject({ count: 11, next: null, results: [{ id: own[0]!.id, auto_id: own[0]!.autoId, total_amount: '1000.50', status: 'Pending' }] });
      expect(second.body.orders.previous).toMatch(/page=1$/);
      // A page past the end is the last page.
      expect((await t.call('GET', `/dealer/dealer/${ownId}/?page=9`, { as })).body.orders.results).toHaveLength(1);
    }

    // The dealer cannot open another dealer's page (nor its orders).
    expect((await t.call('GET', `/dealer/dealer/${otherId}/`, { as: 'dealer' })).status).toBe(404);
    const theirs = await t.call('GET', `/dealer/dealer/${otherId}/`, { as: 'admin' });
    expect(theirs.body).toMatchObject({ total_orders: 1, pending_orders: 1, orders: { count: 1, results: [{ total_amount: '99.00', status: 'Pending' }] } });
  });
});
