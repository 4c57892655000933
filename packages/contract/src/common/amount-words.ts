import { toCents } from './money';

/**
 * Amounts as an Indian tax invoice writes them: grouped in lakhs and crores ("1,23,45,678.50") and in words ("Rupees
 * One Crore Twenty Three Lakh Forty Five Thousand Six Hundred Seventy Eight and Fifty Paisa Only"). Worked in integer
 * paise from the two-decimal string, never through a float.
 */

const ONES = [
  '', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
  'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-99 in words ("" for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  return [TENS[Math.floor(n / 10)]!, ONES[n % 10]!].filter(Boolean).join(' ');
}

/** 0-999 in words ("" for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', belowHundred(n % 100)].filter(Boolean).join(' ');
}

/** A whole number of rupees in words, Indian style: crore, lakh, thousand, hundred ("Zero" for 0). */
export function wholeNumberInIndianWords(value: bigint): string {
  if (value === 0n) return 'Zero';
  const crores = value / 10_000_000n;
  const rest = Number(value % 10_000_000n);
  const parts = [
    // Above 99 crore the crores are themselves counted in lakhs and thousands ("One Hundred Crore").
    crores > 0n ? `${wholeNumberInIndianWords(crores)} Crore` : '',
    rest >= 100_000 ? `${belowHundred(Math.floor(rest / 100_000))} Lakh` : '',
    rest % 100_000 >= 1000 ? `${belowHundred(Math.floor((rest % 100_000) / 1000))} Thousand` : '',
    belowThousand(rest % 1000),
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * "1234.50" -> "Rupees One Thousand Two Hundred Thirty Four and Fifty Paisa Only"; paise alone: "One Paisa Only" (never
 * "Rupees Zero and ..."); a negative amount says "Minus". "Paisa" as invoices in India write it, one or many.
 */
export function amountInIndianWords(amount: string): string {
  let cents = toCents(amount);
  const negative = cents < 0n;
  if (negative) cents = -cents;
  const rupees = cents / 100n;
  const paise = Number(cents % 100n);
  const paiseWords = paise ? `${belowHundred(paise)} Paisa` : '';
  const rupeeWords = rupees > 0n || !paise ? `Rupees ${wholeNumberInIndianWords(rupees)}` : '';
  const words = `${[rupeeWords, paiseWords].filter(Boolean).join(' and ')} Only`;
  return negative ? `Minus ${words}` : words;
}

/** "12345678.50" -> "1,23,45,678.50"; "500000.00" -> "5,00,000" (whole rupees drop the paise, as people write them). */
export function formatIndianAmount(amount: string): string {
  let cents = toCents(amount);
  const negative = cents < 0n;
  if (negative) cents = -cents;
  const digits = (cents / 100n).toString();
  const lastThree = digits.slice(-3);
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  const paise = cents % 100n;
  const text = `${head ? `${head},` : ''}${lastThree}${paise ? `.${paise.toString().padStart(2, '0')}` : ''}`;
  return negative ? `-${text}` : text;
}

/**
 * A ledger balance as an accountant writes it: the amount with two decimals and Dr (owed to us) or Cr (held for the
 * party): "23467.00" -> "23,467.00 Dr", "-23467.00" -> "23,467.00 Cr", zero -> "0.00". Never a minus sign.
 */
export function formatDrCr(amount: string): string {
  const cents = toCents(amount);
  const absolute = cents < 0n ? -cents : cents;
  const rupees = formatIndianAmount(String(absolute / 100n));
  const figure = `${rupees}.${(absolute % 100n).toString().padStart(2, '0')}`;
  if (cents === 0n) return figure;
  return `${figure} ${cents > 0n ? 'Dr' : 'Cr'}`;
}
