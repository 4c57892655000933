/**
 * Sheets in a real browser (issue 6 point 7): create a sheet, add stock with an addition order, deduct as the sheet
 * user (whose orders are deductions), see the low-stock highlight, a refused deduction, and the weight report.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { useBrowser } from './support/browser';
import { eventually, expectAlert, expectCount, expectToast, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

type SheetRow = { id: number; name: string; quantity: number; is_low_stock: boolean };

const NAME = `E2E sheet ${Date.now()}`;

async function pickOption(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function stockOf(name: string): Promise<SheetRow> {
  const answer = await api.as('admin').get<{ results: SheetRow[] }>(`/sheet/sheet/?search=${encodeURIComponent(name)}`);
  const row = answer.body.results.find((s) => s.name === name);
  if (!row) throw new Error(`sheet ${name} not found`);
  return row;
}

/**
 * The sheet's row on /sheet: highlighted (the whole row tinted, with a "Low stock" line under the stock) when it has
 * 50 pieces or fewer, plain otherwise.
 */
async function expectSheetRow(page: Page, quantity: number, low: boolean) {
  // The list answers the search the user typed (the URL carries it) before its rows are read.
  await expectUrl(page, new RegExp(`search=${encodeURIComponent(NAME).replace(/%20/g, '(\\+|%20)')}`));
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expectVisible(row.getByText(String(quantity), { exact: true }));
  // A pointer resting on the row would tint it with the hover colour instead.
  await page.mouse.move(0, 0);
  await eventually(async () => {
    expect(await row.getByText(String(quantity), { exact: true }).count()).toBe(1);
    expect(await row.getAttribute('data-low-stock')).toBe(low ? 'true' : null);
    expect(await row.getByText('Low stock', { exact: true }).count()).toBe(low ? 1 : 0);
    const background = await row.evaluate((el) => getComputedStyle(el).backgroundColor);
    if (low) expect(background).toBe('rgb(255, 227, 227)'); // Mantine red.1
    else expect(background).not.toBe('rgb(255, 227, 227)');
  });
}

/** Fills the create-order form's sizes and one quantity. */
async function orderSheets(page: Page, quantity: number) {
  await pickOption(page, 'GSM', '120');
  await pickOption(page, 'Thickness', '1.20 mm');
  await pickOption(page, 'Width', '1250');
  await page.getByRole('textbox', { name: `Quantity of ${NAME}` }).fill(String(quantity));
}

