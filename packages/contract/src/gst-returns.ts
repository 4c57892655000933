import { z } from 'zod';
import { emptyToUndefined } from './common/inputs';
import { moneySchema } from './common/money';

/**
 * GSTR-1 and GSTR-3B from the books (issue 44 point 1, docs/decisions/037-gstr1-and-gstr3b.md): the period asked,
 * the check before export, the preview's section totals and the GSTR-3B tables. The GSTR-1 file itself is the
 * portal's JSON, described by apps/server/src/modules/billing/schemas/gstr1.schema.json.
 */

export const GST_RETURN_TEXT = {
  period: 'Choose a month as YYYY-MM or a quarter as YYYY-Qn (2026-Q3 or 2026-27-Q3: October to December 2026)',
  gstinProblem: (number: string, gstin: string, problem: string) => `${number}: the buyer's GSTIN ${gstin} would be refused (${problem})`,
  hsnShort: (number: string, line: number, hsn: string, digits: number) =>
    `${number} line ${line}: HSN ${hsn} has fewer than the ${digits} digits the company's turnover requires`,
  placeMissing: (number: string) => `${number}: no place of supply`,
  uqcMissing: (number: string, line: number, unit: string) => `${number} line ${line}: the unit "${unit}" is not one of the portal's UQC codes`,
  companyGstin: 'The company has no GSTIN in Company & Tax',
} as const;

const MONTH = /^(20\d{2}|2100)-(0[1-9]|1[0-2])$/;
const QUARTER = /^(20\d{2})(?:-(\d{2}))?-Q([1-4])$/;

/**
 * A month ("2026-11") or a quarter of the financial year ("2026-Q3" or "2026-27-Q3", both October-December 2026):
 * GST quarters (QRMP) are the financial year's, April-June first.
 */
export type GstPeriod = { label: string; from: string; until: string; /** The return's "fp": the period's last month, MMYYYY. */ fp: string };

function monthStart(year: number, month: number): string {
  const y = year + Math.floor((month - 1) / 12);
  const m = ((month - 1) % 12) + 1;
  return `${y}-${String(m).padStart(2, '0')}-01`;
}

export function parseGstPeriod(value: string): GstPeriod | undefined {
  if (MONTH.test(value)) {
    const [year, month] = value.split('-').map(Number) as [number, number];
    return { label: value, from: monthStart(year, month), until: monthStart(year, month + 1), fp: `${value.slice(5)}${value.slice(0, 4)}` };
  }
  const match = QUARTER.exec(value);
  if (!match) return undefined;
  const start = Number(match[1]);
  if (match[2] !== undefined && Number(match[2]) !== (start + 1) % 100) return undefined;
  const quarter = Number(match[3]);
  const firstMonth = 4 + (quarter - 1) * 3; // April = 4; January-March of the next year are 13-15.
  const last = monthStart(start, firstMonth + 2);
  return {
    label: `${start}-${String((start + 1) % 100).padStart(2, '0')}-Q${quarter}`,
    from: monthStart(start, firstMonth),
    until: monthStart(start, firstMonth + 3),
    fp: `${last.slice(5, 7)}${last.slice(0, 4)}`,
  };
}

/** ?period=YYYY-MM or ?quarter=YYYY-Qn (one of them); `format=csv` or `xlsx` for the files of the preview. */
export const gstPeriodQuerySchema = z
  .object({
    period: z.preprocess(emptyToUndefined, z.string().trim().optional()),
    quarter: z.preprocess(emptyToUndefined, z.string().trim().optional()),
    format: z.preprocess(emptyToUndefined, z.enum(['json', 'csv', 'xlsx']).optional()),
  })
  .transform((query, ctx) => {
    const asked = query.period ?? query.quarter;
    const period = asked !== undefined && (query.period === undefined || query.quarter === undefined) ? parseGstPeriod(asked) : undefined;
    if (!period) {
      ctx.addIssue({ code: 'custom', path: ['period'], message: GST_RETURN_TEXT.period });
      return z.NEVER;
    }
    return { period, format: query.format };
  });

