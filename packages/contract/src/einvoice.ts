import { z } from 'zod';
import { emptyToUndefined, pathIdSchema } from './common/inputs';

/**
 * E-invoices through the Invoice Registration Portal (issue 44 point 2, docs/decisions/042-e-invoices.md): the
 * settings, a document's registration, the offline upload of the portal's signed answer and the cancellation.
 */

export const EINVOICE_TEXT = {
  pending: 'IRN pending',
  unread: 'e-invoice not read',
  notOn: 'E-invoicing is off, or this document is before the date it applies from, or not to a registered buyer',
  notConfigured: 'Set the IRP API base URL, client id, client secret, user and password in Company & Tax first',
  noSettingsSecret: 'Secrets cannot be saved: the server has no SETTINGS_SECRET key to encrypt them. Set SETTINGS_SECRET (see docs/deploy.md) and save again',
  alreadyRegistered: 'This document already has an IRN',
  notRegistered: 'This document has no IRN to cancel',
  cancelWindow: 'An IRN can be cancelled only within 24 hours of its acknowledgement',
  noMatch: (number: string) => `${number}: no invoice or note has this number`,
  uploadMismatch: (number: string, field: string) => `${number}: ${field} does not fit the portal's answer`,
  cancelled: 'IRN cancelled',
} as const;

/** What the IRP calls a document (DocDtls.Typ), and which of our documents it is. */
export const EINVOICE_DOC_TYPES = ['INV', 'CRN', 'DBN'] as const;
export type EinvoiceDocType = (typeof EINVOICE_DOC_TYPES)[number];
/** Our side: an invoice, or a credit/debit note (both live in one table). */
export const EINVOICE_SOURCES = ['invoice', 'note'] as const;
export type EinvoiceSource = (typeof EINVOICE_SOURCES)[number];

export const EINVOICE_STATUSES = ['pending', 'registered', 'failed', 'cancelled'] as const;


/** The portal's cancellation reasons (CnlRsn). */
export const EINVOICE_CANCEL_REASONS = [
  { code: '1', label: 'Duplicate' },
  { code: '2', label: 'Data entry mistake' },
  { code: '3', label: 'Order cancelled' },
  { code: '4', label: 'Others' },
] as const;

/** What an answer shows for a stored secret: whether one is set, never the secret. */
export const SECRET_MASK = '********';

export const einvoiceSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Invoices dated on or after this day need an IRN (null while off). */
  applies_from: z.string().nullable(),
  api_base_url: z.string(),
  client_id: z.string(),
  /** SECRET_MASK when set, '' when not: the secret itself never leaves the server. */
  client_secret: z.string(),
  username: z.string(),
  password: z.string(),
  updated_at: z.string().nullable(),
});
export type EinvoiceSettings = z.infer<typeof einvoiceSettingsSchema>;

const dayInput = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD');
/** A secret field: omitted, empty or the mask keeps the stored one. */
// 100 characters at most: encrypted (iv, tag and base64) it still fits the stored 200.
const secretInput = z.preprocess(emptyToUndefined, z.string().max(100).optional());

export const einvoiceSettingsInputSchema = z
  .object({
    enabled: z.boolean(),
    applies_from: z.preprocess(emptyToUndefined, dayInput.optional()),
    api_base_url: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .max(300)
        .regex(/^https?:\/\/[^\s]+$/, 'Enter the base URL as http(s)://host/path')
        .optional(),
    ),
    client_id: z.string().trim().max(100).default(''),
    client_secret: secretInput,
    username: z.string().trim().max(100).default(''),
    password: secretInput,
  })
  .refine((input) => !input.enabled || !!input.applies_from, { message: 'Enter the date e-invoicing applies from', path: ['applies_from'] });
export type EinvoiceSettingsInput = z.infer<typeof einvoiceSettingsInputSchema>;

export const einvoiceDocParamSchema = z.object({ source: z.enum(EINVOICE_SOURCES, { error: 'Choose invoice or note' }), id: pathIdSchema });

export const einvoiceSchema = z.object({
  source: z.enum(EINVOICE_SOURCES),
  id: z.number().int(),
  doc_type: z.enum(EINVOICE_DOC_TYPES),
  number: z.string(),
  /** Whether this document needs an IRN at all (e-invoicing on, dated from the applies-from day, a registered buyer). */
  required: z.boolean(),
  /** null: never sent. */
  status: z.enum(EINVOICE_STATUSES).nullable(),
  irn: z.string().nullable(),
  ack_no: z.string().nullable(),
  ack_date: z.string().nullable(),
  /** The IRP's signed QR text (a JWS), printed as a QR image. */
  signed_qr: z.string().nullable(),
  last_error: z.string().nullable(),
  attempts: z.number().int(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  /** Until when cancelling is still possible (ack + 24 h), null when not registered. */
  cancel_until: z.string().nullable(),
});
export type Einvoice = z.infer<typeof einvoiceSchema>;

export const einvoiceCancelInputSchema = z.object({
  reason: z.enum(['1', '2', '3', '4'], { error: 'Choose a reason: 1 Duplicate, 2 Data entry mistake, 3 Order cancelled, 4 Others' }),
  remark: z.string().trim().min(1, 'Enter a remark').max(100),
});

export const einvoiceDayQuerySchema = z.object({ date: dayInput });

/** One document of the portal's signed answer (the bulk tool's output file or the IRP's answer). */
const signedAnswerSchema = z.object({
  DocNo: z.string().min(1).max(16),
  Irn: z.string().regex(/^[0-9a-f]{64}$/, 'The IRN is 64 hexadecimal characters'),
  AckNo: z.union([z.string(), z.number()]).transform(String).pipe(z.string().regex(/^\d{1,20}$/, 'The Ack No is digits')),
  AckDt: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/, 'The Ack date is YYYY-MM-DD HH:MM:SS'),
  SignedInvoice: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'The signed invoice is a JWS'),
  SignedQRCode: z.string().regex(/^[\w-]+\.[\w-]+\.[\w-]+$/, 'The signed QR code is a JWS'),
});
export type SignedAnswer = z.infer<typeof signedAnswerSchema>;

export const einvoiceUploadInputSchema = z.object({
  documents: z.array(signedAnswerSchema).min(1, 'The file lists no document').max(1000),
});

export const einvoiceUploadResultSchema = z.object({ updated: z.array(einvoiceSchema) });
