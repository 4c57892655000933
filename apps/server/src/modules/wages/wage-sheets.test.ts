import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte } from 'drizzle-orm';
import { addDaysTo } from '@steelworks/contract/common/dates';
import type { Role } from '@steelworks/contract/roles';
import { useOrderWorld } from '../../../test/order-world';
import { auditLog } from '../../db/audit.table';
import { call, completedWork, newWorker, unitsFor } from './wages.fixtures';
import { attendanceMarks, wageRates, wageSettings, workerGrades } from './wages.table';

const world = useOrderWorld();
type Worker = { id: number; token: string };
let a: Worker, b: Worker, c: Worker;
let m1: string; // the first day of last month: a closed month
const day = (n: number) => addDaysTo(m1, n - 1);
let sheetId: number;
const key = () => ({ 'idempotency-key': crypto.randomUUID() });

/**
 * The hand-worked month (last month; docs/product/wages.md#wage-sheet). Settings from day 1: defective share 50%,
 * minimum daily wage unskilled 400.00 and skilled 500.00, 8 hours a day and 48 a week, PF 12% up to 15,000, ESI 0.75%
 * up to 21,000.
 *   A (skilled): Door Frame welding 40.00, 50.00 from day 15. Day 5: one work 40.00; day 20: one 50.00, one defective
 *     25.00 (50%) and its rework 50.00 -> pieces 165.00. Present day 5 09:00-17:00 and day 20 08:00-18:00: 2 days,
 *     18 hours; minimum 2 x 500.00 = 1000.00 -> top-up 835.00. Overtime: day 20 is 2 hours beyond 8; the premium is
 *     1000.00 x 2 h / 18 h = 111.11. Gross 1111.11; PF 12% of 1000.00 = 120.00 (overtime is not PF wages); ESI 0.75%
 *     of 1111.11 = 8.33; an advance of 500.00 recovered in full -> net 482.78.
 *   B (unskilled): Gate fitting 11000.00, two works on day 10 -> 22000.00, present 8 hours: no top-up, no overtime.
 *     PF at its ceiling: 12% of 15000 = 1800.00; ESI none (gross above 21000) -> net 20200.00.
 *   C (unskilled): Window Frame fitting 10500.00, two works on day 12 -> 21000.00: ESI at its limit 157.50, PF
 *     1800.00 -> net 19042.50.
 */
beforeAll(async () => {
  m1 = `${addDaysTo(`${world.today.slice(0, 8)}01`, -1).slice(0, 8)}01`;
  [a, b, c] = [await newWorker(world, 'Aadhi Sheet'), await newWorker(world, 'Bala Sheet'), await newWorker(world, 'Chandru Sheet')];
  const db = world.t.db;
  // Rates and settings of a closed month cannot be entered through the API (a past month is never rewritten).
  await db.insert(wageRates).values([
    { workType: 'Welding', productType: 'Door Frame', rate: '40.00', effectiveFrom: day(1) },
    { workType: 'Welding', productType: 'Door Frame', rate: '50.00', effectiveFrom: day(15) },
    { workType: 'Fitting', productType: 'Gate', rate: '11000.00', effectiveFrom: day(1) },
    { workType: 'Fitting', productType: 'Window Frame', rate: '10500.00', effectiveFrom: day(1) },
  ]);
  await db.delete(wageSettings).where(gte(wageSettings.effectiveFrom, m1));
  await db.insert(wageSettings).values({
    effectiveFrom: day(1),
    defectiveSharePercent: 50,
    minDailyUnskilled: '400.00',
    minDailySkilled: '500.00',
    pfCovered: true,
    esiCovered: true,
  });
  await db.insert(workerGrades).values([
    { accountId: a.id, skillGrade: 'skilled' },
    { accountId: b.id, skillGrade: 'unskilled' },
    { accountId: c.id, skillGrade: 'unskilled' },
  ]);
  const [u1, u2, u3, g1, g2, w1, w2] = await unitsFor(world, [
    { product_type: 'Door Frame', quantity: 3 },
    { product_type: 'Gate', quantity: 2 },
    { product_type: 'Window Frame', quantity: 2 },
  ]);
  await completedWork(world, u1!, 'Welding', a, day(5));
  await completedWork(world, u2!, 'Welding', a, day(20));
  await completedWork(world, u3!, 'Welding', a, day(20), 'Weld crack');
  await completedWork(world, u3!, 'Welding', a, day(20));
  await completedWork(world, g1!, 'Fitting', b, day(10));
  await completedWork(world, g2!, 'Fitting', b, day(10));
  await completedWork(world, w1!, 'Fitting', c, day(12));
  await completedWork(world, w2!, 'Fitting', c, day(12));
  const at = (d: string, time: string) => new Date(`${d}T${time}:00+05:30`);
  const present = (worker: Worker, d: string, from: string, to: string) => ({ workerId: worker.id, day: d, status: 'present' as const, firstTap: at(d, from), lastTap: at(d, to), reason: 'Register' });
  await db.insert(attendanceMarks).values([
    present(a, day(5), '09:00', '17:00'),
    present(a, day(20), '08:00', '18:00'),
    present(b, day(10), '09:00', '17:00'),
    present(c, day(12), '09:00', '17:00'),
  ]);
  const advance = await world.t.call('POST', '/wages/advances', { as: 'productionmanager', body: { worker: a.id, amount: '500', note: 'Festival' }, headers: key() });
  expect(advance.status, JSON.stringify(advance.body)).toBe(201);
  const sheet = await call(world, 'POST', '/wages/sheets', 'admin', { period_from: m1 });
  expect(sheet.status, JSON.stringify(sheet.body)).toBe(201);
  sheetId = sheet.body.id;
});

