import { formatCents, isPositiveAmount, toCents } from '@steelworks/contract/common/money';
import { PAYABLES_TEXT, supplierPaymentInputSchema, type SupplierBill } from '@steelworks/contract/payables';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import type { SupplierPaymentBody } from '../api/supplier-payments-api';

/**
 * How a supplier payment meets the supplier's open bills on the form (issue 45 point 5): one line per open bill with
 * what the payment puts on it, filled oldest due first (the bill the form was opened for before the others), in paise
 * as the server counts. What no bill takes is an advance.
 */

/** An open bill and what the payment puts on it: typed text, '' for nothing. */
export type AllocationLine = { bill: number; number: string; due_date: string; due: string; pay: string };

export type SupplierPaymentValues = {
  supplier: string;
  amount: string;
  paid_on: string;
  mode: string;
  cheque_number: string;
  reference: string;
  note: string;
  lines: AllocationLine[];
};

export function linesOf(bills: readonly SupplierBill[]): AllocationLine[] {
  return bills.map((bill) => ({ bill: bill.id, number: bill.number, due_date: bill.due_date, due: bill.due, pay: '' }));
}

/** Spreads the amount over the bills: the `first` bill, then the others in their order (oldest due first), each up to what is due. */
export function fillOldestFirst(amount: string, lines: readonly AllocationLine[], first?: number): AllocationLine[] {
  let left = isPositiveAmount(amount) ? toCents(amount) : 0n;
  const order = [...lines.keys()].sort((a, b) => Number(lines[b]!.bill === first) - Number(lines[a]!.bill === first));
  const pay = new Map<number, string>();
  for (const i of order) {
    const due = toCents(lines[i]!.due);
    const cents = left < due ? left : due;
    pay.set(i, cents > 0n ? formatCents(cents) : '');
    left -= cents;
  }
  return lines.map((line, i) => ({ ...line, pay: pay.get(i) ?? '' }));
}

/** The lines the payment puts something on (typed, and not zero), with their place in the form. */
function paidLines(lines: readonly AllocationLine[]) {
  return lines.flatMap((line, index) => (line.pay.trim() && !/^0*(\.0*)?$/.test(line.pay.trim()) ? [{ line, index }] : []));
}

/** The body of POST /purchase/payments, and for each allocation sent the form line it came from. */
export function paymentBody(values: SupplierPaymentValues) {
  const paid = paidLines(values.lines);
  return {
    body: {
      supplier: values.supplier,
      amount: values.amount,
      paid_on: values.paid_on,
      // Any text: the contract's schema refuses what is no mode, before anything is sent.
      mode: values.mode as SupplierPaymentBody['mode'],
      cheque_number: values.mode === 'cheque' ? values.cheque_number : '',
      reference: values.reference,
      note: values.note,
      allocations: paid.map(({ line }) => ({ bill: line.bill, amount: line.pay.trim() })),
    },
    lineOf: paid.map(({ index }) => index),
  };
}

/**
 * Field errors named as the server names them (`allocations.2.amount`) put under the form's lines (`lines.5.pay`);
 * `allocations` itself (the sum beyond the amount) under the bills' table. Other fields keep their names.
 */
export function errorsOnLines(errors: Record<string, string>, lineOf: readonly number[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const match = /^allocations\.(\d+)\.(amount|bill)$/.exec(field);
      if (match) return [`lines.${lineOf[Number(match[1])] ?? 0}.pay`, message];
      return [field === 'allocations' ? 'lines' : field, message];
    }),
  );
}

/**
 * What the form refuses before anything is sent: the contract's schema (with its words), a bill paid beyond what is
 * due on it and allocations beyond the amount (the server's words for both).
 */
export function validatePayment(values: SupplierPaymentValues): Record<string, string> {
  const { body, lineOf } = paymentBody(values);
  const errors = errorsOnLines(zod4Resolver(supplierPaymentInputSchema)(body as never) as Record<string, string>, lineOf);
  let total = 0n;
  for (const { line, index } of paidLines(values.lines)) {
    if (!isPositiveAmount(line.pay)) continue;
    total += toCents(line.pay);
    if (toCents(line.pay) > toCents(line.due)) errors[`lines.${index}.pay`] ??= PAYABLES_TEXT.overpaid(line.number, line.due);
  }
  if (isPositiveAmount(values.amount) && total > toCents(values.amount)) errors.lines ??= PAYABLES_TEXT.allocatedTooMuch;
  return errors;
}

/** What stays an advance: the amount less what the lines take (never below zero on screen). */
export function advanceOf(values: Pick<SupplierPaymentValues, 'amount' | 'lines'>): string {
  if (!isPositiveAmount(values.amount)) return '0.00';
  const taken = paidLines(values.lines).reduce((sum, { line }) => sum + (isPositiveAmount(line.pay) ? toCents(line.pay) : 0n), 0n);
  const left = toCents(values.amount) - taken;
  return formatCents(left > 0n ? left : 0n);
}
