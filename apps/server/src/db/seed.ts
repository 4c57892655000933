import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../lib/context';
import { seedAccounts } from '../modules/account/account.seed';
import { seedDealer } from '../modules/dealer/dealer.seed';
import { seedSupervisor } from '../modules/supervisor/supervisor.seed';
import { seedStaff } from '../modules/staff/staff.seed';
import { seedStore } from '../modules/store/store.seed';
import { seedProduct } from '../modules/product/product.seed';
import { seedSheet } from '../modules/sheet/sheet.seed';
import { seedOrder } from '../modules/order/order.seed';
import { seedSchedule } from '../modules/schedule/schedule.seed';

/**
 * The demo company, seeded on first start. Each module adds its own seed function here, in dependency order; each is
 * idempotent (it checks for its own records before writing).
 */
export async function seedDemo(ctx: AppContext, log: FastifyBaseLogger): Promise<void> {
  await seedAccounts(ctx.db);
  await seedDealer(ctx);
  await seedSupervisor(ctx);
  await seedStaff(ctx);
  await seedStore(ctx);
  await seedProduct(ctx);
  await seedSheet(ctx);
  await seedOrder(ctx);
  await seedSchedule(ctx);
  log.info('demo data ready');
}