describe('sheets', () => {
  const e2e = useBrowser();

  it('an admin creates a sheet; with 10 pieces it is highlighted as low stock', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto('/sheet');
    await page.getByRole('link', { name: 'Create Sheet', exact: true }).first().click();
    await expectUrl(page, '/sheet/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await pickOption(page, 'Thickness', '1.20 mm');
    await pickOption(page, 'Width', '1250');
    await page.getByRole('textbox', { name: 'Length' }).fill('2440');
    await page.getByRole('textbox', { name: 'Stock' }).fill('10');
    await expectVisible(page.getByText('28.73', { exact: true })); // kg per piece: 1.2 x 1250 x 2440 x 7.85e-6 = 28.731
    await page.getByRole('button', { name: 'Create Sheet' }).click();
    await expectToast(page, 'Sheet created');
    await expectUrl(page, '/sheet');
    await page.getByRole('textbox', { name: 'Search' }).fill(NAME);
    await expectSheetRow(page, 10, true);
    expect(await stockOf(NAME)).toMatchObject({ quantity: 10, is_low_stock: true });
  });

  it('a store manager adds stock with an addition order and the highlight goes', async () => {
    const page = e2e.page;
    await signIn(page, 'store');
    await page.goto('/sheets/sheetorders');
    await page.getByRole('link', { name: 'Create Sheet Order' }).click();
    await expectUrl(page, '/sheets/sheetorders/create');
    await page.getByRole('textbox', { name: 'Title' }).fill(`E2E supplier lot ${NAME}`);
    await pickOption(page, 'Stock updation type', 'Addition');
    await orderSheets(page, 100);
    await expectVisible(page.getByText(/Selected: 1 sheet, 100 pieces, 2,873.00 kg/));
    await page.getByRole('button', { name: 'Create Sheet Order' }).click();
    await expectToast(page, 'Sheet order created');
    await expectUrl(page, '/sheets/sheetorders');
    await page.getByRole('textbox', { name: 'Search' }).fill(`E2E supplier lot ${NAME}`);
    const row = page.getByRole('row', { name: new RegExp(`E2E supplier lot ${NAME}`) });
    await expectVisible(row.getByText('Addition'));
    await expectVisible(row.getByText('2,873.00 kg'));
    await eventually(async () => expect(await stockOf(NAME)).toMatchObject({ quantity: 110, is_low_stock: false }));
    await page.goto(`/sheet?search=${encodeURIComponent(NAME)}`);
    await expectSheetRow(page, 110, false);
  });

  it('the sheet user deducts without choosing a type, sees low stock again, and is refused beyond stock', async () => {
    const page = e2e.page;
    await signIn(page, 'sheets');
    // No Create Sheet for the sheet user (its menu is checked by the foundation flows): the route is refused.
    await page.goto('/sheet/create');
    await expectVisible(page.getByText('You do not have access to this page'));
    await page.goto('/sheets/sheetorders/create');
    const type = page.getByRole('textbox', { name: 'Stock updation type' });
    expect(await type.inputValue()).toBe('Deduction');
    expect(await type.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Title' }).fill(`E2E cut ${NAME}`);
    await orderSheets(page, 70);
    await page.getByRole('button', { name: 'Create Sheet Order' }).click();
    await expectToast(page, 'Sheet order created');
    await eventually(async () => expect(await stockOf(NAME)).toMatchObject({ quantity: 40, is_low_stock: true }));
    await page.goto(`/sheet?search=${encodeURIComponent(NAME)}`);
    await expectSheetRow(page, 40, true);
    await expectCount(page.getByRole('link', { name: 'Create Sheet', exact: true }), 0);

    await page.goto('/sheets/sheetorders/create');
    await page.getByRole('textbox', { name: 'Title' }).fill(`E2E too many ${NAME}`);
    await orderSheets(page, 500);
    await page.getByRole('button', { name: 'Create Sheet Order' }).click();
    await expectAlert(page, 'No Stocks Available', 'red');
    await expectVisible(page.getByText(`${NAME}: needs 500 pieces, 40 pieces in stock`));
    expect((await stockOf(NAME)).quantity).toBe(40);
  });

  it('the sheet user updates its order: the stock follows the new quantity, the type stays read-only', async () => {
    const page = e2e.page;
    await signIn(page, 'sheets');
    await page.goto(`/sheets/sheetorders?search=${encodeURIComponent(`E2E cut ${NAME}`)}`);
    await page.getByRole('row', { name: new RegExp(`E2E cut ${NAME}`) }).getByRole('link', { name: /Edit order/ }).click();
    await expectUrl(page, /\/sheets\/sheetorders\/update\/\d+/);
    expect(await page.getByRole('textbox', { name: 'Stock updation type' }).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: `Quantity of ${NAME}` }).fill('60');
    await page.getByRole('checkbox', { name: 'Delivered' }).check();
    await page.getByRole('button', { name: 'Update Sheet Order' }).click();
    await expectToast(page, 'Sheet order updated');
    await expectUrl(page, '/sheets/sheetorders');
    await eventually(async () => expect((await stockOf(NAME)).quantity).toBe(50));
  });

  it('a sheet user sees "My Sheet Orders" without an Addition filter or a delete; the store manager deletes, asking first', async () => {
    const page = e2e.page;
    await signIn(page, 'sheets');
    await page.goto(`/sheets/sheetorders?search=${encodeURIComponent(`E2E cut ${NAME}`)}`);
    await expectVisible(page.getByRole('heading', { name: 'My Sheet Orders' }));
    await expectVisible(page.getByRole('row', { name: new RegExp(`E2E cut ${NAME}`) }));
    await expectCount(page.getByRole('button', { name: /Delete order/ }), 0);
    await expectCount(page.getByText('Addition', { exact: true }), 0);

    await signIn(page, 'store');
    await page.goto(`/sheets/sheetorders?search=${encodeURIComponent(`E2E cut ${NAME}`)}`);
    const row = page.getByRole('row', { name: new RegExp(`E2E cut ${NAME}`) });
    await row.getByRole('button', { name: /Delete order/ }).click();
    await expectVisible(page.getByText("You won't be able to revert this!"));
    await page.getByRole('button', { name: 'Confirm!' }).click();
    await expectToast(page, 'Sheet order deleted');
    await expectVisible(page.getByRole('button', { name: 'Refresh' }));
    await expectVisible(page.getByText('No Data'));
    await eventually(async () => expect((await stockOf(NAME)).quantity).toBe(110));
  });

  it('the weight report totals the orders of a date range by type', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto('/sheets/sheetorders');
    await page.getByRole('link', { name: 'Total weight', exact: true }).click();
    await expectUrl(page, '/sheets/sheetorders/total-weight');
    // The date fields show DD-MM-YYYY; the API takes YYYY-MM-DD.
    const iso = (shown: string) => shown.split('-').reverse().join('-');
    const from = iso(await page.getByLabel('From', { exact: true }).inputValue());
    const to = iso(await page.getByLabel('To', { exact: true }).inputValue());
    expect(from).toMatch(/^\d{4}-\d{2}-01$/);
    const report = await api
      .as('admin')
      .get<{ by_type: Array<{ order_type: string; total_weight: string }>; net_weight: string }>(
        `/sheet/sheet_orders_total_weight/?from=${from}&to=${to}`,
      );
    const kg = (value: string) => `${Number(value).toLocaleString('en-IN', { minimumFractionDigits: 2 })} kg`;
    const addition = report.body.by_type.find((r) => r.order_type === 'addition')!;
    expect(Number(addition.total_weight)).toBeGreaterThanOrEqual(2873);
    await expectVisible(page.getByTestId('weight-addition').getByText(kg(addition.total_weight)));
    // Additions and deductions are not added up: the card shows the net change of stock.
    const net = report.body.net_weight;
    await expectVisible(page.getByTestId('weight-net').getByText(`${net.startsWith('-') ? '-' : '+'}${kg(net.replace(/^-/, ''))}`));
    await pickOption(page, 'Order type', 'Deduction');
    await page.getByRole('button', { name: 'Show' }).click();
    await expectVisible(page.getByTestId('weight-deduction'));
    await expectCount(page.getByTestId('weight-addition'), 0);
  });

  it('editing a sheet while the floor deducts from it keeps the deduction (the stock is sent only when changed)', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto(`/sheet?search=${encodeURIComponent(NAME)}`);
    await page.getByRole('link', { name: `Edit ${NAME}`, exact: true }).click();
    await expectUrl(page, /\/sheet\/update\/\d+/);
    await eventually(async () => expect(await page.getByRole('textbox', { name: 'Stock' }).inputValue()).toBe('110'));
    // Meanwhile the sheet user takes 5 pieces.
    const { id } = await stockOf(NAME);
    const cut = await api.as('sheets').post('/sheet/sheet_order/', {
      title: `E2E meanwhile ${NAME}`,
      gsm: 80,
      order_items: [{ sheet: id, quantity: 5 }],
    });
    expect(cut.status).toBe(201);
    await page.getByRole('textbox', { name: 'Length' }).fill('2500');
    await page.getByRole('button', { name: 'Update Sheet' }).click();
    await expectToast(page, 'Sheet updated');
    await expectUrl(page, '/sheet');
    expect(await stockOf(NAME)).toMatchObject({ quantity: 105 });
    const sheet = await api.as('admin').get<{ height: number; unit_kg: string }>(`/sheet/sheet/${id}/`);
    expect(sheet.body).toMatchObject({ height: 2500, unit_kg: '29.44' }); // 1.2 x 1250 x 2500 x 7.85e-6 = 29.4375
  });
});
