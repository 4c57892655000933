import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BILLING_TEXT } from '@steelworks/contract/billing';
import { appRoutes } from '../../app/router';
import { EMPTY_PAGE, jsonResponse, mockAdminApi, renderRoutes, signInAs } from '../../test/render';

const account = { username: 'dealer9', email: 'dealer9@x.example', phone: '9876543210', full_name: 'Kochi Steels', role: 'dealer' };
const dealer = {
  id: 9,
  ...account,
  account,
  first_name: 'Kochi',
  last_name: 'Steels',
  location: 'Kochi',
  profit: 8,
  is_dealer: true,
  is_customer: false,
  type: 'Dealer',
  gstin: '32AADFD4821K1ZP',
  state_code: '32',
  billing_address: 'MG Road, Kochi',
  credit_limit: '500000.00',
  payment_terms_days: 30,
};

function mockDealer() {
  const sent: Record<string, unknown>[] = [];
  mockAdminApi(({ method, path, body }) => {
    if (method === 'PUT' && path === '/dealer/dealer/9') {
      sent.push(body as Record<string, unknown>);
      return jsonResponse({ ...dealer, ...(body as object) });
    }
    if (path === '/dealer/dealer/9') return jsonResponse({ ...dealer, total_orders: 0, pending_orders: 0, orders: EMPTY_PAGE });
    if (path === '/dealer/dealer') return jsonResponse(EMPTY_PAGE);
    return undefined;
  });
  return sent;
}

describe('dealer billing fields', () => {
  it('shows them on the dealer page', async () => {
    signInAs('admin');
    mockDealer();
    renderRoutes(appRoutes, '/dealers/9');
    expect(await screen.findByText('32AADFD4821K1ZP')).toBeInTheDocument();
    expect(screen.getByText('Kerala (32)')).toBeInTheDocument();
    expect(screen.getByText('₹5,00,000.00')).toBeInTheDocument();
    expect(screen.getByText('30 days')).toBeInTheDocument();
  });

  it('checks the GSTIN against the state with the server messages, then sends the fields', async () => {
    signInAs('admin');
    const sent = mockDealer();
    renderRoutes(appRoutes, '/dealer/update/9');
    const gstin = await screen.findByLabelText(/GSTIN/);
    expect(gstin).toHaveValue('32AADFD4821K1ZP');
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '33AAGCG7412H1ZT');
    await userEvent.click(screen.getByRole('button', { name: 'Update Dealer' }));
    expect(await screen.findByText('The GSTIN is registered in Tamil Nadu (33), not in Kerala (32)')).toBeInTheDocument();
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '32AADFD4821K1Z');
    await userEvent.click(screen.getByRole('button', { name: 'Update Dealer' }));
    expect(await screen.findByText(BILLING_TEXT.gstinFormat)).toBeInTheDocument();
    const terms = screen.getByLabelText(/Payment terms/);
    await userEvent.clear(terms);
    await userEvent.type(terms, '400');
    await userEvent.click(screen.getByRole('button', { name: 'Update Dealer' }));
    expect(await screen.findByText(BILLING_TEXT.paymentTerms)).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    // An unregistered dealer with no credit limit and 45 days.
    await userEvent.clear(gstin);
    await userEvent.clear(screen.getByLabelText(/Credit limit/));
    await userEvent.clear(terms);
    await userEvent.type(terms, '45');
    await userEvent.click(screen.getByRole('button', { name: 'Update Dealer' }));
    expect(await screen.findByText('Successfully Updated Dealer')).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ gstin: '', state_code: '32', credit_limit: '', payment_terms_days: '45', billing_address: 'MG Road, Kochi' });
  }, 60_000);
});
