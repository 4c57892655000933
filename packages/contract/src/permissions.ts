/**
 * The one permission table (docs/product/roles-and-permissions.md#routes-by-role).
 * The web uses it for route guards and menus; every server route declares one of these areas
 * (or 'public' / 'signed-in'), so both sides read the same rows.
 */
import { ROLES, type Role } from './roles';

const STAFF_MANAGERS = ['admin', 'productionmanager'] as const satisfies readonly Role[];

export const AREAS = {
  /** Any signed-in account, whatever its role (spec: "unknown or no role: dashboard and profile only"). */
  dashboard: ROLES,
  profile: ROLES,
  dealers: STAFF_MANAGERS,
  /** A dealer opens its own dealer page ("My Orders"); the server filters by owner. */
  dealerDetail: [...STAFF_MANAGERS, 'dealer'],
  supervisors: STAFF_MANAGERS,
  dailyWork: STAFF_MANAGERS,
  /** Balance transactions: staff managers see all, a supervisor only its own (the server filters by owner). */
  balance: [...STAFF_MANAGERS, 'supervisor'],
  supervisorSchedules: [...STAFF_MANAGERS, 'supervisor'],
  storeManagers: STAFF_MANAGERS,
  qualityCheckers: STAFF_MANAGERS,
  productionManagers: ['admin'],
  workers: STAFF_MANAGERS,
  /** Listing designations is needed wherever a worker is shown with its roles. */
  designations: [...STAFF_MANAGERS, 'worker'],
  sheetUsers: STAFF_MANAGERS,
  store: [...STAFF_MANAGERS, 'storemanager'],
  storeSupply: [...STAFF_MANAGERS, 'storemanager'],
  /** Material readiness (Provide All Ready) and the purchase list (issue 16). */
  planning: [...STAFF_MANAGERS, 'storemanager'],
  sheets: [...STAFF_MANAGERS, 'storemanager', 'sheet_user'],
  sheetCreate: [...STAFF_MANAGERS, 'storemanager'],
  sheetOrders: [...STAFF_MANAGERS, 'storemanager', 'sheet_user'],
  /** A sheet_user never deletes a sheet order: it corrects a wrong deduction by updating it (docs/product/roles-and-permissions.md#per-role-rules). */
  sheetOrderDelete: [...STAFF_MANAGERS, 'storemanager'],
  products: [...STAFF_MANAGERS, 'supervisor', 'storemanager', 'dealer', 'qualitychecker'],
  productEdit: STAFF_MANAGERS,
  orders: [...STAFF_MANAGERS, 'dealer'],
  orderCreate: [...STAFF_MANAGERS, 'dealer'],
  orderStatus: STAFF_MANAGERS,
  workOrders: [...STAFF_MANAGERS, 'dealer', 'worker'],
  workOrderCreate: STAFF_MANAGERS,
  productionItems: [...STAFF_MANAGERS, 'worker'],
  productionAssign: STAFF_MANAGERS,
  finishedProducts: [...STAFF_MANAGERS, 'supervisor', 'storemanager', 'qualitychecker'],
  qcCreate: [...STAFF_MANAGERS, 'qualitychecker'],
  fieldApp: STAFF_MANAGERS,
  /** Staff dashboard numbers (graphs). */
  analytics: STAFF_MANAGERS,
  /** dashboard-data: staff managers all of it, a store manager the store numbers, a dealer its own order counts. */
  dashboardData: [...STAFF_MANAGERS, 'storemanager', 'dealer'],
  calendar: [...STAFF_MANAGERS, 'supervisor'],
  /** The mail outbox of the embedded install (docs/product/people-and-accounts.md#mail-outbox). */
  outbox: ['admin'],
  /** The audit log: the Audit Log list and the History panels (docs/product/api-conventions.md#audit-log). */
  audit: ['admin'],
  /** Issue 34: every account has its bell, its preferences and its phones' push subscriptions. */
  notifications: ROLES,
  /** Role defaults and the delivery log of every channel. */
  notificationAdmin: ['admin'],
  /** Field app (issue 12): visits, photos, sites to read and maps; a field staff member sees only its own visits. */
  fieldVisits: [...STAFF_MANAGERS, 'fieldstaff'],
  /** The phone check-in and check-out: only a field staff member checks itself in. */
  fieldCheckIn: ['fieldstaff'],
  /** Company and tax settings (issue 31): the production manager reads them (invoices use them), only an admin edits. */
  billingSettings: STAFF_MANAGERS,
  billingSettingsEdit: ['admin'],
  /**
   * Issue 31: invoices, credit notes, payments and statements to read. Staff managers see every dealer's, a dealer only
   * its own (the server filters by owner and answers 404 for another dealer's record).
   */
  dealerAccounts: [...STAFF_MANAGERS, 'dealer'],
  /** Making invoices and credit notes, recording and reversing payments, receivables and the GST exports. */
  billing: STAFF_MANAGERS,
  /** The dealer's own "My Account" page. */
  myAccount: ['dealer'],
  /** Issue 32: cut plans made, confirmed and discarded, and the cut settings and rules edited. */
  cutting: STAFF_MANAGERS,
  /** The cut list read and its bars ticked off as cut: the cutter on the floor too (a worker's phone). */
  cutList: [...STAFF_MANAGERS, 'worker'],
  /** The cut settings and rules read: the store manager sees what the plans are made with. */
  cutSettings: [...STAFF_MANAGERS, 'storemanager'],
  /** Issue 47: rate cards, everyone's earnings, splits and attendance (docs/product/wages.md). */
  wages: STAFF_MANAGERS,
  /** A worker's own earnings on its phone (My works). */
  myEarnings: ['worker'],
  /** Issue 45: suppliers and purchase orders made, approved, cancelled, closed and sent. */
  purchasing: STAFF_MANAGERS,
  /** Suppliers and purchase orders read: the store manager too, to receive against them, without prices. */
  purchaseRead: [...STAFF_MANAGERS, 'storemanager'],
  /** Goods received: the store manager receives a lorry (quantities and weights, no prices). */
  goodsReceipt: [...STAFF_MANAGERS, 'storemanager'],
  /** Supplier bills, payments, debit notes, payables and input tax credit (issue 45 points 4-5): never the store manager. */
  payables: STAFF_MANAGERS,
  /** Issue 46: sheet nest plans made, confirmed and discarded. */
  nesting: STAFF_MANAGERS,
  /** Nest plans read and their sheets ticked off as cut: the cutter at the shear too (a worker's phone). */
  nestList: [...STAFF_MANAGERS, 'worker'],
} as const satisfies Record<string, readonly Role[]>;

