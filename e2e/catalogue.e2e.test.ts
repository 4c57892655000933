/**
 * Catalogue and store in a real browser (issue 4 point 8): create a product with an image, add raw materials and
 * other costs and see cost and price; a dealer sees the price but not the cost; remove a product; update stock
 * inline on /store.
 */
import { describe, expect, it } from 'vitest';
import { api } from './support/api';
import { useBrowser } from './support/browser';
import { expectHidden, expectToast, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

// An 8x8 red PNG (made with sharp once), so the test needs no image library.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4YaOBFTEMLQkAdntLAQXW6sIAAAAASUVORK5CYII=',
  'base64',
);
const RUN = Date.now().toString(36).toUpperCase();
const SERIAL = `LH - E2E${RUN}`;
const STORE_ITEM = `E2E Hinge ${RUN}`;

type ProductAnswer = { id: number; name: string; cost?: string; price: string };

async function productBySerial(serial: string): Promise<ProductAnswer | undefined> {
  const answer = await api.as('admin').get<{ results: (ProductAnswer & { serial_number: string })[] }>(
    `/store/product/?search=${encodeURIComponent(serial)}`,
  );
  return answer.body.results.find((p) => p.serial_number === serial);
}

describe('catalogue', () => {
  const e2e = useBrowser();
  let productId = 0;

  it('an admin creates a product with an image, adds raw materials and other costs, and sees cost and price', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto('/product/create');

    // The form's rules: required fields say "Invalid Input".
    await page.getByRole('textbox', { name: 'Serial Number' }).fill('');
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expectVisible(page.getByText('Invalid Input').first());

    await page.getByRole('radio', { name: 'Door Frame' }).check();
    // Door types hide perticular and the number of columns.
    await expectHidden(page.getByRole('textbox', { name: 'No of Cols' }));
    await page.getByRole('textbox', { name: 'Serial Number' }).fill(SERIAL);
    await page.getByRole('textbox', { name: 'Channel Size' }).fill('4x2');
    await page.getByRole('textbox', { name: 'Gauge' }).fill('16');
    await page.getByRole('textbox', { name: 'Width' }).fill('90');
    await page.getByRole('textbox', { name: 'Height' }).fill('210');
    await page.getByRole('textbox', { name: 'Profit' }).fill('10');
    // The file input has no visible text of its own; Mantine's FileInput keeps it hidden behind its button.
    await page.locator('input[type="file"]').setInputFiles({ name: 'frame.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Create Product' }).click();
    await expectToast(page, 'Product created');

    // Step 2: raw materials and other costs, with a link to the product.
    await expectVisible(page.getByText('No Raw materials added'));
    await expectVisible(page.getByText('No Other Costs'));
    await page.getByRole('textbox', { name: 'Store Item' }).fill('MS Channel 4x2 16G');
    await page.getByRole('option', { name: /^MS Channel 4x2 16G \(/ }).click();
    await page.getByRole('textbox', { name: 'Quantity' }).fill('1.5');
    await page.getByRole('form', { name: 'Add raw material' }).getByRole('button', { name: 'Add' }).click();
    await expectToast(page, 'Raw material added');
    await expectVisible(page.getByRole('table', { name: 'Raw materials' }).getByText('MS Channel 4x2 16G'));

    await page.getByRole('textbox', { name: 'Note' }).fill('Fabrication labour');
    await page.getByRole('textbox', { name: 'Amount' }).fill('450');
    await page.getByRole('form', { name: 'Add other cost' }).getByRole('button', { name: 'Add' }).click();
    await expectToast(page, 'Other cost added');

    // 1.5 x 845.00 + 450.00 = 1717.50; price with 10 % profit = 1889.25.
    await expectVisible(page.getByTestId('product-cost').getByText('₹1,717.50'));
    await expectVisible(page.getByTestId('product-price').getByText('₹1,889.25'));

    await page.getByRole('link', { name: 'view the product' }).click();
    await expectUrl(page, /^\/products\/\d+$/);
    productId = Number(new URL(page.url()).pathname.split('/').pop());
    const name = 'Door Frame 90x210 4x2 16G';
    await expectVisible(page.getByRole('heading', { name, level: 4 }));
    await expectVisible(page.getByRole('img', { name }));
    await expectVisible(page.getByRole('table', { name: 'Raw Material' }).getByText('MS Channel 4x2 16G'));
    await expectVisible(page.getByRole('table', { name: 'Other Costs' }).getByText('Fabrication labour'));
    await expectVisible(page.getByText('Cost build-up'));
    await expectVisible(page.getByTestId('product-cost').getByText('₹1,717.50'));
    await expectVisible(page.getByTestId('product-price').getByText('₹1,889.25'));
    expect(await productBySerial(SERIAL)).toMatchObject({ id: productId, cost: '1717.50', price: '1889.25' });
  });

  it('a dealer sees the price but not the cost, and can Order Now', async () => {
    const page = e2e.page;
    await signIn(page, 'dealer');
    await page.goto(`/products/${productId}`);
    await expectVisible(page.getByText('₹1,889.25').first());
    // (the admin raises the profit in the next test)
    await expectVisible(page.getByRole('link', { name: 'Order Now' }));
    await expectVisible(page.getByRole('table', { name: 'Raw Material' }).getByText('MS Channel 4x2 16G'));
    expect(await page.getByText('₹1,717.50').count()).toBe(0);
    expect(await page.getByText('Cost build-up').count()).toBe(0);
    // The Other Costs card names the costs but not their amounts.
    await expectVisible(page.getByRole('table', { name: 'Other Costs' }).getByText('Fabrication labour'));
    expect(await page.getByText('₹450.00').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Edit' }).count()).toBe(0);
    // The server does not send it either: a dealer's `cost` is its price (the 2022 client's dealer screens read it).
    const answer = await api.as('dealer').get<Record<string, unknown>>(`/store/product/${productId}/`);
    expect(answer.body.cost).toBe('1889.25');
    expect(answer.body.price).toBe('1889.25');
  });

  it('an admin edits the profit: "Updated Successfully", and the price follows', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto(`/products/${productId}`);
    await page.getByRole('link', { name: 'Edit' }).click();
    await expectUrl(page, `/product/update/${productId}`);
    await page.getByRole('textbox', { name: 'Profit' }).fill('20');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expectToast(page, 'Updated Successfully');
    await expectUrl(page, `/products/${productId}`);
    // 1717.50 x 1.20 = 2061.00
    await expectVisible(page.getByTestId('product-price').getByText('₹2,061.00'));
  });

  it('the product list shows the product with its thumbnail and View Details', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto('/products');
    await page.getByRole('textbox', { name: 'Search' }).fill(SERIAL);
    // Wait for the (debounced) search to reach the URL before leaving the page.
    await expectUrl(page, /search=/);
    const row = page.getByRole('row', { name: new RegExp(SERIAL) });
    await expectVisible(row.getByRole('img'));
    await row.getByRole('link', { name: 'View Details' }).click();
    await expectUrl(page, `/products/${productId}`);
  });

  it('an admin removes the product after confirming; the list reloads without it', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto(`/products/${productId}`);
    await page.getByRole('button', { name: 'Remove' }).click();
    await expectVisible(page.getByText("You won't be able to revert this!"));
    await page.getByRole('button', { name: 'Confirm!' }).click();
    await expectToast(page, 'Product removed');
    await expectUrl(page, '/products');
    await page.getByRole('textbox', { name: 'Search' }).fill(SERIAL);
    await expectVisible(page.getByText('No Data'));
    expect(await productBySerial(SERIAL)).toBeUndefined();
  });

  it('a store manager creates a store item, updates its stock inline to 0 (out of stock), then deletes it', async () => {
    const page = e2e.page;
    await signIn(page, 'store');
    await page.goto('/store/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(STORE_ITEM);
    await page.getByRole('textbox', { name: 'Unit Type' }).fill('pcs');
    await page.getByRole('textbox', { name: 'Unit', exact: true }).fill('1');
    await page.getByRole('textbox', { name: 'Stock' }).fill('25');
    await page.getByRole('textbox', { name: 'Price' }).fill('38');
    await page.getByRole('button', { name: 'Create Store Item' }).click();
    await expectToast(page, 'Successfully Created StoreItem');
    await expectUrl(page, '/store');
    await expectVisible(page.getByRole('heading', { name: 'All Store Items' }));

    await page.getByRole('textbox', { name: 'Search' }).fill(STORE_ITEM);
    await expectUrl(page, /search=/);
    const row = page.getByRole('row', { name: new RegExp(STORE_ITEM) });
    await expectVisible(row.getByText('25', { exact: true }));
    await row.getByRole('textbox', { name: `Stock of ${STORE_ITEM}` }).fill('0');
    await row.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Updated Successfully');
    await expectVisible(row.getByText('Out of Stock'));

    await row.getByRole('button', { name: `Delete ${STORE_ITEM}` }).click();
    await page.getByRole('button', { name: 'Confirm!' }).click();
    await expectToast(page, 'Store item deleted');
    // The delete removes the item from the list at once (docs/product/screens-and-texts.md#confirmations); the Refresh link is offered as well.
    await expectVisible(page.getByText('No Data'));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expectVisible(page.getByText('No Data'));
  });
});
