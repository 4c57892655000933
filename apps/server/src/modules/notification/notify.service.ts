/**
 * The events of issue 34 (docs/decisions/034-notifications.md). Each `notify...` runs inside the transaction of the
 * change that causes it: it names the recipients (by role and ownership), applies what each chose, and writes the bell's
 * rows and one delivery row per recipient and outside channel. Nothing leaves the building here: the worker
 * (notification-worker.ts) delivers after the commit, so a slow provider never holds a request, and a change that rolls
 * back takes its notifications with it.
 */
import { and, eq, inArray, isNotNull, max, ne } from 'drizzle-orm';
import { formatDisplayDate } from '@steelworks/contract/common/dates';
import { formatRupees } from '@steelworks/contract/common/money';
import { NOTIFICATION_EVENT_ROLES, type NotificationChannel, type NotificationEvent } from '@steelworks/contract/notification';
import type { OrderStatus } from '@steelworks/contract/order';
import type { Role } from '@steelworks/contract/roles';
import type { DbOrTx } from '../../db/client';
import { inIds } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { dealers } from '../dealer/dealer.table';
import { orders } from '../order/order.table';
import { invoices } from '../billing/invoice.table';
import { payments, receipts } from '../billing/payment.table';
import { productionItems, productionItemWorks } from '../production/production.table';
import { products } from '../product/product.table';
import { scheduleItems, storeSupplies } from '../schedule/schedule.table';
import { storeItems } from '../store/store.table';
import { fieldSites, visitEntries } from '../field/field.table';
import { balanceTransactions, supervisors } from '../supervisor/supervisor.table';
import { choicesOf } from './notification-preferences.service';
import { getAutomaticSends } from './automatic-sends.service';
import { fillSendText, type AutomaticSends, type SendTextKind } from '@steelworks/contract/documents';
import { getBillingSettings } from '../billing/billing-settings.service';
import { getSendTexts } from './send-texts.service';
import { notificationDeliveries, notifications } from './notification.table';

export type Person = { accountId: number; role: Role };
export type Message = { title: string; body: string; link: string };
/** Who made the change: never told of it by a role-wide event (the admin who cancels does not hear of the cancel). */
type Cause = { accountId?: number | null } | null | undefined;

const OUTSIDE: readonly NotificationChannel[] = ['email', 'push', 'whatsapp', 'sms'];

/**
 * Writes one event for these people: only those whose role can receive it, each once, each with what it chose (the bell
 * row is kept, unshown, when only outside channels are on: the deliveries carry its text).
 */
export async function notifyPeople(tx: DbOrTx, event: NotificationEvent, people: ReadonlyArray<Person & Message>): Promise<void> {
  const seen = new Set<number>();
  const eligible = people.filter((p) => NOTIFICATION_EVENT_ROLES[event].includes(p.role) && !seen.has(p.accountId) && seen.add(p.accountId));
  if (eligible.length === 0) return;
  const choices = await choicesOf(tx, eligible);
  const chosen = eligible.flatMap((person) => {
    const channels = choices.get(person.accountId)!.events[event]!;
    const outside = OUTSIDE.filter((channel) => channels[channel]);
    return channels.app || outside.length > 0 ? [{ person, shown: channels.app, outside }] : [];
  });
  if (chosen.length === 0) return;
  const inserted = await tx
    .insert(notifications)
    .values(
      chosen.map(({ person, shown }) => ({
        accountId: person.accountId,
        event,
        title: person.title.slice(0, 200),
        body: person.body.slice(0, 500),
        link: person.link.slice(0, 200),
        shown,
      })),
    )
    .returning({ id: notifications.id, accountId: notifications.accountId });
  const idOf = new Map(inserted.map((row) => [row.accountId, row.id]));
  const deliveries = chosen.flatMap(({ person, outside }) =>
    outside.map((channel) => ({ notificationId: idOf.get(person.accountId)!, accountId: person.accountId, event, channel })),
  );
  if (deliveries.length > 0) await tx.insert(notificationDeliveries).values(deliveries);
}

/**
 * Queues one automatic send to a dealer's account, inside the caller's transaction, on the channels the dealer chose
 * for "sent automatically" (quiet hours hold WhatsApp and SMS in the worker). `message.link` is the document's page in
 * the app (the bell's link); the worker turns it into the document's signed link when it delivers by mail, WhatsApp or
 * SMS. Nothing for an excluded dealer.
 */
export async function sendAutomatically(
  tx: DbOrTx,
  settings: AutomaticSends,
  dealer: { dealerId: number; accountId: number },
  message: Message,
): Promise<void> {
  if (settings.excluded_dealers.includes(dealer.dealerId)) return;
  await notifyPeople(tx, 'document_auto', [{ accountId: dealer.accountId, role: 'dealer', ...message }]);
}