/**
 * The portal's Unit Quantity Codes (UQC) a line's unit can name, with the official description; the unit texts the
 * catalogue uses map onto them. A unit that maps to none is a problem of the check (it would go as OTH).
 */
const UQC_CODES: Record<string, string> = {
  BAG: 'BAGS',
  BDL: 'BUNDLES',
  BOX: 'BOX',
  CTN: 'CARTONS',
  DOZ: 'DOZENS',
  GMS: 'GRAMMES',
  KGS: 'KILOGRAMS',
  KME: 'KILOMETRE',
  LTR: 'LITRES',
  MTR: 'METERS',
  MTS: 'METRIC TON',
  NOS: 'NUMBERS',
  PAC: 'PACKS',
  PCS: 'PIECES',
  PRS: 'PAIRS',
  QTL: 'QUINTAL',
  ROL: 'ROLLS',
  SET: 'SETS',
  SQF: 'SQUARE FEET',
  SQM: 'SQUARE METERS',
  SQY: 'SQUARE YARDS',
  TON: 'TONNES',
  UNT: 'UNITS',
  OTH: 'OTHERS',
};

const UNIT_ALIASES: Record<string, string> = {
  NO: 'NOS',
  NUMBER: 'NOS',
  NUMBERS: 'NOS',
  PC: 'PCS',
  PIECE: 'PCS',
  PIECES: 'PCS',
  KG: 'KGS',
  KILOGRAM: 'KGS',
  M: 'MTR',
  METER: 'MTR',
  METRE: 'MTR',
  METRES: 'MTR',
  SQMTR: 'SQM',
  SQFT: 'SQF',
  SETS: 'SET',
  PAIR: 'PRS',
  TONNE: 'TON',
};

/** The UQC of a line's unit ("Nos" -> NOS, "Sq.m" -> SQM), or undefined when it names none. */
export function uqcOf(unit: string): string | undefined {
  const key = unit.toUpperCase().replace(/[^A-Z]/g, '');
  if (key === 'OTH') return undefined;
  if (UQC_CODES[key]) return key;
  return UNIT_ALIASES[key];
}

const GSTR1_SECTIONS = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'nil', 'hsn_b2b', 'hsn_b2c'] as const;

/** One thing the portal would refuse, and the page (a web route) where it is put right. */
const gstr1ProblemSchema = z.object({
  kind: z.enum(['gstin', 'hsn', 'place_of_supply', 'uqc', 'company']),
  document: z.string().nullable(),
  message: z.string(),
  link: z.string(),
  link_label: z.string(),
});

export const gstr1CheckSchema = z.object({ period: z.string(), problems: z.array(gstr1ProblemSchema) });

const taxTotalsShape = {
  taxable_value: moneySchema,
  igst: moneySchema,
  cgst: moneySchema,
  sgst: moneySchema,
  cess: moneySchema,
};

/** The preview: per section its count (documents, or rows for b2cs, nil and HSN), taxable value and tax. */
export const gstr1SummarySchema = z.object({
  period: z.string(),
  fp: z.string(),
  sections: z.array(z.object({ section: z.enum(GSTR1_SECTIONS), title: z.string(), count: z.number().int(), ...taxTotalsShape })),
  documents: z.array(z.object({ title: z.string(), from: z.string(), to: z.string(), total: z.number().int(), cancelled: z.number().int(), net_issued: z.number().int() })),
});

/** The GSTR-1 file: the portal's JSON (its shape is the JSON schema's; see the decision record). */
export const gstr1FileSchema = z.looseObject({ gstin: z.string(), fp: z.string() });

/** GSTR-3B tables 3.1 (a) and (c) and 3.2, net of the period's credit and debit notes. */
export const gstr3bSchema = z.object({
  period: z.string(),
  outward_taxable: z.object(taxTotalsShape),
  nil_exempt: z.object({ taxable_value: moneySchema }),
  inter_state_unregistered: z.array(z.object({ place_of_supply: z.string(), place_of_supply_name: z.string(), taxable_value: moneySchema, igst: moneySchema })),
});
