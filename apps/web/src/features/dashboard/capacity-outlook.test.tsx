import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import { CapacityOutlookCard } from './components/capacity-outlook';

describe('CapacityOutlookCard', () => {
  it("shows each supervisor's weeks against its capacity, and a week opens its schedule items", async () => {
    signInAs('productionmanager');
    const weeks = Array.from({ length: 8 }, (_, k) => ({ start: addDaysTo('2026-12-01', 7 * k), end: addDaysTo('2026-12-01', 7 * k + 6) }));
    mockApi(({ path }) =>
      path === '/planning/capacity-outlook'
        ? jsonResponse({
            weeks,
            supervisors: [
              { id: 1, name: 'Suresh Pillai', capacity_per_week: 70, booked: [70, 56, 7, 0, 0, 0, 0, 0] },
              { id: 2, name: 'Ramesh Babu', capacity_per_week: 28, booked: [0, 0, 0, 0, 0, 0, 0, 0] },
            ],
          })
        : undefined,
    );
    const { router } = renderRoutes(
      [
        { path: '/dashboard', element: <CapacityOutlookCard /> },
        { path: '/supervisor/schedules', element: <p>Schedules</p> },
      ],
      '/dashboard',
    );
    const full = await screen.findByRole('button', { name: 'Suresh Pillai, week of 01-12-2026: 70 of 70 columns' });
    expect(full).toHaveTextContent('100%');
    expect(screen.getByRole('button', { name: 'Suresh Pillai, week of 08-12-2026: 56 of 70 columns' })).toHaveTextContent('80%');
    expect(screen.getByRole('button', { name: 'Ramesh Babu, week of 15-12-2026: 0 of 28 columns' })).toHaveTextContent('0%');
    await userEvent.click(screen.getByRole('button', { name: 'Suresh Pillai, week of 08-12-2026: 56 of 70 columns' }));
    expect(router.state.location.pathname).toBe('/supervisor/schedules');
    expect(router.state.location.search).toBe('?week=2026-12-08');
  });
});
