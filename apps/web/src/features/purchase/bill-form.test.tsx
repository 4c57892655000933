import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { BILL, BILLABLE } from './bill-fixtures';
import { jsonResponse, mockApi, renderRoutes, signInAs, type FetchHandler } from '../../test/render';
import { setPhoneScreen } from '../../test/match-media';
import { fill } from './bill-fixtures';
import BillFormPage from './pages/bill-form-page';

afterEach(() => setPhoneScreen(false));

const SUPPLIERS = { count: 1, next: null, previous: null, results: [{ id: 2, name: 'Malabar Steel Rolling Mills' }] };

/** The bill form's reads, and each POST of a bill answered by `answer` in turn. */
function mockBillApi(answers: Array<() => Response>) {
  const posts: unknown[] = [];
  const handler: FetchHandler = ({ method, path, body }) => {
    if (path === '/purchase/suppliers') return jsonResponse(SUPPLIERS);
    if (path === '/purchase/bills/billable') return jsonResponse(BILLABLE);
    if (method === 'POST' && path === '/purchase/bills') {
      posts.push(body);
      return answers[posts.length - 1]!();
    }
    return undefined;
  };
  return { fetch: mockApi(handler), posts };
}

function renderForm(query: string) {
  return renderRoutes(
    [
      { path: '/purchase/bills/new', element: <BillFormPage /> },
      { path: '/purchase/bills/:id', element: <p>bill page</p> },
    ],
    `/purchase/bills/new?${query}`,
  );
}

const card = (name: string) => screen.findByLabelText(name);
const saved = () => jsonResponse(BILL, 201, 'Created');

