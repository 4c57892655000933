import { z } from 'zod';
import { emptyToUndefined, pathIdSchema } from './common/inputs';

/**
 * Documents reach the dealer (issue 48 points 1 and 2): every invoice, credit or debit note, receipt and statement as
 * a PDF identical to its A4 print, sent by mail (the PDF attached), WhatsApp or SMS (a signed, expiring link to it).
 * See docs/decisions/046-documents-as-pdf.md and docs/product/sending.md.
 */

export const DOCUMENT_KINDS = ['invoice', 'note', 'receipt', 'statement'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  invoice: 'Invoice',
  note: 'Credit or debit note',
  receipt: 'Receipt',
  statement: 'Statement',
};

export const SEND_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export type SendChannel = (typeof SEND_CHANNELS)[number];
export const SEND_CHANNEL_LABELS: Record<SendChannel, string> = { email: 'Email (PDF attached)', whatsapp: 'WhatsApp', sms: 'SMS (a link)' };

/** Queued until the outbox or the notification worker has delivered it; failed and skipped carry the reason. */
const SEND_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;

export const DOCUMENT_TEXT = {
  noBrowser: 'PDFs cannot be made on this server: no browser is configured (CHROMIUM_PATH). Print the page instead; a send goes with a link.',
  renderFailed: 'The PDF could not be made just now. Try again in a minute, or print the page.',
  linkExpired: 'This link has run out. Ask the sender for a new one.',
  noEmail: 'This dealer has no email address: add one on the dealer, or send by WhatsApp or SMS.',
  noPhone: 'This dealer has no phone number: add one on the dealer, or send by email.',
  textRequired: 'Write the message',
  sent: 'Queued for sending',
  templateName: 'Use the template name as Meta shows it: lower-case letters, digits and underscores',
} as const;

/**
 * The texts the admin edits (issue 48 points 2 to 4, docs/product/sending.md#texts): one per kind of document, used by
 * a send by hand and by the automatic send, and one per step of the payment reminders.
 */
export const SEND_TEXT_KINDS = ['invoice', 'note', 'receipt', 'statement', 'reminder_before', 'reminder_due', 'reminder_after'] as const;
export type SendTextKind = (typeof SEND_TEXT_KINDS)[number];
export const SEND_TEXT_LABELS: Record<SendTextKind, string> = {
  ...DOCUMENT_KIND_LABELS,
  reminder_before: 'Reminder before the due date',
  reminder_due: 'Reminder on the due date',
  reminder_after: 'Reminder after the due date',
};

/** What a text may name in braces; each is filled in when the message is made ({link} when it is delivered). */
export const SEND_PLACEHOLDERS = ['dealer', 'number', 'amount', 'due_date', 'link', 'company'] as const;
export type SendPlaceholder = (typeof SEND_PLACEHOLDERS)[number];
export const SEND_PLACEHOLDER_LABELS: Record<SendPlaceholder, string> = {
  dealer: "the dealer's name",
  number: "the document's number (a statement: its period)",
  amount: 'the amount (a statement or reminder: what is still to pay)',
  due_date: 'the due date',
  link: 'the link that opens the document',
  company: 'your company name',
};
const WITHOUT_DUE_DATE = SEND_PLACEHOLDERS.filter((name) => name !== 'due_date');
export const PLACEHOLDERS_OF: Record<SendTextKind, readonly SendPlaceholder[]> = {
  invoice: SEND_PLACEHOLDERS,
  note: WITHOUT_DUE_DATE,
  receipt: WITHOUT_DUE_DATE,
  statement: WITHOUT_DUE_DATE,
  reminder_before: SEND_PLACEHOLDERS,
  reminder_due: SEND_PLACEHOLDERS,
  reminder_after: SEND_PLACEHOLDERS,
};

/** The texts before the admin changes them. A text without {link} gets the link after it (WhatsApp, SMS, mail). */
export const DEFAULT_SEND_TEXTS: Record<SendTextKind, string> = {
  invoice: 'Dear {dealer}, please find our invoice {number} for {amount}, due on {due_date}. Thank you for your business. {company}',
  note: 'Dear {dealer}, please find note {number} against your account. {company}',
  receipt: 'Dear {dealer}, thank you for your payment of {amount}: receipt {number}. {company}',
  statement: 'Dear {dealer}, please find your statement of account {number}. {company}',
  reminder_before: 'A reminder: {amount} is due on {due_date}.',
  reminder_due: 'A reminder: {amount} is due today.',
  reminder_after: 'A reminder: {amount} was due on {due_date} and is still unpaid. Please pay at the earliest.',
};

/** The placeholders a text names that its kind does not know, as written ("{amont}"). */
export function unknownPlaceholders(kind: SendTextKind, text: string): string[] {
  const known = PLACEHOLDERS_OF[kind] as readonly string[];
  return [...new Set([...text.matchAll(/\{([^{}\s]*)\}/g)].filter((match) => !known.includes(match[1]!)).map((match) => match[0]))];
}
function unknownPlaceholderMessage(kind: SendTextKind, unknown: string[]): string {
  return `${unknown.join(', ')} is not known here: use ${PLACEHOLDERS_OF[kind].map((name) => `{${name}}`).join(', ')}`;
}

/** A text with its placeholders filled in; {link} stays for the delivery (fillLink) unless a link is given. */
export function fillSendText(text: string, values: Partial<Record<SendPlaceholder, string>>): string {
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => (name !== 'link' && name in values ? values[name as SendPlaceholder]! : whole)).trim();
}

/**
 * The text of a message as it leaves: {link} becomes the document's link; a text without {link} gets it on a line of
 * its own after it. An empty link (the bell, which has its own) takes the placeholder out.
 */