export type Area = keyof typeof AREAS;

export function canAccess(role: string | null | undefined, area: Area): boolean {
  return !!role && (AREAS[area] as readonly string[]).includes(role);
}

/** What a server route needs: no sign-in, any signed-in account, or the roles of an area. */
export type Access = 'public' | 'signed-in' | Area;

/** Web routes and the area that guards each; `:id` segments match any value. */
export const WEB_ROUTES: ReadonlyArray<{ path: string; area: Area }> = [
  { path: '/dashboard', area: 'dashboard' },
  { path: '/sttore', area: 'store' },
  { path: '/profile', area: 'profile' },
  { path: '/dealers', area: 'dealers' },
  { path: '/dealers/:id', area: 'dealerDetail' },
  { path: '/dealer/create', area: 'dealers' },
  { path: '/dealer/update/:id', area: 'dealers' },
  { path: '/supervisors', area: 'supervisors' },
  { path: '/supervisors/:id', area: 'supervisors' },
  { path: '/supervisor/create', area: 'supervisors' },
  { path: '/supervisor/update/:id', area: 'supervisors' },
  { path: '/supervisor/dailywork', area: 'dailyWork' },
  { path: '/supervisor/schedules', area: 'supervisorSchedules' },
  { path: '/storemanagers', area: 'storeManagers' },
  { path: '/storemanagers/:id', area: 'storeManagers' },
  { path: '/storemanager/create', area: 'storeManagers' },
  { path: '/qualitycheckers', area: 'qualityCheckers' },
  { path: '/qualitycheckers/:id', area: 'qualityCheckers' },
  { path: '/qualitychecker/create', area: 'qualityCheckers' },
  { path: '/productionmanagers', area: 'productionManagers' },
  { path: '/productionmanagers/:id', area: 'productionManagers' },
  { path: '/productionmanager/create', area: 'productionManagers' },
  { path: '/workers', area: 'workers' },
  { path: '/Workers', area: 'workers' },
  { path: '/workers/:id', area: 'workers' },
  { path: '/worker/create', area: 'workers' },
  { path: '/sheetusers', area: 'sheetUsers' },
  { path: '/sheetusers/:id', area: 'sheetUsers' },
  { path: '/sheetuser/create', area: 'sheetUsers' },
  { path: '/store', area: 'store' },
  { path: '/stores', area: 'storeSupply' },
  /** All Store Supply (orders feature) while /stores shows the catalogue's store overview. */
  { path: '/stores/supply', area: 'storeSupply' },
  { path: '/planning/readiness', area: 'planning' },
  { path: '/planning/purchase-list', area: 'planning' },
  /** Issue 45: buying; /new before /:id (the first matching route guards). */
  { path: '/purchase/suppliers', area: 'purchaseRead' },
  { path: '/purchase/suppliers/:id', area: 'purchaseRead' },
  { path: '/purchase/orders', area: 'purchaseRead' },
  { path: '/purchase/orders/new', area: 'purchasing' },
  { path: '/purchase/orders/:id/edit', area: 'purchasing' },
  { path: '/purchase/orders/:id', area: 'purchaseRead' },
  { path: '/purchase/valuation', area: 'purchasing' },
  { path: '/purchase/material-costs', area: 'purchasing' },
  { path: '/purchase/receipts', area: 'goodsReceipt' },
  { path: '/purchase/receipts/new', area: 'goodsReceipt' },
  { path: '/purchase/bills', area: 'payables' },
  { path: '/purchase/bills/new', area: 'payables' },
  { path: '/purchase/bills/:id', area: 'payables' },
  { path: '/purchase/payables', area: 'payables' },
  { path: '/purchase/payments', area: 'payables' },
  { path: '/purchase/payments/new', area: 'payables' },
  { path: '/purchase/payments/:id', area: 'payables' },
  { path: '/purchase/itc', area: 'payables' },
  { path: '/store/create', area: 'store' },
  { path: '/store/update/:id', area: 'store' },
  { path: '/cutting/settings', area: 'cutSettings' },
  { path: '/sheet', area: 'sheets' },
  { path: '/sheets/nesting', area: 'nestList' },
  { path: '/sheets/nesting/:id', area: 'nestList' },
  { path: '/sheets/nesting/:id/print', area: 'nestList' },
  { path: '/sheets/remnants', area: 'sheets' },
  { path: '/sheets/part-rules', area: 'nestList' },
  { path: '/sheet/create', area: 'sheetCreate' },
  { path: '/sheet/update/:id', area: 'sheetCreate' },
  { path: '/sheets/sheetorders', area: 'sheetOrders' },
  { path: '/sheets/sheetorders/create', area: 'sheetOrders' },
  { path: '/sheets/sheetorders/update/:id', area: 'sheetOrders' },
  { path: '/sheets/sheetorders/total-weight', area: 'sheetOrders' },
  { path: '/products', area: 'products' },
  { path: '/products/:id', area: 'products' },
  { path: '/product/create', area: 'productEdit' },
  { path: '/product/update/:id', area: 'productEdit' },
  { path: '/product/finished', area: 'finishedProducts' },
  { path: '/orders', area: 'orders' },
  { path: '/orders/:id', area: 'orders' },
  { path: '/order/create', area: 'orderCreate' },
  { path: '/order/update/:id', area: 'orderCreate' },
  { path: '/workorders', area: 'workOrders' },
  { path: '/workorders/:id', area: 'workOrders' },
  { path: '/workorder/create', area: 'workOrderCreate' },
  { path: '/workorders/update/:id', area: 'workOrders' },
  { path: '/production-items', area: 'productionItems' },
  { path: '/production-items/:id', area: 'productionItems' },
  { path: '/production-item-works', area: 'productionItems' },
  { path: '/production-item-works/:id', area: 'productionItems' },
  /** Beyond the spec: the worker's phone screens, printable labels and the defect summary (issue 11). */
  { path: '/my-works', area: 'productionItems' },
  { path: '/scan', area: 'productionItems' },
  { path: '/workorders/:id/labels', area: 'workOrders' },
  { path: '/production-defects', area: 'productionAssign' },
  { path: '/wages/rates', area: 'wages' },
  { path: '/wages/earnings', area: 'wages' },
  { path: '/wages/attendance', area: 'wages' },
  { path: '/wages/sheets', area: 'wages' },
  { path: '/wages/sheets/:id', area: 'wages' },
  { path: '/wages/sheets/:id/slips/:worker', area: 'wages' },
  { path: '/wages/settings', area: 'wages' },
  { path: '/wages/workers', area: 'wages' },
  { path: '/wages/workers/:id', area: 'wages' },
  { path: '/my-slips', area: 'myEarnings' },
  { path: '/my-slips/:id', area: 'myEarnings' },
  { path: '/fields', area: 'fieldApp' },
  { path: '/fieldstaff', area: 'fieldApp' },
  { path: '/fieldstaff/:id', area: 'fieldApp' },
  { path: '/fieldsite', area: 'fieldApp' },
  { path: '/fieldsite/:id', area: 'fieldApp' },
  { path: '/field-site/create', area: 'fieldApp' },
  { path: '/field-site/update/:id', area: 'fieldApp' },
  { path: '/visit-entry', area: 'fieldApp' },
  { path: '/visit-entry/:id', area: 'fieldApp' },
  { path: '/visitEntry/create', area: 'fieldApp' },
  { path: '/visitEntry/update/:id', area: 'fieldApp' },
  { path: '/visitentryimages', area: 'fieldApp' },
  { path: '/outbox', area: 'outbox' },
  { path: '/audit-log', area: 'audit' },
  /** Beyond the spec: the live map of today's visits (issue 12). */
  { path: '/fields/live', area: 'fieldApp' },
  /** Issue 31: company and tax settings (read-only for a production manager). */
  { path: '/billing/settings', area: 'billingSettings' },
  { path: '/billing/invoices', area: 'dealerAccounts' },
  { path: '/billing/invoices/:id', area: 'dealerAccounts' },
  { path: '/billing/invoices/:id/print', area: 'dealerAccounts' },
  { path: '/billing/notes', area: 'dealerAccounts' },
  { path: '/billing/credit-notes/:id', area: 'dealerAccounts' },
  { path: '/billing/payments', area: 'dealerAccounts' },
  { path: '/billing/payments/new', area: 'billing' },
  { path: '/billing/payments/:id', area: 'dealerAccounts' },
  /** Issue 41: receipt and refund vouchers (a dealer reads its own); refunds are made from the statement. */
  { path: '/billing/payments/:id/receipt', area: 'dealerAccounts' },
  { path: '/billing/refunds', area: 'dealerAccounts' },
  { path: '/billing/refunds/:id/print', area: 'dealerAccounts' },
  { path: '/billing/statement/:id', area: 'dealerAccounts' },
  { path: '/billing/receivables', area: 'billing' },
  { path: '/billing/reports', area: 'billing' },
  { path: '/my-account', area: 'myAccount' },
  /** Issue 32: cut plans; /new before /:id (the first matching route guards). */
  { path: '/cutting/plans', area: 'cutList' },
  { path: '/cutting/plans/new', area: 'cutting' },
  { path: '/cutting/plans/:id', area: 'cutList' },
  { path: '/cutting/plans/:id/print', area: 'cutList' },
  { path: '/cutting/plans/:id/bars/:bar', area: 'cutList' },
  /** Issue 34: the bell's full list and one's own preferences; the role defaults and delivery log are the admin's. */
  { path: '/notifications', area: 'notifications' },
  { path: '/notifications/preferences', area: 'notifications' },
  { path: '/notifications/defaults', area: 'notificationAdmin' },
  { path: '/notifications/deliveries', area: 'notificationAdmin' },
];

/** Which area guards a web path (`/dealers/3` -> 'orders'), or undefined when no route matches. */
export function areaForPath(pathname: string): Area | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const route = WEB_ROUTES.find((candidate) => {
    const pattern = candidate.path.split('/');
    return pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
  return route?.area;
}
