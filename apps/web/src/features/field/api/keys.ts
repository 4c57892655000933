/** Query keys of the field app; invalidating a prefix reloads every page of it. */
export const fieldKeys = {
  all: ['field'] as const,
  staff: ['field', 'staff'] as const,
  staffMember: (id: number | string) => ['field', 'staff', 'detail', String(id)] as const,
  counts: ['field', 'counts'] as const,
  sites: ['field', 'sites'] as const,
  site: (id: number | string) => ['field', 'sites', 'detail', String(id)] as const,
  visits: ['field', 'visits'] as const,
  visit: (id: number | string) => ['field', 'visits', 'detail', String(id)] as const,
  images: ['field', 'images'] as const,
  mapConfig: ['field', 'map-config'] as const,
  dashboard: ['field', 'dashboard'] as const,
  live: ['field', 'live'] as const,
};
