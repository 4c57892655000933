import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../lib/context';
import type { Db } from './client';
import { accounts } from './accounts.table';
import { accountIdOf } from './seed-helpers';
import { seedAccounts } from '../modules/account/account.seed';
import { seedDealer } from '../modules/dealer/dealer.seed';
import { seedSupervisor } from '../modules/supervisor/supervisor.seed';
import { seedStaff } from '../modules/staff/staff.seed';
import { seedStore } from '../modules/store/store.seed';
import { seedProduct } from '../modules/product/product.seed';
import { seedSheet } from '../modules/sheet/sheet.seed';
import { seedOrder } from '../modules/order/order.seed';
import { seedSchedule } from '../modules/schedule/schedule.seed';
import { seedProduction } from '../modules/production/production.seed';
import { seedCutting } from '../modules/cutting/cutting.seed';
import { seedWages } from '../modules/wages/wages.seed';
import { seedNesting } from '../modules/sheet/nest.seed';
import { seedField } from '../modules/field/field.seed';
import { seedBilling } from '../modules/billing/billing.seed';
import { seedBillingDocuments } from '../modules/billing/billing-documents.seed';
import { seedEwayBills } from '../modules/ewaybill/ewaybill.seed';
import { seedPurchase } from '../modules/purchase/purchase.seed';
import { seedPayables } from '../modules/purchase/payables.seed';
import { rebuildMonthTotals } from '../lib/month-totals';
import { seedNotifications, type DemoBell } from '../modules/notification/notification.seed';
import { demoOrderNotices } from '../modules/order/order-bell.seed';
import { demoInvoiceNotices, demoPaymentReminders } from '../modules/billing/billing-bell.seed';
import { demoWorkNotices } from '../modules/production/production-bell.seed';
import { seedEinvoices } from '../modules/einvoice/einvoice.seed';

/**
 * The demo company, seeded on first start. Each module adds its own seed function here, in dependency order; each is
 * idempotent (it checks for its own records before writing).
 */
export async function seedDemo(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  await seedAccounts(ctx.db);
  await seedBilling(ctx);
  await seedDealer(ctx);
  await seedSupervisor(ctx);
  await seedStaff(ctx);
  await seedStore(ctx);
  await seedProduct(ctx);
  await seedSheet(ctx);
  await seedOrder(ctx);
  await seedSchedule(ctx);
  await seedProduction(ctx);
  // Rate cards, and the completed works spread over the last weeks for a month of earnings (issue 47).
  await seedWages(ctx);
  // Channel sections in bars and offcuts for the open work orders' channel sizes (issue 32).
  await seedCutting(ctx);
  // Remnants and a nest plan of the open security doors and windows (issue 46).
  await seedNesting(ctx);
  await seedField(ctx);
  // Invoices and payments of the shipped demo orders (issue 31): after the orders and their status history.
  await seedBillingDocuments(ctx);
  // E-way bills of two of the demo dealer's invoices (issue 44): after the invoices.
  await seedEwayBills(ctx);
  // A few of those invoices registered on the IRP, one IRN pending (issue 44 point 2).
  await seedEinvoices(ctx);
  await seedPurchase(ctx);
  await seedPayables(ctx);
  // The seeds write daily work and delivered orders directly: the year charts' roll-ups are summed from them.
  await rebuildMonthTotals(ctx.db, ctx.config.timeZone);
  // Last: the bell of the demo dealer and worker, in place of the events the seeds above wrote (issue 34).
  await seedNotifications(ctx, demoBell);
  log.info('demo data ready');
}

/**
 * The demo's bell: the demo dealer's and worker's latest events and a few past payment reminders, each named by the
 * module whose event it is, so the notification module reads no other module's records
 * (docs/decisions/054-notifications-one-interface.md).
 */
async function demoBell(ctx: AppContext): Promise<DemoBell> {
  const dealer = await accountIdOf(ctx.db, 'dealer');
  const worker = await accountIdOf(ctx.db, 'worker');
  return {
    recent: [
      ...(dealer ? await demoOrderNotices(ctx.db, dealer) : []),
      ...(dealer ? await demoInvoiceNotices(ctx.db, dealer) : []),
      ...(worker ? await demoWorkNotices(ctx.db, worker) : []),
    ],
    mailed: await demoPaymentReminders(ctx.db, ctx.config.timeZone),
  };
}

/**
 * What a start runs (main.ts): the demo company goes only into an empty database (no account at all), in one
 * transaction, so a half-seeded database cannot happen either. A database with any account is never touched: a
 * renamed, blocked or re-passworded demo account is never re-created or reset (docs/product/api-conventions.md#server-hardening).
 * Answers whether it seeded.
 */
export async function seedDemoIntoEmptyDatabase(ctx: AppContext, log: FastifyBaseLogger): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const [anyAccount] = await tx.select({ id: accounts.id }).from(accounts).limit(1);
    if (anyAccount) {
      log.info('the database already has accounts: demo data is not seeded');
      return false;
    }
    // A transaction is used exactly like the database (the module seeds nest their own transactions as savepoints).
    await seedDemo({ ...ctx, db: tx as unknown as Db }, log);
    return true;
  });
}
