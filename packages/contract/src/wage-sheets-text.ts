// The wage sheets' texts without zod: My works loads the wages feature's public file (its earnings card beside the
// dashboard's wages-due warning), and zod stays out of the worker's first download (docs/decisions/018). The schemas
// are in wage-sheets.ts, which re-exports these.

export const WAGE_SHEET_TEXT = {
  periodStart: 'A monthly sheet starts on the first of a month, a weekly one on a Monday',
  periodFuture: 'This period has not started yet',
  sheetExists: 'This period already has a wage sheet',
  notDraft: 'This sheet is already approved: a correction is an adjustment in the next period',
  notApproved: 'Approve the sheet before paying it',
  alreadyPaid: 'This sheet is already paid',
  notLocked: 'Only an approved sheet takes adjustments; change the draft instead',
  dueSoon: 'Wages due',
  overdue: 'Wages overdue',
  reasonRequired: 'Please give a reason',
  ifscNeeded: 'Enter the IFSC of the account',
  accountNeeded: 'Enter the account number for this IFSC',
  holderNeeded: 'Enter the name on the account',
  periodOverlaps: 'This period overlaps another wage sheet',
} as const;
