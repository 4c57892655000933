import { eq } from 'drizzle-orm';
import { stateName } from '@steelworks/contract/billing';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { getBillingSettings } from './billing-settings.service';
import { sellerOf } from './invoice-issue.service';

/**
 * Who a receipt or refund voucher names (CGST rules 50 and 51): the supplier as the settings hold it, with its CIN,
 * phone, e-mail and signatory like every other document (Companies Act s.12(3)(c)), and the dealer.
 */
export async function voucherCompany(db: DbOrTx) {
  return sellerOf(await getBillingSettings(db));
}

export async function voucherDealer(db: DbOrTx, dealerId: number) {
  const [row] = await db
    .select({ id: dealers.id, name: accounts.fullName, gstin: dealers.gstin, stateCode: dealers.stateCode, billingAddress: dealers.billingAddress, location: dealers.location })
    .from(dealers)
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(dealers.id, dealerId));
  return { id: row!.id, name: row!.name, address: row!.billingAddress || row!.location, gstin: row!.gstin, state_name: stateName(row!.stateCode) };
}
