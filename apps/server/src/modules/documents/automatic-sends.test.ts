import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AUTOMATIC_SENDER, DEFAULT_AUTOMATIC_SENDS, type AutomaticSends } from '@steelworks/contract/documents';
import { useOrderWorld } from '../../../test/order-world';
import { configureCompany, createDealer, invoiceOf, receivePayment } from '../billing/billing.fixtures';
import { invoices } from '../billing/invoice.table';
import { notifications } from '../notification/notification.table';
import { runAutomaticSends, reminderStep } from './automatic-sends';
import { documentReminders } from './documents.table';

/**
 * Automatic sends and payment reminders (issue 48 point 3) with a moved clock: the runner is called with the business
 * day it would see, before the due date, on it and after it, and after the invoice is paid.
 */

const world = useOrderWorld();
const on: AutomaticSends = { ...DEFAULT_AUTOMATIC_SENDS, send_invoices: true, send_receipts: true, reminders: true, days_before: 3, repeat_days: 7 };

function shift(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

async function saveSettings(settings: AutomaticSends) {
  const saved = await world.t.call('PUT', '/documents/automatic', { as: 'admin', body: settings });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function autoMessagesOf(link: string): Promise<string[]> {
  const rows = await world.t.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.event, 'document_auto'), eq(notifications.link, link)))
    .orderBy(notifications.id);
  return rows.map((r) => `${r.title}: ${r.body}`);
}

async function stepsOf(invoiceId: number): Promise<string[]> {
  const rows = await world.t.db
    .select({ step: documentReminders.step })
    .from(documentReminders)
    .where(and(eq(documentReminders.kind, 'invoice'), eq(documentReminders.documentId, invoiceId)))
    .orderBy(documentReminders.id);
  return rows.map((r) => r.step);
}

beforeAll(async () => {
  await configureCompany(world.t);
});

