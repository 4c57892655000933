import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { BILLING_TEXT } from '@steelworks/contract/billing';
import { appRoutes } from '../../app/router';
import { jsonResponse, mockAdminApi, preloadShell, renderRoutes, signInAs } from '../../test/render';
import { SETTINGS } from './billing-settings.fixture';

beforeAll(preloadShell, 60_000);


describe('Company & Tax page', () => {
  // Typing into every field of a long form takes half a minute on a loaded machine.
  it('lets an admin edit: the GSTIN is checked on the client, a server field error shows under its field, a save sends the whole form', async () => {
    signInAs('admin');
    const puts: Record<string, unknown>[] = [];
    mockAdminApi(({ method, path, body }) => {
      if (path !== '/billing/settings') return undefined;
      if (method === 'PUT') {
        puts.push(body as Record<string, unknown>);
        if (puts.length === 1) return jsonResponse({ error_message: 'Enter a valid IFSC: 11 characters like SBIN0001234', ifsc: [BILLING_TEXT.ifsc] }, 400);
        return jsonResponse({ ...SETTINGS, ...(body as object), product_taxes: SETTINGS.product_taxes, updated_at: '2026-11-26T11:00:00Z' });
      }
      return jsonResponse(SETTINGS);
    });
    renderRoutes(appRoutes, '/billing/settings');
    const gstin = await screen.findByLabelText('GSTIN');
    expect(gstin).toHaveValue('32AAFCS5318D1ZR');
    expect(screen.getByLabelText('Sheet HSN code')).toHaveValue('7210');

    // A mistyped last character: the contract's check-character message, and nothing is sent.
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '32AAFCS5318D1ZS');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(BILLING_TEXT.gstinCheck)).toBeInTheDocument();
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '39AAFCS5318D1ZR');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText("The GSTIN's state code 39 is not a state")).toBeInTheDocument();
    expect(puts).toHaveLength(0);

    // A prefix of 5 characters cannot be typed (at most 4); one starting with "/" is refused on the client.
    const prefix = screen.getByLabelText('Debit note prefix');
    await userEvent.clear(prefix);
    await userEvent.type(prefix, '/DN12');
    expect(prefix).toHaveValue('/DN1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(BILLING_TEXT.prefix)).toBeInTheDocument();
    expect(puts).toHaveLength(0);
    await userEvent.clear(prefix);
    await userEvent.type(prefix, 'DN');

    // A valid form; the server refuses the IFSC, which shows under the IFSC field once (no alert besides).
    await userEvent.clear(gstin);
    await userEvent.type(gstin, '32AAFCS5318D1ZR');
    const sheetRate = screen.getByLabelText('Sheet GST rate');
    await userEvent.clear(sheetRate);
    await userEvent.type(sheetRate, '12.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText(BILLING_TEXT.ifsc)).toBeInTheDocument();
    expect(screen.getAllByText(BILLING_TEXT.ifsc)).toHaveLength(1);
    expect(puts[0]).toMatchObject({
      gstin: '32AAFCS5318D1ZR',
      state_code: '32',
      cin: 'U28112KL2019PTC058231',
      phone: '0484 2555014',
      email: 'accounts@steelworks.example.com',
      signatory_name: 'Anitha Menon',
      signatory_designation: 'Director',
      debit_note_prefix: 'DN',
      receipt_prefix: 'RC',
      refund_prefix: 'RF',
      turnover_above_5_crore: false,
    });
    expect(puts[0]!.product_taxes).toEqual([
      { product_type: 'is_door', hsn_code: '7308', gst_rate: '18.00' },
      { product_type: 'is_window', hsn_code: '7308', gst_rate: '18.00' },
      { product_type: 'is_security_door', hsn_code: '7308', gst_rate: '18.00' },
      { product_type: 'sheet', hsn_code: '7210', gst_rate: '12.5' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(puts).toHaveLength(2);
  }, 120_000);

  it('shows a production manager the settings read-only, with no save', async () => {
    signInAs('productionmanager');
    const fetch = mockAdminApi(({ path }) => (path === '/billing/settings' ? jsonResponse(SETTINGS) : undefined));
    renderRoutes(appRoutes, '/billing/settings');
    expect(await screen.findByText('Only an admin can change these settings.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Legal name/)).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Door Frame GST rate')).toHaveValue('18.00');
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('is refused to other roles', async () => {
    signInAs('dealer');
    const fetch = mockAdminApi(() => undefined);
    renderRoutes(appRoutes, '/billing/settings');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/billing/settings'))).toBe(false);
  });

  it('shows the entry "Company & Tax" in the admin menu', async () => {
    signInAs('admin');
    mockAdminApi(({ path }) => (path === '/billing/settings' ? jsonResponse(SETTINGS) : undefined));
    renderRoutes(appRoutes, '/billing/settings');
    const nav = await screen.findAllByRole('link', { name: 'Company & Tax' });
    expect(nav.length).toBeGreaterThan(0);
    await waitFor(() => expect(within(document.body).getByLabelText(/^Legal name/)).toHaveValue(SETTINGS.legal_name));
  });
});
