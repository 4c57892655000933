import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { companySettings } from './billing.table';

/**
 * The demo company's invoice header and footer (issue 31), written only while the settings are still empty (the
 * migration's row): a saved form is never overwritten. The GSTIN is made up but valid for Kerala (32). The product
 * taxes keep the migration's defaults.
 */
export async function seedBilling(ctx: AppContext): Promise<void> {
  const [row] = await ctx.db.select({ stateCode: companySettings.stateCode }).from(companySettings).where(eq(companySettings.id, 1));
  if (row?.stateCode) return;
  const values = {
    legalName: 'Steelworks Fabricators Private Limited',
    address: 'Plot 14, KINFRA Industrial Park, Kalamassery, Kochi, Kerala 683104',
    stateCode: '32',
    gstin: '32AAFCS5318D1ZR',
    bankName: 'State Bank of India, Kalamassery',
    bankAccountNumber: '00000041234567890',
    ifsc: 'SBIN0070123',
    invoicePrefix: 'INV',
    creditNotePrefix: 'CN',
    updatedAt: new Date(),
  };
  await ctx.db.insert(companySettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: companySettings.id, set: values });
}
