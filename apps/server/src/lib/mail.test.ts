import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { mailOutbox } from '../modules/account/account.table';
import { createMailer } from './mail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A transport that records what it is given, or fails while `failing` is set. */
function recordingTransport() {
  const sent: Array<{ to: string; subject: string; text: string }> = [];
  const state = { failing: false };
  const transport = {
    sendMail: async (message: { to: string; subject: string; text: string }) => {
      if (state.failing) throw new Error('connection refused');
      sent.push(message);
      return {};
    },
  } as unknown as Transporter;
  return { transport, sent, state };
}

describe('the SMTP worker', () => {
  it('delivers the outbox after the writer committed, once, and marks each message sent', async () => {
    const { transport, sent } = recordingTransport();
    const mailer = createMailer({ db: t.db, smtpUrl: undefined, from: 'Steelworks <no-reply@x>', log: t.app.log, transport });
    await t.db.transaction((tx) => mailer.send(tx, { to: 'a@example.com', subject: 'Hello', body: 'Body A' }));
    expect(await mailer.deliverPending()).toBe(1);
    expect(await mailer.deliverPending()).toBe(0);
    mailer.close();
    expect(sent).toEqual([expect.objectContaining({ to: 'a@example.com', subject: 'Hello', text: 'Body A', from: 'Steelworks <no-reply@x>' })]);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'a@example.com'));
    expect(row).toMatchObject({ sent: true, attempts: 1 });
  });

  it('keeps a message that failed in the outbox and tries it again a minute later', async () => {
    const { transport, sent, state } = recordingTransport();
    const mailer = createMailer({ db: t.db, smtpUrl: undefined, from: 'x', log: t.app.log, transport });
    await mailer.send(t.db, { to: 'b@example.com', subject: 'Retry', body: 'Body B' });
    state.failing = true;
    expect(await mailer.deliverPending()).toBe(0);
    state.failing = false;
    expect(await mailer.deliverPending()).toBe(0); // not before a minute has passed
    await t.db.update(mailOutbox).set({ lastAttemptAt: sql`now() - interval '2 minutes'` }).where(eq(mailOutbox.to, 'b@example.com'));
    expect(await mailer.deliverPending()).toBe(1);
    mailer.close();
    expect(sent.map((m) => m.to)).toEqual(['b@example.com']);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'b@example.com'));
    expect(row).toMatchObject({ sent: true, attempts: 2 });
  });
});
