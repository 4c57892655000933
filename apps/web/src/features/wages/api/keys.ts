/** Query keys of wages; invalidating a prefix reloads everything under it. */
export const wagesKeys = {
  rates: ['wages', 'rates'] as const,
  earnings: (from: string, to: string) => ['wages', 'earnings', from, to] as const,
  days: (worker: number, from: string, to: string) => ['wages', 'earnings', 'days', worker, from, to] as const,
  works: (worker: number, day: string) => ['wages', 'earnings', 'works', worker, day] as const,
  mine: ['wages', 'mine'] as const,
  attendance: (from: string, to: string) => ['wages', 'attendance', from, to] as const,
  workers: ['wages', 'workers'] as const,
  worker: (id: number) => ['wages', 'workers', id] as const,
  settings: ['wages', 'settings'] as const,
};
