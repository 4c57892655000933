import { z } from 'zod';

export const ROLES = [
  'admin',
  'productionmanager',
  'supervisor',
  'storemanager',
  'sheet_user',
  'dealer',
  'worker',
  'qualitychecker',
  /** Beyond the spec: field staff on a phone (DECISIONS.md sections 3 and 8, issue 12). */
  'fieldstaff',
] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

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
