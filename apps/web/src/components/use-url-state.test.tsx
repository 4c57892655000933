import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../test/render';
import { useUrlFilters } from './use-url-state';

function Filters() {
  const [filters, setFilters] = useUrlFilters(['field_staff', 'from_date']);
  return (
    <>
      <output aria-label="Shown">{`staff=${filters.field_staff} from=${filters.from_date}`}</output>
      <button onClick={() => setFilters({ field_staff: '7' })}>Pick staff 7</button>
      <button onClick={() => setFilters({ field_staff: '' })}>All staff</button>
    </>
  );
}

describe('useUrlFilters', () => {
  it('reads the filters of a link, writes changes to the URL, goes back to page 1, and follows back/forward', async () => {
    const { router } = renderRoutes([{ path: '/fields', element: <Filters /> }], '/fields?from_date=2026-11-01&page=3&search=kochi');
    expect(screen.getByLabelText('Shown')).toHaveTextContent('staff= from=2026-11-01');

    await userEvent.click(screen.getByRole('button', { name: 'Pick staff 7' }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ from_date: '2026-11-01', search: 'kochi', field_staff: '7' });
    expect(screen.getByLabelText('Shown')).toHaveTextContent('staff=7 from=2026-11-01');

    await userEvent.click(screen.getByRole('button', { name: 'All staff' }));
    expect(router.state.location.search).not.toContain('field_staff');

    await act(() => router.navigate(-1));
    expect(screen.getByLabelText('Shown')).toHaveTextContent('staff=7 from=2026-11-01');
  });
});