const lineOf = (body: { lines: Array<{ worker: number }> }, worker: Worker) => body.lines.find((l) => l.worker === worker.id);

describe('the wage sheet of a month', () => {
  it('a draft shows every figure, hand-worked: rate change, defect and rework, top-up, overtime, advance, PF and ESI at their ceilings', async () => {
    const sheet = await call(world, 'GET', `/wages/sheets/${sheetId}`, 'productionmanager');
    expect(sheet.status).toBe(200);
    expect(sheet.body).toMatchObject({ status: 'draft', period_from: m1, due_date: addDaysTo(sheet.body.period_to, 7) });
    expect(lineOf(sheet.body, a)).toMatchObject({
      works: 4,
      defective: 1,
      by_work_type: [{ work_type: 'Welding', works: 4, amount: '165.00' }],
      days_present: 2,
      minutes: 1080,
      piece_amount: '165.00',
      minimum_amount: '1000.00',
      topup_amount: '835.00',
      overtime_minutes: 120,
      overtime_amount: '111.11',
      gross_amount: '1111.11',
      pf_amount: '120.00',
      esi_amount: '8.33',
      advance_recovered: '500.00',
      net_amount: '482.78',
    });
    expect(lineOf(sheet.body, b)).toMatchObject({ piece_amount: '22000.00', topup_amount: '0.00', overtime_amount: '0.00', gross_amount: '22000.00', pf_amount: '1800.00', esi_amount: '0.00', net_amount: '20200.00' });
    expect(lineOf(sheet.body, c)).toMatchObject({ gross_amount: '21000.00', pf_amount: '1800.00', esi_amount: '157.50', net_amount: '19042.50' });
  });

  it('a second sheet for the period is 409; a period that does not start a month is 400', async () => {
    expect((await call(world, 'POST', '/wages/sheets', 'admin', { period_from: m1 })).status).toBe(409);
    const bad = await call(world, 'POST', '/wages/sheets', 'admin', { period_from: day(2) });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('A monthly sheet starts on the first of a month');
  });

  it('approving locks it (audited); payment needs an approved sheet, its key, and posts one ledger row per worker; paying twice is 409', async () => {
    expect((await world.t.call('POST', `/wages/sheets/${sheetId}/pay`, { as: 'admin', body: { method: 'cash' }, headers: key() })).status).toBe(409);
    const approved = await call(world, 'POST', `/wages/sheets/${sheetId}/approve`, 'admin');
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.status).toBe('approved');
    expect(lineOf(approved.body, a)).toMatchObject({ net_amount: '482.78', by_work_type: [{ work_type: 'Welding', works: 4, amount: '165.00' }] });
    expect((await call(world, 'POST', `/wages/sheets/${sheetId}/approve`, 'admin')).status).toBe(409);
    const audits = await world.t.db.select().from(auditLog).where(and(eq(auditLog.entity, 'wage_sheet'), eq(auditLog.entityId, sheetId)));
    expect(audits.map((r) => r.action).sort()).toEqual(['create', 'status']);

    const noKey = await world.t.call('POST', `/wages/sheets/${sheetId}/pay`, { as: 'admin', body: { method: 'bank' } });
    expect(noKey.status).toBe(400);
    const headers = key();
    const paid = await world.t.call('POST', `/wages/sheets/${sheetId}/pay`, { as: 'admin', body: { method: 'bank', reference: 'NEFT batch 11' }, headers });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body).toMatchObject({ status: 'paid', payment_method: 'bank' });
    const replay = await world.t.call('POST', `/wages/sheets/${sheetId}/pay`, { as: 'admin', body: { method: 'bank', reference: 'NEFT batch 11' }, headers });
    expect(replay.status).toBe(200);
    expect((await world.t.call('POST', `/wages/sheets/${sheetId}/pay`, { as: 'admin', body: { method: 'cash' }, headers: key() })).status).toBe(409);
    const ledger = await call(world, 'GET', `/wages/ledger?worker=${a.id}`, 'admin');
    expect(ledger.body.results.map((r: { kind: string; amount: string }) => [r.kind, r.amount])).toEqual([
      ['payment', '482.78'],
      ['recovery', '500.00'],
      ['advance', '500.00'],
    ]);
  });

  it('the wage register and the bank file as CSV', async () => {
    expect((await call(world, 'PUT', `/wages/workers/${b.id}/bank`, 'admin', { account_holder: 'Bala S', bank_account: '1234567890', ifsc: 'sbin0001234', upi_id: '' })).status).toBe(200);
    const register = await call(world, 'GET', `/wages/sheets/${sheetId}/register.csv`, 'admin');
    expect(register.status).toBe(200);
    expect(String(register.headers['content-type'])).toContain('text/csv');
    expect(register.body).toContain('Aadhi Sheet,skilled,4,1,2,18.00,165.00,1000.00,835.00,2.00,111.11,0.00,1111.11,120.00,8.33,500.00,482.78');
    const bank = await call(world, 'GET', `/wages/sheets/${sheetId}/bank-file.csv`, 'admin');
    expect(bank.body).toContain('Bala S,1234567890,SBIN0001234,20200.00,WAGES');
    // A worker without bank details keeps its line, by its own name, for the office to complete or pay otherwise.
    expect(bank.body).toContain('Chandru Sheet,,,19042.50,WAGES');
    const sheet = await call(world, 'GET', `/wages/sheets/${sheetId}`, 'admin');
    expect(sheet.body.bank_missing).toEqual(expect.arrayContaining([a.id, c.id]));
    expect(sheet.body.bank_missing).not.toContain(b.id);
  });

  it('a correction after locking is an adjustment in the next period', async () => {
    const adjusted = await call(world, 'POST', `/wages/sheets/${sheetId}/adjustments`, 'admin', { worker: c.id, amount: '-100', reason: 'Counted a grill twice' });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(201);
    const next = addDaysTo(day(28), 10).slice(0, 8) + '01';
    expect(adjusted.body).toMatchObject({ period_from: next, amount: '-100.00' });
    const sheet = await call(world, 'POST', '/wages/sheets', 'admin', { period_from: next });
    expect(sheet.status).toBe(201);
    const draft = await call(world, 'GET', `/wages/sheets/${sheet.body.id}`, 'admin');
    expect(lineOf(draft.body, c)).toMatchObject({ adjustment_amount: '-100.00' });
  });
});

