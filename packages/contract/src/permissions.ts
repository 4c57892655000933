/**
 * The one permission table (spec 1 section 2, spec 3 section 6, DECISIONS.md section 3).
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
  /** A sheet_user never deletes a sheet order: it corrects a wrong deduction by updating it (DECISIONS.md section 3). */
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
  /** The mail outbox of the embedded install (DECISIONS.md section 2). */
  outbox: ['admin'],
  /** The audit log: the Audit Log list and the History panels (DECISIONS.md section 12). */
  audit: ['admin'],
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
  { path: '/store/create', area: 'store' },
  { path: '/store/update/:id', area: 'store' },
  { path: '/cutting/settings', area: 'cutSettings' },
  { path: '/sheet', area: 'sheets' },
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
  { path: '/billing/credit-notes/:id', area: 'dealerAccounts' },
  { path: '/billing/payments', area: 'dealerAccounts' },
  { path: '/billing/payments/new', area: 'billing' },
  { path: '/billing/payments/:id', area: 'dealerAccounts' },
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
];

export type MenuItem = { label: string; path: string; roles: readonly Role[] };
export type MenuGroup = { label: string; icon: string; items: MenuItem[] };

const ALL_STAFF_MENUS = STAFF_MANAGERS;

/**
 * The sidebar per role, as spec 1 section 2 lists it: supervisor has Product and Work Schedules (no Create Product);
 * storemanager Product, Store and Sheets; sheet_user only Sheets without Create Sheet; dealer Orders, Product and
 * Work orders (no creates but Create Order); worker only Production item works. The quality checker gets Product and
 * Tested Products (DECISIONS.md section 3: the spec's empty menu was a defect).
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
      // The quality checker's menu was empty in the original client (a defect, DECISIONS.md section 3).
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
    label: 'Sheets',
    icon: 'sheets',
    items: [
      { label: 'All Sheets', path: '/sheet', roles: [...ALL_STAFF_MENUS, 'storemanager', 'sheet_user'] },
      { label: 'Create Sheet', path: '/sheet/create', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      { label: 'Sheet Orders', path: '/sheets/sheetorders', roles: [...ALL_STAFF_MENUS, 'storemanager'] },
      // A sheet user lists only the orders it made (DECISIONS.md section 3), so its entry says so.
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
  // Menus show every area a role may open (DECISIONS.md section 3): the production manager reads the settings.
  {
    label: 'Accounts',
    icon: 'accounts',
    items: [
      { label: 'My Account', path: '/my-account', roles: ['dealer'] },
      { label: 'Invoices', path: '/billing/invoices', roles: [...ALL_STAFF_MENUS, 'dealer'] },
      { label: 'Payments', path: '/billing/payments', roles: [...ALL_STAFF_MENUS, 'dealer'] },
      { label: 'Receivables', path: '/billing/receivables', roles: ALL_STAFF_MENUS },
      { label: 'GST Reports', path: '/billing/reports', roles: ALL_STAFF_MENUS },
      { label: 'Company & Tax', path: '/billing/settings', roles: ALL_STAFF_MENUS },
    ],
  },
  { label: 'Mail Outbox', icon: 'outbox', items: [{ label: 'Mail Outbox', path: '/outbox', roles: ['admin'] }] },
  { label: 'Audit Log', icon: 'audit', items: [{ label: 'Audit Log', path: '/audit-log', roles: ['admin'] }] },
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

/** Which area guards a web path (`/dealers/3` -> 'orders'), or undefined when no route matches. */
export function areaForPath(pathname: string): Area | undefined {
  const parts = pathname.replace(/\/+$/, '').split('/');
  const route = WEB_ROUTES.find((candidate) => {
    const pattern = candidate.path.split('/');
    return pattern.length === parts.length && pattern.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
  return route?.area;
}
