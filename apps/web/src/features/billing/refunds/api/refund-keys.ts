/** Query keys of refunds (issue 41 point 8); under the billing prefix, so a write that reloads `billing` reloads them. */
export const refundKeys = {
  list: ['billing', 'refunds', 'list'] as const,
  refund: (id: number | string) => ['billing', 'refunds', 'detail', String(id)] as const,
};
