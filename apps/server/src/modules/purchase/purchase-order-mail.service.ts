import { formatRupees } from '@steelworks/contract/common/money';
import { PURCHASE_TEXT, RATE_PER_LABELS, type PurchaseOrderDetail } from '@steelworks/contract/purchase';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AuditActor } from '../../lib/audit';
import type { Mailer } from '../../lib/mail';
import { getPurchaseOrder, markOrderSent } from './purchase-order.service';

/** The order as plain text: what the supplier reads in the mail (the printed A4 page says the same). */
function orderMailBody(order: PurchaseOrderDetail): string {
  const lines = order.lines.map(
    (line, i) =>
      `${i + 1}. ${line.name}: ${line.quantity} ${line.unit}${line.theoretical_kg !== null ? ` (about ${line.theoretical_kg} kg)` : ''} at ${formatRupees(line.rate ?? '0')} ${RATE_PER_LABELS[line.rate_per]} = ${formatRupees(line.amount ?? '0')}${line.expected_date ? `, by ${line.expected_date}` : ''}`,
  );
  return [
    `Purchase order ${order.number} of ${order.order_date}`,
    `To: ${order.supplier_name}${order.supplier_gstin ? ` (GSTIN ${order.supplier_gstin})` : ''}`,
    order.expected_date ? `Expected by: ${order.expected_date}` : '',
    '',
    ...lines,
    '',
    `Total: ${formatRupees(order.total ?? '0')} (before GST)`,
    order.note ? `Note: ${order.note}` : '',
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
}

/** POST /purchase/orders/{id}/send/: the order goes to the supplier's email through the outbox, in the same transaction. */
export async function sendPurchaseOrder(db: DbOrTx, mailer: Mailer, id: number, actor: AuditActor): Promise<PurchaseOrderDetail> {
  await db.transaction(async (tx) => {
    const order = await getPurchaseOrder(tx, id, true);
    if (order.status !== 'Approved' && order.status !== 'Partly received') throw new AppError('conflict', PURCHASE_TEXT.notSendable);
    if (!order.supplier_email) throw new AppError('rule', PURCHASE_TEXT.noEmail);
    await mailer.send(tx, { to: order.supplier_email, subject: `Purchase order ${order.number}`, body: orderMailBody(order) });
    await markOrderSent(tx, id, order.supplier_email, actor);
  });
  return getPurchaseOrder(db, id, true);
}
