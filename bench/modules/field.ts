import { insertSeries } from '../lib/generate';
import type { BenchContext, Scenario } from '../lib/types';

/**
 * Bench data and scenarios of the field app (issue 12): at scale 1, 30 field staff, 1,000 sites, 50k visits over ten
 * years and 200k photos (rows only: the files are not read by the lists). Scenarios: the /fields visit table with the
 * staff filter and a one-month date range, its text search, the count cards, today's visits (the field dashboard), and
 * a visit's photo grid and the all-photos grid by staff.
 */
export async function generate(ctx: BenchContext): Promise<void> {
  const visitCount = ctx.scaled(50_000, 500);
  const photoCount = ctx.scaled(200_000, 2000);
  await ctx.driver.query(
    `INSERT INTO accounts (username, email, phone, full_name, role, password_hash)
     SELECT 'benchfield' || g, 'benchfield' || g || '@bench.example', '98' || lpad(g::text, 8, '0'),
       (ARRAY['Arun','Bindu','Charles','Divya','Eldho'])[1 + g % 5] || ' Field ' || g, 'fieldstaff', $1
     FROM generate_series(1, 30) AS g ON CONFLICT DO NOTHING`,
    [ctx.passwordHash],
  );
  const staff = await ctx.driver.query<{ id: number }>(`SELECT id FROM accounts WHERE role = 'fieldstaff' ORDER BY id`);
  const staffIds = staff.map((s) => Number(s.id));
  ctx.state.fieldStaffId = staffIds[1] ?? staffIds[0];
  await ctx.driver.query(
    `INSERT INTO field_sites (name, owner_name, owner_phone, address, latitude, longitude, field_staff_id)
     SELECT (ARRAY['Villa','Warehouse','Shop','School','Clinic'])[1 + g % 5] || ' Site ' || g,
       (ARRAY['Ravi','Lakshmi','Abdul','Mary','Suresh'])[1 + (g / 5) % 5] || ' Owner ' || g, '97' || lpad(g::text, 8, '0'),
       g || ', Ring Road', 11.0408 + ((g % 100) - 50) * 0.002, 76.0849 + ((g / 100) - 5) * 0.002,
       (ARRAY[${staffIds.join(',')}])[1 + g % ${staffIds.length}]
     FROM generate_series(1, 1000) AS g`,
  );
  const sites = await ctx.driver.query<{ lo: number; hi: number }>(`SELECT min(id)::int AS lo, max(id)::int AS hi FROM field_sites`);
  const [s0, s1] = [Number(sites[0]!.lo), Number(sites[0]!.hi)];
  await insertSeries(
    ctx,
    'visit_entries',
    visitCount,
    `INSERT INTO visit_entries (site_id, field_staff_id, check_in_at, check_out_at, check_in_lat, check_in_lng, check_out_lat, check_out_lng,
       check_in_accuracy_m, distance_m, outside_site, status, source)
     SELECT ${s0} + g % (${s1 - s0 + 1}), (ARRAY[${staffIds.join(',')}])[1 + g % ${staffIds.length}],
       now() - make_interval(mins => ((${visitCount} - g)::bigint * ${ctx.spanDays * 1440} / ${visitCount})::int + 30),
       now() - make_interval(mins => ((${visitCount} - g)::bigint * ${ctx.spanDays * 1440} / ${visitCount})::int),
       11.04, 76.08, 11.04, 76.08, 12, CASE WHEN g % 13 = 0 THEN 650 ELSE 20 END, g % 13 = 0, 'Completed', 'phone'
     FROM generate_series($1::int, $2::int) AS g`,
  );
  const visits = await ctx.driver.query<{ lo: number; hi: number }>(`SELECT min(id)::int AS lo, max(id)::int AS hi FROM visit_entries`);
  const [v0, v1] = [Number(visits[0]!.lo), Number(visits[0]!.hi)];
  ctx.state.visitRange = [v0, v1];
  await insertSeries(
    ctx,
    'visit_images',
    photoCount,
    `INSERT INTO visit_images (visit_id, field_staff_id, site_id, title, message, image, thumbnail)
     SELECT v.id, v.field_staff_id, v.site_id, 'photo-' || g || '.jpg', 'Site photo ' || g,
       md5(g::text) || '.jpg', md5(g::text) || '.thumb.webp'
     FROM generate_series($1::int, $2::int) AS g JOIN visit_entries v ON v.id = ${v0} + (g - 1) % ${v1 - v0 + 1}`,
  );
}

function monthRange(ctx: BenchContext): string {
  // A month within the last year (the date filter's window), both ends set so the range applies.
  const start = new Date(Date.now() - ctx.random.int(35, 330) * 86_400_000);
  const end = new Date(start.getTime() + 30 * 86_400_000);
  return `from_date=${start.toISOString().slice(0, 10)}&to_date=${end.toISOString().slice(0, 10)}`;
}

export const scenarios: Scenario[] = [
  {
    name: 'fields-visit-table',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/fieldsite/visitentry?page=${1 + ctx.random.int(0, 5)}&limit=10`,
    note: 'fields-visit-table: the /fields visit table, newest check-in first (50k visits at scale 1), pages 1-6',
  },
  {
    name: 'fields-visit-filtered',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/fieldsite/visitentry?field_staff=${String(ctx.state.fieldStaffId ?? 1)}&${monthRange(ctx)}&limit=10`,
    note: 'fields-visit-filtered: one staff member and a one-month range (the staff + check-in index)',
  },
  {
    name: 'fields-visit-search',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/fieldsite/visitentry?search=${encodeURIComponent(`Owner ${ctx.random.int(1, 999)}`)}&limit=10`,
    note: 'fields-visit-search: text search over site, owner and staff names (trigram indexes, then the visits by site)',
  },
  {
    name: 'fields-cards',
    method: 'GET',
    as: 'admin',
    path: '/fieldsite/visitentry-card-data',
    note: 'fields-cards: the three count cards of /fields (visits counted to the cap, then estimated)',
  },
  {
    name: 'fields-dashboard-data',
    method: 'GET',
    as: 'admin',
    path: '/fieldsite/dashboard-data/',
    note: "fields-dashboard-data: today's visits and their count (the check-in date index)",
  },
  {
    name: 'visit-photo-grid',
    method: 'GET',
    as: 'admin',
    path: (ctx) => {
      const [lo, hi] = (ctx.state.visitRange as [number, number] | undefined) ?? [1, 1];
      return `/fieldsite/visit_image?visit_entry=${ctx.random.int(lo, hi)}&limit=10`;
    },
    note: 'visit-photo-grid: the Site Photos card of one visit (200k photos at scale 1)',
  },
  {
    name: 'visit-images-by-staff',
    method: 'GET',
    as: 'admin',
    path: (ctx) => `/fieldsite/visit_image?field_staff=${String(ctx.state.fieldStaffId ?? 1)}&page=${1 + ctx.random.int(0, 5)}&limit=10`,
    note: 'visit-images-by-staff: /visitentryimages filtered by staff, newest first',
  },
];
