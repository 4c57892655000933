import { gstinProblem } from '@steelworks/contract/billing';
import { toCents } from '@steelworks/contract/common/money';
import type { EinvoiceDocType } from '@steelworks/contract/einvoice';
import { uqcOf } from '@steelworks/contract/gst-returns';
import type { InvoiceLine, Party, TAX_SPLITS } from '@steelworks/contract/invoice';

/**
 * The INV-01 JSON of schema version 1.1 for one document (docs/decisions/042-e-invoices.md, "The JSON"), and the
 * checks the portal runs on it. Pure: what it is given is what it writes. `schemas/inv01-v1.1.schema.json` describes
 * the result; a new version of the portal's schema is that file, its test and the VERSION below.
 */
const INV01_VERSION = '1.1';

/** What the JSON is made from: an invoice or a note, as billing answers them, with the IRP's document type. */
export type EinvoiceDocument = {
  docType: EinvoiceDocType;
  number: string;
  date: string;
  seller: Party & { phone?: string; email?: string };
  buyer: Party;
  shipTo: Party | null;
  placeOfSupply: string | null;
  taxSplit: (typeof TAX_SPLITS)[number];
  lines: InvoiceLine[];
  taxable_value: string;
  cgst: string;
  sgst: string;
  igst: string;
  round_off: string;
  total: string;
  /** A note's invoice (RefDtls). */
  preceding?: { number: string; date: string };
};

type Address = { Addr1: string; Addr2?: string; Loc: string; Pin: number; Stcd: string };
export type Inv01 = Record<string, unknown> & { DocDtls: { Typ: string; No: string; Dt: string }; ValDtls: Record<string, number>; ItemList: Record<string, unknown>[] };

const rupees = (cents: bigint) => Number(cents) / 100;
const amount = (value: string) => rupees(toCents(value));
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * Our addresses are one text (docs/decisions/030); the IRP wants lines, a place and a PIN. The PIN is the last
 * six-digit number in the text, the place the part just before it (or the last part), Addr1/Addr2 the text in
 * 100-character pieces. No PIN: 0, which the check names as a problem to fix in the dealer or the company.
 */
export function splitAddress(address: string, stateCode: string | null): Address {
  const pins = [...address.matchAll(/(?<!\d)([1-9]\d{2}\s?\d{3})(?!\d)/g)];
  const pinMatch = pins.at(-1);
  const pin = pinMatch ? Number(pinMatch[1]!.replace(/\s/g, '')) : 0;
  const text = (pinMatch ? address.slice(0, pinMatch.index) + address.slice(pinMatch.index! + pinMatch[0].length) : address)
    .replace(/\s+/g, ' ')
    .replace(/[\s,.-]+$/, '')
    .trim();
  const parts = text.split(',').map((part) => part.trim()).filter(Boolean);
  const loc = (parts.at(-1) ?? text).slice(0, 50);
  const addr1 = text.slice(0, 100) || loc;
  const addr2 = text.slice(100, 200).trim();
  return { Addr1: addr1, ...(addr2 ? { Addr2: addr2 } : {}), Loc: loc, Pin: pin, Stcd: stateCode ?? '' };
}

function lineItem(line: InvoiceLine, index: number) {
  const taxable = toCents(line.taxable_value);
  const base = { SlNo: String(index + 1), PrdDesc: line.description.slice(0, 300), IsServc: 'N', HsnCd: line.hsn_code };
  // A price change (quantity 0) has no quantity: UnitPrice is the change itself (Qty is optional in INV-01).
  const priced =
    line.quantity > 0
      ? (() => {
          const totAmt = (toCents(line.rate) * BigInt(line.quantity));
          const discount = totAmt > taxable ? totAmt - taxable : 0n;
          return { Qty: line.quantity, Unit: uqcOf(line.unit) ?? 'OTH', UnitPrice: amount(line.rate), TotAmt: rupees(totAmt), Discount: rupees(discount) };
        })()
      : { Unit: uqcOf(line.unit) ?? 'OTH', UnitPrice: rupees(taxable), TotAmt: rupees(taxable), Discount: 0 };
  return {
    ...base,
    ...priced,
    AssAmt: rupees(taxable),
    GstRt: Number(line.gst_rate),
    IgstAmt: amount(line.igst),
    CgstAmt: amount(line.cgst),
    SgstAmt: amount(line.sgst),
    CesRt: 0,
    CesAmt: 0,
    TotItemVal: amount(line.total),
  };
}

function party(of: Party, extra: Record<string, unknown> = {}) {
  return { Gstin: of.gstin ?? 'URP', LglNm: of.name.slice(0, 100), ...splitAddress(of.address, of.state_code), ...extra };
}

/**
 * Ship-to is written when the goods went to another party or address than the buyer's. A delivery site in the buyer's
 * own state that names no PIN (the order's site is free text, often a town) is left out rather than refused: tax and
 * place of supply are the buyer's state's either way (docs/decisions/042-e-invoices.md, "Ship-to").
 */
function shipsElsewhere(document: EinvoiceDocument): boolean {
  const { shipTo, buyer } = document;
  if (!shipTo) return false;
  const elsewhere = shipTo.address.trim() !== buyer.address.trim() || shipTo.name !== buyer.name || (!!shipTo.gstin && shipTo.gstin !== buyer.gstin);
  if (!elsewhere) return false;
  return splitAddress(shipTo.address, shipTo.state_code).Pin !== 0 || shipTo.state_code !== buyer.state_code;
}

