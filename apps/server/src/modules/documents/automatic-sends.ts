import { DOCUMENT_KINDS, fillSendText, type AutomaticSends, type ReminderStep, type SendTexts } from '@steelworks/contract/documents';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatCents, formatRupees } from '@steelworks/contract/common/money';
import { financialYearBounds, financialYearOf } from '@steelworks/contract/invoice';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { dealersOwing, invoicesToRemind } from '../billing/reminders-due.service';
import { activeDealerAccounts } from '../dealer/dealer.service';
import { getBillingSettings } from '../billing/billing-settings.service';
import { getAutomaticSends } from '../notification/automatic-sends.service';
import { getSendTexts } from '../notification/send-texts.service';
import { sendAutomatically, type Message } from '../notification/notify.service';
import { readDocument } from './document-sources';
import { linkSecretOf, signLink } from './signed-links';
import { documentReminders } from './documents.table';

const DAY_MS = 86_400_000;
/** Who reads a document to sign its link: the link names the document's own dealer. */
const LINK_READER = { accountId: 0, role: 'admin' } as const;

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The step an invoice due on `dueDate` is at on `today` (issue 48 point 3): `before` from `days_before` days ahead
 * until the day before, `due` on the due date and until the first repeat, `after-k` from k x `repeat_days` days past
 * it. Null: too early. A step missed (no process ran that day) goes on the next run, once.
 */
export function reminderStep(dueDate: string, today: string, settings: Pick<AutomaticSends, 'days_before' | 'repeat_days'>): ReminderStep | null {
  const daysLate = Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / DAY_MS);
  if (daysLate < 0) return -daysLate <= settings.days_before ? 'before' : null;
  const k = Math.floor(daysLate / settings.repeat_days);
  return k === 0 ? 'due' : `after-${k}`;
}

/**
 * The admin's reminder text for the day (docs/product/sending.md#texts): before the due date, on it, or after it (a
 * due-date step claimed late, when no process ran that day, reads as after).
 */
function reminderText(texts: SendTexts, dueDate: string, today: string, values: { dealer: string; number: string; balance: bigint; company: string }): string {
  const text = today < dueDate ? texts.reminder_before : today === dueDate ? texts.reminder_due : texts.reminder_after;
  return fillSendText(text, {
    dealer: values.dealer,
    number: values.number,
    amount: formatRupees(formatCents(values.balance)),
    due_date: formatDisplayDate(dueDate),
    company: values.company,
  });
}

/**
 * One run of the reminders and monthly statements for `today` (a business day, YYYY-MM-DD). Every process runs it on
 * the notification poll (documents.routes.ts); each step is claimed by a unique row in the transaction that queues its
 * message, so a step another process (or an earlier run) took is skipped. Answers how many messages it queued.
 */
export async function runAutomaticSends(db: Db, today: string): Promise<number> {
  const settings = await getAutomaticSends(db);
  const [texts, company] = await Promise.all([getSendTexts(db), getBillingSettings(db).then((s) => s.legal_name)]);
  let queued = 0;
  const claim = async (row: { kind: 'invoice' | 'statement'; documentId: number; step: string; dealerId: number; accountId: number }, message: Message) =>
    db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(documentReminders)
        .values({ kind: row.kind, documentId: row.documentId, step: row.step, dealerId: row.dealerId })
        .onConflictDoNothing()
        .returning({ id: documentReminders.id });
      if (!claimed) return;
      await sendAutomatically(tx, settings, row, message);
      queued += 1;
    });
  if (settings.reminders) {
    const due = await invoicesToRemind(db, addDays(today, settings.days_before));
    // A dealer blocked by hand (its credit stopped) is not reminded.
    const accountOf = await activeDealerAccounts(db, due.map((i) => i.dealerId));
    for (const invoice of due) {
      const dealer = accountOf.get(invoice.dealerId);
      if (dealer === undefined || settings.excluded_dealers.includes(invoice.dealerId)) continue;
      const step = reminderStep(invoice.dueDate, today, settings);
      if (!step) continue;
      await claim(
        { kind: 'invoice', documentId: invoice.id, step, dealerId: invoice.dealerId, accountId: dealer.accountId },
        {
          title: `Payment reminder: invoice ${invoice.number}`,
          body: reminderText(texts, invoice.dueDate, today, { dealer: dealer.name, number: invoice.number, balance: invoice.balance, company }),
          link: `/billing/invoices/${invoice.id}`,
        },
      );
    }
  }
  if (settings.statement_day !== null && Number(today.slice(8, 10)) >= settings.statement_day) {
    const from = financialYearBounds(financialYearOf(today)).from;
    const owing = await dealersOwing(db);
    const accountOf = await activeDealerAccounts(db, owing.map((d) => d.dealerId));
    for (const dealer of owing) {
      const account = accountOf.get(dealer.dealerId);
      if (account === undefined || settings.excluded_dealers.includes(dealer.dealerId)) continue;
      await claim(
        { kind: 'statement', documentId: dealer.dealerId, step: today.slice(0, 7), dealerId: dealer.dealerId, accountId: account.accountId },
        {
          title: `Statement of account to ${formatDisplayDate(today)}`,
          body: fillSendText(texts.statement, {
            dealer: account.name,
            number: `${from} to ${today}`,
            amount: formatRupees(formatCents(dealer.balance)),
            company,
          }),
          link: `/billing/statement/${dealer.dealerId}?from=${from}&to=${today}`,
        },
      );
    }
  }
  return queued;
}

const PAGE_LINKS: Array<{ pattern: RegExp; kind: (typeof DOCUMENT_KINDS)[number] }> = [
  { pattern: /^\/billing\/invoices\/(\d+)$/, kind: 'invoice' },
  { pattern: /^\/billing\/payments\/(\d+)$/, kind: 'receipt' },
  { pattern: /^\/billing\/statement\/(\d+)\?from=(\d{4}-\d{2}-\d{2})&to=(\d{4}-\d{2}-\d{2})$/, kind: 'statement' },
];

/**
 * The notification worker's signer of automatic sends (wired in app.ts): a document's page in the app becomes its
 * signed, expiring link (docs/product/sending.md#signed-links); null for a page that is no document or a document gone.
 */
export function documentLinkSigner(db: Db, config: Config): (pageLink: string) => Promise<string | null> {
  return async (pageLink) => {
    for (const { pattern, kind } of PAGE_LINKS) {
      const match = pattern.exec(pageLink);
      if (!match) continue;
      const range = kind === 'statement' ? { from: match[2], to: match[3] } : {};
      const source = await readDocument(db, kind, Number(match[1]), LINK_READER, config, range).catch(() => null);
      if (!source) return null;
      const secret = await linkSecretOf(db, config.documents.linkSecret);
      const expires = Math.floor(Date.now() / 1000 + config.documents.linkDays * 86_400);
      return `/api/v1/documents/shared/${signLink(secret, { kind, id: source.id, dealerId: source.dealerId, expires, ...range })}`;
    }
    return null;
  };
}
