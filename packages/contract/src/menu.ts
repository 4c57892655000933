/**
 * The sidebar per role (docs/product/roles-and-permissions.md#menus). Kept apart from the permission table (permissions.ts) because only the
 * signed-in layout reads it: the login screen's first download carries the route guards' table, not the menu.
 */
import type { Role } from './roles';

const ALL_STAFF_MENUS = ['admin', 'productionmanager'] as const satisfies readonly Role[];

type MenuItem = { label: string; path: string; roles: readonly Role[] };
export type MenuGroup = { label: string; icon: string; items: MenuItem[] };

/**
 * The sidebar per role, as docs/product/roles-and-permissions.md#menus lists it: supervisor has Product and Work Schedules (no Create Product);
 * storemanager Product, Store and Sheets; sheet_user only Sheets without Create Sheet; dealer Orders, Product and
 * Work orders (no creates but Create Order); worker only Production item works. The quality checker gets Product and
 * Tested Products (docs/product/roles-and-permissions.md#menus: the spec's empty menu was a defect).
 * The Dashboard link sits above the menu for everyone and is not part of it.
 */
export const MENU: MenuGroup[] = [
  {
    label: 'Dealers',
    icon: 'dealers',
    items: [
      { label: 'All Dealers', path: '/dealers', roles: ALL_STAFF_MENUS },
      { label: 'Create Dealer', path: '/dealer/create', roles: ALL_STAFF_MENUS },
    ],
  },
  {
    label: 'Supervisors',
    icon: 'supervisors',
    items: [
      { label: 'All Supervisors', path: '/supervisors', roles: ALL_STAFF_MENUS },
      { label: 'Create Supervisor', path: '/supervisor/create', roles: ALL_STAFF_MENUS },
      { label: 'Daily Work', path: '/supervisor/dailywork', roles: ALL_STAFF_MENUS },
    ],
  },
  {
    label: 'Work Schedules',
    icon: 'schedules',
    items: [{ label: 'Work Schedules', path: '/supervisor/schedules', roles: [...ALL_STAFF_MENUS, 'supervisor'] }],
  },
  {
    label: 'Staff',
    icon: 'staff',
    items: [
      { label: 'Store Managers', path: '/storemanagers', roles: ALL_STAFF_MENUS },
      { label: 'Quality Checkers', path: '/qualitycheckers', roles: ALL_STAFF_MENUS },
      { label: 'Production Managers', path: '/productionmanagers', roles: ['admin'] },
      { label: 'Workers', path: '/workers', roles: ALL_STAFF_MENUS },
      { label: 'Sheet Users', path: '/sheetusers', roles: ALL_STAFF_MENUS },
    ],
  },
  {
    label: 'Product',
    icon: 'products',
    items: [
      {
        label: 'All Products',
        path: '/products',
        roles: [...ALL_STAFF_MENUS, 'supervisor', 'storemanager', 'dealer', 'qualitychecker'],
      },
      { label: 'Create Product', path: '/product/create', roles: ALL_STAFF_MENUS },
      // The quality checker's menu was empty in the original client (a defect, docs/product/roles-and-permissions.md#menus).
      {
        label: 'Tested Products',
        path: '/product/finished',
        roles: [...ALL_STAFF_MENUS, 'supervisor', 'storemanager', 'qualitychecker'],
      },
    ],
  },
  {
    label: 'Orders',
    icon: 'orders',
    items: [
      { label: 'All Orders', path: '/orders', roles: [...ALL_STAFF_MENUS, 'dealer'] },
      { label: 'Create Order', path: '/order/create', roles: [...ALL_STAFF_MENUS, 'dealer'] },
    ],
  },
  {
    label: 'Store',
    icon: 'store',
    items: [
      { label: 'All Store Items', path: '/store', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      { label: 'Create Store Item', path: '/store/create', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      { label: 'Store Overview', path: '/stores', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      { label: 'Store Supply', path: '/stores/supply', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      { label: 'Ready to Provide', path: '/planning/readiness', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      { label: 'Purchase List', path: '/planning/purchase-list', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      { label: 'Cut Settings', path: '/cutting/settings', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
    ],
  },
  {
    label: 'Buying',
    icon: 'store',
    items: [
      { label: 'Suppliers', path: '/purchase/suppliers', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      { label: 'Purchase Orders', path: '/purchase/orders', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      { label: 'Goods Received', path: '/purchase/receipts', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      { label: 'Stock Valuation', path: '/purchase/valuation', roles: ALL_STAFF_MENUS },
      { label: 'Material Costs', path: '/purchase/material-costs', roles: ALL_STAFF_MENUS },
      { label: 'Supplier Bills', path: '/purchase/bills', roles: ALL_STAFF_MENUS },
      { label: 'Payables', path: '/purchase/payables', roles: [...ALL_STAFF_MENUS] },
      { label: 'Supplier Payments', path: '/purchase/payments', roles: [...ALL_STAFF_MENUS] },
      { label: 'Input Tax Credit', path: '/purchase/itc', roles: [...ALL_STAFF_MENUS] },
    ],
  },
  {
    label: 'Sheets',
    icon: 'sheets',
    items: [
      { label: 'All Sheets', path: '/sheet', roles: [...ALL_STAFF_MENUS, 'storemanager', 'sheet_user'] },
      { label: 'Create Sheet', path: '/sheet/create', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      { label: 'Sheet Nesting', path: '/sheets/nesting', roles: ALL_STAFF_MENUS },
      { label: 'Remnants', path: '/sheets/remnants', roles: [...ALL_STAFF_MENUS, 'storemanager', 'sheet_user'] },
      { label: 'Sheet Orders', path: '/sheets/sheetorders', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      // A sheet user lists only the orders it made (docs/product/roles-and-permissions.md#per-role-rules), so its entry says so.
      { label: 'My Sheet Orders', path: '/sheets/sheetorders', roles: ['sheet_user'] },
      {
        label: 'Total Weight',
        path: '/sheets/sheetorders/total-weight',
        roles: [...ALL_STAFF_MENUS, 'storemanager', 'sheet_user'],
      },
    ],
  },
  {
    label: 'Work orders',
    icon: 'workorders',
    items: [
      { label: 'All Work Orders', path: '/workorders', roles: [...ALL_STAFF_MENUS, 'dealer', 'worker'] },
      { label: 'Create Work Order', path: '/workorder/create', roles: ALL_STAFF_MENUS },
    ],
  },
  {
    label: 'Production',
    icon: 'production',
    items: [
      { label: 'My works', path: '/my-works', roles: ['worker'] },
      { label: 'Scan', path: '/scan', roles: [...ALL_STAFF_MENUS, 'worker'] },
      { label: 'Production Items', path: '/production-items', roles: [...ALL_STAFF_MENUS, 'worker'] },
      { label: 'Production item works', path: '/production-item-works', roles: [...ALL_STAFF_MENUS, 'worker'] },
      { label: 'Defects', path: '/production-defects', roles: ALL_STAFF_MENUS },
      { label: 'Cut Lists', path: '/cutting/plans', roles: [...ALL_STAFF_MENUS, 'worker'] },
      { label: 'Plan Cutting', path: '/cutting/plans/new', roles: ALL_STAFF_MENUS },
      { label: 'Rate Cards', path: '/wages/rates', roles: ALL_STAFF_MENUS },
      { label: 'Earnings', path: '/wages/earnings', roles: ALL_STAFF_MENUS },
      { label: 'Attendance', path: '/wages/attendance', roles: ALL_STAFF_MENUS },
      { label: 'Wage Sheets', path: '/wages/sheets', roles: ALL_STAFF_MENUS },
      { label: 'Wage Details', path: '/wages/workers', roles: ALL_STAFF_MENUS },
      { label: 'Wage Settings', path: '/wages/settings', roles: ALL_STAFF_MENUS },
      { label: 'My wage slips', path: '/my-slips', roles: ['worker'] },
      // The cutter at the shear reads the nest plans from its Production menu (it has no Sheets menu).
      { label: 'Nest Plans', path: '/sheets/nesting', roles: ['worker'] },
    ],
  },
  {
    label: 'Field App',
    icon: 'field',
    items: [
      { label: 'Field App', path: '/fields', roles: ALL_STAFF_MENUS },
      { label: 'Field Staffs', path: '/fieldstaff', roles: ALL_STAFF_MENUS },
      { label: 'Field Sites', path: '/fieldsite', roles: ALL_STAFF_MENUS },
      { label: 'Visit Entries', path: '/visit-entry', roles: ALL_STAFF_MENUS },
      { label: 'Site Photos', path: '/visitentryimages', roles: ALL_STAFF_MENUS },
      { label: 'Live Map', path: '/fields/live', roles: ALL_STAFF_MENUS },
    ],
  },
  // Menus show every area a role may open (docs/product/roles-and-permissions.md#menus): the production manager reads the settings.
  {
    label: 'Accounts',
    icon: 'accounts',
    items: [
      { label: 'My Account', path: '/my-account', roles: ['dealer'] },
      { label: 'Invoices', path: '/billing/invoices', roles: [...ALL_STAFF_MENUS, 'dealer'] },
      { label: 'Payments', path: '/billing/payments', roles: [...ALL_STAFF_MENUS, 'dealer'] },
      { label: 'Credit & debit notes', path: '/billing/notes', roles: [...ALL_STAFF_MENUS, 'dealer'] },
      { label: 'Refunds', path: '/billing/refunds', roles: [...ALL_STAFF_MENUS, 'dealer'] },
      { label: 'Receivables', path: '/billing/receivables', roles: ALL_STAFF_MENUS },
      { label: 'GST Reports', path: '/billing/reports', roles: ALL_STAFF_MENUS },
      { label: 'Company & Tax', path: '/billing/settings', roles: ALL_STAFF_MENUS },
    ],
  },
  { label: 'Mail Outbox', icon: 'outbox', items: [{ label: 'Mail Outbox', path: '/outbox', roles: ['admin'] }] },
  { label: 'Audit Log', icon: 'audit', items: [{ label: 'Audit Log', path: '/audit-log', roles: ['admin'] }] },
  // Everyone reaches their own notifications and preferences from the header's bell; the admin's pages live here.
  {
    label: 'Notifications',
    icon: 'notifications',
    items: [
      { label: 'Notification Defaults', path: '/notifications/defaults', roles: ['admin'] },
      { label: 'Delivery Log', path: '/notifications/deliveries', roles: ['admin'] },
    ],
  },
];

/** The menu a role sees: groups with at least one item for it, each holding only its items. */
export function menuFor(role: string | null | undefined): MenuGroup[] {
  return MENU.map((group) => ({ ...group, items: group.items.filter((item) => roleIn(role, item.roles)) })).filter(
    (group) => group.items.length > 0,
  );
}

function roleIn(role: string | null | undefined, roles: readonly Role[]): boolean {
  return !!role && (roles as readonly string[]).includes(role);
}
