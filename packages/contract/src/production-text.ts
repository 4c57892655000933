import type { ProductionStatus } from './production';

// The production texts, status colours and duration format without zod: the worker's phone screens import this file,
// and zod stays out of their first download (docs/decisions/018). The schemas are in production.ts.

export const PRODUCTION_STATUS_COLORS: Record<ProductionStatus, string> = {
  Pending: 'yellow',
  'In Progress': 'blue',
  Completed: 'green',
};

const PRODUCTION_ALREADY_COMPLETED = 'This work was already completed.';

export const PRODUCTION_TEXT = {
  workCreated: 'Successfully Created ProductionItemWork',
  workUpdated: 'Successfully Updated ProductionItemWork',
  itemCreated: 'Successfully Created ProductionItem',
  itemUpdated: 'Successfully Updated ProductionItem',
  itemsRequired: 'Select at least one production item',
  workerRequired: 'Choose a worker',
  workerUnknown: 'This worker does not exist',
  itemUnknown: 'A selected production item does not exist',
  itemBusy: (srNo: string) => `${srNo} already has an open work`,
  itemCompleted: (srNo: string) => `${srNo} is already completed`,
  workOrderClosed: (srNo: string) => `The work order of ${srNo} is closed (Completed, Delivered or Canceled)`,
  moveRefused: (from: ProductionStatus, to: ProductionStatus) =>
    from === 'Completed'
      ? PRODUCTION_ALREADY_COMPLETED
      : `A ${from} work cannot be set back to ${to}`,
  /** 409: a start, complete or defective (often queued offline) that can no longer apply (docs/decisions/033). */
  alreadyCompleted: PRODUCTION_ALREADY_COMPLETED,
  reassigned: (workerName: string) => `This work was reassigned to ${workerName}.`,
  notYours: 'You can change only your own works',
  reasonRequired: 'Enter the defect reason',
  finishedInFuture: 'The finished date cannot be after today',
  completedWorkDelete: 'A completed work is history and cannot be deleted',
  itemHasWorks: 'A production item with works cannot be deleted',
  assigned: 'Assigned',
  assign: 'Assign',
  start: 'Start',
  complete: 'Complete',
  defective: 'Defective',
  myWorks: 'My works',
  scan: 'Scan',
  noMyWorks: 'No open works',
  scanNotFound: 'No production item or work order with this code',
} as const;

/** "1 h 05 min", "12 min" for screens. */
export function formatDuration(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return hours >= 24 ? `${Math.floor(hours / 24)} d ${hours % 24} h` : `${hours} h ${String(rest).padStart(2, '0')} min`;
}