export function fillLink(text: string, link: string): string {
  if (text.includes('{link}')) return text.replaceAll('{link}', link).replace(/ {2,}/g, ' ').trim();
  return [text, link].filter(Boolean).join('\n');
}

/** A WhatsApp template's name as Meta takes it: lower-case letters, digits and underscores. */
const WHATSAPP_TEMPLATE_NAME = /^[a-z0-9_]{0,512}$/;

export const documentParamsSchema = z.object({ kind: z.enum(DOCUMENT_KINDS), id: pathIdSchema });
/** A statement's period (default: the financial year so far); ignored by the other kinds. */
export const documentQuerySchema = z.object({
  from: z.preprocess(emptyToUndefined, z.iso.date({ error: 'Use YYYY-MM-DD' }).optional()),
  to: z.preprocess(emptyToUndefined, z.iso.date({ error: 'Use YYYY-MM-DD' }).optional()),
});

export const sendDocumentSchema = z.object({
  channel: z.enum(SEND_CHANNELS, { error: 'Choose email, WhatsApp or SMS' }),
  text: z.string().trim().min(1, DOCUMENT_TEXT.textRequired).max(500, 'At most 500 characters'),
});
export type SendDocumentInput = z.infer<typeof sendDocumentSchema>;

export const documentSendSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  document_id: z.number().int(),
  number: z.string(),
  channel: z.enum(SEND_CHANNELS),
  /** The address it went to: an email address or a phone number. */
  to: z.string(),
  text: z.string(),
  status: z.enum(SEND_STATUSES),
  error: z.string().nullable(),
  sent_by: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type DocumentSend = z.infer<typeof documentSendSchema>;
export const documentSendListSchema = z.object({ results: z.array(documentSendSchema) });

/** What the Send dialog opens with: the dealer's addresses, the admin's text for the kind, whether a PDF can be made. */
export const sendOptionsSchema = z.object({
  number: z.string(),
  dealer: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  text: z.string(),
  pdf_available: z.boolean(),
  channels: z.object({ email: z.boolean(), whatsapp: z.boolean(), sms: z.boolean() }),
});
export type SendOptions = z.infer<typeof sendOptionsSchema>;

const sendTextSchema = z.string({ error: DOCUMENT_TEXT.textRequired }).trim().min(1, DOCUMENT_TEXT.textRequired).max(500, 'At most 500 characters');

/**
 * GET/PUT /documents/texts: the texts, each checked for placeholders its kind does not know, and the name of the
 * approved WhatsApp template that carries a document (empty: a plain document message, which Meta delivers only within
 * 24 hours of the dealer's last message).
 */
export const sendTextsSchema = z
  .object({
    ...(Object.fromEntries(SEND_TEXT_KINDS.map((kind) => [kind, sendTextSchema])) as Record<SendTextKind, typeof sendTextSchema>),
    whatsapp_document_template: z
      .string({ error: DOCUMENT_TEXT.templateName })
      .trim()
      .regex(WHATSAPP_TEMPLATE_NAME, DOCUMENT_TEXT.templateName)
      .optional()
      .default(''),
  })
  .superRefine((texts, ctx) => {
    for (const kind of SEND_TEXT_KINDS) {
      const unknown = unknownPlaceholders(kind, texts[kind]);
      if (unknown.length > 0) ctx.addIssue({ code: 'custom', path: [kind], message: unknownPlaceholderMessage(kind, unknown) });
    }
  });
export type SendTexts = z.infer<typeof sendTextsSchema>;
export const DEFAULT_SEND_SETTINGS: SendTexts = { ...DEFAULT_SEND_TEXTS, whatsapp_document_template: '' };

export const signedLinkParamsSchema = z.object({ token: z.string().max(400) });

/**
 * Automatic sends and payment reminders (issue 48 point 3, docs/product/sending.md#automatic-sends-and-reminders): all
 * off until the admin turns them on. Reminders go `days_before` days before the due date (0: none before), on the due
 * date, and every `repeat_days` days after it while the invoice is unpaid; the statement on `statement_day` of each
 * month (null: none). An excluded dealer gets none of them.
 */
export const automaticSendsSchema = z.object({
  send_invoices: z.boolean({ error: 'Choose yes or no' }),
  send_receipts: z.boolean({ error: 'Choose yes or no' }),
  reminders: z.boolean({ error: 'Choose yes or no' }),
  days_before: z.number({ error: 'Enter a number of days' }).int('Enter whole days').min(0, 'At least 0').max(60, 'At most 60'),
  repeat_days: z.number({ error: 'Enter a number of days' }).int('Enter whole days').min(1, 'At least 1').max(90, 'At most 90'),
  statement_day: z.number({ error: 'Choose a day' }).int('Choose a day').min(1, 'Choose a day from 1 to 28').max(28, 'Choose a day from 1 to 28').nullable(),
  excluded_dealers: z.array(z.number().int().positive(), { error: 'Choose dealers' }).max(500, 'At most 500 dealers'),
});
export type AutomaticSends = z.infer<typeof automaticSendsSchema>;
export const DEFAULT_AUTOMATIC_SENDS: AutomaticSends = {
  send_invoices: false,
  send_receipts: false,
  reminders: false,
  days_before: 3,
  repeat_days: 7,
  statement_day: null,
  excluded_dealers: [],
};

/** One step of an invoice's reminders: `before`, `due`, then `after-1`, `after-2`... (every repeat_days days). */
export type ReminderStep = 'before' | 'due' | `after-${number}`;
/** Who sent a document automatically, in its "Sent" log. */
export const AUTOMATIC_SENDER = 'Automatic';
