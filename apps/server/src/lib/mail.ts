import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterRequestTransaction, type Db, type DbOrTx } from '../db/client';
import { mailOutbox } from '../db/accounts.table';
import type { FileStore } from './files';
import { outsideRequest } from './logging';

/** A message; `attachmentKey` names a file of the file store (`<folder>/<name>`), read when the mail goes out. */
type MailMessage = { to: string; subject: string; body: string; attachmentKey?: string; attachmentName?: string };

export type Mailer = {
  /**
   * Writes the message to the outbox, in the caller's transaction; it is delivered after the commit, never inside.
   * Answers the outbox row's id.
   */
  send(db: DbOrTx, message: MailMessage): Promise<number>;
  /** Delivers what waits in the outbox (the worker calls this; tests may too). Answers how many were sent. */
  deliverPending(): Promise<number>;
  /** Whether the mail server answers (readiness); undefined without SMTP. */
  verify?: () => Promise<boolean>;
  /** Stops the worker; resolves when the message being sent (if any) is done. */
  close(): Promise<void>;
};

/** Tries per message; after a failed try the message waits RETRY_BASE_MINUTES, doubled per try, before the next. */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_MINUTES = 1;
/** Mail older than this is not sent any more (temporary passwords expire; a mail server added later starts clean). */
const DELIVER_WITHIN = '1 day';
const POLL_MS = 15_000;
/** Messages one delivery round sends before it lets the next poll look again. */
const ROUND = 50;
/**
 * SMTP timeouts (connect, greeting, silence between commands) and the hard limit on one send. The claim's lease is
 * several times the limit, so no other worker takes a message while it may still be on its way.
 */
const SMTP_TIMEOUTS = { dnsTimeout: 10_000, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
const SEND_LIMIT_MS = 60_000;
const LEASE = '5 minutes';

/** The outbox messages a worker may still deliver (the queue, also what metrics count as the backlog). */
export const deliverable = sql`${mailOutbox.sent} = false and ${mailOutbox.attempts} < ${MAX_ATTEMPTS}
  and ${mailOutbox.createdAt} > now() - ${DELIVER_WITHIN}::interval`;

/**
 * Every message is written to the outbox table (the admin's "Mail Outbox"). With SMTP configured a worker in each
 * process delivers it after the request has answered, one message at a time: a claim sets a lease on the row (FOR
 * UPDATE SKIP LOCKED picks a free one), so however many processes run and however slow the mail server is, no other
 * worker sends the message while the lease lasts (docs/decisions/023-running-for-real.md). Sent, the row is marked;
 * failed, it waits a growing pause before another try; a worker that died mid-send leaves the lease to run out, after
 * which another sends it. The log names the recipient and subject only: bodies carry temporary passwords.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  /** A nodemailer transport of the test's own; default: one built from smtpUrl. */
  transport?: Transporter;
  /** Where attachments are read from (a document's PDF). */
  files?: FileStore;
}): Mailer {
  const { db, from, log, files } = options;
  const transport =
    options.transport ?? (options.smtpUrl ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }) : undefined);
  let timer: NodeJS.Timeout | undefined;
  let delivering: Promise<number> | undefined;
  let closed = false;

  const claimOne = async () => {
    const [message] = await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1`, lastAttemptAt: sql`now()`, leaseUntil: sql`now() + ${LEASE}::interval` })
      .where(
        sql`${mailOutbox.id} = (select ${mailOutbox.id} from ${mailOutbox}
          where ${deliverable} and (${mailOutbox.leaseUntil} is null or ${mailOutbox.leaseUntil} <= now())
          order by ${mailOutbox.id} limit 1 for update skip locked)`,
      )
      .returning();
    return message;
  };

  const sendOne = async (message: typeof mailOutbox.$inferSelect) => {
    try {
      const attachments = message.attachmentKey ? [{ filename: message.attachmentName ?? 'document.pdf', content: await attachmentOf(files, message.attachmentKey) }] : [];
      await withLimit(transport!.sendMail({ from, to: message.to, subject: message.subject, text: message.body, attachments }), SEND_LIMIT_MS);
    } catch (error) {
      const reason = (error as Error).message.slice(0, 500);
      if (!(error instanceof SendLimitReached)) {
        // The server refused or the connection failed: nothing was delivered, so the message may go again after a pause.
        await db
          .update(mailOutbox)
          .set({ leaseUntil: sql`now() + ${RETRY_BASE_MINUTES * 2 ** (message.attempts - 1)} * interval '1 minute'`, lastError: reason })
          .where(eq(mailOutbox.id, message.id));
      }
      // Past the limit the send may still finish: the lease stays, so it is tried again only after the lease ends.
      log.error({ outboxId: message.id, attempt: message.attempts, err: reason }, 'mail sending failed');
      return false;
    }
    await db.update(mailOutbox).set({ sent: true, leaseUntil: null, lastError: null }).where(eq(mailOutbox.id, message.id));
    log.info({ outboxId: message.id, to: message.to, subject: message.subject }, 'mail sent');
    return true;
  };

  const deliverOnce = async (): Promise<number> => {
    if (!transport) return 0;
    let sent = 0;
    for (let round = 0; round < ROUND && !closed; round++) {
      const message = await claimOne();
      if (!message) break;
      if (await sendOne(message)) sent += 1;
    }
    return sent;
  };

  const deliverPending = () => {
    // One delivery at a time in this process; a call during one waits for it and then looks again.
    delivering = (delivering ?? Promise.resolve(0)).then(deliverOnce, deliverOnce);
    return delivering;
  };
  const deliverSoon = (delayMs: number) => {
    if (!transport || closed) return;
    clearTimeout(timer);
    // The worker belongs to no request, even when a request's mail woke it.
    timer = outsideRequest(() =>
      setTimeout(() => {
        void deliverPending()
          .catch((error: unknown) => log.error({ err: (error as Error).message }, 'mail delivery failed'))
          .finally(() => deliverSoon(POLL_MS));
      }, delayMs),
    );
    timer.unref();
  };
  deliverSoon(POLL_MS);

  return {
    async send(tx, message) {
      const [row] = await tx.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ outboxId: row!.id, to: message.to, subject: message.subject }, 'mail kept in outbox (no SMTP_URL)');
        return row!.id;
      }
      // Soon after the caller's transaction has committed (a message not yet committed waits for the next poll).
      afterRequestTransaction(() => deliverSoon(200));
      return row!.id;
    },
    deliverPending,
    verify: transport
      ? () =>
          withLimit(transport.verify(), SMTP_TIMEOUTS.connectionTimeout + SMTP_TIMEOUTS.greetingTimeout).then(
            () => true,
            () => false,
          )
      : undefined,
    async close() {
      closed = true;
      clearTimeout(timer);
      await delivering?.catch(() => 0);
    },
  };
}

class SendLimitReached extends Error {}

/** The attachment's bytes; a store that cannot be reached fails this try, and the message waits for the next. */
async function attachmentOf(files: FileStore | undefined, key: string): Promise<Buffer> {
  const [folder = '', name = ''] = key.split('/');
  const content = files ? await files.get(folder, name) : null;
  if (!content) throw new Error(`the attachment ${name} is not in the file store`);
  return content;
}

function withLimit<T>(work: Promise<T>, ms: number): Promise<T> {
  let timeout: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timeout = setTimeout(() => reject(new SendLimitReached(`no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timeout));
}