/** The admin's text of a kind with a document's figures (docs/product/sending.md#texts); {link} stays for the worker. */
async function automaticText(
  tx: DbOrTx,
  kind: SendTextKind,
  values: { dealer: string; number: string; amount: string; due_date?: string },
): Promise<string> {
  const [texts, settings] = await Promise.all([getSendTexts(tx), getBillingSettings(tx)]);
  return fillSendText(texts[kind], { ...values, company: settings.legal_name });
}

/**
 * One message to one account on one channel, whatever it chose (a document sent by hand, issue 48): the bell row is
 * shown when the account can sign in, and the worker delivers it under its lease and retries. Answers the delivery's id.
 */
export async function queueDirectMessage(
  tx: DbOrTx,
  accountId: number,
  message: Message,
  channel: Exclude<NotificationChannel, 'app' | 'push'>,
): Promise<number> {
  const [notification] = await tx
    .insert(notifications)
    .values({ accountId, event: 'document_sent', title: message.title.slice(0, 200), body: message.body.slice(0, 500), link: message.link.slice(0, 200) })
    .returning({ id: notifications.id });
  const [delivery] = await tx
    .insert(notificationDeliveries)
    .values({ notificationId: notification!.id, accountId, event: 'document_sent', channel })
    .returning({ id: notificationDeliveries.id });
  return delivery!.id;
}

/** Active accounts that sign in (a customer's account has no username: it has no bell and no preferences). */
const reachable = and(eq(accounts.active, true), isNotNull(accounts.username));

/** Everyone of these roles, but the one who made the change. */
async function peopleOfRoles(tx: DbOrTx, roles: readonly Role[], cause: Cause): Promise<Person[]> {
  return tx
    .select({ accountId: accounts.id, role: accounts.role })
    .from(accounts)
    .where(and(inArray(accounts.role, [...roles]), reachable, cause?.accountId ? ne(accounts.id, cause.accountId) : undefined));
}

async function peopleByAccount(tx: DbOrTx, accountIds: number[]): Promise<Person[]> {
  return tx
    .select({ accountId: accounts.id, role: accounts.role })
    .from(accounts)
    .where(and(inIds(accounts.id, accountIds), reachable));
}

/** "12-1-1", "12-1-1, 12-1-2 and 12-1-3", "12-1-1, 12-1-2 and 5 more": a short list for a title. */
function shortList(names: string[]): string {
  if (names.length <= 3) return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`;
}

// --- Orders -------------------------------------------------------------------------------------------------------

const ORDER_EVENTS: Partial<Record<OrderStatus, { event: NotificationEvent; word: string }>> = {
  Approved: { event: 'order_approved', word: 'approved' },
  Started: { event: 'order_started', word: 'started' },
  Shipped: { event: 'order_shipped', word: 'shipped' },
  Delivered: { event: 'order_delivered', word: 'delivered' },
  Canceled: { event: 'order_cancelled', word: 'cancelled' },
};

/** An order moved: its dealer hears of it (only its own), and of a cancel the office too. */
export async function notifyOrderStatus(tx: DbOrTx, orderId: number, status: OrderStatus, cause?: Cause): Promise<void> {
  const kind = ORDER_EVENTS[status];
  if (!kind) return;
  const [order] = await tx
    .select({ autoId: orders.autoId, dealerAccount: dealers.accountId, dealerName: accounts.fullName })
    .from(orders)
    .innerJoin(dealers, eq(dealers.id, orders.dealerId))
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(orders.id, orderId));
  if (!order) return;
  let body = '';
  if (status === 'Approved') {
    const [promise] = await tx.select({ day: max(scheduleItems.endDate) }).from(scheduleItems).where(eq(scheduleItems.orderId, orderId));
    body = promise?.day ? `Promised for ${formatDisplayDate(promise.day)}` : '';
  } else if (status === 'Canceled') {
    body = `${order.dealerName}'s order`;
  }
  const message = { title: `Order #${order.autoId} ${kind.word}`, body, link: `/orders/${orderId}` };
  const people = [
    ...(await peopleByAccount(tx, [order.dealerAccount])),
    ...(status === 'Canceled' ? await peopleOfRoles(tx, ['admin', 'productionmanager'], cause) : []),
  ];
  await notifyPeople(
    tx,
    kind.event,
    people.map((p) => ({ ...p, ...message, body: p.role === 'dealer' && status === 'Canceled' ? '' : message.body })),
  );
}

// --- Billing ------------------------------------------------------------------------------------------------------