describe('the settings', () => {
  it('are off by default; the office reads them, only the admin changes them, bad input changes nothing', async () => {
    const { t } = world;
    expect((await t.call('GET', '/documents/automatic', { as: 'productionmanager' })).body).toEqual(DEFAULT_AUTOMATIC_SENDS);
    expect((await t.call('GET', '/documents/automatic', { as: 'dealer' })).status).toBe(403);
    expect((await t.call('PUT', '/documents/automatic', { as: 'productionmanager', body: on })).status).toBe(403);
    const bad = await t.call('PUT', '/documents/automatic', { as: 'admin', body: { ...on, repeat_days: 0, statement_day: 31 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ repeat_days: ['At least 1'], statement_day: ['Choose a day from 1 to 28'] });
    expect((await t.call('GET', '/documents/automatic', { as: 'admin' })).body).toEqual(DEFAULT_AUTOMATIC_SENDS);
  });

  it('off: issuing an invoice or recording a payment sends nothing automatically', async () => {
    const { t, w, today } = world;
    const invoice = await invoiceOf(t.db, w.dealerId, w.door, '100.00', today);
    const payment = await receivePayment(t.db, w.dealerId, '10.00', today);
    expect(await autoMessagesOf(`/billing/invoices/${invoice.id}`)).toEqual([]);
    expect(await autoMessagesOf(`/billing/payments/${payment}`)).toEqual([]);
    expect(await runAutomaticSends(t.db, shift(today, 400))).toBe(0);
  });
});

describe('automatic sends and reminders', () => {
  it('on: the invoice goes when issued and the receipt when the payment is recorded, logged on the document', async () => {
    const { t, w, today } = world;
    await saveSettings(on);
    const invoice = await invoiceOf(t.db, w.dealerId, w.door, '200.00', today);
    // The admin's invoice text (built in here), filled with the invoice's figures.
    expect(await autoMessagesOf(`/billing/invoices/${invoice.id}`)).toEqual([
      expect.stringMatching(new RegExp(`^Invoice ${invoice.number}: Dear .+, please find our invoice ${invoice.number} for ₹236\\.00, due on `)),
    ]);
    const log = await t.call('GET', `/documents/invoice/${invoice.id}/sends`, { as: 'dealer' });
    expect(log.status).toBe(200);
    // The dealer's built-in choice for automatic sends: email (and WhatsApp, skipped here: not configured).
    expect(log.body.results.map((r: { channel: string; sent_by: string }) => [r.channel, r.sent_by]).sort()).toEqual([
      ['email', AUTOMATIC_SENDER],
      ['whatsapp', AUTOMATIC_SENDER],
    ]);
    const payment = await receivePayment(t.db, w.dealerId, '20.00', today);
    expect(await autoMessagesOf(`/billing/payments/${payment}`)).toEqual([expect.stringMatching(/^Receipt .+: Dear .+, thank you for your payment of ₹20\.00: receipt /)]);
  });

  it('reminds before the due date, on it and every M days after while unpaid, once per step, and stops when paid', async () => {
    const { t, w, today } = world;
    await saveSettings(on);
    const dealerId = await createDealer(t.db, { name: 'Reminded Traders', termsDays: 10 });
    const invoice = await invoiceOf(t.db, dealerId, w.door, '1000.00', today);
    const [{ dueDate }] = (await t.db.select({ dueDate: invoices.dueDate }).from(invoices).where(eq(invoices.id, invoice.id))) as [{ dueDate: string }];
    expect(dueDate).toBe(shift(today, 10));
    const link = `/billing/invoices/${invoice.id}`;

    await runAutomaticSends(t.db, shift(dueDate, -4));
    expect(await stepsOf(invoice.id)).toEqual([]);
    await runAutomaticSends(t.db, shift(dueDate, -3));
    await runAutomaticSends(t.db, shift(dueDate, -1));
    expect(await stepsOf(invoice.id)).toEqual(['before']);
    await runAutomaticSends(t.db, dueDate);
    await runAutomaticSends(t.db, shift(dueDate, 6));
    expect(await stepsOf(invoice.id)).toEqual(['before', 'due']);
    await runAutomaticSends(t.db, shift(dueDate, 7));
    await runAutomaticSends(t.db, shift(dueDate, 13));
    await runAutomaticSends(t.db, shift(dueDate, 14));
    expect(await stepsOf(invoice.id)).toEqual(['before', 'due', 'after-1', 'after-2']);
    const reminders = (await autoMessagesOf(link)).filter((m) => m.startsWith('Payment reminder'));
    expect(reminders).toHaveLength(4);
    expect(reminders[0]).toMatch(/is due on/);
    expect(reminders[1]).toMatch(/is due today/);
    expect(reminders[2]).toMatch(/was due on .* and is still unpaid/);

    await receivePayment(t.db, dealerId, invoice.total, today);
    await runAutomaticSends(t.db, shift(dueDate, 21));
    expect(await stepsOf(invoice.id)).toEqual(['before', 'due', 'after-1', 'after-2']);
  });

  it('sends nothing to an excluded dealer', async () => {
    const { t, w, today } = world;
    const dealerId = await createDealer(t.db, { name: 'Excluded Traders', termsDays: 0 });
    await saveSettings({ ...on, excluded_dealers: [dealerId] });
    const invoice = await invoiceOf(t.db, dealerId, w.door, '500.00', today);
    expect(await autoMessagesOf(`/billing/invoices/${invoice.id}`)).toEqual([]);
    await runAutomaticSends(t.db, shift(today, 30));
    expect(await stepsOf(invoice.id)).toEqual([]);
  });

  it('sends the monthly statement once a month from the chosen day, to dealers who owe', async () => {
    const { t, w, today } = world;
    const dealerId = await createDealer(t.db, { name: 'Statement Traders' });
    await invoiceOf(t.db, dealerId, w.door, '300.00', today);
    await saveSettings({ ...DEFAULT_AUTOMATIC_SENDS, statement_day: 5 });
    const month = shift(today, 40).slice(0, 7);
    const statements = () =>
      t.db
        .select({ step: documentReminders.step })
        .from(documentReminders)
        .where(and(eq(documentReminders.kind, 'statement'), eq(documentReminders.documentId, dealerId)));
    await runAutomaticSends(t.db, `${month}-04`);
    expect(await statements()).toEqual([]);
    await runAutomaticSends(t.db, `${month}-05`);
    await runAutomaticSends(t.db, `${month}-20`);
    expect(await statements()).toEqual([{ step: month }]);
  });
});

describe('the step of a day', () => {
  it('follows the due date', () => {
    const settings = { days_before: 3, repeat_days: 7 };
    expect(reminderStep('2026-12-10', '2026-12-06', settings)).toBeNull();
    expect(reminderStep('2026-12-10', '2026-12-07', settings)).toBe('before');
    expect(reminderStep('2026-12-10', '2026-12-10', settings)).toBe('due');
    expect(reminderStep('2026-12-10', '2026-12-16', settings)).toBe('due');
    expect(reminderStep('2026-12-10', '2026-12-17', settings)).toBe('after-1');
    expect(reminderStep('2026-12-10', '2027-01-01', settings)).toBe('after-3');
    expect(reminderStep('2026-12-10', '2026-12-09', { days_before: 0, repeat_days: 7 })).toBeNull();
  });
});
