/**
 * Cut lists in the browser (issue 32 point 7, issue 40 points 4 and 9): a work order of three door frames is planned
 * over a section with full bars and an offcut, its cut list printed with a QR code per bar, the bars ticked off on a
 * 390 px phone by the cutter (one without network: it shows at once and is sent through the phone's queue), the plan
 * confirmed as cut and the stock moved (bars and the offcut out, new offcuts in). The work order is then cut: a second
 * plan of it made before is refused naming its units, Plan Cutting and the work order page show it cut and plan
 * nothing of it, until a manager re-opens a unit with a reason. A plan of another work order, made before the first
 * was cut, is refused with the offcut it no longer finds, and is discarded and planned again. The section is made
 * through the API (the demo's sections may differ), with a gauge of its own so that no other section matches.
 * Screenshots at 390 px and desktop width go to .tmp/e2e-artifacts/cutting/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CutPlan } from '@steelworks/contract/cut-plan';
import type { SectionStock } from '@steelworks/contract/section';
import type { Page } from 'playwright-core';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectAlert, expectHidden, expectToast, expectUrl, expectVisible } from './support/expect';
import { ARTIFACTS_DIR } from './support/paths';
import { signIn } from './support/session';

const SHOTS = path.join(ARTIFACTS_DIR, 'cutting');
const stamp = Date.now();
/** A gauge no other section has, so the plan takes this test's section. */
const gauge = String(70_000 + (stamp % 20_000));
const label = `4x2 ${gauge}G`;
const customer = `Cut E2E ${stamp}`;

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function noSidewaysScroll(page: Page) {
  await eventually(async () => expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0));
}

