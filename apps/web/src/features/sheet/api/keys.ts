/** Query keys of the sheet feature; invalidating a prefix reloads every page and filter under it. */
export const sheetKeys = {
  all: ['sheet'] as const,
  sheets: ['sheet', 'sheets'] as const,
  sheet: (id: number) => ['sheet', 'sheets', 'one', id] as const,
  choices: ['sheet', 'sheets', 'choices'] as const,
  orders: ['sheet', 'orders'] as const,
  order: (id: number) => ['sheet', 'orders', 'one', id] as const,
  totalWeight: ['sheet', 'orders', 'total-weight'] as const,
};
