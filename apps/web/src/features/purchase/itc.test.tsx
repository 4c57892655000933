import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import { setPhoneScreen } from '../../test/match-media';
import ItcPage from './pages/itc-page';

afterEach(() => setPhoneScreen(false));

const row = (kind: string, number: string, books: string | null, gstr2b: string | null, claimable: string, advice: string) => ({
  kind,
  supplier_gstin: '32AABCM1234F1Z5',
  supplier_name: 'Malabar Steel Rolling Mills',
  number,
  date: '2026-10-05',
  bill: books === null ? null : 1,
  books_tax: books,
  gstr2b_tax: gstr2b,
  itc_available: gstr2b === null ? null : 'Y',
  claimable,
  advice,
});

describe('Input Tax Credit (issue 45 point 4)', () => {
  it('imports the month’s GSTR-2B and shows each bill with what is safe to claim, on a 390 px phone', async () => {
    setPhoneScreen(true);
    signInAs('admin');
    const posted: unknown[] = [];
    const periods: Array<string | null> = [];
    mockApi(({ method, path, url, body }) => {
      if (method === 'POST' && path === '/purchase/itc/gstr2b') {
        posted.push(body);
        return jsonResponse({ period: '102026', documents: 3, suppliers: 2 }, 201, 'Created');
      }
      if (path === '/purchase/itc') {
        periods.push(url.searchParams.get('period'));
        return jsonResponse({
          period: url.searchParams.get('period'),
          imported: posted.length > 0,
          rows: [
            row('matched', 'MSRM/1021', '1800.00', '1800.00', '1800.00', 'Claim it'),
            row('values_differ', 'MSRM/1022', '900.00', '850.00', '850.00', 'Claim the lower amount and ask the supplier to amend'),
            row('not_in_2b', 'MSRM/1023', '450.00', null, '0.00', 'Wait: the supplier has not filed it'),
          ],
          totals: { books_tax: '3150.00', gstr2b_tax: '2650.00', claimable: '2650.00' },
        });
      }
      return undefined;
    });
    renderRoutes([{ path: '/purchase/itc', element: <ItcPage /> }], '/purchase/itc?period=102026');
    const table = await screen.findByRole('table', { name: 'Input tax credit' });
    expect(await within(table).findByText('Values differ')).toBeInTheDocument();
    expect(within(table).getByText('In the books, not in 2B')).toBeInTheDocument();
    expect(screen.getByText('No GSTR-2B imported for 102026: every bill below waits for it.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Totals' })).toHaveTextContent('Safe to claim: ₹2,650.00');

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['not json'], '2b.json', { type: 'application/json' }));
    expect(await screen.findByText(/This file is not JSON/)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await userEvent.upload(input, new File([JSON.stringify({ data: { gstin: '32AAACS1234F1Z5', rtnprd: '102026' } })], '2b.json', { type: 'application/json' }));
    await waitFor(() => expect(posted).toEqual([{ data: { gstin: '32AAACS1234F1Z5', rtnprd: '102026' } }]));
    await waitFor(() => expect(screen.queryByText(/No GSTR-2B imported/)).toBeNull());

    fireEvent.change(screen.getByLabelText('Return period (MMYYYY)'), { target: { value: '13202' } });
    expect(screen.getByText('Give the return period as MMYYYY')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Return period (MMYYYY)'), { target: { value: '092026' } });
    await waitFor(() => expect(periods).toContain('092026'));
    expect(periods).not.toContain('13202');
  });
});
