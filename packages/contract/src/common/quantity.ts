/**
 * Quantities (stock, kg, bars) have 3 decimals; arithmetic on them runs in integer thousandths, never in floats, on
 * the server and in the screens that show what it will compute.
 */
export function toMilli(value: string | number): bigint {
  const text = typeof value === 'number' ? value.toFixed(3) : value.trim();
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const milli = BigInt(whole || '0') * 1000n + BigInt((fraction + '000').slice(0, 3));
  return negative ? -milli : milli;
}

export function fromMilli(milli: bigint): string {
  const negative = milli < 0n;
  const abs = negative ? -milli : milli;
  return `${negative ? '-' : ''}${abs / 1000n}.${(abs % 1000n).toString().padStart(3, '0')}`;
}
