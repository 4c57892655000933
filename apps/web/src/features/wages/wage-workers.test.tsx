import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { WAGE_SHEET_TEXT, type WageWorkerDetail } from '@steelworks/contract/wage-sheets';
import { jsonResponse, mockApi, renderRoutes, signInAs } from '../../test/render';
import { setPhoneScreen } from '../../test/match-media';
import SheetPage from './pages/sheet-page';
import WorkerPage from './pages/worker-page';
import WorkersPage from './pages/workers-page';

afterEach(() => setPhoneScreen(false));

const ravi = { worker: 21, worker_name: 'Ramesh Kumar', username: 'ramesh', active: true, skill_grade: 'skilled', bank_complete: true, has_upi: false } as const;
const sita = { worker: 22, worker_name: 'Sita Devi', username: 'sita', active: true, skill_grade: null, bank_complete: false, has_upi: true } as const;
const page = (results: unknown[]) => ({ count: results.length, next: null, previous: null, results });
const sitaDetail: WageWorkerDetail = { ...sita, account_holder: '', bank_account: '', ifsc: '', upi_id: 'sita@upi' };

describe("workers' wage details (issue 47: grade and bank details for the bank file)", () => {
  it('lists each worker as a card on a phone with its grade and bank state; the filter asks for the missing ones', async () => {
    setPhoneScreen(true);
    signInAs('productionmanager');
    const asked: string[] = [];
    mockApi(({ path, url }) => {
      if (path !== '/wages/workers') return undefined;
      asked.push(url.searchParams.get('bank') ?? '');
      return jsonResponse(page(url.searchParams.get('bank') === 'missing' ? [sita] : [ravi, sita]));
    });
    renderRoutes([{ path: '/wages/workers', element: <WorkersPage /> }, { path: '/wages/workers/:id', element: <p>worker page</p> }], '/wages/workers');
    expect(await screen.findByText('Ramesh Kumar')).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.getByText('Missing')).toBeInTheDocument();
    expect(screen.getByText('Not set (paid as unskilled)')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'Bank details missing' }));
    await waitFor(() => expect(screen.queryByText('Ramesh Kumar')).not.toBeInTheDocument());
    expect(asked.at(-1)).toBe('missing');
    await userEvent.click(screen.getByRole('link', { name: 'Edit wage details of Sita Devi' }));
    expect(await screen.findByText('worker page')).toBeInTheDocument();
  }, 60_000);

  it('checks bank details as they are typed (IFSC, account with its holder), shows a refusal under its field, saves the grade and the details', async () => {
    signInAs('admin');
    const puts: Array<{ path: string; body: unknown }> = [];
    let refuse = true;
    mockApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/wages/workers/22') return jsonResponse(sitaDetail);
      if (method === 'PUT' && path === '/wages/workers/22/grade') return puts.push({ path, body }), jsonResponse({ worker: 22, worker_name: 'Sita Devi', skill_grade: 'semi-skilled' });
      if (method === 'PUT' && path === '/wages/workers/22/bank') {
        puts.push({ path, body });
        return refuse
          ? jsonResponse({ error_message: 'Enter an IFSC like SBIN0001234', ifsc: ['Enter an IFSC like SBIN0001234'] }, 400)
          : jsonResponse({ worker: 22, ...(body as object) });
      }
      return undefined;
    });
    renderRoutes([{ path: '/wages/workers/:id', element: <WorkerPage /> }], '/wages/workers/22?sheet=5');
    expect(await screen.findByRole('heading', { name: 'Sita Devi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the wage sheet' })).toHaveAttribute('href', '/wages/sheets/5');

    const grade = screen.getByRole('form', { name: 'Skill grade' });
    await userEvent.click(within(grade).getByRole('textbox', { name: /Skill grade/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'semi-skilled', hidden: true }));
    await userEvent.click(within(grade).getByRole('button', { name: 'Save grade' }));
    expect(await screen.findByText('Skill grade saved')).toBeInTheDocument();
    expect(puts).toEqual([{ path: '/wages/workers/22/grade', body: { skill_grade: 'semi-skilled' } }]);

    const bank = screen.getByRole('form', { name: 'Bank details' });
    const box = (name: string) => within(bank).getByRole('textbox', { name });
    expect(box('UPI id')).toHaveValue('sita@upi');
    fireEvent.change(box('Account number'), { target: { value: '0012345678' } });
    fireEvent.change(box('IFSC'), { target: { value: 'SBI001234' } });
    await userEvent.click(within(bank).getByRole('button', { name: 'Save bank details' }));
    expect(await within(bank).findByText('Enter an IFSC like SBIN0001234')).toBeInTheDocument();
    expect(within(bank).getByText(WAGE_SHEET_TEXT.holderNeeded)).toBeInTheDocument();
    expect(puts).toHaveLength(1);

    fireEvent.change(box('IFSC'), { target: { value: 'sbin0001234' } });
    fireEvent.change(box('Account holder'), { target: { value: 'Sita Devi' } });
    await userEvent.click(within(bank).getByRole('button', { name: 'Save bank details' }));
    // The server's refusal goes under its field.
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(await within(bank).findByText('Enter an IFSC like SBIN0001234')).toBeInTheDocument();
    expect(box('IFSC')).toHaveAttribute('aria-invalid', 'true');

    refuse = false;
    await userEvent.click(within(bank).getByRole('button', { name: 'Save bank details' }));
    expect(await screen.findByText('Bank details saved')).toBeInTheDocument();
    expect(puts[2]).toEqual({ path: '/wages/workers/22/bank', body: { account_holder: 'Sita Devi', bank_account: '0012345678', ifsc: 'sbin0001234', upi_id: 'sita@upi' } });
  }, 60_000);

  it("the wage sheet's line opens the worker's wage details and marks the lines the bank file cannot pay", async () => {
    signInAs('admin');
    const line = (worker: number, name: string) => ({
      worker, worker_name: name, skill_grade: null, works: 4, defective: 0, by_work_type: [], days_present: 2, minutes: 960, piece_amount: '900.00',
      minimum_amount: '900.00', topup_amount: '0.00', overtime_minutes: 0, overtime_amount: '0.00', adjustment_amount: '0.00', gross_amount: '900.00',
      pf_amount: '0.00', esi_amount: '0.00', advance_recovered: '0.00', net_amount: '900.00',
    });
    const sheet = {
      id: 5, period_from: '2026-10-01', period_to: '2026-10-31', due_date: '2026-11-07', status: 'approved', workers: 2, gross_amount: '1800.00',
      net_amount: '1800.00', payment_method: null, payment_reference: '', approved_at: '2026-11-02T10:00:00Z', paid_at: null,
      lines: [line(21, 'Ramesh Kumar'), line(22, 'Sita Devi')], bank_missing: [22],
    };
    mockApi(({ path }) => (path === '/wages/sheets/5' ? jsonResponse(sheet) : undefined));
    renderRoutes([{ path: '/wages/sheets/:id', element: <SheetPage /> }], '/wages/sheets/5');
    expect(await screen.findByRole('link', { name: 'Wage details of Sita Devi' })).toHaveAttribute('href', '/wages/workers/22?sheet=5');
    const rows = screen.getAllByRole('row');
    const sitaRow = rows.find((r) => within(r).queryByText('Sita Devi'))!;
    const raviRow = rows.find((r) => within(r).queryByText('Ramesh Kumar'))!;
    expect(within(sitaRow).getByText('No bank details')).toBeInTheDocument();
    expect(within(raviRow).queryByText('No bank details')).not.toBeInTheDocument();
    // Bank transfer is the method chosen: the sheet says one worker cannot be paid by the bank file.
    expect(screen.getByRole('alert')).toHaveTextContent('1 worker of this sheet has no complete bank details');
  }, 60_000);
});
