import { eq, inArray } from 'drizzle-orm';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { invoiceAmounts } from '@steelworks/contract/invoice';
import type { OrderAmount } from '@steelworks/contract/order';
import type { DbOrTx } from '../../db/client';
import { dealers } from '../dealer/dealer.table';
import { productPrices } from '../product/product-pricing';
import { products } from '../product/product.table';
import { getBillingSettings } from './billing-settings.service';
import { placeOfSupplyOf, taxSplitOf } from './invoice-issue.service';

/**
 * An order's total with GST as its tax invoice would be made now (issue 40 point 9): today's price of each product
 * (what create snapshots), the GST rate of the product itself, the split by the place of supply (where the goods go,
 * or the dealer's state when it directs delivery to a third party: invoice-issue.service.ts), and the invoice's own
 * arithmetic (invoiceAmounts). An estimate: the invoice is made when the order ships, from the order's
 * snapshots and the rates of that day.
 */
export async function orderAmount(
  db: DbOrTx,
  dealerId: number,
  items: ReadonlyArray<{ product: number; quantity: number }>,
  delivery: { deliveryStateCode: string | null; thirdPartyDelivery: boolean },
): Promise<OrderAmount> {
  const ids = [...new Set(items.map((i) => i.product))];
  const settings = await getBillingSettings(db);
  const [dealer] = await db.select({ stateCode: dealers.stateCode }).from(dealers).where(eq(dealers.id, dealerId));
  const rates = new Map(
    (await db.select({ id: products.id, gstRate: products.gstRate }).from(products).where(inArray(products.id, ids))).map((row) => [
      row.id,
      row.gstRate,
    ]),
  );
  const prices = await productPrices(db, ids);
  const lines = items.map((item) => ({
    taxable: toCents(prices.get(item.product)?.price ?? '0') * BigInt(item.quantity),
    // A product not found is refused by the order's own checks; its estimate line counts at 18%.
    rate: rates.get(item.product) ?? '18.00',
  }));
  const split = taxSplitOf(placeOfSupplyOf(delivery, dealer?.stateCode ?? null), settings);
  const amounts = invoiceAmounts(lines, split);
  return {
    taxable_value: formatCents(amounts.taxable),
    cgst: formatCents(amounts.cgst),
    sgst: formatCents(amounts.sgst),
    igst: formatCents(amounts.igst),
    round_off: formatCents(amounts.roundOff),
    total: formatCents(amounts.total),
    tax_split: split,
    gst_rates: [...new Set(lines.map((line) => line.rate))].sort(),
  };
}
