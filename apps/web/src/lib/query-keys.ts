/**
 * Query keys that more than one feature reloads: a feature that changes what another shows invalidates these, and
 * imports nothing of that feature for it (docs/decisions/048-dependencies-one-way.md).
 */

/** Planning: material readiness and the Purchase List (a purchase order changes what is on order). */
export const planningKeys = {
  all: ['planning'] as const,
  readiness: ['planning', 'readiness'] as const,
  purchases: ['planning', 'purchases'] as const,
};

/** The catalogue's products (their cost and price change when a material cost at the average cost is applied). */
export const productKeys = {
  all: ['store', 'products'] as const,
  one: (id: number) => ['store', 'products', 'one', id] as const,
};

/** The store's items (their stock changes when planning provides the ready supplies or buying receives goods). */
export const storeItemKeys = {
  all: ['store', 'items'] as const,
  one: (id: number) => ['store', 'items', 'one', id] as const,
  options: (search: string) => ['store', 'items', 'options', search] as const,
};

/** Orders and the store's supplies for them (planning's "provide all ready" moves both). */
export const orderKeys = { all: ['orders'] as const };
export const storeSupplyKeys = { all: ['store-supply'] as const };

/** One work order (its page, form and labels, and Plan Cutting's first choice); under production's `['workorders']`. */
export const workOrderKeys = { one: (id: number) => ['workorders', 'one', id] as const };
