import { count, eq } from 'drizzle-orm';
import { gstinStateCode } from '@steelworks/contract/billing';
import type { AppContext } from '../../lib/context';
import { accounts } from '../../db/accounts.table';
import { ensureDemoAccounts } from '../account/account.seed';
import { dealers } from './dealer.table';

/**
 * Issue 31's account fields: most dealers are registered in Kerala (32), Gap Road Steels bills from its Coimbatore
 * office in Tamil Nadu (33, so its invoices take IGST), and Rubber Town Fabrications is unregistered. The GSTINs are
 * made up but valid (state code, PAN shape and check character).
 */
const DEALERS = [
  { username: 'dealer', fullName: 'Deepak Traders', phone: '9800000006', location: 'Kochi', profit: '8', gstin: '32AADFD4821K1ZP', billingAddress: 'MG Road, Ernakulam, Kochi 682016', creditLimit: '1000000.00', terms: 30 },
  { username: 'dealer_calicut', fullName: 'Malabar Steel Agencies', phone: '9813000001', location: 'Kozhikode', profit: '10', gstin: '32AAKFM3307C1ZV', billingAddress: 'Mavoor Road, Kozhikode 673004', creditLimit: '300000.00', terms: 45 },
  { username: 'dealer_tcr', fullName: 'Thrissur Door House', phone: '9813000002', location: 'Thrissur', profit: '7.5', gstin: '32ABHPT6120R1Z8', billingAddress: 'Round North, Thrissur 680001', creditLimit: '200000.00', terms: 30 },
  { username: 'dealer_tvm', fullName: 'Capital Frames', phone: '9813000003', location: 'Thiruvananthapuram', profit: '12', gstin: '32AAJFC9054M1Z5', billingAddress: 'Pattom, Thiruvananthapuram 695004', creditLimit: null, terms: 30 },
  { username: 'dealer_kannur', fullName: 'North Star Hardware', phone: '9813000004', location: 'Kannur', profit: '9', gstin: '32AAHFN5521E1ZP', billingAddress: 'Fort Road, Kannur 670001', creditLimit: '250000.00', terms: 30 },
  { username: 'dealer_palakkad', fullName: 'Gap Road Steels', phone: '9813000005', location: 'Palakkad', profit: '6', gstin: '33AAGCG7412H1ZT', billingAddress: 'Avinashi Road, Coimbatore 641018, Tamil Nadu', creditLimit: '400000.00', terms: 60 },
  { username: 'dealer_kollam', fullName: 'Ashtamudi Builders Depot', phone: '9813000006', location: 'Kollam', profit: '11', gstin: '32AAEFA2290N1ZI', billingAddress: 'Chinnakada, Kollam 691001', creditLimit: '150000.00', terms: 15 },
  { username: 'dealer_kottayam', fullName: 'Rubber Town Fabrications', phone: '9813000007', location: 'Kottayam', profit: '5', gstin: null, billingAddress: 'KK Road, Kottayam 686001', creditLimit: '50000.00', terms: 0, state: '32' },
];

const CUSTOMERS = [
  { fullName: 'Joseph Varghese', phone: '9814000001', location: 'Aluva', billingAddress: 'Puthenpura House, Market Road, Aluva 683101' },
  { fullName: 'Lakshmi Narayanan', phone: '9814000002', location: 'Angamaly', billingAddress: '12 Church Lane, Angamaly 683572' },
  { fullName: 'St. Marys Church Committee', phone: '9814000003', location: 'Perumbavoor', billingAddress: "St. Mary's Church, AM Road, Perumbavoor 683542" },
  { fullName: 'Green Valley Apartments', phone: '9814000004', location: 'Kakkanad', billingAddress: 'Green Valley Apartments, Seaport-Airport Road, Kakkanad 682030' },
];

/** Demo records of the dealer module: the demo `dealer` account's record, more dealers and a few customers. */
export async function seedDealer(ctx: AppContext): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(dealers);
    const ids = await ensureDemoAccounts(
      tx,
      DEALERS.map((d) => ({ username: d.username, fullName: d.fullName, phone: d.phone, role: 'dealer' as const })),
    );
    for (const dealer of DEALERS) {
      const accountId = ids.get(dealer.username)!;
      const [has] = await tx.select({ id: dealers.id }).from(dealers).where(eq(dealers.accountId, accountId));
      if (!has) {
        await tx.insert(dealers).values({
          accountId,
          location: dealer.location,
          profit: dealer.profit,
          gstin: dealer.gstin,
          stateCode: dealer.gstin ? gstinStateCode(dealer.gstin) : (dealer.state ?? null),
          billingAddress: dealer.billingAddress,
          creditLimit: dealer.creditLimit,
          paymentTermsDays: dealer.terms,
        });
      }
    }
    // Customers have no username to find them by: they are added once, on the first seed only.
    if (existing!.n > 0) return;
    for (const customer of CUSTOMERS) {
      const [account] = await tx
        .insert(accounts)
        .values({ username: null, email: null, fullName: customer.fullName, phone: customer.phone, role: 'dealer' })
        .returning({ id: accounts.id });
      // Counter customers have no GSTIN: from 50,000 their invoices print their address and state (rule 46(e)).
      await tx.insert(dealers).values({ accountId: account!.id, location: customer.location, billingAddress: customer.billingAddress, profit: '1', isCustomer: true, stateCode: '32' });
    }
  });
}
