import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../modules/account/account.table';

export type MailMessage = { to: string; subject: string; body: string };

export type Mailer = {
  /** Writes the message to the outbox, in the caller's transaction; it is delivered after the commit, never inside. */
  send(db: DbOrTx, message: MailMessage): Promise<void>;
  /** Delivers what waits in the outbox (the worker calls this; tests may too). Answers how many were sent. */
  deliverPending(): Promise<number>;
  close(): void;
};

/** Tries per message, and the pause before a message is tried again. */
const MAX_ATTEMPTS = 5;
const RETRY_AFTER = '1 minute';
/** Mail older than this is not sent any more (temporary passwords expire; a mail server added later starts clean). */
const DELIVER_WITHIN = '1 day';
const POLL_MS = 15_000;
const BATCH = 20;

/**
 * Every message is written to the outbox table (the admin's "Mail Outbox"). With SMTP configured a worker delivers
 * the outbox after the request has answered: messages are claimed with FOR UPDATE SKIP LOCKED (so several API
 * processes never send one twice), sent, and marked sent; a failure is retried a few times. Without SMTP the outbox
 * is where mail stays. The log names the recipient and subject only: bodies carry temporary passwords.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** A nodemailer transport of the test's own; default: one built from smtpUrl. */
  transport?: Transporter;
}): Mailer {
  const { db, from, log } = options;
  const transport = options.transport ?? (options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined);
  let timer: NodeJS.Timeout | undefined;
  let delivering: Promise<number> | undefined;

  const deliverOnce = async (): Promise<number> => {
    if (!transport) return 0;
    const claimed = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastAttemptAt: sql`now()` })
      .where(
        sql`${mailOutbox.id} in (select ${mailOutbox.id} from ${mailOutbox}
          where ${mailOutbox.sent} = false and ${mailOutbox.attempts} < ${MAX_ATTEMPTS}
            and ${mailOutbox.createdAt} > now() - ${DELIVER_WITHIN}::interval
            and (${mailOutbox.lastAttemptAt} is null or ${mailOutbox.lastAttemptAt} < now() - ${RETRY_AFTER}::interval)
          order by ${mailOutbox.id} limit ${BATCH} for update skip locked)`,
      )
      .returning();
    let sent = 0;
    for (const message of claimed) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
        await db.update(mailOutbox).set({ sent: true }).where(eq(mailOutbox.id, message.id));
        log.info({ outboxId: message.id, to: message.to, subject: message.subject }, 'mail sent');
        sent += 1;
      } catch (error) {
        // The message stays in the outbox for the admin and is tried again later.
        log.error({ outboxId: message.id, attempt: message.attempts, err: (error as Error).message }, 'mail sending failed');
      }
    }
    return sent;
  };

  const deliverPending = () => {
    // One delivery at a time in this process; a call during one waits for it and then looks again.
    delivering = (delivering ?? Promise.resolve(0)).then(deliverOnce, deliverOnce);
    return delivering;
  };
  const deliverSoon = (delayMs: number) => {
    if (!transport) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      void deliverPending()
        .catch((error: unknown) => log.error({ err: (error as Error).message }, 'mail delivery failed'))
        .finally(() => deliverSoon(POLL_MS));
    }, delayMs);
    timer.unref();
  };
  deliverSoon(POLL_MS);

  return {
    async send(tx, message) {
      const [row] = await tx.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ outboxId: row!.id, to: message.to, subject: message.subject }, 'mail kept in outbox (no SMTP_URL)');
        return;
      }
      // Soon after the caller's transaction has committed (a message not yet committed waits for the next poll).
      deliverSoon(200);
    },
    deliverPending,
    close() {
      clearTimeout(timer);
    },
  };
}
