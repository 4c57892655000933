/**
 * Sheet nesting in the browser (issue 46 points 4 and 7): the production manager nests a work order of two security
 * doors at 1280 px (each sheet drawn to scale with its cut order), prints it on A4 with a QR per sheet, the cutter ticks
 * the sheets on a 390 px phone, and the manager confirms: the whole sheets leave the stock by a deduction sheet order
 * and the offcuts enter it as remnants. Screenshots go to .tmp/e2e-artifacts/nesting/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NestPlan, Remnant } from '@steelworks/contract/sheet-nest';
import type { Page } from 'playwright-core';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectToast, expectUrl, expectVisible } from './support/expect';
import { ARTIFACTS_DIR } from './support/paths';
import { signIn } from './support/session';

const SHOTS = path.join(ARTIFACTS_DIR, 'nesting');
const customer = `Nest E2E ${Date.now()}`;

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function noSidewaysScroll(page: Page) {
  await eventually(async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0));
}

describe('sheet nesting', () => {
  const e2e = useBrowser();
  const admin = api.as('admin');
  let workOrder: { id: number; auto_id: number };
  let plan: NestPlan;

  beforeAll(async () => {
    const order = await admin.post<{ id: number; auto_id: number }>('/workorders/workorder/', {
      customer_name: customer,
      title: 'Two security doors',
      work_order_items: [{ product_type: 'Security Door', channel_size: '5x2.5', channel_guage: '14', width: '100', height: '215', quantity: 2 }],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    workOrder = order.body;
  });

  it('the production manager nests the work order: each sheet drawn with its parts and cut order', async () => {
    const page = e2e.page;
    await signIn(page, 'manager');
    await page.goto('/sheets/nesting');
    await page.getByRole('textbox', { name: 'Search' }).fill(customer);
    await expectUrl(page, /[?&]search=/);
    const table = page.getByRole('table', { name: 'Work orders to nest' });
    await expectVisible(table.getByRole('row').filter({ hasText: customer }));
    await table.getByRole('checkbox', { name: `Select row ${workOrder.id}` }).check();
    const posted = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/sheet/nest-plans'), { timeout: 60_000 });
    await page.getByRole('button', { name: 'Nest 1 work order' }).click();
    const answer = await posted;
    expect(answer.status(), await answer.text()).toBe(201);
    plan = (await answer.json()) as NestPlan;
    await expectUrl(page, new RegExp(`^/sheets/nesting/${plan.id}(\\?.*)?$`), { timeout: 30_000 });
    await expectVisible(page.getByRole('heading', { name: `Nest plan #${plan.auto_id}` }));
    // Two skins per door, grain along the door: four 950 x 2125 skins, one a sheet; and two lock plates of 2 mm.
    const skins = plan.sheets.flatMap((s) => s.parts).filter((p) => p.label.includes('Door skin'));
    expect(skins).toHaveLength(4);
    for (const sheet of plan.sheets) await expectVisible(page.getByRole('img', { name: `Layout of sheet ${sheet.seq}` }));
    await expectVisible(page.getByText(`WO ${workOrder.auto_id} #1 · unit 1 · Door skin 1/2`).first());
    await expectVisible(page.getByLabel('Cut order of sheet 1'));
    await noSidewaysScroll(page);
    await shot(page, 'plan-desktop');
  });

  it('prints the plan on A4 with a QR code per sheet', async () => {
    const page = e2e.page;
    await page.getByRole('link', { name: 'Print' }).click();
    await expectUrl(page, `/sheets/nesting/${plan.id}/print`);
    for (const sheet of plan.sheets) await expectVisible(page.getByLabel(`QR code of sheet ${sheet.seq}`));
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'print-media');
    await page.emulateMedia({ media: 'screen' });
  });

  it('the cutter ticks the sheets off on a 390 px phone', async () => {
    const phone = await e2e.newPage({ viewport: PHONE });
    await signIn(phone, 'worker');
    await phone.goto(`/sheets/nesting/${plan.id}`);
    await expectVisible(phone.getByRole('heading', { name: `Nest plan #${plan.auto_id}` }));
    await noSidewaysScroll(phone);
    expect(await phone.getByRole('button', { name: 'Confirm as cut' }).count()).toBe(0);
    for (const sheet of plan.sheets) {
      const box = phone.getByRole('checkbox', { name: `Sheet ${sheet.seq} cut` });
      await box.click();
      await eventually(async () => expect(await box.isChecked()).toBe(true), 30_000);
    }
    await eventually(async () => expect((await admin.get<NestPlan>(`/sheet/nest-plans/${plan.id}/`)).body.sheets_ticked).toBe(plan.sheets.length), 30_000);
    await noSidewaysScroll(phone);
    await shot(phone, 'plan-phone');
    await phone.close();
  });

  it('the production manager confirms: whole sheets out by a deduction, the offcuts in as remnants', async () => {
    const page = e2e.page;
    await page.goto(`/sheets/nesting/${plan.id}`);
    await page.getByRole('button', { name: 'Confirm as cut' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the plan as cut?' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Confirm!' }).click();
    await expectToast(page, 'The stock has moved');
    expect(await page.getByRole('button', { name: 'Confirm as cut' }).count()).toBe(0);
    const cut = (await admin.get<NestPlan>(`/sheet/nest-plans/${plan.id}/`)).body;
    expect(cut.status).toBe('Cut');
    const whole = cut.sheets.filter((s) => s.source === 'sheet').length;
    if (whole) {
      const order = (await admin.get<{ order_type: string; total_quantity: number }>(`/sheet/sheet_order/${cut.sheet_order}/`)).body;
      expect(order).toMatchObject({ order_type: 'deduction', total_quantity: whole });
    }
    const remnants = (await admin.get<{ results: Remnant[] }>('/sheet/remnants/?limit=100')).body.results;
    expect(remnants.filter((r) => r.origin_plan_auto_id === plan.auto_id)).toHaveLength(cut.sheets.reduce((t, s) => t + s.remnants.length, 0));
    await shot(page, 'plan-cut-desktop');
  });
});
