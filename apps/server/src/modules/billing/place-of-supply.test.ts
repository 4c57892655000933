/**
 * Place of supply from where the goods go (IGST Act s.10(1), docs/decisions/031 "Place of supply") and the buyer's
 * details on an invoice (CGST rule 46(e) and (o)), for a company in Karnataka (29).
 *
 * Every order: 1 door at 10,000.00, GST 18%.
 *   inter-state: IGST 1,800.00; total 11,800.00
 *   intra-state: CGST 900.00 + SGST 900.00; total 11,800.00
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { gstinCheckCharacter, TAX_PRODUCT_TYPES } from '@steelworks/contract/billing';
import { INVOICE_TEXT } from '@steelworks/contract/invoice';
import { useOrderWorld } from '../../../test/order-world';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { orders } from '../order/order.table';
import { insertOrder, setDealerBilling } from './billing.fixtures';

const world = useOrderWorld();
const t = () => world.t;
const w = () => world.w;

const KARNATAKA_COMPANY_GSTIN = `29AAFCS5318D1Z${gstinCheckCharacter('29AAFCS5318D1Z')}`;
const KARNATAKA_DEALER_GSTIN = `29AABCK1234L1Z${gstinCheckCharacter('29AABCK1234L1Z')}`;

/** A shipped order of 1 door at `price`, delivered as given, and the answer of invoicing it. */
async function invoiceDelivered(delivery: { state?: string | null; site?: string; thirdParty?: boolean; customer?: string }, price = '10000.00') {
  const order = await insertOrder(t().db, w().dealerId, 'Shipped', [{ product: w().door, quantity: 1, unitPrice: price }]);
  await t()
    .db.update(orders)
    .set({ deliveryStateCode: delivery.state ?? null, deliverySite: delivery.site ?? '', thirdPartyDelivery: delivery.thirdParty ?? false, customerName: delivery.customer ?? '' })
    .where(eq(orders.id, order.id));
  return t().call('POST', '/billing/invoices', { as: 'admin', body: { order_id: order.id } });
}

