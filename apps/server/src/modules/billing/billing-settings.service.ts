import { eq } from 'drizzle-orm';
import {
  DEFAULT_CREDIT_NOTE_PREFIX,
  DEFAULT_DEBIT_NOTE_PREFIX,
  DEFAULT_INVOICE_PREFIX,
  DEFAULT_RECEIPT_PREFIX,
  DEFAULT_REFUND_PREFIX,
  stateName,
  TAX_PRODUCT_TYPES,
  type CompanySettings,
  type CompanySettingsInput,
  type ProductTax,
  type TaxProductType,
} from '@steelworks/contract/billing';
import type { DbOrTx } from '../../db/client';
import { recordAudit, type AuditActor } from '../../lib/audit';
import { companySettings, productTypeTaxes } from './billing.table';

const SETTINGS_ID = 1;

/**
 * The company and tax settings. The migration writes the row and the default taxes; a product type added later that
 * has no row yet answers its default until an admin saves the form (which writes every type).
 */
export async function getBillingSettings(db: DbOrTx): Promise<CompanySettings> {
  const [row] = await db.select().from(companySettings).where(eq(companySettings.id, SETTINGS_ID));
  const taxes = await db.select().from(productTypeTaxes);
  const byType = new Map(taxes.map((tax) => [tax.productType, tax]));
  const productTaxes: ProductTax[] = TAX_PRODUCT_TYPES.map((type) => {
    const stored = byType.get(type.key);
    return {
      product_type: type.key,
      label: type.label,
      hsn_code: stored?.hsnCode ?? type.defaultHsn,
      gst_rate: stored?.gstRate ?? type.defaultRate,
    };
  });
  const legalName = row?.legalName ?? '';
  const address = row?.address ?? '';
  const stateCode = row?.stateCode ?? null;
  return {
    legal_name: legalName,
    address,
    state_code: stateCode,
    state_name: stateName(stateCode),
    gstin: row?.gstin ?? null,
    bank_name: row?.bankName ?? '',
    bank_account_number: row?.bankAccountNumber ?? '',
    ifsc: row?.ifsc ?? '',
    invoice_prefix: row?.invoicePrefix ?? DEFAULT_INVOICE_PREFIX,
    credit_note_prefix: row?.creditNotePrefix ?? DEFAULT_CREDIT_NOTE_PREFIX,
    debit_note_prefix: row?.debitNotePrefix ?? DEFAULT_DEBIT_NOTE_PREFIX,
    receipt_prefix: row?.receiptPrefix ?? DEFAULT_RECEIPT_PREFIX,
    refund_prefix: row?.refundPrefix ?? DEFAULT_REFUND_PREFIX,
    cin: row?.cin ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    signatory_name: row?.signatoryName ?? '',
    signatory_designation: row?.signatoryDesignation ?? '',
    turnover_above_5_crore: row?.turnoverAbove5Crore ?? false,
    product_taxes: productTaxes,
    configured: !!legalName && !!address && !!stateCode,
    updated_at: row?.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

/** What the audit log compares: the settings flat, one field per product type's HSN and rate. */
function auditSnapshot(settings: CompanySettings): Record<string, unknown> {
  const { product_taxes: taxes, updated_at: _updatedAt, state_name: _stateName, configured: _configured, ...company } = settings;
  const flat: Record<string, unknown> = { ...company };
  for (const tax of taxes) {
    flat[`${tax.product_type}_hsn_code`] = tax.hsn_code;
    flat[`${tax.product_type}_gst_rate`] = tax.gst_rate;
  }
  return flat;
}

/** Saves the whole form (the schema checked it) in one transaction with its audit row. */
export async function updateBillingSettings(db: DbOrTx, input: CompanySettingsInput, actor: AuditActor): Promise<CompanySettings> {
  return db.transaction(async (tx) => {
    // The row lock orders two admins saving at once; the row is written by the migration, the upsert is a safety net.
    await tx.select({ id: companySettings.id }).from(companySettings).where(eq(companySettings.id, SETTINGS_ID)).for('update');
    const before = await getBillingSettings(tx);
    const values = {
      legalName: input.legal_name,
      address: input.address,
      stateCode: input.state_code,
      gstin: input.gstin ?? null,
      bankName: input.bank_name,
      bankAccountNumber: input.bank_account_number,
      ifsc: input.ifsc,
      invoicePrefix: input.invoice_prefix,
      creditNotePrefix: input.credit_note_prefix,
      debitNotePrefix: input.debit_note_prefix,
      receiptPrefix: input.receipt_prefix,
      refundPrefix: input.refund_prefix,
      cin: input.cin ?? '',
      phone: input.phone,
      email: input.email,
      signatoryName: input.signatory_name ?? '',
      signatoryDesignation: input.signatory_designation ?? '',
      turnoverAbove5Crore: input.turnover_above_5_crore,
      updatedAt: new Date(),
    };
    await tx
      .insert(companySettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: companySettings.id, set: values });
    for (const tax of input.product_taxes) {
      await tx
        .insert(productTypeTaxes)
        .values({ productType: tax.product_type, hsnCode: tax.hsn_code, gstRate: tax.gst_rate })
        .onConflictDoUpdate({ target: productTypeTaxes.productType, set: { hsnCode: tax.hsn_code, gstRate: tax.gst_rate } });
    }
    const after = await getBillingSettings(tx);
    await recordAudit(tx, actor, {
      entity: 'company_settings',
      id: SETTINGS_ID,
      action: 'update',
      before: auditSnapshot(before),
      after: auditSnapshot(after),
    });
    return after;
  });
}

/** The tax type of a product: its type flag (a security door is also a door), door frame when it has none. */
function productTaxType(item: { isDoor: boolean; isWindow: boolean; isSecurityDoor: boolean }): TaxProductType {
  if (item.isSecurityDoor) return 'is_security_door';
  if (item.isWindow) return 'is_window';
  return 'is_door';
}

/** The HSN code and rate a new product takes from its type's in the settings (it may then be given its own). */
export async function typeTaxOf(db: DbOrTx, item: { isDoor: boolean; isWindow: boolean; isSecurityDoor: boolean }): Promise<ProductTax> {
  const settings = await getBillingSettings(db);
  return settings.product_taxes.find((tax) => tax.product_type === productTaxType(item))!;
}