describe('cut lists', () => {
  const e2e = useBrowser();
  const admin = api.as('admin');
  let sectionId: number;
  let workOrder: { id: number; auto_id: number };
  let otherOrder: { id: number; auto_id: number };
  let planId: number;
  let plan: CutPlan;
  /** Of the same work order, made before the first plan was confirmed. */
  let earlierPlan: CutPlan;
  /** Of another work order, counting on the same offcut. */
  let otherPlan: CutPlan;

  beforeAll(async () => {
    const item = await admin.post<{ id: number }>('/store/store/', {
      name: `Channel ${label} e2e`,
      unit_type: 'length',
      unit: 1,
      stock: 0,
      price: '0',
      is_section: true,
      channel_size: '4x2',
      gauge,
      kg_per_metre: '2.5',
      stock_length_mm: 3660,
    });
    expect(item.status, JSON.stringify(item.body)).toBe(201);
    sectionId = item.body.id;
    expect((await admin.post(`/store/sections/${sectionId}/bars/`, { count: 6 })).status).toBe(200);
    expect((await admin.post(`/store/sections/${sectionId}/offcuts/`, { length_mm: 2200, reason: 'Found in the rack' })).status).toBe(200);
    const order = await admin.post<{ id: number; auto_id: number }>('/workorders/workorder/', {
      customer_name: customer,
      title: 'Three door frames',
      work_order_items: [
        { product_type: 'Door Frame', channel_size: '4x2', channel_guage: gauge, width: '90', height: '210', quantity: 3 },
      ],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    workOrder = order.body;
    const other = await admin.post<{ id: number; auto_id: number }>('/workorders/workorder/', {
      customer_name: `${customer} other`,
      title: 'One door frame',
      work_order_items: [{ product_type: 'Door Frame', channel_size: '4x2', channel_guage: gauge, width: '90', height: '210', quantity: 1 }],
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    otherOrder = other.body;
  });

  it('the production manager plans the work order: offcut first, then full bars, each bar in cut order', async () => {
    const page = e2e.page;
    await signIn(page, 'manager');
    await page.getByRole('link', { name: 'Plan Cutting' }).click({ force: true }).catch(() => page.goto('/cutting/plans/new'));
    await expectUrl(page, '/cutting/plans/new');
    await page.getByRole('textbox', { name: 'Search' }).fill(customer);
    await expectUrl(page, /[?&]search=/);
    const table = page.getByRole('table', { name: 'Open work orders' });
    await expectVisible(table.getByRole('row').filter({ hasText: customer }));
    await table.getByRole('checkbox', { name: `Select row ${workOrder.id}` }).check();
    const posted = page.waitForResponse((response) => response.request().method() === 'POST' && response.url().includes('/cutting/plans'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Plan cutting of 1 work order' }).click();
    const answer = await posted;
    expect(answer.status(), await answer.text()).toBe(201);
    // The plan's page, whatever query the list left behind (seen once under load: `?...` after the path).
    await expectUrl(page, /^\/cutting\/plans\/\d+(\?.*)?$/, { timeout: 30_000 });
    planId = Number(new URL(page.url()).pathname.split('/').pop());
    plan = (await admin.get<CutPlan>(`/cutting/plans/${planId}/`)).body;

    await expectVisible(page.getByRole('heading', { name: `Cut plan #${plan.auto_id}` }));
    const block = page.getByRole('region', { name: `Section ${label}` });
    await expectVisible(block);
    const section = plan.sections[0]!;
    expect(section.pieces).toBe(9); // 3 frames x (2 jambs + 1 head)
    expect(section.offcuts_used).toBe(1);
    await expectVisible(block.getByText(`${section.bars_used} (6 in stock)`));
    await expectVisible(block.getByText(`${section.yield_percent}%`));
    const bars = block.getByRole('listitem', { name: /^Bar \d+$/ });
    expect(await bars.count()).toBe(section.bars.length);
    // The offcut is cut first: its bar names the offcut, and a jamb of a door frame is its cut.
    const first = block.getByRole('listitem', { name: `Bar ${section.bars[0]!.seq}` });
    await expectVisible(first.getByText(/^Offcut #\d+ · 2,200 mm$/));
    await expectVisible(first.getByText(`WO ${workOrder.auto_id} #1`, { exact: false }).first());
    await expectVisible(first.getByText('Jamb 2,150 mm'));
    await expectVisible(page.getByText(`0 of ${plan.bars_total} bars cut`));
    await noSidewaysScroll(page);
    await shot(page, 'plan-desktop');

    // A second plan of the same work order made now covers the same units (refused once the first is confirmed), and a
    // plan of another work order counts on the same offcut (refused for it).
    const second = await admin.post<CutPlan>('/cutting/plans/', { work_orders: [workOrder.id] });
    expect(second.status).toBe(201);
    earlierPlan = second.body;
    const other = await admin.post<CutPlan>('/cutting/plans/', { work_orders: [otherOrder.id] });
    expect(other.status).toBe(201);
    otherPlan = other.body;
    expect(otherPlan.sections[0]!.bars[0]!.offcut_piece).toBe(section.bars[0]!.offcut_piece);
  });

  it('prints the cut list on A4: a block per section, a line per bar with a QR code that opens the bar', async () => {
    const page = e2e.page;
    await page.goto(`/cutting/plans/${planId}`);
    await page.getByRole('link', { name: 'Print' }).click();
    await expectUrl(page, `/cutting/plans/${planId}/print`);
    const sheet = page.getByLabel('Cut list sheet');
    await expectVisible(sheet.getByText(`Cut list · plan #${plan.auto_id}`));
    const table = sheet.getByRole('table', { name: `Cut list of ${label}` });
    await expectVisible(table);
    expect(await table.getByRole('row').count()).toBe(plan.bars_total + 1);
    const bar = plan.sections[0]!.bars[0]!;
    const qr = table.getByRole('img', { name: `QR code of Bar ${bar.seq}` });
    await expectVisible(qr);
    expect(await qr.getAttribute('data-qr-value')).toBe(`${e2e.baseUrl}/cutting/plans/${planId}/bars/${bar.id}`);
    await shot(page, 'print-desktop');
    await page.emulateMedia({ media: 'print' });
    await shot(page, 'print-media');
    await page.emulateMedia({ media: 'screen' });
  });

  it('the cutter ticks the bars off on a 390 px phone, one opened from its QR code, one without network', async () => {
    const phone = await e2e.newPage({ viewport: PHONE });
    await signIn(phone, 'worker');
    await phone.goto('/cutting/plans');
    await expectVisible(phone.getByRole('listitem').filter({ hasText: `Cut plan #${plan.auto_id}` }));
    await noSidewaysScroll(phone);
    await shot(phone, 'list-phone');

    const [firstBar, ...rest] = plan.sections[0]!.bars;
    await phone.goto(`/cutting/plans/${planId}/bars/${firstBar!.id}`);
    await expectVisible(phone.getByRole('heading', { name: `Bar ${firstBar!.seq} · ${label}` }));
    await noSidewaysScroll(phone);
    await phone.getByRole('button', { name: 'Mark as cut' }).click();
    await expectVisible(phone.getByRole('button', { name: 'Not cut yet' }));
    await shot(phone, 'bar-phone');

    await phone.getByRole('link', { name: /The whole cut list/ }).click();
    await expectUrl(phone, `/cutting/plans/${planId}`);
    // No network at the saw: the tick shows at once and waits in the phone's queue, then goes when the network is back.
    const [offline, ...others] = rest;
    await phone.context().setOffline(true);
    const offlineBox = phone.getByRole('checkbox', { name: `Bar ${offline!.seq} cut` });
    await offlineBox.click();
    await eventually(async () => expect(await offlineBox.isChecked()).toBe(true));
    const offlineCard = phone.getByRole('listitem', { name: `Bar ${offline!.seq}` });
    await expectVisible(offlineCard.getByText('Waiting to send'));
    await expectVisible(phone.getByText(`2 of ${plan.bars_total} bars cut`));
    await noSidewaysScroll(phone);
    await shot(phone, 'tick-offline-phone');
    await phone.context().setOffline(false);
    await expectHidden(offlineCard.getByText('Waiting to send'), { timeout: 30_000 });
    await eventually(async () => {
      const saved = (await admin.get<CutPlan>(`/cutting/plans/${planId}/`)).body;
      expect(saved.sections[0]!.bars.find((b) => b.id === offline!.id)!.ticked_at).not.toBeNull();
    }, 30_000);
    for (const bar of others) {
      const box = phone.getByRole('checkbox', { name: `Bar ${bar.seq} cut` });
      await box.click();
      await eventually(async () => expect(await box.isChecked()).toBe(true));
    }
    await expectVisible(phone.getByText(`${plan.bars_total} of ${plan.bars_total} bars cut`));
    expect(await phone.getByRole('button', { name: 'Confirm as cut' }).count()).toBe(0);
    await noSidewaysScroll(phone);
    await shot(phone, 'plan-phone');
    // The ticks show at once and go through the phone's queue: the phone stays open until every one has landed.
    await eventually(async () => {
      const saved = (await admin.get<CutPlan>(`/cutting/plans/${planId}/`)).body;
      expect(saved.sections[0]!.bars.filter((b) => b.ticked_at === null)).toEqual([]);
    }, 30_000);
    await expectHidden(phone.getByText('Waiting to send'));
    await phone.close();
  });

  it('the production manager confirms the plan as cut and the stock moves: bars and the offcut out, new offcuts in', async () => {
    const page = e2e.page;
    const before = (await admin.get<SectionStock>(`/store/sections/${sectionId}/`)).body;
    expect(before.bars).toBe(6);
    await page.goto(`/cutting/plans/${planId}`);
    await expectVisible(page.getByText(`${plan.bars_total} of ${plan.bars_total} bars cut`));
    await page.getByRole('button', { name: 'Confirm as cut' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm the plan as cut?' });
    await expectVisible(dialog);
    await dialog.getByRole('button', { name: 'Confirm!' }).click();
    await expectToast(page, 'The stock has moved');
    await expectVisible(page.getByText('Cut', { exact: true }).first());
    expect(await page.getByRole('button', { name: 'Confirm as cut' }).count()).toBe(0);

    const section = plan.sections[0]!;
    const after = (await admin.get<SectionStock>(`/store/sections/${sectionId}/`)).body;
    expect(after.bars).toBe(6 - section.bars_used);
    expect(after.offcuts.some((piece) => piece.length_mm === 2200)).toBe(false);
    const made = after.offcuts.filter((piece) => piece.origin_plan === planId).map((piece) => piece.length_mm);
    expect(made.sort()).toEqual([...section.new_offcuts_mm].sort());
    expect(made.length).toBeGreaterThan(0);
    const cut = (await admin.get<CutPlan>(`/cutting/plans/${planId}/`)).body;
    expect(cut.status).toBe('Cut');
    await shot(page, 'plan-cut-desktop');
  });

  it('cuts a work order once: an earlier plan of it is refused naming its units, and it is not planned again until a unit is re-opened', async () => {
    const page = e2e.page;
    const stock = (await admin.get<SectionStock>(`/store/sections/${sectionId}/`)).body;
    await page.goto(`/cutting/plans/${earlierPlan.id}`);
    await page.getByRole('button', { name: 'Confirm as cut' }).click();
    await page.getByRole('dialog', { name: 'Confirm the plan as cut?' }).getByRole('button', { name: 'Confirm!' }).click();
    const alert = await expectAlert(page, 'Units of this plan were cut meanwhile', 'red');
    const units = alert.getByRole('list', { name: 'Units cut meanwhile' });
    await expectVisible(units.getByText(`${workOrder.auto_id}-1-1 · cut plan #${plan.auto_id}`));
    expect(await units.getByRole('listitem').count()).toBe(3);
    expect((await admin.get<SectionStock>(`/store/sections/${sectionId}/`)).body.bars).toBe(stock.bars);
    await shot(page, 'cut-twice-refused-desktop');
    await alert.getByRole('button', { name: 'Discard', exact: true }).click();
    await page.getByRole('dialog', { name: 'Discard this plan?' }).getByRole('button', { name: 'Confirm!' }).click();
    await eventually(async () => expect((await admin.get<CutPlan>(`/cutting/plans/${earlierPlan.id}/`)).body.status).toBe('Discarded'));

    // Plan Cutting shows the work order cut, and planning it again plans nothing of it.
    await page.goto('/cutting/plans/new');
    await page.getByRole('textbox', { name: 'Search' }).fill(customer);
    await expectUrl(page, /[?&]search=/);
    const table = page.getByRole('table', { name: 'Open work orders' });
    const row = table.getByRole('row').filter({ hasText: `WO ${workOrder.auto_id}` });
    await expectVisible(row.getByText(`All 3 units cut · #${plan.auto_id}`));
    await row.getByRole('checkbox', { name: `Select row ${workOrder.id}` }).check();
    await page.getByRole('button', { name: 'Plan cutting of 1 work order' }).click();
    await expectVisible(page.getByText('Nothing on these work orders can be cut: see why for each item'));
    const why = page.getByRole('alert', { name: 'Why nothing can be cut' });
    await expectVisible(why.getByText(`cut by cut plan #${plan.auto_id}`, { exact: false }));
    await noSidewaysScroll(page);
    await shot(page, 'plan-again-refused-desktop');

    // The work order page shows its units cut; the production manager re-opens one with a reason.
    await page.goto(`/workorders/${workOrder.id}`);
    const panel = page.getByLabel('Cutting', { exact: true });
    await expectVisible(panel.getByText('All 3 units cut'));
    await expectVisible(panel.getByRole('link', { name: `Cut plan #${plan.auto_id}` }));
    await expectVisible(page.getByText(`Cut · plan #${plan.auto_id}`).nth(2));
    await panel.getByRole('button', { name: 'Re-open for cutting' }).click();
    const dialog = page.getByRole('dialog', { name: 'Re-open cut units' });
    await dialog.getByRole('checkbox', { name: `${workOrder.auto_id}-1-1 (cut plan #${plan.auto_id})` }).uncheck();
    await dialog.getByRole('checkbox', { name: `${workOrder.auto_id}-1-2 (cut plan #${plan.auto_id})` }).uncheck();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Jamb bent in transport');
    await dialog.getByRole('button', { name: 'Re-open 1 unit' }).click();
    await expectToast(page, '1 unit re-opened: it can be planned again');
    await expectVisible(panel.getByText('2 of 3 units cut'));
    await expectVisible(page.getByLabel('Re-openings').getByText(`${workOrder.auto_id}-1-3`, { exact: false }));
    await shot(page, 'reopened-desktop');

    // Planned again from the work order: only the re-opened unit, the cut ones named as left out.
    await page.getByRole('link', { name: 'Plan cutting', exact: true }).click();
    await expectUrl(page, `/cutting/plans/new?work_order=${workOrder.id}`);
    await page.getByRole('button', { name: 'Plan cutting of 1 work order' }).click();
    await expectUrl(page, /^\/cutting\/plans\/\d+(\?.*)?$/, { timeout: 30_000 });
    const recut = (await admin.get<CutPlan>(`/cutting/plans/${new URL(page.url()).pathname.split('/').pop()}/`)).body;
    expect(recut.sections[0]!.pieces).toBe(3);
    expect(recut.sections[0]!.bars.flatMap((bar) => bar.cuts.map((cut) => cut.unit))).toEqual(expect.arrayContaining([3]));
    await expectVisible(page.getByRole('alert', { name: 'Not in this plan' }).getByText(`${workOrder.auto_id}-1-1 and ${workOrder.auto_id}-1-2 cut by cut plan #${plan.auto_id}`, { exact: false }));
    expect((await admin.post(`/cutting/plans/${recut.id}/discard/`)).status).toBe(200);
  });

  it('a plan the stock no longer covers is refused with what is missing, then discarded and planned again', async () => {
    const page = e2e.page;
    await page.goto(`/cutting/plans/${otherPlan.id}`);
    await page.getByRole('button', { name: 'Confirm as cut' }).click();
    await page.getByRole('dialog', { name: 'Confirm the plan as cut?' }).getByRole('button', { name: 'Confirm!' }).click();
    const alert = await expectAlert(page, 'The stock no longer covers this plan', 'red');
    await expectVisible(alert.getByRole('listitem').filter({ hasText: label }).first());
    await noSidewaysScroll(page);
    await shot(page, 'refused-desktop');
    await alert.getByRole('button', { name: 'Discard and re-plan' }).click();
    await eventually(async () => expect(new URL(page.url()).pathname).not.toBe(`/cutting/plans/${otherPlan.id}`));
    await expectUrl(page, /^\/cutting\/plans\/\d+$/);
    const replanned = Number(new URL(page.url()).pathname.split('/').pop());
    expect((await admin.get<CutPlan>(`/cutting/plans/${otherPlan.id}/`)).body.status).toBe('Discarded');
    const fresh = (await admin.get<CutPlan>(`/cutting/plans/${replanned}/`)).body;
    expect(fresh.status).toBe('Planned');
    expect(fresh.work_orders.map((wo) => wo.id)).toEqual([otherOrder.id]);
    await expectVisible(page.getByRole('heading', { name: `Cut plan #${fresh.auto_id}` }));
  });

  it("the production manager's planning, plan and print screens fit a 390 px phone", async () => {
    const phone = await e2e.newPage({ viewport: PHONE });
    await signIn(phone, 'manager');
    await phone.goto('/cutting/plans/new');
    await phone.getByRole('textbox', { name: 'Search' }).fill(customer);
    await expectVisible(phone.getByRole('listitem').filter({ hasText: customer }));
    await noSidewaysScroll(phone);
    await shot(phone, 'plan-cutting-phone');
    await phone.goto(`/cutting/plans/${earlierPlan.id}`);
    await expectVisible(phone.getByRole('heading', { name: `Cut plan #${earlierPlan.auto_id}` }));
    await noSidewaysScroll(phone);
    await phone.goto(`/cutting/plans/${planId}/print`);
    await expectVisible(phone.getByRole('table', { name: `Cut list of ${label}` }));
    await noSidewaysScroll(phone);
    await shot(phone, 'print-phone');
    await phone.goto(`/workorders/${workOrder.id}`);
    await expectVisible(phone.getByLabel('Cutting', { exact: true }).getByText('2 of 3 units cut'));
    await noSidewaysScroll(phone);
    await shot(phone, 'work-order-cut-phone');
    await phone.close();
  });
});
