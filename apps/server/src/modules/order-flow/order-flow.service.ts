import {
  canMoveOrder,
  ORDER_TEXT,
  moveRefusedMessage,
  unfinishedItemsMessage,
  type Order,
  type OrderPatchInput,
  type OrderStatus,
} from '@steelworks/contract/order';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, ruleError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { getBillingSettings } from '../billing/billing-settings.service';
import { issueInvoiceForOrder } from '../billing/invoice-issue.service';
import { checkCreditAtApproval, type CreditOverride } from '../billing/credit-control.service';
import { addDeliveryToMonthTotals } from '../../lib/month-totals';
import { checkDates } from '../order/order-dates';
import { updateOrder } from '../order/order-entry.service';
import { getOrder } from '../order/order-reads.service';
import { findVisibleOrder } from '../order/order-rows';
import { moveOrderStatus } from '../order/order-status';
import { orderSchedule } from '../schedule/order-schedule';
import { lastScheduledDayOfOrder, unfinishedItemsOfOrder } from '../schedule/schedule-items.service';
import { cancelOrderSupplies, scheduleApprovedOrder, releaseOrderCapacity, type MaterialsWait } from '../schedule/scheduling.service';
import { notifyOrderStatus } from '../order/order-notify';
import type { Caller, Today } from '../../lib/caller';

/** PATCH: a status change when `status` is given, else the pending edit. `wait`: what short materials wait for, for approval's schedule. */
export async function patchOrder(db: DbOrTx, id: number, input: OrderPatchInput, actor: Caller, day: Today, wait: MaterialsWait): Promise<Order> {
  if (input.status) {
    return changeOrderStatus(db, id, input.status, input.start_date, actor, day, { creditOverrideReason: input.credit_override_reason, wait });
  }
  return updateOrder(db, id, { ...input, orderitem: undefined }, actor, day, orderSchedule);
}

/** The moves of docs/product/orders.md#statuses-and-moves. Approval schedules the work; a refused move is 400 with the reason. */
async function changeOrderStatus(
  db: DbOrTx,
  id: number,
  to: OrderStatus,
  startDate: string | undefined,
  actor: Caller,
  { today }: Today,
  { creditOverrideReason, wait }: { creditOverrideReason?: string; wait: MaterialsWait },
): Promise<Order> {
  await db.transaction(async (tx) => {
    let creditOverride: CreditOverride | null = null;
    let endDate: string | null = null;
    const order = await findVisibleOrder(tx, id, actor, true);
    if (actor.role === 'dealer') throw new AppError('forbidden', 'A dealer cannot change the status of an order.');
    if (!canMoveOrder(order.status, to)) throw ruleError(moveRefusedMessage(order.status, to));
    if (to === 'Shipped') await assertAllFinished(tx, id);
    if (to === 'Approved') {
      if (startDate) checkDates({ start_date: startDate }, today);
      // The end date agreed when the order was entered cannot come before the start chosen now.
      if (startDate && order.endDate && startDate > order.endDate) throw fieldError('start_date', ORDER_TEXT.endBeforeStart);
      // Issue 31 credit control: takes the dealer's balance lock after the order's, so one dealer's approvals queue.
      creditOverride = await checkCreditAtApproval(tx, order, actor, creditOverrideReason, today);
      const from = [today, startDate ?? order.startDate ?? today].reduce((a, b) => (a > b ? a : b));
      await scheduleApprovedOrder(tx, id, from, today, wait);
      // An order entered without an end date gets the promised one: the day its last schedule item ends, however it
      // was approved (our status panel, or the 2022 client's bare {status: "Approved"}). An agreed end date stays.
      if (!order.endDate) endDate = await lastScheduledDayOfOrder(tx, id);
    }
    if (to === 'Canceled' && order.status === 'Approved') {
      await releaseOrderCapacity(tx, id);
      await cancelOrderSupplies(tx, id);
    }
    await moveOrderStatus(tx, id, {
      from: order.status,
      to,
      ...(to === 'Approved' && startDate ? { startDate } : {}),
      ...(endDate ? { endDate } : {}),
      accountId: actor.accountId,
    });
    if (to === 'Delivered') await addDeliveryToMonthTotals(tx, id, today);
    // Shipping makes the tax invoice in the same transaction once the company settings are filled in (issue 31);
    // before that the order ships without one and the office makes it by hand later.
    if (to === 'Shipped' && (await getBillingSettings(tx)).configured) await issueInvoiceForOrder(tx, id, { invoiceDate: today, actor });
    await notifyOrderStatus(tx, id, to, actor, lastScheduledDayOfOrder);
    await recordAudit(tx, actor, {
      entity: 'order',
      id,
      action: 'status',
      before: { status: order.status },
      after: {
        status: to,
        ...(to === 'Approved' && startDate ? { start_date: startDate } : {}),
        ...(endDate ? { end_date: endDate } : {}),
        ...(creditOverride ? { credit_override_reason: creditOverride.reason, credit_check: creditOverride.message } : {}),
      },
      note: creditOverride
        ? `Approved past the credit check: ${creditOverride.reason}. ${creditOverride.message}`
        : to === 'Approved'
          ? 'Work scheduled and store supply created'
          : undefined,
    });
  });
  return getOrder(db, id, actor, orderSchedule);
}

/**
 * Shipping needs every schedule item of the order Finished (QC Approved, docs/product/guards.md#order-flow-guards); the refusal names
 * the unfinished ones.
 */
async function assertAllFinished(tx: DbOrTx, orderId: number): Promise<void> {
  const autoIds = await unfinishedItemsOfOrder(tx, orderId);
  if (autoIds.length > 0) throw ruleError(unfinishedItemsMessage(autoIds), { unfinished: autoIds });
}
