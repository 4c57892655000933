import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIME_ZONE, todayIn } from '@steelworks/contract/common/dates';
import { appRoutes } from '../../../app/router';
import { setPhoneScreen } from '../../../test/match-media';
import { jsonResponse, mockAdminApi, preloadShell, renderRoutes, signInAs } from '../../../test/render';

beforeAll(preloadShell, 60_000);
afterEach(() => setPhoneScreen(false));

// Hand-worked: an intra-state invoice 10,000.00 at 18% (900 + 900), an inter-state one 5,000.00 (IGST 900), and a
// credit note cancelling the first (negative); the month nets to 5,000.00 taxable, 5,900.00 total.
const REGISTER = {
  month: '2026-10',
  rows: [
    { document: 'Invoice', number: 'INV/2026-27/0001', date: '2026-10-03', original_invoice: null, buyer_gstin: '32AAFCS5318D1ZR', buyer_name: 'Kochi Steels', place_of_supply: '32-Kerala', taxable_value: '10000.00', gst_rate: '18.00', cgst: '900.00', sgst: '900.00', igst: '0.00', total: '11800.00' },
    { document: 'Invoice', number: 'INV/2026-27/0002', date: '2026-10-09', original_invoice: null, buyer_gstin: null, buyer_name: 'Chennai Frames', place_of_supply: '33-Tamil Nadu', taxable_value: '5000.00', gst_rate: '18.00', cgst: '0.00', sgst: '0.00', igst: '900.00', total: '5900.00' },
    { document: 'Credit note', number: 'CN/2026-27/0001', date: '2026-10-20', original_invoice: 'INV/2026-27/0001', buyer_gstin: '32AAFCS5318D1ZR', buyer_name: 'Kochi Steels', place_of_supply: '32-Kerala', taxable_value: '-10000.00', gst_rate: '18.00', cgst: '-900.00', sgst: '-900.00', igst: '0.00', total: '-11800.00' },
  ],
  totals: { taxable_value: '5000.00', cgst: '0.00', sgst: '0.00', igst: '900.00', total: '5900.00' },
};
const HSN = {
  month: '2026-10',
  rows: [
    { hsn_code: '7308', description: 'Doors, windows and frames of steel', unit: 'NOS', quantity: 4, gst_rate: '18.00', taxable_value: '3000.00', cgst: '0.00', sgst: '0.00', igst: '540.00', total: '3540.00' },
    { hsn_code: '7210', description: 'Flat-rolled sheets, coated', unit: 'NOS', quantity: 2, gst_rate: '12.50', taxable_value: '2000.00', cgst: '0.00', sgst: '0.00', igst: '250.00', total: '2250.00' },
  ],
  totals: { quantity: 6, taxable_value: '5000.00', cgst: '0.00', sgst: '0.00', igst: '790.00', total: '5790.00' },
};

// GSTR-1 of October 2026: one B2B invoice 10,000.00 (900 + 900) and one B2CL 1,50,000.00 (IGST 27,000.00).
const zero = '0.00';
const section = (key: string, title: string, count: number, taxable: string, igst = zero, cgst = zero, sgst = zero) => ({ section: key, title, count, taxable_value: taxable, igst, cgst, sgst, cess: zero });
const GSTR1_SUMMARY = {
  period: '2026-10',
  fp: '102026',
  sections: [
    section('b2b', 'B2B invoices', 1, '10000.00', zero, '900.00', '900.00'),
    section('b2cl', 'B2C large invoices', 1, '150000.00', '27000.00'),
    section('b2cs', 'B2C others', 0, zero),
    section('cdnr', 'Credit/debit notes (registered)', 0, zero),
    section('cdnur', 'Credit/debit notes (unregistered)', 0, zero),
    section('nil', 'Nil rated supplies', 0, zero),
    section('hsn_b2b', 'HSN summary, B2B', 1, '10000.00', zero, '900.00', '900.00'),
    section('hsn_b2c', 'HSN summary, B2C', 1, '150000.00', '27000.00'),
  ],
  documents: [{ title: 'Invoices for outward supply', from: 'INV/26-27/00001', to: 'INV/26-27/00003', total: 3, cancelled: 1, net_issued: 2 }],
};
const GSTR1_CHECK = {
  period: '2026-10',
  problems: [
    { kind: 'gstin', document: 'INV/26-27/00001', message: "INV/26-27/00001: the buyer's GSTIN 32AABCM1234L1ZA would be refused (The GSTIN's check character is wrong: check the number)", link: '/dealer/update/7', link_label: 'Dealer' },
    { kind: 'hsn', document: 'INV/26-27/00002', message: "INV/26-27/00002 line 1: HSN 7308 has fewer than the 6 digits the company's turnover requires", link: '/product/update/3', link_label: 'Product' },
  ],
};
const GSTR3B = {
  period: '2026-10',
  outward_taxable: { taxable_value: '160000.00', igst: '27000.00', cgst: '900.00', sgst: '900.00', cess: zero },
  nil_exempt: { taxable_value: zero },
  inter_state_unregistered: [{ place_of_supply: '33', place_of_supply_name: '33-Tamil Nadu', taxable_value: '150000.00', igst: '27000.00' }],
};