export function buildInv01(document: EinvoiceDocument): Inv01 {
  const seller = document.seller;
  const phone = (seller.phone ?? '').replace(/\D/g, '');
  const contact = {
    ...(phone.length >= 6 && phone.length <= 12 ? { Ph: phone } : {}),
    ...(seller.email && seller.email.length >= 6 ? { Em: seller.email.slice(0, 100) } : {}),
  };
  return {
    Version: INV01_VERSION,
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: document.docType, No: document.number, Dt: ddmmyyyy(document.date) },
    SellerDtls: party(seller, contact),
    BuyerDtls: party(document.buyer, { Pos: document.placeOfSupply ?? document.buyer.state_code ?? '' }),
    ...(shipsElsewhere(document) ? { ShipDtls: party(document.shipTo!) } : {}),
    ItemList: document.lines.map(lineItem),
    ValDtls: {
      AssVal: amount(document.taxable_value),
      CgstVal: amount(document.cgst),
      SgstVal: amount(document.sgst),
      IgstVal: amount(document.igst),
      CesVal: 0,
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: amount(document.round_off),
      TotInvVal: amount(document.total),
    },
    ...(document.preceding ? { RefDtls: { PrecDocDtls: [{ InvNo: document.preceding.number, InvDt: ddmmyyyy(document.preceding.date) }] } } : {}),
  };
}

/** The portal's document number: at most 16 characters, letters, digits, / and -, not starting with / - or 0. */
const DOC_NUMBER = /^[1-9A-Za-z][A-Za-z0-9/-]{0,15}$/;
const HSN = /^(\d{4}|\d{6}|\d{8})$/;
/** The portal takes totals that differ from the sum of their parts by at most one rupee (its round-off tolerance). */
const TOLERANCE = 100n;

const cents = (value: unknown) => BigInt(Math.round(Number(value ?? 0) * 100));
const near = (a: bigint, b: bigint) => (a > b ? a - b : b - a) <= TOLERANCE;

/** What the portal would refuse in this JSON, one sentence each; empty when it would take it. */
export function checkInv01(json: Inv01): string[] {
  const problems: string[] = [];
  const no = json.DocDtls.No;
  if (!DOC_NUMBER.test(no)) problems.push(`${no}: the number must be at most 16 letters, digits, / or -, not starting with 0, / or -`);
  for (const [label, key] of [['seller', 'SellerDtls'], ['buyer', 'BuyerDtls'], ['ship-to', 'ShipDtls']] as const) {
    const details = json[key] as (Address & { Gstin: string }) | undefined;
    if (!details) continue;
    if (!/^[1-9]\d{5}$/.test(String(details.Pin))) problems.push(`${no}: the ${label}'s address has no 6-digit PIN code`);
    if (key !== 'ShipDtls' || details.Gstin !== 'URP') {
      const problem = gstinProblem(details.Gstin);
      if (problem) problems.push(`${no}: the ${label}'s GSTIN ${details.Gstin}: ${problem}`);
    }
    if (details.Loc.length < 3) problems.push(`${no}: the ${label}'s address names no place (3 letters or more)`);
    if (!/^\d{2}$/.test(details.Stcd)) problems.push(`${no}: the ${label} has no state code`);
  }
  if (json.ItemList.length === 0 || json.ItemList.length > 1000) problems.push(`${no}: an e-invoice has 1 to 1,000 items`);
  const sums = { AssVal: 0n, CgstVal: 0n, SgstVal: 0n, IgstVal: 0n };
  for (const item of json.ItemList) {
    const line = `${no} item ${String(item.SlNo)}`;
    if (!HSN.test(String(item.HsnCd))) problems.push(`${line}: HSN ${String(item.HsnCd)} must have 4, 6 or 8 digits`);
    if (item.Qty !== undefined && !near(cents(item.TotAmt), BigInt(Math.round(Number(item.UnitPrice) * 100 * Number(item.Qty))))) {
      problems.push(`${line}: the total amount is not unit price times quantity`);
    }
    if (!near(cents(item.AssAmt), cents(item.TotAmt) - cents(item.Discount))) problems.push(`${line}: the assessable amount is not total minus discount`);
    const taxes = cents(item.IgstAmt) + cents(item.CgstAmt) + cents(item.SgstAmt) + cents(item.CesAmt);
    if (!near(cents(item.TotItemVal), cents(item.AssAmt) + taxes)) problems.push(`${line}: the item value is not assessable amount plus taxes`);
    sums.AssVal += cents(item.AssAmt);
    sums.CgstVal += cents(item.CgstAmt);
    sums.SgstVal += cents(item.SgstAmt);
    sums.IgstVal += cents(item.IgstAmt);
  }
  const value = json.ValDtls;
  for (const [key, sum] of Object.entries(sums)) {
    if (!near(cents(value[key]), sum)) problems.push(`${no}: ${key} is not the sum of the items`);
  }
  const round = cents(value.RndOffAmt);
  if (round < -9999n || round > 9999n) problems.push(`${no}: the round-off must be within 99.99`);
  const total = cents(value.AssVal) + cents(value.CgstVal) + cents(value.SgstVal) + cents(value.IgstVal) + cents(value.CesVal) + cents(value.StCesVal) + cents(value.OthChrg) + round - cents(value.Discount);
  if (!near(cents(value.TotInvVal), total)) problems.push(`${no}: the invoice value does not add up`);
  return problems;
}
