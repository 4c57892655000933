import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDaysTo } from '@steelworks/contract/common/dates';
import type { Role } from '@steelworks/contract/roles';
import { WAGE_SHEET_TEXT } from '@steelworks/contract/wage-sheets';
import { WAGES_TEXT } from '@steelworks/contract/wages';
import { useOrderWorld } from '../../../test/order-world';
import { auditLog } from '../../db/audit.table';
import { call, newWorker } from './wages.fixtures';
import { wageSheets } from './wage-sheets.table';
import { wageSettings } from './wages.table';

const world = useOrderWorld();
type Worker = { id: number; token: string };
let ravi: Worker, sita: Worker;
const BANK = { account_holder: 'Ravi K Detail', bank_account: '001234567890', ifsc: 'hdfc0001234', upi_id: 'ravi.k@okbank' };
const OTHERS: Role[] = ['supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker', 'fieldstaff'];

beforeAll(async () => {
  ravi = await newWorker(world, 'Ravi Wagedetail');
  sita = await newWorker(world, 'Sita Wagedetail');
});

describe("a worker's wage details: skill grade and bank details (docs/product/wages.md#worker-wage-details)", () => {
  it('the list shows each worker with its grade and whether the bank file can pay it; search and the bank filter narrow it', async () => {
    expect((await call(world, 'PUT', `/wages/workers/${ravi.id}/grade`, 'productionmanager', { skill_grade: 'skilled' })).status).toBe(200);
    const saved = await call(world, 'PUT', `/wages/workers/${ravi.id}/bank`, 'admin', BANK);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toEqual({ worker: ravi.id, ...BANK, ifsc: 'HDFC0001234' });

    const list = await call(world, 'GET', '/wages/workers?search=wagedetail', 'admin');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(2);
    expect(list.body.results).toEqual([
      expect.objectContaining({ worker: ravi.id, worker_name: 'Ravi Wagedetail', skill_grade: 'skilled', bank_complete: true, has_upi: true, active: true }),
      expect.objectContaining({ worker: sita.id, worker_name: 'Sita Wagedetail', skill_grade: null, bank_complete: false, has_upi: false }),
    ]);
    const missing = await call(world, 'GET', '/wages/workers?search=wagedetail&bank=missing', 'productionmanager');
    expect(missing.body.results.map((w: { worker: number }) => w.worker)).toEqual([sita.id]);
    const complete = await call(world, 'GET', '/wages/workers?search=wagedetail&bank=complete', 'productionmanager');
    expect(complete.body.results.map((w: { worker: number }) => w.worker)).toEqual([ravi.id]);
    // Only workers: a dealer's account is not in the list.
    const all = await call(world, 'GET', '/wages/workers?limit=100', 'admin');
    expect(all.body.results.every((w: { worker: number }) => w.worker !== world.w.dealerId)).toBe(true);
    expect((await call(world, 'GET', '/wages/workers?bank=some', 'admin')).status).toBe(400);
  });

  it('one worker’s details carry the bank details; a change is audited with before and after', async () => {
    const detail = await call(world, 'GET', `/wages/workers/${ravi.id}`, 'productionmanager');
    expect(detail.body).toMatchObject({ worker: ravi.id, worker_name: 'Ravi Wagedetail', skill_grade: 'skilled', ...BANK, ifsc: 'HDFC0001234', bank_complete: true });
    const empty = await call(world, 'GET', `/wages/workers/${sita.id}`, 'admin');
    expect(empty.body).toMatchObject({ account_holder: '', bank_account: '', ifsc: '', upi_id: '', bank_complete: false, skill_grade: null });

    expect((await call(world, 'PUT', `/wages/workers/${ravi.id}/bank`, 'productionmanager', { ...BANK, bank_account: '009876543210' })).status).toBe(200);
    const [change] = await world.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'worker_bank'), eq(auditLog.entityId, ravi.id), eq(auditLog.action, 'update')));
    expect(change!.changes).toMatchObject({ bank_account: { before: '001234567890', after: '009876543210' } });
  });

  it('bad bank details are 400 on their field and change nothing', async () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...BANK, ifsc: 'HDFC1234' }, 'ifsc', 'Enter an IFSC like SBIN0001234'],
      [{ ...BANK, bank_account: '12ab' }, 'bank_account', 'Enter the account number (6 to 20 digits)'],
      [{ ...BANK, upi_id: 'ravi' }, 'upi_id', 'Enter a UPI id like name@bank'],
      [{ ...BANK, ifsc: '' }, 'ifsc', WAGE_SHEET_TEXT.ifscNeeded],
      [{ ...BANK, bank_account: '' }, 'bank_account', WAGE_SHEET_TEXT.accountNeeded],
      [{ ...BANK, account_holder: ' ' }, 'account_holder', WAGE_SHEET_TEXT.holderNeeded],
    ];
    for (const [body, field, message] of cases) {
      const refused = await call(world, 'PUT', `/wages/workers/${sita.id}/bank`, 'admin', body);
      expect(refused.status, field).toBe(400);
      expect(refused.body[field], field).toEqual([message]);
    }
    expect((await call(world, 'GET', `/wages/workers/${sita.id}`, 'admin')).body).toMatchObject({ bank_account: '', bank_complete: false });
    // UPI alone is enough for a UPI payment: no bank account needed.
    expect((await call(world, 'PUT', `/wages/workers/${sita.id}/bank`, 'admin', { upi_id: 'sita@upi' })).status).toBe(200);
    expect((await call(world, 'GET', `/wages/workers/${sita.id}`, 'admin')).body).toMatchObject({ upi_id: 'sita@upi', has_upi: true, bank_complete: false });
  });

  it('an account that is not a worker answers 404; roles other than admin and production manager 403', async () => {
    expect((await call(world, 'GET', `/wages/workers/${world.w.dealerId}`, 'admin')).status).toBe(404);
    expect((await call(world, 'PUT', `/wages/workers/${world.w.dealerId}/bank`, 'admin', BANK)).status).toBe(404);
    expect((await call(world, 'GET', '/wages/workers/99999999', 'admin')).status).toBe(404);
    for (const role of OTHERS) {
      expect((await call(world, 'GET', '/wages/workers', role)).status, role).toBe(403);
      expect((await call(world, 'GET', `/wages/workers/${ravi.id}`, role)).status, role).toBe(403);
      expect((await call(world, 'PUT', `/wages/workers/${ravi.id}/bank`, role, BANK)).status, role).toBe(403);
    }
    expect((await call(world, 'GET', `/wages/workers/${ravi.id}`, { token: ravi.token })).status).toBe(403);
  });
});