describe('Enter Supplier Bill', () => {
  it('opened from a receipt on a phone: its lines ticked at what was received, the totals shown before saving, sent with a key', async () => {
    setPhoneScreen(true);
    signInAs('productionmanager');
    const { fetch, posts } = mockBillApi([saved]);
    renderForm('supplier=2&receipt=4');
    const channel = await card('MS Channel 4x2 16G (GRN/26-27/00004)');
    expect(within(channel).getByRole('checkbox', { name: 'MS Channel 4x2 16G' })).toBeChecked();
    expect(within(channel).getByLabelText('Quantity (kg)')).toHaveValue('478.4');
    expect(within(channel).getByLabelText('Rate')).toHaveValue('62.50');
    expect(within(await card('GI Sheet 1.2mm (GRN/26-27/00005)')).getByRole('checkbox')).not.toBeChecked();
    // 29,900.00 + 1,240.00; CGST and SGST at 9%: 2,691.00 + 111.60 each.
    const totals = screen.getByRole('table', { name: 'Bill totals' });
    expect(totals).toHaveTextContent('Taxable value₹31,140.00');
    expect(totals).toHaveTextContent('CGST₹2,802.60');
    expect(totals).toHaveTextContent('SGST₹2,802.60');
    expect(totals).toHaveTextContent('Total₹36,745.20');
    expect(screen.getByText('Supplier in the company’s state: CGST and SGST.')).toBeInTheDocument();

    await fill(screen.getByLabelText(/Bill number/), 'MSRM/1021');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bill' }));
    expect(await screen.findByText('bill page')).toBeInTheDocument();
    expect(posts).toEqual([
      {
        supplier: 2,
        number: 'MSRM/1021',
        bill_date: todayIn(DEFAULT_TIME_ZONE),
        lines: [
          { receipt_line: 31, quantity: '478.4', rate: '62.50', gst_rate: '18' },
          { receipt_line: 32, quantity: '100', rate: '12.40', gst_rate: '18' },
        ],
      },
    ]);
    const post = fetch.mock.calls.find(([, init]) => (init as RequestInit | undefined)?.method === 'POST')!;
    expect(new Headers((post[1] as RequestInit).headers).get('Idempotency-Key')).toBeTruthy();
  }, 60_000);

  it('names a quantity beyond the tolerance on its line; the server’s mismatch is accepted with a reason and sent again', async () => {
    signInAs('admin');
    const mismatch = () =>
      jsonResponse(
        {
          error_message: 'The bill does not match what was received or ordered: MS Channel 4x2 16G (GRN/26-27/00004): quantity 500, received 478.4. Accept it with a reason.',
          mismatches: ['MS Channel 4x2 16G (GRN/26-27/00004): quantity 500, received 478.4'],
          code: 'conflict',
        },
        409,
        'Conflict',
      );
    const { posts } = mockBillApi([mismatch, saved]);
    renderForm('supplier=2');
    const channel = await card('MS Channel 4x2 16G (GRN/26-27/00004)');
    await userEvent.click(within(channel).getByRole('checkbox', { name: 'MS Channel 4x2 16G' }));
    const quantity = within(channel).getByLabelText('Quantity (kg)');
    await userEvent.clear(quantity);
    await fill(quantity, '500');
    expect(within(channel).getByText('Does not match: billed 500 kg, received 478.4 kg')).toBeInTheDocument();
    await fill(screen.getByLabelText(/Bill number/), 'MSRM/1022');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bill' }));
    expect(await screen.findByText(/does not match what was received or ordered: MS Channel 4x2 16G \(GRN\/26-27\/00004\): quantity 500/)).toBeInTheDocument();
    const reason = screen.getByLabelText('Reason to accept the mismatch');
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Give the reason to accept the mismatch')).toBeInTheDocument();

    await fill(reason, 'Mill weighed 500 kg; agreed on the phone');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bill' }));
    expect(await screen.findByText('bill page')).toBeInTheDocument();
    expect(posts[1]).toMatchObject({ mismatch_reason: 'Mill weighed 500 kg; agreed on the phone', lines: [{ receipt_line: 31, quantity: '500', rate: '62.50' }] });
  }, 60_000);

  it('checks the lines before sending, and shows the server’s refusals under their fields and lines', async () => {
    signInAs('admin');
    const refused = () =>
      jsonResponse(
        {
          error_message: 'This supplier’s bill with this number is already entered',
          number: ['This supplier’s bill with this number is already entered'],
          'lines.0.receipt_line': ['This receipt line is already on a bill'],
          code: 'validation_failed',
        },
        400,
      );
    const { posts } = mockBillApi([refused]);
    renderForm('supplier=2&receipt=5');
    const sheet = await card('GI Sheet 1.2mm (GRN/26-27/00005)');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bill' }));
    // No rate was received without an order: the rate, like the bill number, must be typed.
    await waitFor(() => expect(within(sheet).getByLabelText('Rate')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/Bill number/)).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);

    await fill(within(sheet).getByLabelText('Rate'), '3100');
    await fill(screen.getByLabelText(/Bill number/), 'MSRM/1021');
    await userEvent.click(screen.getByRole('button', { name: 'Save Bill' }));
    expect(await screen.findByText('This supplier’s bill with this number is already entered')).toBeInTheDocument();
    expect(within(sheet).getByText('This receipt line is already on a bill')).toBeInTheDocument();
    expect(posts).toEqual([expect.objectContaining({ lines: [{ receipt_line: 40, quantity: '10', rate: '3100', gst_rate: '18' }] })]);
    // Read once: under the field, not again in an alert.
    expect(screen.queryByRole('alert')).toBeNull();
  }, 60_000);

  it('names a supplier without a state instead of offering a bill the server would refuse', async () => {
    signInAs('admin');
    mockApi(({ path }) => {
      if (path === '/purchase/suppliers') return jsonResponse(SUPPLIERS);
      if (path === '/purchase/bills/billable') return jsonResponse({ ...BILLABLE, inter_state: null, state_problem: 'Give the supplier its state first: the tax depends on it' });
      return undefined;
    });
    renderForm('supplier=2');
    expect(await screen.findByText(/Give the supplier its state first/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Malabar Steel Rolling Mills' })).toHaveAttribute('href', '/purchase/suppliers/2');
    expect(screen.queryByRole('button', { name: 'Save Bill' })).toBeNull();
  });
});