/** An invoice was issued: its dealer hears of it. */
export async function notifyInvoiceIssued(tx: DbOrTx, invoiceId: number): Promise<void> {
  const [invoice] = await tx
    .select({
      number: invoices.number,
      total: invoices.total,
      dueDate: invoices.dueDate,
      dealerId: invoices.dealerId,
      dealerAccount: dealers.accountId,
      dealerName: accounts.fullName,
    })
    .from(invoices)
    .innerJoin(dealers, eq(dealers.id, invoices.dealerId))
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .where(eq(invoices.id, invoiceId));
  if (!invoice) return;
  const people = await peopleByAccount(tx, [invoice.dealerAccount]);
  await notifyPeople(
    tx,
    'invoice_issued',
    people.map((p) => ({
      ...p,
      title: `Invoice ${invoice.number} issued`,
      body: `Total ${formatRupees(invoice.total)}, due ${formatDisplayDate(invoice.dueDate)}`,
      link: `/billing/invoices/${invoiceId}`,
    })),
  );
  // Issue 48 point 3: the invoice itself, when the admin turned automatic sends on (the worker signs its link).
  const settings = await getAutomaticSends(tx);
  if (settings.send_invoices && people.length > 0) {
    await sendAutomatically(tx, settings, { dealerId: invoice.dealerId, accountId: invoice.dealerAccount }, {
      title: `Invoice ${invoice.number}`,
      body: await automaticText(tx, 'invoice', {
        dealer: invoice.dealerName,
        number: invoice.number,
        amount: formatRupees(invoice.total),
        due_date: formatDisplayDate(invoice.dueDate),
      }),
      link: `/billing/invoices/${invoiceId}`,
    });
  }
}

/** A payment was recorded: its dealer hears of it. */
export async function notifyPaymentReceived(tx: DbOrTx, paymentId: number): Promise<void> {
  const [payment] = await tx
    .select({
      amount: payments.amount,
      receivedOn: receipts.receiptDate,
      number: receipts.number,
      dealerId: payments.dealerId,
      dealerAccount: dealers.accountId,
      dealerName: accounts.fullName,
    })
    .from(payments)
    .innerJoin(dealers, eq(dealers.id, payments.dealerId))
    .innerJoin(accounts, eq(accounts.id, dealers.accountId))
    .innerJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(eq(payments.id, paymentId));
  if (!payment) return;
  const people = await peopleByAccount(tx, [payment.dealerAccount]);
  await notifyPeople(
    tx,
    'payment_received',
    people.map((p) => ({
      ...p,
      title: `Payment ${formatRupees(payment.amount)} received`,
      body: `Received on ${formatDisplayDate(payment.receivedOn)}. Thank you.`,
      link: `/billing/payments/${paymentId}`,
    })),
  );
  const settings = await getAutomaticSends(tx);
  if (settings.send_receipts && people.length > 0) {
    await sendAutomatically(tx, settings, { dealerId: payment.dealerId, accountId: payment.dealerAccount }, {
      title: `Receipt ${payment.number}`,
      body: await automaticText(tx, 'receipt', { dealer: payment.dealerName, number: payment.number, amount: formatRupees(payment.amount) }),
      link: `/billing/payments/${paymentId}`,
    });
  }
}

// --- Production and store -----------------------------------------------------------------------------------------

/** Works were assigned (or moved to another worker): each worker hears only of its own, one entry per assignment. */
export async function notifyWorksAssigned(tx: DbOrTx, workIds: number[]): Promise<void> {
  if (workIds.length === 0) return;
  const rows = await tx
    .select({ id: productionItemWorks.id, workerId: productionItemWorks.workerId, workType: productionItemWorks.workType, unit: productionItems.srNo })
    .from(productionItemWorks)
    .innerJoin(productionItems, eq(productionItems.id, productionItemWorks.productionItemId))
    .where(inIds(productionItemWorks.id, workIds))
    .orderBy(productionItemWorks.id);
  const byWorker = new Map<number, typeof rows>();
  for (const row of rows) byWorker.set(row.workerId, [...(byWorker.get(row.workerId) ?? []), row]);
  const people = await peopleByAccount(tx, [...byWorker.keys()]);
  await notifyPeople(
    tx,
    'work_assigned',
    people.map((p) => {
      const works = byWorker.get(p.accountId)!;
      const types = [...new Set(works.map((w) => w.workType))].join(', ');
      return {
        ...p,
        title: `New work: ${types} for ${shortList(works.map((w) => w.unit))}`,
        body: works.length > 1 ? `${works.length} units` : '',
        link: works.length === 1 ? `/production-item-works/${works[0]!.id}` : '/my-works',
      };
    }),
  );
}

