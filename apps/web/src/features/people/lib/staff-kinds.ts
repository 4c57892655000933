import { PEOPLE_TOASTS, productionManagerInputSchema, staffInputSchema, workerCreateInputSchema, workerUpdateInputSchema } from '@steelworks/contract/staff';
import type { z } from 'zod';

export type StaffKind = 'storemanager' | 'qualitychecker' | 'productionmanager' | 'worker' | 'sheetuser';

export interface StaffKindConfig {
  kind: StaffKind;
  /** API collection path. */
  api: string;
  /** Web list path; details live under `${list}/{id}`. */
  list: string;
  create: string;
  listTitle: string;
  singular: string;
  createdToast: string;
  updatedToast: string;
  createSchema: z.ZodType;
  updateSchema: z.ZodType;
  /** Workers: role checkboxes, a Designation column and a password on create. */
  worker: boolean;
}

/** Every staff kind the people screens manage, with the spec's headings and toasts (docs/product/screens-and-texts.md#routes, docs/product/screens-and-texts.md#toasts). */
export const STAFF_KINDS: Record<StaffKind, StaffKindConfig> = {
  storemanager: {
    kind: 'storemanager',
    api: '/account/storemanager',
    list: '/storemanagers',
    create: '/storemanager/create',
    listTitle: 'All Store Managers',
    singular: 'Store Manager',
    createdToast: 'Successfully Created Store Manager',
    updatedToast: 'Successfully Updated Store Manager',
    createSchema: staffInputSchema,
    updateSchema: staffInputSchema,
    worker: false,
  },
  qualitychecker: {
    kind: 'qualitychecker',
    api: '/account/qualitychecker',
    list: '/qualitycheckers',
    create: '/qualitychecker/create',
    listTitle: 'All Quality Checkers',
    singular: 'Quality Checker',
    createdToast: PEOPLE_TOASTS.qcCreated,
    updatedToast: PEOPLE_TOASTS.qcUpdated,
    createSchema: staffInputSchema,
    updateSchema: staffInputSchema,
    worker: false,
  },
  productionmanager: {
    kind: 'productionmanager',
    api: '/account/production_manager',
    list: '/productionmanagers',
    create: '/productionmanager/create',
    listTitle: 'All Production Managers',
    singular: 'Production Manager',
    createdToast: PEOPLE_TOASTS.productionManagerCreated,
    updatedToast: PEOPLE_TOASTS.productionManagerUpdated,
    createSchema: productionManagerInputSchema,
    updateSchema: productionManagerInputSchema,
    worker: false,
  },
  worker: {
    kind: 'worker',
    api: '/account/worker',
    list: '/workers',
    create: '/worker/create',
    listTitle: 'All Workers',
    singular: 'Worker',
    createdToast: PEOPLE_TOASTS.workerCreated,
    updatedToast: PEOPLE_TOASTS.workerUpdated,
    createSchema: workerCreateInputSchema,
    updateSchema: workerUpdateInputSchema,
    worker: true,
  },
  sheetuser: {
    kind: 'sheetuser',
    api: '/account/sheetuser',
    list: '/sheetusers',
    create: '/sheetuser/create',
    listTitle: 'All Sheet Users',
    singular: 'Sheet User',
    createdToast: PEOPLE_TOASTS.sheetUserCreated,
    updatedToast: 'Successfully Updated SheetUser',
    createSchema: staffInputSchema,
    updateSchema: staffInputSchema,
    worker: false,
  },
};
