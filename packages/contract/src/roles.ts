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
};
