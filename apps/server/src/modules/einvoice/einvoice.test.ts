/**
 * E-invoices through the fake IRP (issue 44 point 2, docs/decisions/042-e-invoices.md): settings with masked secrets,
 * registration through the queue (success, IRP down then retried, a lost answer recovered by the duplicate 2150), the
 * dealer's view of its own documents, cancellation within 24 hours, the offline JSON and signed upload, the audit.
 */
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysTo } from '@steelworks/contract/common/dates';
import { EINVOICE_TEXT, SECRET_MASK } from '@steelworks/contract/einvoice';
import { useOrderWorld } from '../../../test/order-world';
import { startFakeIrp, type FakeIrp } from '../../../test/fake-irp';
import { expectRefused } from '../../../test/refused-routes';
import { auditLog } from '../../db/audit.table';
import { createDealer } from '../billing/billing.fixtures';
import { einvoiceRegistrations, einvoiceSettings } from './einvoice.table';
import { b2bInvoice, otherRegisteredDealer, prepareBilling, turnOnEinvoicing } from './einvoice.fixtures';
import { irnOf, jwsPayload, qrPayload, signJws, verifyJws } from './einvoice-jws';
import { registerDue } from './einvoice-queue';
import { TEST_SETTINGS_SECRET } from '../../../test/harness';

const world = useOrderWorld();
const validate = new Ajv({ allErrors: true, multipleOfPrecision: 2 }).compile(
  JSON.parse(readFileSync(new URL('./schemas/inv01-v1.1.schema.json', import.meta.url), 'utf8')) as object,
);
let irp: FakeIrp;
const later = () => new Date(Date.now() + 2 * 60 * 60 * 1000);
const doc = (id: number) => `/einvoice/documents/invoice/${id}`;

beforeAll(async () => {
  irp = await startFakeIrp();
  await prepareBilling(world.t, world.w.dealerId);
});
afterAll(() => irp.close());

async function auditNotes(number: string) {
  const rows = await world.t.db.select({ note: auditLog.note }).from(auditLog).where(eq(auditLog.entity, 'einvoice'));
  return rows.map((row) => row.note).filter((note) => note.includes(number));
}

describe('e-invoice settings', () => {
  it('are saved by an admin, answered with the secrets masked, and refused to other roles', async () => {
    await turnOnEinvoicing(world.t, irp, world.today);
    const read = await world.t.call('GET', '/einvoice/settings', { as: 'productionmanager' });
    expect(read.body).toMatchObject({ enabled: true, applies_from: addDaysTo(world.today, -30), api_base_url: irp.url, client_secret: SECRET_MASK, password: SECRET_MASK });
    expect(JSON.stringify(read.body)).not.toContain('fake-secret');
    // Saving with the masks (or empty) keeps the stored secrets: registration below still signs in.
    const again = await world.t.call('PUT', '/einvoice/settings', { as: 'admin', body: { ...read.body, client_secret: SECRET_MASK, password: '' } });
    expect(again.status).toBe(200);
    const [audit] = await world.t.db.select({ changes: auditLog.changes }).from(auditLog).where(eq(auditLog.entity, 'einvoice_settings'));
    expect(JSON.stringify(audit!.changes)).not.toMatch(/fake-secret|fake-password/);
    expect(audit!.changes).toMatchObject({ client_key_replaced: { before: false, after: true }, login_key_replaced: { before: false, after: true } });
    await expectRefused(world.t, ['productionmanager', 'dealer', 'supervisor'], [['PUT', '/einvoice/settings']], () => read.body);
    await expectRefused(world.t, ['dealer', 'worker'], [['GET', '/einvoice/settings']]);
  });

  it('stores the secrets encrypted, and refuses a new one when the server has no SETTINGS_SECRET', async () => {
    const [stored] = await world.t.db.select({ secret: einvoiceSettings.clientSecret, password: einvoiceSettings.password }).from(einvoiceSettings);
    expect(stored!.secret).toMatch(/^enc:v1:/);
    expect(stored!.password).toMatch(/^enc:v1:/);
    expect(JSON.stringify(stored)).not.toMatch(/fake-secret|fake-password/);
    const config = world.t.app.ctx.config;
    config.settingsSecret = undefined;
    try {
      const read = (await world.t.call('GET', '/einvoice/settings', { as: 'admin' })).body;
      const refused = await world.t.call('PUT', '/einvoice/settings', { as: 'admin', body: { ...read, password: 'a-new-password' } });
      expect(refused.status).toBe(400);
      expect(refused.body.error_message).toBe(EINVOICE_TEXT.noSettingsSecret);
      const [after] = await world.t.db.select({ password: einvoiceSettings.password }).from(einvoiceSettings);
      expect(after!.password).toBe(stored!.password);
      // Keeping the stored secrets (the masks) needs no key.
      expect((await world.t.call('PUT', '/einvoice/settings', { as: 'admin', body: { ...read, client_secret: SECRET_MASK, password: '' } })).status).toBe(200);
    } finally {
      config.settingsSecret = TEST_SETTINGS_SECRET;
    }
  });

  it('refuses e-invoicing on without its date, and changes nothing', async () => {
    const refused = await world.t.call('PUT', '/einvoice/settings', { as: 'admin', body: { enabled: true, applies_from: '' } });
    expect(refused.status).toBe(400);
    expect(refused.body.applies_from).toEqual(['Enter the date e-invoicing applies from']);
    expect((await world.t.call('GET', '/einvoice/settings', { as: 'admin' })).body.enabled).toBe(true);
  });
});

