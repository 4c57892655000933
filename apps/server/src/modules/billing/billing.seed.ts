import { eq } from 'drizzle-orm';
import type { AppContext } from '../../lib/context';
import { companySettings } from './billing.table';

/**
 * The demo company's invoice header and footer (issue 31), written only while the settings are still empty (the
 * migration's row): a saved form is never overwritten. The GSTIN is made up but valid for Kerala (32). The product
 * taxes keep the migration's defaults; the CIN is made up in the form of one (a private company of Kerala).
 */
export async function seedBilling(ctx: AppContext): Promise<void> {
  const [row] = await ctx.db
    .select({ stateCode: companySettings.stateCode, phone: companySettings.phone })
    .from(companySettings)
    .where(eq(companySettings.id, 1));
  // The company details every document prints (issue 41 point 5), also for a demo seeded before they were kept.
  const details = {
    cin: 'U28112KL2019PTC058231',
    phone: '+91 484 2555 014',
    email: 'accounts@steelworks.example.com',
    signatoryName: 'Anitha Menon',
    signatoryDesignation: 'Director',
  };
  if (row?.stateCode) {
    if (!row.phone) await ctx.db.update(companySettings).set(details).where(eq(companySettings.id, 1));
    return;
  }
  const values = {
    ...details,
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