/** The month before today's, as the page's default. */
function lastMonth(): string {
  const [year, month] = todayIn(DEFAULT_TIME_ZONE).split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7);
}

function reportsApi(fail: 'hsn' | null = null) {
  const asked: string[] = [];
  const fetch = mockAdminApi(({ path, url }) => {
    if (path === '/billing/reports/sales-register') {
      asked.push(`register ${url.searchParams.get('month')}${url.searchParams.get('format') ? ` ${url.searchParams.get('format')}` : ''}`);
      if (url.searchParams.get('format') === 'csv') {
        return new Response('document,number\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="sales-register-2026-10.csv"' } });
      }
      return jsonResponse({ ...REGISTER, month: url.searchParams.get('month') });
    }
    const period = url.searchParams.get('period') ?? url.searchParams.get('quarter');
    if (path === '/billing/reports/gstr1') {
      asked.push(`gstr1 ${period} ${url.searchParams.get('format') ?? 'json'}`);
      const format = url.searchParams.get('format') ?? 'json';
      const name = format === 'json' ? 'gstr1-102026.json' : `gstr1-${period}.${format}`;
      return new Response(format === 'csv' ? 'Section\n' : '{}', { headers: { 'content-type': format === 'csv' ? 'text/csv' : 'application/octet-stream', 'content-disposition': `attachment; filename="${name}"` } });
    }
    if (path === '/billing/reports/gstr1/summary') {
      asked.push(`gstr1 summary ${period}`);
      return jsonResponse({ ...GSTR1_SUMMARY, period });
    }
    if (path === '/billing/reports/gstr1/check') return jsonResponse({ ...GSTR1_CHECK, period });
    if (path === '/billing/reports/gstr3b') {
      asked.push(`gstr3b ${period}`);
      return jsonResponse({ ...GSTR3B, period });
    }
    if (path === '/billing/reports/hsn-summary') {
      asked.push(`hsn ${url.searchParams.get('month')}${url.searchParams.get('format') ? ` ${url.searchParams.get('format')}` : ''}`);
      if (fail === 'hsn') return jsonResponse({ error_message: 'Something Went Wrong' }, 500, 'Internal Server Error');
      if (url.searchParams.get('format') === 'csv') {
        return new Response('hsn_code\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="hsn-summary-2026-10.csv"' } });
      }
      return jsonResponse({ ...HSN, month: url.searchParams.get('month') });
    }
    return undefined;
  });
  return { asked, fetch };
}

