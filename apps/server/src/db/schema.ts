// The schema index drizzle reads: every module's tables, listed explicitly.
export * from '../modules/account/account.table';
export * from '../modules/dealer/dealer.table';
export * from '../modules/supervisor/supervisor.table';
export * from '../modules/staff/staff.table';
export * from '../modules/store/store.table';
export * from '../modules/product/product.table';
export * from '../modules/sheet/sheet.table';
export * from '../modules/order/order.table';
export * from '../modules/schedule/schedule.table';
export * from '../modules/workorder/workorder.table';
export * from '../modules/production/production.table';
export * from '../modules/audit/audit.table';
export * from '../modules/field/field.table';
export * from '../modules/dashboard/dashboard.table';
export * from '../modules/billing/billing.table';
export * from '../modules/billing/invoice.table';
export * from '../modules/billing/payment.table';
