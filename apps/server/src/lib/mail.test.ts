import { eq, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/harness';
import { mailOutbox } from '../db/accounts.table';
import { createMailer } from './mail';

const t = useTestApp();

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
    await mailer.close();
    expect(sent).toEqual([expect.objectContaining({ to: 'a@example.com', subject: 'Hello', text: 'Body A', from: 'Steelworks <no-reply@x>' })]);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'a@example.com'));
    expect(row).toMatchObject({ sent: true, attempts: 1 });
  });

  it('keeps a message that failed in the outbox with its error and tries it again after a pause', async () => {
    const { transport, sent, state } = recordingTransport();
    const mailer = createMailer({ db: t.db, smtpUrl: undefined, from: 'x', log: t.app.log, transport });
    await mailer.send(t.db, { to: 'b@example.com', subject: 'Retry', body: 'Body B' });
    state.failing = true;
    expect(await mailer.deliverPending()).toBe(0);
    const [failed] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'b@example.com'));
    expect(failed).toMatchObject({ sent: false, attempts: 1, lastError: 'connection refused' });
    state.failing = false;
    expect(await mailer.deliverPending()).toBe(0); // not before the pause is over
    await endLease('b@example.com');
    expect(await mailer.deliverPending()).toBe(1);
    await mailer.close();
    expect(sent.map((m) => m.to)).toEqual(['b@example.com']);
    const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'b@example.com'));
    expect(row).toMatchObject({ sent: true, attempts: 2, lastError: null });
  });

  it('never lets a second worker take a message the first is still sending, however slow the mail server', async () => {
    let finishSlowSend: () => void = () => {};
    const slowSends: string[] = [];
    const slow = {
      sendMail: (message: { to: string }) =>
        new Promise((resolve) => {
          slowSends.push(message.to);
          finishSlowSend = () => resolve({});
        }),
    } as unknown as Transporter;
    const first = createMailer({ db: t.db, smtpUrl: undefined, from: 'x', log: t.app.log, transport: slow });
    const { transport, sent } = recordingTransport();
    const second = createMailer({ db: t.db, smtpUrl: undefined, from: 'x', log: t.app.log, transport });
    await first.send(t.db, { to: 'slow@example.com', subject: 'Slow', body: 'Body' });
    const firstRound = first.deliverPending();
    await vi.waitFor(() => expect(slowSends).toEqual(['slow@example.com']));
    // Minutes go by on the first worker's send (the old one-minute retry window let another worker take it here).
    await t.db.update(mailOutbox).set({ lastAttemptAt: sql`now() - interval '4 minutes'` }).where(eq(mailOutbox.to, 'slow@example.com'));
    expect(await second.deliverPending()).toBe(0);
    finishSlowSend();
    expect(await firstRound).toBe(1);
    expect(sent).toEqual([]);
    await Promise.all([first.close(), second.close()]);
  });

  it("sends a message whose worker died mid-send once its lease has run out", async () => {
    const dead = { sendMail: () => new Promise(() => {}) } as unknown as Transporter;
    const crashed = createMailer({ db: t.db, smtpUrl: undefined, from: 'x', log: t.app.log, transport: dead });
    await crashed.send(t.db, { to: 'orphan@example.com', subject: 'Orphan', body: 'Body' });
    void crashed.deliverPending();
    const { transport, sent } = recordingTransport();
    const survivor = createMailer({ db: t.db, smtpUrl: undefined, from: 'x', log: t.app.log, transport });
    await vi.waitFor(async () => {
      const [row] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'orphan@example.com'));
      expect(row!.attempts).toBe(1);
    });
    expect(await survivor.deliverPending()).toBe(0);
    await endLease('orphan@example.com');
    expect(await survivor.deliverPending()).toBe(1);
    expect(sent.map((m) => m.to)).toEqual(['orphan@example.com']);
    await survivor.close();
  });
});

/** What the passing of time does to a claim: its lease (or pause after a failure) is over. */
async function endLease(to: string) {
  await t.db.update(mailOutbox).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(mailOutbox.to, to));
}