describe('GST Reports page', () => {
  it("opens on last month with the sales register and the HSN summary, each with its totals row", async () => {
    signInAs('admin');
    const { asked } = reportsApi();
    renderRoutes(appRoutes, '/billing/reports');
    expect(await screen.findByText(/for the accountant, who files the GSTR-1 return/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveValue(lastMonth());
    const register = await screen.findByRole('table', { name: /^Sales register, / });
    const rows = within(register).getAllByRole('row');
    // Header, three documents, totals.
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent('INV/2026-27/0001Invoice03-10-2026Kochi Steels32AAFCS5318D1ZR32-Kerala18%₹10,000.00₹900.00₹900.00₹0.00₹11,800.00');
    expect(rows[2]).toHaveTextContent('Unregistered');
    expect(rows[3]).toHaveTextContent('cancels INV/2026-27/0001');
    expect(rows[3]).toHaveTextContent('-₹11,800.00');
    expect(rows[4]).toHaveTextContent('Total₹5,000.00₹0.00₹0.00₹900.00₹5,900.00');

    const hsn = await screen.findByRole('table', { name: /^HSN summary, / });
    const hsnRows = within(hsn).getAllByRole('row');
    expect(hsnRows[2]).toHaveTextContent('7210Flat-rolled sheets, coatedNOS212.5%₹2,000.00');
    expect(hsnRows[3]).toHaveTextContent('Total6₹5,000.00₹0.00₹0.00₹790.00₹5,790.00');
    expect(asked).toEqual(expect.arrayContaining([`register ${lastMonth()}`, `hsn ${lastMonth()}`]));
  });

  it('reads another month when it is picked, and downloads both CSV files for that month', async () => {
    signInAs('productionmanager');
    const { asked } = reportsApi();
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { router } = renderRoutes(appRoutes, '/billing/reports?month=2026-11');
    await screen.findByRole('table', { name: 'Sales register, November 2026' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'October 2026');
    expect(await screen.findByRole('table', { name: 'Sales register, October 2026' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-10');
    await screen.findByRole('table', { name: 'HSN summary, October 2026' });

    await userEvent.click(screen.getByRole('button', { name: 'Download sales register CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download HSN summary CSV' }));
    await waitFor(() => expect(saved).toEqual(['sales-register-2026-10.csv', 'hsn-summary-2026-10.csv']));
    expect(asked).toEqual(expect.arrayContaining(['register 2026-10 csv', 'hsn 2026-10 csv']));
    click.mockRestore();
  });

  it('shows a failed report in its own place; the other report stays', async () => {
    signInAs('admin');
    reportsApi('hsn');
    renderRoutes(appRoutes, '/billing/reports?month=2026-10');
    expect(await screen.findByText('HSN summary could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download HSN summary CSV' })).toBeDisabled();
    expect(await screen.findByRole('table', { name: 'Sales register, October 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download sales register CSV' })).toBeEnabled();
  });

  it('shows the rows as cards and the totals as a card on a phone', async () => {
    setPhoneScreen(true);
    signInAs('admin');
    reportsApi();
    renderRoutes(appRoutes, '/billing/reports?month=2026-10');
    const cards = await screen.findByRole('list', { name: 'Sales register, October 2026' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(3);
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('INV/2026-27/0001');
    expect(screen.getByLabelText('Sales register, October 2026 totals')).toHaveTextContent('Total₹5,900.00');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows GSTR-1 with what the portal would refuse first, each with its link, then the totals; downloads JSON and CSV', async () => {
    signInAs('admin');
    const { asked } = reportsApi();
    const createObjectURL = vi.fn(() => 'blob:file');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { router } = renderRoutes(appRoutes, '/billing/reports?month=2026-10');
    expect(await screen.findByText('The portal would refuse 2 things')).toBeInTheDocument();
    expect(screen.getByText(/the buyer's GSTIN 32AABCM1234L1ZA would be refused/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fix on the Dealer page' })).toHaveAttribute('href', '/dealer/update/7');
    expect(screen.getByRole('link', { name: 'Fix on the Product page' })).toHaveAttribute('href', '/product/update/3');

    const sections = await screen.findByRole('table', { name: 'GSTR-1 sections, October 2026' });
    const rows = within(sections).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('B2B invoices1₹10,000.00₹0.00₹900.00₹900.00₹0.00');
    expect(rows[2]).toHaveTextContent('B2C large invoices1₹1,50,000.00₹27,000.00');
    expect(within(screen.getByRole('table', { name: 'Documents issued, October 2026' })).getAllByRole('row')[1]).toHaveTextContent('Invoices for outward supplyINV/26-27/00001INV/26-27/00003312');
    const table31 = await screen.findByRole('table', { name: 'GSTR-3B 3.1, October 2026' });
    expect(within(table31).getAllByRole('row')[1]).toHaveTextContent('3.1 (a) Outward taxable supplies₹1,60,000.00₹27,000.00₹900.00₹900.00');
    expect(within(screen.getByRole('table', { name: 'GSTR-3B 3.2, October 2026' })).getAllByRole('row')[1]).toHaveTextContent('33-Tamil Nadu₹1,50,000.00₹27,000.00');

    await userEvent.click(screen.getByRole('button', { name: 'Download JSON' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download XLSX' }));
    await waitFor(() => expect(saved).toEqual(['gstr1-102026.json', 'gstr1-2026-10.csv', 'gstr1-2026-10.xlsx']));
    expect(asked).toEqual(expect.arrayContaining(['gstr1 2026-10 json', 'gstr1 2026-10 csv', 'gstr1 2026-10 xlsx']));

    // The quarter of the financial year the month falls in.
    await userEvent.click(screen.getByText('Quarter: 2026-27-Q3'));
    expect(await screen.findByRole('table', { name: 'GSTR-1 sections, 2026-27-Q3' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2026-10&return=quarter');
    expect(asked).toEqual(expect.arrayContaining(['gstr1 summary 2026-27-Q3', 'gstr3b 2026-27-Q3']));
    click.mockRestore();
  });

  it('shows the GSTR-1 sections as cards on a phone', async () => {
    setPhoneScreen(true);
    signInAs('productionmanager');
    reportsApi();
    renderRoutes(appRoutes, '/billing/reports?month=2026-10');
    const cards = await screen.findByRole('list', { name: 'GSTR-1 sections, October 2026' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(8);
    expect(within(cards).getAllByRole('listitem')[0]).toHaveTextContent('B2B invoices');
    expect(screen.getByRole('link', { name: 'Fix on the Dealer page' })).toBeInTheDocument();
  });

  it('is refused to a dealer', async () => {
    signInAs('dealer');
    const { asked } = reportsApi();
    renderRoutes(appRoutes, '/billing/reports');
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});
