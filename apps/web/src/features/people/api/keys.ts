/** Query keys of the people feature; invalidating a prefix reloads every page of it. */
export const peopleKeys = {
  dealers: ['people', 'dealers'] as const,
  dealer: (id: number | string) => ['people', 'dealers', 'detail', String(id)] as const,
  supervisors: ['people', 'supervisors'] as const,
  supervisor: (id: number | string) => ['people', 'supervisors', 'detail', String(id)] as const,
  transactions: ['people', 'transactions'] as const,
  dailyWork: ['people', 'daily-work'] as const,
  staff: (kind: string) => ['people', 'staff', kind] as const,
  staffMember: (kind: string, id: number | string) => ['people', 'staff', kind, 'detail', String(id)] as const,
  designations: ['people', 'designations'] as const,
};

/**
 * A daily work moves the supervisor's balance: after a create, edit or delete its list, the supervisors (their
 * balances) and the ledger reload, in that order.
 */
export const dailyWorkReloads = [peopleKeys.dailyWork, peopleKeys.supervisors, peopleKeys.transactions];