describe('registering through the IRP', () => {
  it('queues, registers once, and answers the IRN, Ack and the signed QR; the dealer reads its own', async () => {
    const id = await b2bInvoice(world.t.db, world.w.dealerId, world.w.door, world.today);
    const before = await world.t.call('GET', doc(id), { as: 'admin' });
    expect(before.body).toMatchObject({ required: true, status: null, irn: null });
    const calls = irp.generateCalls();
    const queued = await world.t.call('POST', `${doc(id)}/register`, { as: 'productionmanager' });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    expect(queued.body.status).toBe('pending');
    // The call's after-answer job has run (the harness waits for it): the IRP answered.
    const read = await world.t.call('GET', doc(id), { as: 'dealer' });
    expect(read.body).toMatchObject({ status: 'registered', ack_no: expect.stringMatching(/^\d+$/), ack_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    expect(read.body.irn).toMatch(/^[0-9a-f]{64}$/);
    expect(verifyJws(read.body.signed_qr, irp.publicKey)).toBe(true);
    expect(JSON.parse(String(jwsPayload(read.body.signed_qr)!.data))).toMatchObject({ DocNo: read.body.number, Irn: read.body.irn });
    expect(irp.generateCalls()).toBe(calls + 1);
    // Asked again: refused, and the IRP is not called again.
    const twice = await world.t.call('POST', `${doc(id)}/register`, { as: 'admin' });
    expect(twice.status).toBe(409);
    expect(twice.body.error_message).toBe(EINVOICE_TEXT.alreadyRegistered);
    expect(irp.generateCalls()).toBe(calls + 1);
    expect(await auditNotes(read.body.number)).toEqual([`IRN requested for ${read.body.number}`, `IRN registered for ${read.body.number}`]);
  });

  it('keeps a document pending while the IRP is down, and registers it on a later try', async () => {
    const id = await b2bInvoice(world.t.db, world.w.dealerId, world.w.door, world.today);
    irp.down = true;
    try {
      await world.t.call('POST', `${doc(id)}/register`, { as: 'admin' });
      const pending = await world.t.call('GET', doc(id), { as: 'admin' });
      expect(pending.body).toMatchObject({ status: 'pending', irn: null, attempts: 1, last_error: 'The IRP answered 503' });
    } finally {
      irp.down = false;
    }
    // Not due yet: nothing is tried.
    expect(await registerDue(world.t.db, { settingsSecret: TEST_SETTINGS_SECRET })).toBe(0);
    expect(await registerDue(world.t.db, { now: later(), settingsSecret: TEST_SETTINGS_SECRET })).toBe(1);
    expect((await world.t.call('GET', doc(id), { as: 'admin' })).body).toMatchObject({ status: 'registered', attempts: 2, last_error: null });
  });

  it('recovers an answer lost between the IRP and the database from the duplicate answer (2150)', async () => {
    const id = await b2bInvoice(world.t.db, world.w.dealerId, world.w.door, world.today);
    irp.loseNextAnswer = true;
    const calls = irp.generateCalls();
    await world.t.call('POST', `${doc(id)}/register`, { as: 'admin' });
    expect((await world.t.call('GET', doc(id), { as: 'admin' })).body.status).toBe('pending');
    await registerDue(world.t.db, { now: later(), settingsSecret: TEST_SETTINGS_SECRET });
    const read = await world.t.call('GET', doc(id), { as: 'admin' });
    expect(read.body.status).toBe('registered');
    expect(irp.generateCalls()).toBe(calls + 2);
    expect(verifyJws(read.body.signed_qr, irp.publicKey)).toBe(true);
    expect(await auditNotes(read.body.number)).toContain(`IRN of ${read.body.number} recovered from the IRP's duplicate answer (2150)`);
  });

  it('refuses what needs no IRN: an unregistered buyer, a date before e-invoicing applies', async () => {
    const counter = await createDealer(world.t.db, { name: 'Counter Sale Buyer' });
    const b2c = await b2bInvoice(world.t.db, counter, world.w.door, world.today);
    const old = await b2bInvoice(world.t.db, world.w.dealerId, world.w.door, addDaysTo(world.today, -40));
    for (const id of [b2c, old]) {
      const refused = await world.t.call('POST', `${doc(id)}/register`, { as: 'admin' });
      expect(refused.status).toBe(400);
      expect(refused.body.error_message).toBe(EINVOICE_TEXT.notOn);
      expect((await world.t.call('GET', doc(id), { as: 'admin' })).body).toMatchObject({ required: false, status: null });
    }
  });

  it("shows a dealer only its own documents' IRN, and refuses it every change", async () => {
    const other = await b2bInvoice(world.t.db, await otherRegisteredDealer(world.t.db), world.w.door, world.today);
    expect((await world.t.call('GET', doc(other), { as: 'dealer' })).status).toBe(404);
    expect((await world.t.call('GET', '/einvoice/documents/invoice/999999', { as: 'admin' })).status).toBe(404);
    expect((await world.t.call('GET', '/einvoice/documents/receipt/1', { as: 'admin' })).status).toBe(404);
    await expectRefused(world.t, ['dealer', 'supervisor', 'storemanager'], [
      ['POST', `${doc(other)}/register`],
      ['POST', `${doc(other)}/cancel`],
      ['GET', `${doc(other)}/json`],
      ['GET', `/einvoice/day?date=${world.today}`],
      ['POST', '/einvoice/upload'],
    ]);
  });
});

describe('cancelling an IRN', () => {
  it('cancels within 24 hours with a portal reason, audited; refuses after 24 hours or twice', async () => {
    const id = await b2bInvoice(world.t.db, world.w.dealerId, world.w.door, world.today);
    await world.t.call('POST', `${doc(id)}/register`, { as: 'admin' });
    const bad = await world.t.call('POST', `${doc(id)}/cancel`, { as: 'admin', body: { reason: '7', remark: '' } });
    expect(bad.status).toBe(400);
    const cancelled = await world.t.call('POST', `${doc(id)}/cancel`, { as: 'productionmanager', body: { reason: '2', remark: 'Wrong rate keyed' } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancel_reason: '2 Data entry mistake: Wrong rate keyed' });
    expect((await world.t.call('POST', `${doc(id)}/cancel`, { as: 'admin', body: { reason: '2', remark: 'Again' } })).body.error_message).toBe(EINVOICE_TEXT.notRegistered);
    expect(await auditNotes(cancelled.body.number)).toContain(`IRN of ${cancelled.body.number} cancelled`);

    const late = await b2bInvoice(world.t.db, world.w.dealerId, world.w.door, world.today);
    await world.t.call('POST', `${doc(late)}/register`, { as: 'admin' });
    await world.t.db
      .update(einvoiceRegistrations)
      .set({ ackAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(and(eq(einvoiceRegistrations.source, 'invoice'), eq(einvoiceRegistrations.documentId, late)));
    const refused = await world.t.call('POST', `${doc(late)}/cancel`, { as: 'admin', body: { reason: '1', remark: 'Duplicate' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error_message).toBe(EINVOICE_TEXT.cancelWindow);
    expect((await world.t.call('GET', doc(late), { as: 'admin' })).body.status).toBe('registered');
  });
});

describe('the offline way', () => {
  it("downloads one invoice's and a day's JSON that the schema accepts, and uploads the signed answer back", async () => {
    const day = addDaysTo(world.today, -2);
    const id = await b2bInvoice(world.t.db, world.w.dealerId, world.w.door, day, '2000.00');
    const one = await world.t.call('GET', `${doc(id)}/json`, { as: 'productionmanager' });
    expect(one.status).toBe(200);
    expect(one.headers['content-disposition']).toMatch(/attachment; filename="einvoice-INV-.*\.json"/);
    expect(validate(one.body[0]), JSON.stringify(validate.errors)).toBe(true);
    const ofDay = await world.t.call('GET', `/einvoice/day?date=${day}`, { as: 'admin' });
    expect(ofDay.status).toBe(200);
    expect(ofDay.body.map((json: { DocDtls: { No: string } }) => json.DocDtls.No)).toEqual([one.body[0].DocDtls.No]);
    for (const json of ofDay.body) expect(validate(json), JSON.stringify(validate.errors)).toBe(true);

    // The bulk tool's answer, signed by a key of the portal's (here one of the test's own).
    const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
    const number = one.body[0].DocDtls.No as string;
    const irn = irnOf('32AAFCS5318D1ZR', '2026-27', 'INV', number);
    const answer = (qrDocNo: string) => ({
      DocNo: number,
      Irn: irn,
      AckNo: 112010000099999,
      AckDt: `${day} 10:15:00`,
      SignedInvoice: signJws({ data: JSON.stringify({ ...one.body[0], Irn: irn }) }, privateKey),
      SignedQRCode: signJws({ data: JSON.stringify({ ...qrPayload(one.body[0], irn, `${day} 10:15:00`), DocNo: qrDocNo }) }, privateKey),
    });
    const mismatch = await world.t.call('POST', '/einvoice/upload', { as: 'admin', body: { documents: [answer('INV/OTHER/1')] } });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error_message).toBe(EINVOICE_TEXT.uploadMismatch(number, 'the signed QR code'));
    const unknown = await world.t.call('POST', '/einvoice/upload', { as: 'admin', body: { documents: [{ ...answer('X/1'), DocNo: 'X/1' }] } });
    expect(unknown.body.error_message).toBe(EINVOICE_TEXT.noMatch('X/1'));
    expect((await world.t.call('GET', doc(id), { as: 'admin' })).body.status).toBeNull();

    const uploaded = await world.t.call('POST', '/einvoice/upload', { as: 'productionmanager', body: { documents: [answer(number)] } });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.updated).toEqual([expect.objectContaining({ number, status: 'registered', irn, ack_no: '112010000099999', ack_date: `${day} 10:15:00` })]);
    expect(await auditNotes(number)).toEqual([`IRN of ${number} uploaded from the portal's signed file`]);
    // Registered: out of the day's file.
    expect((await world.t.call('GET', `/einvoice/day?date=${day}`, { as: 'admin' })).body).toEqual([]);
    // Another IRN for the same document is refused.
    const other = await world.t.call('POST', '/einvoice/upload', { as: 'admin', body: { documents: [{ ...answer(number), Irn: 'f'.repeat(64) }] } });
    expect(other.status).toBe(400);
  });

  it('refuses a JSON the portal would refuse, naming the reason', async () => {
    const noPin = await createDealer(world.t.db, { name: 'No Pin Traders', gstin: '33AAGCG7412H1ZT', stateCode: '33' });
    const id = await b2bInvoice(world.t.db, noPin, world.w.door, world.today);
    const refused = await world.t.call('GET', `${doc(id)}/json`, { as: 'admin' });
    expect(refused.status).toBe(400);
    expect(refused.body.problems).toContainEqual(expect.stringContaining("the buyer's address has no 6-digit PIN code"));
  });
});
