/**
 * From the printed work order to every unit's last step (issue 11 point 8): admin creates a work order with two items
 * and looks at its print view; assigns Cutting to the demo worker for both units; the worker, on a phone-sized window,
 * opens one unit by its typed code, starts and completes it; the unit is back to PENDING with Assign offered; the last
 * work type completes the units and the work order reaches Completed.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api } from './support/api';
import { PHONE, useBrowser } from './support/browser';
import { eventually, expectToast, expectUrl, expectVisible } from './support/expect';
import { signIn } from './support/session';

type Unit = { id: number; sr_no: string; status: string; current_work_id: number | null };
type WorkOrderAnswer = {
  id: number;
  auto_id: number;
  order_status: string;
  work_order_items: Array<{ production_items: Array<{ id: number; sr_no: string }> }>;
};

async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('work orders and production', () => {
  const e2e = useBrowser();
  let workOrder: WorkOrderAnswer;
  let units: Array<{ id: number; sr_no: string }> = [];

  it('admin creates a work order with two items and sees its print view with a QR code', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto('/workorder/create');
    await page.getByLabel('Customer Name', { exact: true }).fill('E2E Customer');
    await page.getByLabel('Title', { exact: true }).fill(`E2E frames ${Date.now()}`);
    await page.getByLabel('Quantity of row 1').fill('1');
    await page.getByRole('button', { name: 'Add Row' }).click();
    await page.getByLabel('Quantity of row 2').fill('1');
    await expectVisible(page.getByText('Total Quantity: 2'));
    await page.getByRole('button', { name: 'Create Work Order' }).click();
    await expectToast(page, 'Successfully Created WorkOrder');
    await expectUrl(page, /^\/workorders\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    workOrder = (await api.as('admin').get(`/workorders/workorder/${id}/`)).body as WorkOrderAnswer;
    units = workOrder.work_order_items.flatMap((i) => i.production_items);
    expect(units).toHaveLength(2);

    await page.goto(`/workorders/update/${id}`);
    await page.getByRole('switch', { name: 'Print View' }).check();
    await expectVisible(page.getByLabel('Work order sheet'));
    await expectVisible(page.getByRole('img', { name: `QR code of work order ${workOrder.auto_id}` }));
    await expectVisible(page.getByText(units[0]!.sr_no, { exact: false }).first());
  });

  it('admin assigns Cutting to the demo worker for both units', async () => {
    const page = e2e.page;
    await signIn(page, 'admin');
    await page.goto(`/production-items?search=${encodeURIComponent(`${workOrder.auto_id}-`)}`);
    for (const unit of units) await page.getByRole('checkbox', { name: `Select row ${unit.id}` }).check();
    await page.getByRole('button', { name: 'Assign (2)' }).click();
    const dialog = page.getByRole('dialog');
    await choose(page, 'Work', 'Cutting');
    await choose(page, 'Worker', /^worker \(/);
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await expectToast(page, 'Successfully Created ProductionItemWork');
    for (const unit of units) {
      const answer = await api.as('admin').get(`/production/productionitem/${unit.id}/`);
      expect(answer.body).toMatchObject({ status: 'In Progress', current_work: 'Cutting' });
    }
  });

  it('the worker opens a unit on a phone by its code, starts and completes it; the unit waits with Assign offered', async () => {
    const phone = await e2e.newPage({ viewport: PHONE });
    await signIn(phone, 'worker');
    // The dashboard lists its open works.
    await expectVisible(phone.getByText(units[0]!.sr_no).first());
    await phone.goto('/scan');
    await phone.getByLabel('Sr No').fill(units[0]!.sr_no);
    await phone.getByRole('button', { name: 'Open' }).click();
    await expectUrl(phone, `/production-items/${units[0]!.id}`);
    await phone.getByRole('button', { name: 'Start' }).click();
    await expectToast(phone, 'Successfully Updated ProductionItemWork');
    await phone.getByRole('button', { name: 'Complete' }).first().click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
    await expectToast(phone, 'Successfully Updated ProductionItemWork');
    await expectVisible(phone.getByText('Next: Bending'));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const page = e2e.page;
    await page.goto(`/production-item-works?search=${encodeURIComponent(units[0]!.sr_no)}`);
    await expectVisible(page.getByRole('button', { name: `Assign next work of ${units[0]!.sr_no}` }));
    await page.goto('/production-items?status=Pending');
    await expectVisible(page.getByText(units[0]!.sr_no).first());
  });

  it('the last work type completes the units and the work order reaches Completed', async () => {
    const worker = api.as('worker');
    const manager = api.as('admin');
    const second = (await manager.get(`/production/productionitem/${units[1]!.id}/`)).body as Unit;
    expect((await worker.patch(`/production/productionitemwork/${second.current_work_id}/`, { status: 'Completed' })).status).toBe(200);
    const workerId = ((await worker.get('/account/profile')).body as { id: number }).id;
    const packing = await manager.post('/production/productionitemwork/', {
      work_type: 'Packing',
      worker: workerId,
      status: 'In Progress',
      production_items: units.map((u) => u.id),
    });
    expect(packing.status).toBe(201);
    const [, last] = packing.body as Array<{ id: number; auto_id: number }>;

    const phone = await e2e.newPage({ viewport: PHONE });
    await signIn(phone, 'worker');
    // A scanned label opens the unit with its current work ready to complete.
    await phone.goto(`/production-items/${units[0]!.id}`);
    await expectVisible(phone.getByText('Packing · Wasim Khan'));
    await phone.getByRole('button', { name: 'Complete' }).first().click();
    await phone.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
    await expectToast(phone, 'Successfully Updated ProductionItemWork');
    expect((await worker.patch(`/production/productionitemwork/${last!.id}/`, { status: 'Completed' })).status).toBe(200);

    const page = e2e.page;
    await page.goto(`/workorders/${workOrder.id}`);
    await expectVisible(page.getByText('Production: 2 of 2 units completed'));
    await eventually(async () => {
      const answer = await manager.get(`/workorders/workorder/${workOrder.id}/`);
      expect((answer.body as WorkOrderAnswer).order_status).toBe('Completed');
    });
  });
});
