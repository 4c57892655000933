import type { Role } from '@steelworks/contract/roles';

/** One line per role on what it can do here (docs/product/dashboards.md#dashboard-by-role). */
export const ROLE_SUMMARIES: Record<Role, string> = {
  admin: 'You manage every account and every area: people, products, orders, production, store, sheets and the field app.',
  productionmanager:
    'You run the factory: people (except production managers), products, orders, work orders, production, store, sheets and the field app.',
  supervisor: 'You see products and tested products, follow your work schedules, and keep track of your balance in My Wallet.',
  storemanager: 'You keep the store and its supply, the sheets and sheet orders, and see products and tested products.',
  sheet_user: 'You see the sheets and record sheet orders, and check their total weight.',
  dealer: 'You browse products, place and follow your orders, and follow their work orders.',
  worker: 'You follow production items and record your production item works and work orders.',
  qualitychecker: 'You see products and check finished products for quality.',
  fieldstaff: 'You check in and out at field sites from your phone and add site photos to your visits.',
};

export const UNKNOWN_ROLE_SUMMARY = 'You can see your dashboard and your profile.';