/** New store supplies wait to be provided (an order was approved): the store managers hear of them. */
export async function notifySuppliesReady(tx: DbOrTx, supplyIds: number[], cause?: Cause): Promise<void> {
  if (supplyIds.length === 0) return;
  const rows = await tx
    .select({ autoId: storeSupplies.autoId, product: products.name })
    .from(storeSupplies)
    .innerJoin(scheduleItems, eq(scheduleItems.id, storeSupplies.scheduleItemId))
    .innerJoin(products, eq(products.id, scheduleItems.productId))
    .where(inIds(storeSupplies.id, supplyIds))
    .orderBy(storeSupplies.id);
  if (rows.length === 0) return;
  const people = await peopleOfRoles(tx, ['storemanager'], cause);
  const item = rows.length === 1 ? `${rows[0]!.autoId} ${rows[0]!.product}` : shortList(rows.map((r) => r.autoId));
  await notifyPeople(
    tx,
    'supply_ready',
    people.map((p) => ({ ...p, title: `Store supply ready to provide: ${item}`, body: '', link: '/stores/supply' })),
  );
}

/**
 * Stock moved: an item whose stock went from at least its reorder level to below it is reported once per crossing
 * (not at every movement while it stays low), to the store managers and the office: the one who moved it too, since
 * the news is the level, not the movement (a Provide does not show the level crossed).
 */
export async function notifyStockLow(tx: DbOrTx, movements: ReadonlyArray<{ storeItemId: number; oldStock: string; newStock: string }>): Promise<void> {
  if (movements.length === 0) return;
  const items = await tx
    .select({ id: storeItems.id, name: storeItems.name, unitType: storeItems.unitType, level: storeItems.reorderLevel })
    .from(storeItems)
    .where(and(inIds(storeItems.id, movements.map((m) => m.storeItemId)), isNotNull(storeItems.reorderLevel)));
  const levels = new Map(items.map((item) => [item.id, item]));
  const crossed = movements.flatMap((m) => {
    const item = levels.get(m.storeItemId);
    return item && Number(m.oldStock) >= Number(item.level) && Number(m.newStock) < Number(item.level) ? [{ ...item, stock: m.newStock }] : [];
  });
  if (crossed.length === 0) return;
  const people = await peopleOfRoles(tx, NOTIFICATION_EVENT_ROLES.stock_low, null);
  for (const item of crossed) {
    await notifyPeople(
      tx,
      'stock_low',
      people.map((p) => ({
        ...p,
        title: `${item.name} is below its reorder level`,
        body: `Stock ${Number(item.stock)} ${item.unitType}, reorder level ${Number(item.level)} ${item.unitType}`,
        link: `/store/update/${item.id}`,
      })),
    );
  }
}

// --- Field and supervisors ----------------------------------------------------------------------------------------

/** A phone check-in landed outside its site's geofence: the office hears of it. */
export async function notifyVisitOutsideGeofence(tx: DbOrTx, visitId: number): Promise<void> {
  const [visit] = await tx
    .select({ staff: accounts.fullName, staffId: accounts.id, site: fieldSites.name, distanceM: visitEntries.distanceM })
    .from(visitEntries)
    .innerJoin(accounts, eq(accounts.id, visitEntries.fieldStaffId))
    .innerJoin(fieldSites, eq(fieldSites.id, visitEntries.siteId))
    .where(eq(visitEntries.id, visitId));
  if (!visit) return;
  const people = await peopleOfRoles(tx, NOTIFICATION_EVENT_ROLES.visit_outside_geofence, { accountId: visit.staffId });
  await notifyPeople(
    tx,
    'visit_outside_geofence',
    people.map((p) => ({
      ...p,
      title: `${visit.staff} checked in outside ${visit.site}`,
      body: visit.distanceM === null ? '' : `${visit.distanceM} m from the site`,
      link: `/visit-entry/${visitId}`,
    })),
  );
}

/** A withdrawal was paid: the supervisor (its own only) and the admins hear of it. */
export async function notifySupervisorWithdrawal(tx: DbOrTx, transactionId: number, cause?: Cause): Promise<void> {
  const [row] = await tx
    .select({
      amount: balanceTransactions.transactionAmount,
      supervisorId: supervisors.id,
      supervisorAccount: supervisors.accountId,
      name: accounts.fullName,
      balance: supervisors.balance,
    })
    .from(balanceTransactions)
    .innerJoin(supervisors, eq(supervisors.id, balanceTransactions.supervisorId))
    .innerJoin(accounts, eq(accounts.id, supervisors.accountId))
    .where(eq(balanceTransactions.id, transactionId));
  if (!row) return;
  const people = [...(await peopleByAccount(tx, [row.supervisorAccount])), ...(await peopleOfRoles(tx, ['admin'], cause))];
  const title = `Withdrawal of ${formatRupees(row.amount)} from ${row.name}'s balance`;
  await notifyPeople(
    tx,
    'supervisor_withdrawal',
    people.map((p) => ({
      ...p,
      title,
      body: `Balance now ${formatRupees(row.balance)}`,
      link: p.role === 'supervisor' ? '/profile' : `/supervisors/${row.supervisorId}`,
    })),
  );
}
