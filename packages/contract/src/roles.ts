// No zod here: permissions (on the first screen) read these names; `roleSchema` lives in account.ts.

export const ROLES = [
  'admin',
  'productionmanager',
  'supervisor',
  'storemanager',
  'sheet_user',
  'dealer',
  'worker',
  'qualitychecker',
  /** Beyond the spec: field staff on a phone (docs/product/roles-and-permissions.md#roles, docs/product/field-app.md#phone-check-in-and-check-out, issue 12). */
  'fieldstaff',
] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  productionmanager: 'Production Manager',
  supervisor: 'Supervisor',
  storemanager: 'Store Manager',
  sheet_user: 'Sheet User',
  dealer: 'Dealer',
  worker: 'Worker',
  qualitychecker: 'Quality Checker',
  fieldstaff: 'Field Staff',
};