describe('slips and permissions', () => {
  it('a worker reads only its own slips; another worker’s slip is 404', async () => {
    const mine = await call(world, 'GET', '/wages/my-slips', { token: a.token });
    expect(mine.body).toEqual([expect.objectContaining({ sheet: sheetId, net_amount: '482.78', status: 'paid' })]);
    const slip = await call(world, 'GET', `/wages/my-slips/${sheetId}`, { token: a.token });
    expect(slip.body).toMatchObject({ worker_name: 'Aadhi Sheet', topup_amount: '835.00', pf_amount: '120.00', payment_method: 'bank' });
    const other = await newWorker(world, 'Nobody Sheet');
    expect((await call(world, 'GET', `/wages/my-slips/${sheetId}`, { token: other.token })).status).toBe(404);
    expect((await call(world, 'GET', `/wages/sheets/${sheetId}/slips/${a.id}`, { token: a.token })).status).toBe(403);
    expect((await call(world, 'GET', `/wages/sheets/${sheetId}/slips/${a.id}`, 'productionmanager')).body).toMatchObject({ net_amount: '482.78' });
    expect((await call(world, 'GET', '/wages/sheets/99999999', 'admin')).status).toBe(404);
    expect((await call(world, 'GET', '/wages/my-payments', { token: a.token })).body.results).toHaveLength(3);
  });

  it('admin and production manager manage sheets; every other role 403', async () => {
    for (const role of ['admin', 'productionmanager'] as Role[]) expect((await call(world, 'GET', '/wages/sheets', role)).status).toBe(200);
    for (const role of ['supervisor', 'storemanager', 'sheet_user', 'dealer', 'worker', 'qualitychecker'] as Role[]) {
      expect((await call(world, 'GET', '/wages/sheets', role)).status, role).toBe(403);
      expect((await call(world, 'POST', `/wages/sheets/${sheetId}/approve`, role)).status, role).toBe(403);
      expect((await world.t.call('POST', '/wages/advances', { as: role, body: { worker: a.id, amount: '1' }, headers: key() })).status, role).toBe(403);
    }
  });

  it('bad input is 400 and changes nothing', async () => {
    expect((await world.t.call('POST', '/wages/advances', { as: 'admin', body: { worker: a.id, amount: '-5' }, headers: key() })).status).toBe(400);
    expect((await world.t.call('POST', `/wages/sheets/${sheetId}/pay`, { as: 'admin', body: { method: 'cheque' }, headers: key() })).status).toBe(400);
    expect((await call(world, 'POST', '/wages/sheets', 'admin', { period_from: 'soon' })).status).toBe(400);
  });
});
