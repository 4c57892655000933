import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { appRoutes } from '../../app/router';
import { ADMIN_PROFILE, jsonResponse, mockApi, preloadShell, renderRoutes, signInAs } from '../../test/render';

beforeAll(preloadShell, 60_000);

const page = { count: 0, next: null, previous: null, results: [] };
const earnings = { today: '2026-11-29', today_amount: '146.50', today_works: 5, month_amount: '2310.00', month_works: 88 };

describe("the worker's earnings on My works (issue 47 point 2)", () => {
  it("shows today's and this month's earnings with their work counts", async () => {
    signInAs('worker');
    mockApi(({ path }) => {
      if (path === '/account/profile') return jsonResponse({ ...ADMIN_PROFILE, id: 4, username: 'worker', role: 'worker' });
      if (path === '/production/my-works') return jsonResponse(page);
      if (path === '/wages/my-earnings') return jsonResponse(earnings);
      return undefined;
    });
    renderRoutes(appRoutes, '/my-works');
    // The card comes a moment after the works (the first screen's weight): the suite's wait (test/setup.ts) allows for it.
    const today = await screen.findByTestId('earnings-today');
    expect(within(today).getByText("Today's earnings")).toBeInTheDocument();
    expect(within(today).getByText('₹146.50')).toBeInTheDocument();
    expect(within(today).getByText('5 works')).toBeInTheDocument();
    const month = screen.getByTestId('earnings-month');
    expect(within(month).getByText('₹2,310.00')).toBeInTheDocument();
    expect(within(month).getByText('88 works')).toBeInTheDocument();
  });
});
