/** A return's period as the GSTR routes take it: a month ("2026-10") or a quarter of the financial year ("2026-27-Q3"). */
export function gstPeriodQuery(period: string): Record<string, string> {
  return period.includes('Q') ? { quarter: period } : { period };
}
