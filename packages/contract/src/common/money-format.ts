// No zod here: screens that only show amounts (My works' earnings card, the first screens) import this, and zod would
// come with money.ts's input schemas.

/** Whether a typed amount is money above zero with at most 2 decimals (what a form may split or send). */
export function isPositiveAmount(amount: string): boolean {
  return /^\d{1,12}(\.\d{1,2})?$/.test(amount.trim()) && toCents(amount) > 0n;
}

export function toCents(value: string | number): bigint {
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

export function formatCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** "₹1,250.00" for screens. */
export function formatRupees(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return inr.format(0);
  return inr.format(Number(value));
}
