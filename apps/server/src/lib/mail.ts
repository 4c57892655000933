import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../modules/account/account.table';

export type Mailer = { send(db: DbOrTx, message: { to: string; subject: string; body: string }): Promise<void> };

/**
 * Every message is written to the outbox; with SMTP configured it is also sent. The log names the recipient and
 * subject only: bodies carry temporary passwords, which never reach a log.
 */
export function createMailer(smtpUrl: string | undefined, from: string, log: FastifyBaseLogger): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
  return {
    async send(db, message) {
      const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ outboxId: row!.id, to: message.to, subject: message.subject }, 'mail kept in outbox (no SMTP_URL)');
        return;
      }
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.body });
        await db.update(mailOutbox).set({ sent: true }).where(eq(mailOutbox.id, row!.id));
        log.info({ outboxId: row!.id, to: message.to, subject: message.subject }, 'mail sent');
      } catch (error) {
        // The message stays in the outbox for the admin; a mail server outage must not fail the request.
        log.error({ outboxId: row!.id, err: (error as Error).message }, 'mail sending failed');
      }
    },
  };
}
