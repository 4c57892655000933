import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router';
import { workFixture } from '../../test/fixtures';
import { ADMIN_PROFILE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs } from '../../test/render';

beforeAll(preloadShell, 60_000);

const work = workFixture();
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });

describe("the worker's taps go through the phone's queue (issue 33)", () => {
  it('Start without network shows "Waiting to send" on the card and is sent with its key and tap time when the network returns', async () => {
    signInAs('worker');
    let online = false;
    const api = mockApi(({ path, method, url }) => {
      if (!online) throw new TypeError('Failed to fetch');
      if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, id: 4, username: 'worker', role: 'worker' });
      if (path === '/production/my-works') return jsonResponse(page(url.searchParams.get('state') === 'open' ? [work] : []));
      if (path === '/production/productionitem/9') return jsonResponse({ id: 9, sr_no: '12-1-1' });
      if (path === '/production/productionitemwork/5' && method === 'PATCH') return jsonResponse({ ...work, status: 'In Progress' });
      return undefined;
    });
    // First read online: the list is kept on the phone.
    online = true;
    renderRoutes(appRoutes, '/my-works');
    const card = await screen.findByLabelText('Work 105');
    online = false;

    await userEvent.click(within(card).getByRole('button', { name: 'Start' }));
    expect(await within(card).findByText('Waiting to send')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '1 action waiting to send' })).toBeInTheDocument();

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /waiting to send$/ })).not.toBeInTheDocument());
    const sent = api.mock.calls.filter(([, init]) => init?.method === 'PATCH');
    expect(sent.length).toBeGreaterThanOrEqual(1);
    const keys = new Set(sent.map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']));
    // Every copy (the one that found no network, the one that landed) carries the same key.
    expect(keys.size).toBe(1);
    const headers = sent.at(-1)![1]!.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(headers['X-Tapped-At']!)).toBeLessThanOrEqual(Date.parse(headers['X-Sent-At']!));
    expect(JSON.parse(String(sent.at(-1)![1]!.body))).toEqual({ status: 'In Progress' });
    expect(await screen.findByText('Successfully Updated ProductionItemWork')).toBeInTheDocument();
  });
});