describe('the dated wage settings (docs/product/wages.md#wage-settings)', () => {
  const monthStart = () => `${world.today.slice(0, 8)}01`;
  const LAW = {
    defective_share_percent: 25,
    wage_period: 'month',
    min_daily_unskilled: '452.00',
    min_daily_semi_skilled: '498.50',
    min_daily_skilled: '548.00',
    min_daily_highly_skilled: '601.00',
    daily_hours_limit: 9,
    weekly_hours_limit: 48,
    pf_covered: true,
    pf_percent: 12,
    pf_ceiling: '15000.00',
    esi_covered: true,
    esi_percent: 0.75,
    esi_limit: '21000.00',
  };

  it('a save from a day keeps the earlier rows (the history); the same day again replaces it, audited with before and after', async () => {
    const first = await call(world, 'POST', '/wages/settings', 'productionmanager', { ...LAW, effective_from: monthStart() });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ id: expect.any(Number), effective_from: monthStart(), ...LAW });
    const later = addDaysTo(monthStart(), 40);
    expect((await call(world, 'POST', '/wages/settings', 'admin', { ...LAW, effective_from: later, min_daily_unskilled: '470.00' })).status).toBe(201);
    const again = await call(world, 'POST', '/wages/settings', 'admin', { ...LAW, effective_from: later, min_daily_unskilled: '475.00' });
    expect(again.status).toBe(201);

    const history = await call(world, 'GET', '/wages/settings', 'productionmanager');
    expect(history.body.map((s: { effective_from: string; min_daily_unskilled: string }) => [s.effective_from, s.min_daily_unskilled])).toEqual([
      [later, '475.00'],
      [monthStart(), '452.00'],
    ]);
    const audits = await world.t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'wage_setting'), eq(auditLog.entityId, again.body.id)));
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update']);
    expect(audits.find((a) => a.action === 'update')!.changes).toMatchObject({ min_daily_unskilled: { before: '470.00', after: '475.00' } });
  });

  it('bad settings are 400 on their field and change nothing', async () => {
    const before = (await call(world, 'GET', '/wages/settings', 'admin')).body;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ weekly_hours_limit: 6, daily_hours_limit: 8 }, 'weekly_hours_limit', WAGES_TEXT.weekBelowDay],
      [{ pf_percent: 120 }, 'pf_percent', 'Enter a percent from 0 to 100'],
      [{ daily_hours_limit: 0 }, 'daily_hours_limit', 'Enter 1 to 168 hours'],
      [{ min_daily_skilled: '-1' }, 'min_daily_skilled', 'The amount cannot be negative.'],
      [{ effective_from: addDaysTo(monthStart(), -1) }, 'effective_from', WAGES_TEXT.settingFromPast],
    ];
    for (const [change, field, message] of cases) {
      const refused = await call(world, 'POST', '/wages/settings', 'admin', { ...LAW, effective_from: world.today, ...change });
      expect(refused.status, field).toBe(400);
      expect(refused.body[field]?.[0], field).toContain(message.replace(/\.$/, ''));
    }
    expect((await call(world, 'GET', '/wages/settings', 'admin')).body).toEqual(before);
    for (const role of OTHERS) expect((await call(world, 'POST', '/wages/settings', role, { ...LAW, effective_from: world.today })).status, role).toBe(403);
  });

  it('a weekly sheet cannot overlap a monthly one made before the wage period changed (409; the database refuses it too)', async () => {
    const m1 = `${addDaysTo(monthStart(), -1).slice(0, 8)}01`;
    expect((await call(world, 'POST', '/wages/sheets', 'admin', { period_from: m1 })).status).toBe(201);
    // From the second Monday of last month the shop pays weekly (entered in the database: a past month is closed to the API).
    const firstMonday = addDaysTo(m1, (8 - new Date(`${m1}T00:00:00Z`).getUTCDay()) % 7);
    const monday = addDaysTo(firstMonday, 7);
    await world.t.db.insert(wageSettings).values({ effectiveFrom: monday, wagePeriod: 'week' });
    const overlapping = await call(world, 'POST', '/wages/sheets', 'admin', { period_from: monday });
    expect(overlapping.status).toBe(409);
    expect(overlapping.body.error_message).toBe(WAGE_SHEET_TEXT.periodOverlaps);
    await expect(world.t.db.insert(wageSheets).values({ periodFrom: monday, periodTo: addDaysTo(monday, 6), dueDate: addDaysTo(monday, 13) })).rejects.toThrow();
    expect(await world.t.db.select().from(wageSheets).where(eq(wageSheets.periodFrom, monday))).toEqual([]);
  });
});
