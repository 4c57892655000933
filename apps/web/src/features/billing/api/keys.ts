/** Query keys of the billing feature (issue 31); invalidating a prefix reloads everything under it. */
export const billingKeys = {
  all: ['billing'] as const,
  settings: ['billing', 'settings'] as const,
};
