import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import { setPhoneScreen } from '../../test/match-media';
import SheetPage from './pages/sheet-page';

afterEach(() => setPhoneScreen(false));

const line = {
  worker: 21,
  worker_name: 'Ramesh Kumar',
  skill_grade: 'semi_skilled',
  works: 40,
  defective: 1,
  by_work_type: [],
  days_present: 22,
  minutes: 10_560,
  piece_amount: '14200.00',
  minimum_amount: '11000.00',
  topup_amount: '0.00',
  overtime_minutes: 0,
  overtime_amount: '0.00',
  adjustment_amount: '0.00',
  gross_amount: '14200.00',
  pf_amount: '1704.00',
  esi_amount: '106.50',
  advance_recovered: '0.00',
  net_amount: '12389.50',
};
const sheet = (status: string) => ({
  id: 5,
  period_from: '2026-10-01',
  period_to: '2026-10-31',
  due_date: '2026-11-07',
  status,
  workers: 1,
  gross_amount: '14200.00',
  net_amount: '12389.50',
  payment_method: null,
  payment_reference: '',
  approved_at: status === 'draft' ? null : '2026-11-02T10:00:00Z',
  paid_at: null,
  lines: [line],
  bank_missing: [],
});

describe('money for a worker beside the wage sheet (issue 47 points 4-5)', () => {
  it('checks the advance, sends it with a key kept for the retry after a failed answer; adjustments wait for the sheet to be locked', async () => {
    setPhoneScreen(true);
    signInAs('productionmanager');
    const sent: Array<{ body: unknown; key: string | undefined }> = [];
    const fetch = mockApi(({ method, path, body }) => {
      if (path === '/wages/sheets/5') return jsonResponse(sheet('draft'));
      if (method === 'POST' && path === '/wages/advances') {
        const key = (fetch.mock.calls.at(-1)?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
        sent.push({ body, key });
        return sent.length === 1
          ? jsonResponse({ error_message: 'The service is busy, try again', code: 'unavailable' }, 503, 'Service Unavailable')
          : jsonResponse({ id: 3, worker: 21, kind: 'advance', amount: '1000.00' }, 201, 'Created');
      }
      return undefined;
    });
    renderRoutes([{ path: '/wages/sheets/:id', element: <SheetPage /> }], '/wages/sheets/5');
    const form = await screen.findByRole('form', { name: 'Money for a worker' });
    expect(within(form).getByRole('radio', { name: 'Adjustment' })).toBeDisabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Record advance' }));
    expect(await within(form).findByText('Choose an active worker')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.click(within(form).getByRole('textbox', { name: 'Worker' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ramesh Kumar', hidden: true }));
    fireEvent.change(within(form).getByLabelText(/Amount/), { target: { value: '1000' } });
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Festival advance' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Record advance' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await userEvent.click(within(form).getByRole('button', { name: 'Record advance' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0]!.body).toEqual({ worker: '21', amount: '1000', note: 'Festival advance' });
    expect(sent[0]!.key).toMatch(/\S{8,}/);
    // Sent again after the server did not answer, it is the same write: the key does not change.
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(await screen.findByText('Advance recorded')).toBeInTheDocument();
  });
});
