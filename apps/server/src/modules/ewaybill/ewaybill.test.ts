/**
 * E-way bills through the API (issue 44 point 3): the threshold per state, generation on the fake portal (success,
 * down, slow, duplicate recovered), the offline JSON and the upload of the portal's answer, a vehicle change that
 * keeps the validity, a consignment split over two vehicles, cancellation, and who may do what (a dealer reads its
 * own bills only; another dealer's answer 404).
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SECRET_MASK } from '@steelworks/contract/einvoice';
import { EWB_TEXT, validUntil } from '@steelworks/contract/ewaybill';
import { expectRefused } from '../../../test/refused-routes';
import { auditLog } from '../../db/audit.table';
import { doorInvoice, PORTAL_TOO_SLOW_MS, ROAD, useEwbWorld } from './ewaybill.fixtures';

const world = useEwbWorld();
const t = () => world.t;
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 2 }).compile(JSON.parse(readFileSync(new URL('./schemas/ewb-bulk.schema.json', import.meta.url), 'utf8')) as object);

const generate = (invoiceId: number, body: unknown = ROAD, as: 'admin' | 'productionmanager' = 'admin') => t().call('POST', `/ewaybill/invoices/${invoiceId}`, { as, body });
const ofInvoice = (invoiceId: number, as: 'admin' | 'dealer' = 'admin') => t().call('GET', `/ewaybill/invoices/${invoiceId}`, { as });

describe('settings', () => {
  it('an admin reads the threshold and the API settings with the secrets masked', async () => {
    const read = await t().call('GET', '/ewaybill/settings', { as: 'admin' });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ threshold: '50000.00', state_thresholds: [], api: { base_url: world.fake.url, username: 'ewbuser', password: SECRET_MASK, client_secret: SECRET_MASK } });
    expect(JSON.stringify(read.body)).not.toContain('ewb-secret-pass');
  });

  it('an admin sets a state of its own; a production manager reads but may not save; bad input changes nothing', async () => {
    const saved = await t().call('PUT', '/ewaybill/settings', { as: 'admin', body: { threshold: '50000', state_thresholds: [{ state_code: '33', threshold: '100000' }] } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.state_thresholds).toEqual([{ state_code: '33', threshold: '100000.00' }]);
    expect((await t().call('GET', '/ewaybill/settings', { as: 'productionmanager' })).status).toBe(200);
    await expectRefused(t(), ['productionmanager', 'dealer', 'worker'], [['PUT', '/ewaybill/settings']], () => ({ threshold: '1', state_thresholds: [] }));
    const bad = await t().call('PUT', '/ewaybill/settings', { as: 'admin', body: { threshold: '-5', state_thresholds: [] } });
    expect(bad).toMatchObject({ status: 400, body: { code: 'validation_failed' } });
    const twice = await t().call('PUT', '/ewaybill/settings', { as: 'admin', body: { threshold: '5', state_thresholds: [{ state_code: '33', threshold: '1' }, { state_code: '33', threshold: '2' }] } });
    expect(twice.status).toBe(400);
    expect((await t().call('GET', '/ewaybill/settings', { as: 'admin' })).body.threshold).toBe('50000.00');
  });
});

describe('whether a consignment needs a bill', () => {
  it('above the threshold incl. tax it does, at or below it not; a state of its own decides for goods going there', async () => {
    // 42,373 + 18% = 50,000.14, rounded to 50,000: not above.
    const atThreshold = await doorInvoice(world, '42373.00');
    expect((await ofInvoice(atThreshold)).body).toMatchObject({ required: false, consignment_value: '50000.00', eway_bill: null });
    const above = await doorInvoice(world, '45000.00');
    expect((await ofInvoice(above)).body).toMatchObject({ required: true, threshold: '50000.00', api_configured: true });
    // Tamil Nadu's own threshold is 1 lakh: 53,100 going there needs none.
    const toTamilNadu = await doorInvoice(world, '45000.00', 1, world.w.otherDealerId);
    expect((await ofInvoice(toTamilNadu)).body).toMatchObject({ required: false, threshold: '100000.00' });
    const refused = await generate(atThreshold);
    expect(refused).toMatchObject({ status: 400, body: { code: 'rule_refused', error_message: EWB_TEXT.belowThreshold } });
  });
});

describe('generation through the API', () => {
  it('generates, computes the validity, and audits; a second try for the invoice is refused without asking the portal', async () => {
    const invoiceId = await doorInvoice(world, '45000.00');
    const before = Date.now();
    const made = await generate(invoiceId, { ...ROAD, distance_km: 250 });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ status: 'Generated', mode: 'road', distance_km: 250, vehicles: [{ vehicle_number: 'KL07AB1234', quantities: [{ line_no: 1, quantity: 1 }], replaced_at: null }] });
    expect(made.body.ewb_number).toMatch(/^[0-9]{12}$/);
    // 250 km is two days: to the end of the day after tomorrow, India time (the portal said the same).
    expect(made.body.valid_until).toBe(validUntil(new Date(before), 250, false, 'Asia/Kolkata').toISOString());
    const sent = world.fake.bills.get(made.body.ewb_number)!;
    expect(validate({ version: '1.0.1118', billLists: [sent.data] }), JSON.stringify(validate.errors)).toBe(true);
    expect(sent.data).toMatchObject({ docNo: expect.stringMatching(/^INV\//), totInvValue: 53100, transDistance: '250' });
    const calls = world.fake.state.generateCalls;
    const again = await generate(invoiceId, ROAD, 'productionmanager');
    expect(again).toMatchObject({ status: 409, body: { code: 'conflict', error_message: EWB_TEXT.alreadyExists } });
    expect(world.fake.state.generateCalls).toBe(calls);
    const audits = await t().db.select().from(auditLog).where(and(eq(auditLog.entity, 'eway_bill'), eq(auditLog.entityId, made.body.id)));
    expect(audits.map((row) => row.note)).toEqual(['Generated through the API']);
  });

  it('the credentials go in headers and never appear in what the bill keeps', async () => {
    const last = world.fake.state.seen.at(-1)!;
    expect(last.headers.password).toBe('ewb-secret-pass');
    expect(last.body).not.toContain('ewb-secret-pass');
  });

  it('portal down: 503 with the reason, nothing kept; once it is back the bill is made', async () => {
    const invoiceId = await doorInvoice(world, '46000.00');
    world.fake.state.down = true;
    const down = await generate(invoiceId);
    world.fake.state.down = false;
    expect(down).toMatchObject({ status: 503, body: { code: 'unavailable', error_message: EWB_TEXT.portalDown } });
    expect((await ofInvoice(invoiceId)).body.eway_bill).toBeNull();
    expect((await generate(invoiceId)).status).toBe(201);
  });

  it('portal slow past the timeout: 503; the retry gets the bill the portal made meanwhile (duplicate answered)', async () => {
    const invoiceId = await doorInvoice(world, '47000.00');
    world.fake.state.delayMs = PORTAL_TOO_SLOW_MS;
    const slow = await generate(invoiceId);
    expect(slow.status).toBe(503);
    await new Promise((resolve) => setTimeout(resolve, PORTAL_TOO_SLOW_MS + 100));
    world.fake.state.delayMs = 0;
    const madeMeanwhile = [...world.fake.bills.values()].at(-1)!;
    const retried = await generate(invoiceId);
    expect(retried.status, JSON.stringify(retried.body)).toBe(201);
    expect(retried.body.ewb_number).toBe(madeMeanwhile.ewbNo);
    expect([...world.fake.bills.values()].filter((bill) => bill.docNo === madeMeanwhile.docNo)).toHaveLength(1);
  });

  it('refused by the portal: 422 with its message; bad Part B: 400; a dealer may not generate', async () => {
    const invoiceId = await doorInvoice(world, '48000.00');
    world.fake.state.refuseNext = { code: '238', message: 'Invalid pincode for the state' };
    expect(await generate(invoiceId)).toMatchObject({ status: 422, body: { code: 'unprocessable', error_message: `${EWB_TEXT.portalRefused}: Invalid pincode for the state` } });
    expect((await generate(invoiceId, { ...ROAD, vehicles: [{ vehicle_number: 'NOT A CAR' }] })).status).toBe(400);
    expect((await generate(invoiceId, { mode: 'rail', distance_km: 100 })).body).toMatchObject({ code: 'validation_failed' });
    await expectRefused(t(), ['dealer', 'supervisor', 'storemanager'], [['POST', `/ewaybill/invoices/${invoiceId}`]], () => ROAD);
    expect((await generate(999_999)).status).toBe(404);
    expect((await ofInvoice(invoiceId)).body.eway_bill).toBeNull();
  });
});

describe('dealer', () => {
  it('reads the bill of its own invoice; another dealer’s invoice and bill answer 404', async () => {
    const own = await doorInvoice(world, '45500.00');
    const bill = (await generate(own)).body;
    expect((await ofInvoice(own, 'dealer')).body.eway_bill).toMatchObject({ ewb_number: bill.ewb_number });
    expect((await t().call('GET', `/ewaybill/${bill.id}`, { as: 'dealer' })).status).toBe(200);
    const rival = { token: world.w.otherDealerToken };
    expect((await t().call('GET', `/ewaybill/invoices/${own}`, rival)).status).toBe(404);
    expect((await t().call('GET', `/ewaybill/${bill.id}`, rival)).status).toBe(404);
  });
});

describe('Part B', () => {
  it('a change of vehicle closes the old row, keeps the quantities and the validity, and is audited', async () => {
    const invoiceId = await doorInvoice(world, '45000.00', 2);
    const bill = (await generate(invoiceId)).body;
    const changed = await t().call('POST', `/ewaybill/${bill.id}/vehicle`, {
      as: 'productionmanager',
      body: { vehicle_id: bill.vehicles[0].id, vehicle_number: 'KL 08 C 4321', reason: '1', remarks: 'Axle broke near Angamaly', from_place: 'Angamaly' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.valid_until).toBe(bill.valid_until);
    expect(changed.body.vehicles).toMatchObject([
      { vehicle_number: 'KL07AB1234', replaced_at: expect.any(String) },
      { vehicle_number: 'KL08C4321', reason: '1', from_place: 'Angamaly', quantities: [{ line_no: 1, quantity: 2 }], replaced_at: null },
    ]);
    expect(world.fake.bills.get(bill.ewb_number)!.vehicles).toEqual(['KL07AB1234', 'KL08C4321']);
    const audits = await t().db.select().from(auditLog).where(and(eq(auditLog.entity, 'eway_bill'), eq(auditLog.entityId, bill.id)));
    expect(audits.map((row) => row.note)).toContain('Vehicle changed: Due to break down, Axle broke near Angamaly');
    const replacedAgain = await t().call('POST', `/ewaybill/${bill.id}/vehicle`, { as: 'admin', body: { vehicle_id: bill.vehicles[0].id, vehicle_number: 'KL08C4322', reason: '3', remarks: 'x', from_place: 'y' } });
    expect(replacedAgain.status).toBe(404);
    await expectRefused(t(), ['dealer'], [['POST', `/ewaybill/${bill.id}/vehicle`]]);
  });

  it('one consignment over two vehicles: quantities per vehicle must carry each line whole', async () => {
    const invoiceId = await doorInvoice(world, '20000.00', 5);
    const wrong = await generate(invoiceId, { ...ROAD, vehicles: [{ vehicle_number: 'KL07AB1234', quantities: [{ line_no: 1, quantity: 3 }] }, { vehicle_number: 'KL07AB5678', quantities: [{ line_no: 1, quantity: 1 }] }] });
    expect(wrong).toMatchObject({ status: 400, body: { error_message: EWB_TEXT.quantitiesAddUp } });
    const split = await generate(invoiceId, { ...ROAD, vehicles: [{ vehicle_number: 'KL07AB1234', quantities: [{ line_no: 1, quantity: 3 }] }, { vehicle_number: 'KL07AB5678', quantities: [{ line_no: 1, quantity: 2 }] }] });
    expect(split.status, JSON.stringify(split.body)).toBe(201);
    expect(split.body.vehicles.map((vehicle: { vehicle_number: string; quantities: unknown }) => [vehicle.vehicle_number, vehicle.quantities])).toEqual([
      ['KL07AB1234', [{ line_no: 1, quantity: 3 }]],
      ['KL07AB5678', [{ line_no: 1, quantity: 2 }]],
    ]);
    expect(world.fake.bills.get(split.body.ewb_number)!.vehicles).toEqual(['KL07AB1234', 'KL07AB5678']);
  });

  it('cancellation with a reason; the invoice may then take a new bill', async () => {
    const invoiceId = await doorInvoice(world, '45000.00');
    const bill = (await generate(invoiceId)).body;
    const cancelled = await t().call('POST', `/ewaybill/${bill.id}/cancel`, { as: 'admin', body: { reason: '3', remarks: 'Wrong distance' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'Cancelled', cancel_reason: 'Data entry mistake: Wrong distance' });
    expect(world.fake.bills.get(bill.ewb_number)!.cancelled).toBe(true);
    expect((await t().call('POST', `/ewaybill/${bill.id}/cancel`, { as: 'admin', body: { reason: '3', remarks: 'again' } })).status).toBe(400);
    expect((await generate(invoiceId, { ...ROAD, distance_km: 40 })).status).toBe(201);
  });
});

describe('offline: the JSON for the bulk tool and the answer uploaded back', () => {
  it('the JSON passes the schema; the answer is saved on the invoice; a mismatched document is refused', async () => {
    const invoiceId = await doorInvoice(world, '45000.00');
    const file = await t().call('POST', `/ewaybill/invoices/${invoiceId}/json`, { as: 'admin', body: ROAD });
    expect(file.status, JSON.stringify(file.body)).toBe(200);
    expect(validate(file.body), JSON.stringify(validate.errors)).toBe(true);
    const docNo = file.body.billLists[0].docNo as string;
    const answer = { ...ROAD, ewb_number: '381001234567', ewb_date: '02/11/2026 10:15:00 AM', valid_until: '03/11/2026 11:59:00 PM' };
    expect((await t().call('POST', `/ewaybill/invoices/${invoiceId}/answer`, { as: 'admin', body: { ...answer, doc_no: 'INV/OTHER/1' } })).status).toBe(400);
    const saved = await t().call('POST', `/ewaybill/invoices/${invoiceId}/answer`, { as: 'admin', body: { ...answer, doc_no: docNo } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body).toMatchObject({ ewb_number: '381001234567', generated_at: '2026-11-02T04:45:00.000Z', valid_until: '2026-11-03T18:29:00.000Z' });
    expect((await t().call('POST', `/ewaybill/invoices/${invoiceId}/answer`, { as: 'admin', body: { ...answer, ewb_number: '381001234568', doc_no: docNo } })).status).toBe(409);
  });
});
