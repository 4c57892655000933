import { TRANSPORT_MODE_CODE, type EwbGenerateInput } from '@steelworks/contract/ewaybill';
import type { Invoice, Party } from '@steelworks/contract/invoice';
import { AppError } from '../../lib/app-error';

/** The bulk tool's format version this product writes (schemas/README.md). */
const EWB_JSON_VERSION = '1.0.1118';

export type EwbBill = Record<string, unknown> & { docNo: string; itemList: Array<Record<string, unknown>> };

/** dd/mm/yyyy, as the portal writes dates. */
function portalDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * The 6-digit PIN in an address, and the place before it (the last part of the address before the PIN); `givenPin`
 * stands in for an address without one (a delivery site written as a town).
 */
export function pinAndPlace(party: Party, label: string, givenPin?: string): { pin: number; place: string; addr1: string; addr2: string } {
  const match = /\b([1-9][0-9]{5})\b/.exec(party.address);
  if (!match && !givenPin) throw new AppError('validation', `${label}'s address has no 6-digit PIN: enter the delivery PIN`, { to_pincode: ['Enter the PIN of the place of delivery'] });
  const before = match ? party.address.slice(0, match.index).replace(/[\s,-]+$/, '') : party.address;
  const parts = before.split(',').map((part) => part.trim()).filter(Boolean);
  const oneLine = party.address.replace(/\s+/g, ' ').trim();
  return { pin: Number(match?.[1] ?? givenPin), place: (parts.at(-1) ?? party.state_name).slice(0, 50), addr1: oneLine.slice(0, 120), addr2: oneLine.slice(120, 240) };
}

const UQC: Record<string, string> = { NOS: 'NOS', PCS: 'PCS', KG: 'KGS', KGS: 'KGS', MTR: 'MTR', M: 'MTR', SQM: 'SQM', SET: 'SET' };
const number = (money: string) => Number(money);
const stateNumber = (code: string | null | undefined, label: string) => {
  if (!code) throw new AppError('rule_refused', `${label} has no state: set it first`);
  return Number(code);
};

/** The goods leave for somewhere else than the buyer's address (bill to - ship to, transaction type 2). */
function shipsElsewhere(invoice: Invoice): boolean {
  const shipTo = invoice.ship_to;
  return !!shipTo && (shipTo.address !== invoice.buyer.address || shipTo.state_code !== invoice.buyer.state_code);
}

/**
 * One bill of the portal's JSON (Part A from the invoice, Part B from the input): the same object goes in the bulk
 * file and to the API. Taxes and values are the invoice's own, never recomputed.
 */
export function buildEwbBill(invoice: Invoice, partB: EwbGenerateInput): EwbBill {
  const seller = invoice.seller;
  if (!seller.gstin) throw new AppError('rule_refused', 'The company has no GSTIN: fill in Company & Tax first');
  const from = pinAndPlace(seller, 'The company');
  const elsewhere = shipsElsewhere(invoice);
  const destination = elsewhere ? invoice.ship_to! : invoice.buyer;
  const to = pinAndPlace(destination, elsewhere ? 'The ship-to' : 'The buyer', partB.to_pincode);
  const intra = invoice.tax_split === 'intra';
  const firstVehicle = partB.vehicles[0]?.vehicle_number ?? '';
  const itemList = invoice.lines.map((line) => {
    const rate = number(line.gst_rate);
    return {
      itemNo: line.line_no,
      productName: line.description.slice(0, 100),
      productDesc: line.description.slice(0, 100),
      hsnCode: Number(line.hsn_code),
      quantity: line.quantity,
      qtyUnit: UQC[line.unit.toUpperCase()] ?? 'OTH',
      taxableAmount: number(line.taxable_value),
      cgstRate: intra ? rate / 2 : 0,
      sgstRate: intra ? rate / 2 : 0,
      igstRate: intra ? 0 : rate,
      cessRate: 0,
      cessNonAdvol: 0,
    };
  });
  const main = [...invoice.lines].sort((a, b) => number(b.taxable_value) - number(a.taxable_value))[0];
  return {
    userGstin: seller.gstin,
    supplyType: 'O',
    subSupplyType: '1',
    subSupplyDesc: '',
    docType: 'INV',
    docNo: invoice.number,
    docDate: portalDate(invoice.invoice_date),
    transType: elsewhere ? 2 : 1,
    fromGstin: seller.gstin,
    fromTrdName: seller.name.slice(0, 100),
    fromAddr1: from.addr1,
    fromAddr2: from.addr2,
    fromPlace: from.place,
    fromPincode: from.pin,
    fromStateCode: stateNumber(seller.state_code, 'The company'),
    actualFromStateCode: stateNumber(seller.state_code, 'The company'),
    toGstin: invoice.buyer.gstin ?? 'URP',
    toTrdName: invoice.buyer.name.slice(0, 100),
    toAddr1: to.addr1,
    toAddr2: to.addr2,
    toPlace: to.place,
    toPincode: to.pin,
    toStateCode: stateNumber(invoice.buyer.state_code ?? invoice.place_of_supply, 'The buyer'),
    actualToStateCode: stateNumber(destination.state_code ?? invoice.place_of_supply, 'The destination'),
    totalValue: number(invoice.taxable_value),
    cgstValue: number(invoice.cgst),
    sgstValue: number(invoice.sgst),
    igstValue: number(invoice.igst),
    cessValue: 0,
    TotNonAdvolVal: 0,
    OthValue: number(invoice.round_off),
    totInvValue: number(invoice.total),
    transMode: TRANSPORT_MODE_CODE[partB.mode],
    transDistance: String(partB.distance_km),
    transporterName: partB.transporter_name ?? '',
    transporterId: partB.transporter_id ?? '',
    transDocNo: partB.transport_doc_no ?? '',
    transDocDate: partB.transport_doc_date ? portalDate(partB.transport_doc_date) : '',
    vehicleNo: firstVehicle,
    vehicleType: partB.over_dimensional ? 'O' : 'R',
    mainHsnCode: Number(main?.hsn_code ?? 0),
    itemList,
  };
}

/** The bulk tool's file: one or more bills. */
export function bulkFile(bills: EwbBill[]): { version: string; billLists: EwbBill[] } {
  return { version: EWB_JSON_VERSION, billLists: bills };
}