beforeAll(async () => {
  const saved = await t().call('PUT', '/billing/settings', {
    as: 'admin',
    body: {
      legal_name: 'Steelworks Fabricators Private Limited',
      address: 'Peenya Industrial Area, Bengaluru 560058',
      state_code: '29',
      gstin: KARNATAKA_COMPANY_GSTIN,
      bank_name: 'State Bank of India',
      bank_account_number: '00000041234567890',
      ifsc: 'SBIN0070123',
      phone: '080 2839 4400',
      email: 'accounts@steelworks.example.com',
      product_taxes: TAX_PRODUCT_TYPES.map((type) => ({ product_type: type.key, hsn_code: type.defaultHsn, gst_rate: '18' })),
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  await setDealerBilling(t().db, w().dealerId, { stateCode: '29', gstin: KARNATAKA_DEALER_GSTIN, billingAddress: 'Residency Road, Bengaluru 560025' });
});

describe('place of supply of a Karnataka buyer\'s goods', () => {
  it('delivered in Kerala: place of supply Kerala, IGST 1,800.00; Bill to Karnataka, Ship to Kerala', async () => {
    const made = await invoiceDelivered({ state: '32', site: 'Site 4, Infopark, Kochi' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      place_of_supply: '32',
      place_of_supply_name: 'Kerala',
      tax_split: 'inter',
      taxable_value: '10000.00',
      cgst: '0.00',
      sgst: '0.00',
      igst: '1800.00',
      total: '11800.00',
      buyer: { state_code: '29', state_name: 'Karnataka', gstin: KARNATAKA_DEALER_GSTIN, address: 'Residency Road, Bengaluru 560025' },
      ship_to: { state_code: '32', state_name: 'Kerala', address: 'Site 4, Infopark, Kochi' },
    });
  });

  it('delivered in Karnataka: CGST 900.00 + SGST 900.00', async () => {
    const made = await invoiceDelivered({ state: '29', site: 'Whitefield, Bengaluru' });
    expect(made.body).toMatchObject({ place_of_supply: '29', tax_split: 'intra', cgst: '900.00', sgst: '900.00', igst: '0.00', total: '11800.00', ship_to: { state_name: 'Karnataka' } });
  });

  it('no delivery state: the goods go to the buyer, Karnataka, CGST + SGST', async () => {
    const made = await invoiceDelivered({});
    expect(made.body).toMatchObject({ place_of_supply: '29', tax_split: 'intra', cgst: '900.00', ship_to: { state_code: '29', address: 'Residency Road, Bengaluru 560025' } });
  });

  it('delivered in Kerala to a third party on the buyer\'s direction (s.10(1)(b)): the buyer\'s state, CGST + SGST', async () => {
    const made = await invoiceDelivered({ state: '32', site: 'Kakkanad, Kochi', thirdParty: true, customer: 'Green Valley Apartments' });
    expect(made.body).toMatchObject({
      place_of_supply: '29',
      place_of_supply_name: 'Karnataka',
      tax_split: 'intra',
      cgst: '900.00',
      sgst: '900.00',
      igst: '0.00',
      ship_to: { name: 'Green Valley Apartments', state_code: '32', state_name: 'Kerala', address: 'Kakkanad, Kochi' },
    });
  });
});

describe('the buyer\'s details', () => {
  it('refuses a dealer without a state, naming it; nothing is invoiced', async () => {
    await setDealerBilling(t().db, w().dealerId, { stateCode: null, gstin: null, billingAddress: 'Residency Road, Bengaluru 560025' });
    const [dealer] = await t().db.select({ name: accounts.fullName }).from(dealers).innerJoin(accounts, eq(accounts.id, dealers.accountId)).where(eq(dealers.id, w().dealerId));
    const refused = await invoiceDelivered({ state: '29' });
    expect(refused).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.dealerStateMissing(dealer!.name), field: 'state_code' } });
  });

  it('an unregistered buyer: at 50,000.00 the address is required (no town in its place); below it the town will do', async () => {
    await setDealerBilling(t().db, w().dealerId, { stateCode: '29', gstin: null, billingAddress: '' });
    // 42,373.00 + 18% 7,627.14 = 50,000.14 -> 50,000.00: rule 46(e) applies.
    const refused = await invoiceDelivered({}, '42373.00');
    expect(refused).toMatchObject({ status: 400, body: { error_message: INVOICE_TEXT.unregisteredMissing('address'), field: 'billing_address' } });
    // 42,372.00 + 7,626.96 = 49,998.96 -> 49,999.00: below it.
    const below = await invoiceDelivered({}, '42372.00');
    expect(below.status, JSON.stringify(below.body)).toBe(201);
    expect(below.body).toMatchObject({ total: '49999.00', buyer: { gstin: null, state_name: 'Karnataka' } });

    await setDealerBilling(t().db, w().dealerId, { stateCode: '29', gstin: null, billingAddress: '14 Church Street, Bengaluru 560001' });
    const made = await invoiceDelivered({}, '42373.00');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ total: '50000.00', buyer: { gstin: null, address: '14 Church Street, Bengaluru 560001', state_code: '29', state_name: 'Karnataka' } });
  });
});

describe('the order\'s delivery fields', () => {
  it('an order keeps its delivery state and third-party flag; a state that does not exist is refused', async () => {
    const created = await t().call('POST', '/order/order/', {
      as: 'admin',
      body: { dealer: w().dealerId, delivery_site: 'Infopark, Kochi', delivery_state_code: '32', third_party_delivery: true, orderitem: [{ product: w().door, quantity: 1, material: 'GI' }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ delivery_site: 'Infopark, Kochi', delivery_state_code: '32', third_party_delivery: true });
    const edited = await t().call('PATCH', `/order/order/${created.body.id}/`, { as: 'admin', body: { delivery_state_code: '', third_party_delivery: false } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({ delivery_state_code: null, third_party_delivery: false });
    const wrong = await t().call('POST', '/order/order/', { as: 'admin', body: { dealer: w().dealerId, delivery_state_code: '99', orderitem: [{ product: w().door, quantity: 1 }] } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toHaveProperty('delivery_state_code');
  });
});
