/**
 * Planning over the data already in place (issue 16, docs/decisions/017-planning.md): which open supplies the store
 * can provide now, in the order they are needed, and what to buy for the orders waiting. Both read only the open
 * work (Not Provided supplies of Approved and Started orders, Pending orders), never the history.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PurchaseSection } from '@steelworks/contract/cut-need';
import { OUTLOOK_WEEKS, PROVIDE_ALL_LIMIT, PURCHASE_ORDERS_SHOWN, type CapacityOutlook, type ProvideAllAnswer, type PurchaseQuery, type PurchaseRow, type ReadinessQuery, type ReadinessRow, type ReadinessState } from '@steelworks/contract/planning';
import { rowsOf, type DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { inIds, likePattern, readWhole, type PagedQuery } from '../../lib/paginate';
import { addDays } from '../schedule/schedule.capacity';
import { OPEN_SUPPLY } from '../schedule/scheduling.service';
import { provideSupply } from '../supply/supply.service';
import { listSectionPurchases } from '../cutting/cut-need.service';
import { onOrderByStoreItem } from '../purchase/purchase-order.service';
import type { Caller } from '../../lib/caller';

/**
 * Every open supply judged in priority order (start date, then supply id): each raw material line is allocated from
 * the stock left after the lines of the supplies before it (`before`), so an earlier supply keeps its claim on the
 * stock even while it waits for the rest (it is provided first when stock arrives). A supply is Ready when every line
 * fits in what is left for it, Blocked otherwise, with the lines that do not fit.
 */
function judgedSupplies(state: ReadinessState | undefined, search: string): SQL {
  const text = search.trim();
  return sql`
    with open as (
      select s.id, s.auto_id, si.start_date, si.order_id, si.quantity, si.supervisor_id, si.product_id,
        row_number() over (order by si.start_date, s.id)::int as priority
      from store_supplies s
      join schedule_items si on si.id = s.schedule_item_id
      join orders o on o.id = si.order_id
      where ${OPEN_SUPPLY}
    ),
    lines as (
      select open.id as supply_id, l.store_item_id, l.quantity,
        coalesce(sum(l.quantity) over (
          partition by l.store_item_id order by open.priority, l.id rows between unbounded preceding and 1 preceding
        ), 0) as before
      from open join store_supply_items l on l.supply_id = open.id
    ),
    short as (
      select lines.supply_id,
        json_agg(json_build_object(
          'store_item', st.id, 'name', st.name, 'unit_type', st.unit_type, 'needed', lines.quantity,
          'available', greatest(st.stock - lines.before, 0),
          'missing', lines.quantity - greatest(st.stock - lines.before, 0)
        ) order by st.name) as shortages
      from lines join store_items st on st.id = lines.store_item_id
      where lines.quantity > greatest(st.stock - lines.before, 0)
      group by lines.supply_id
    )
    select open.id, open.auto_id, open.start_date::text as start_date, open.order_id, open.quantity, open.priority,
      a.full_name as supervisor, p.name as product, coalesce(short.shortages, '[]'::json) as shortages,
      case when short.supply_id is null then 'Ready' else 'Blocked' end as state
    from open left join short on short.supply_id = open.id
    join supervisors sv on sv.id = open.supervisor_id
    join accounts a on a.id = sv.account_id
    join products p on p.id = open.product_id
    where true
      ${state ? sql`and (short.supply_id is null) = ${state === 'Ready'}` : sql``}
      ${text ? sql`and (open.auto_id ilike ${likePattern(text)} or a.full_name ilike ${likePattern(text)} or p.name ilike ${likePattern(text)})` : sql``}`;
}

type JudgedRow = {
  id: number;
  auto_id: string;
  start_date: string;
  order_id: number;
  quantity: number;
  priority: number;
  state: ReadinessState;
  shortages: Array<Record<string, unknown>> | string;
  supervisor: string;
  product: string;
};

/** GET /planning/readiness/: the open supplies in priority order, Ready or Blocked (and by what). */
export function listReadiness(db: DbOrTx, query: Pick<ReadinessQuery, 'state' | 'search'>): PagedQuery<ReadinessRow> {
  return readWhole(
    () => rowsOf<JudgedRow>(db, readinessSql(query)),
    (rows) => rows.map(toReadinessRow),
  );
}

/** The one statement of the readiness list (the bench runs it too): the judged supplies in queue order. */
export function readinessSql(query: Pick<ReadinessQuery, 'state' | 'search'>): SQL {
  return sql`select * from (${judgedSupplies(query.state, query.search)}) j order by j.priority`;
}

function toReadinessRow(row: JudgedRow): ReadinessRow {
  // PGlite answers json as text, node-postgres as parsed values.
  const shortages = (typeof row.shortages === 'string' ? JSON.parse(row.shortages) : row.shortages) as Array<Record<string, unknown>>;
  return {
    id: row.id,
    auto_id: row.auto_id,
    order: row.order_id,
    supervisor: row.supervisor,
    product: row.product,
    quantity: row.quantity,
    start_date: row.start_date,
    priority: row.priority,
    state: row.state,
    shortages: shortages.map((s) => ({
      store_item: Number(s.store_item),
      name: String(s.name),
      unit_type: String(s.unit_type),
      needed: Number(s.needed),
      available: Number(s.available),
      missing: Number(s.missing),
    })),
  };
}

/**
 * Provide All Ready: the Ready supplies in priority order, each provided in its own transaction by the one Provide
 * (stock movements, audit, Started), stopping at the first that can no longer be provided (stock moved, another
 * person provided it) with its reason. At most PROVIDE_ALL_LIMIT a call.
 */
export async function provideAllReady(db: DbOrTx, actor: Caller): Promise<ProvideAllAnswer> {
  const ready = await rowsOf<{ id: number; auto_id: string; total: number }>(
    db,
    sql`select j.id, j.auto_id, count(*) over ()::int as total from (${judgedSupplies('Ready', '')}) j order by j.priority limit ${PROVIDE_ALL_LIMIT}`,
  );
  const provided: ProvideAllAnswer['provided'] = [];
  let stopped: ProvideAllAnswer['stopped'] = null;
  for (const supply of ready) {
    try {
      await provideSupply(db, supply.id, actor);
      provided.push({ id: supply.id, auto_id: supply.auto_id });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      stopped = { id: supply.id, auto_id: supply.auto_id, message: error.message };
      break;
    }
  }
  return { provided, stopped, remaining_ready: Math.max(0, (ready[0]?.total ?? 0) - provided.length) };
}

const PURCHASE_ORDER: Record<NonNullable<PurchaseQuery['sort']>, SQL> = {
  shortage: sql`s.shortage asc, s.name asc`,
  '-shortage': sql`s.shortage desc, s.name asc`,
  name: sql`s.name asc`,
  '-name': sql`s.name desc`,
  cost: sql`s.cost asc, s.name asc`,
  '-cost': sql`s.cost desc, s.name asc`,
};

/**
 * What the open orders need beyond the store's stock, per store item: the raw materials of Not Provided supplies
 * (Approved and Started orders) plus the bill of materials of Pending orders' items, minus the stock on hand.
 */
function shortages(search: string): SQL {
  const text = search.trim();
  return sql`
    with open_supplies as materialized (
      -- The open supplies first, then their lines: joined in one step, the planner looked up each line's schedule
      -- item and order (eight lines a supply) instead of each supply's.
      select s.id, si.order_id
      from store_supplies s
      join schedule_items si on si.id = s.schedule_item_id
      join orders o on o.id = si.order_id
      where ${OPEN_SUPPLY}
    ),
    demand as (
      select l.store_item_id, l.quantity, open_supplies.order_id
      from open_supplies join store_supply_items l on l.supply_id = open_supplies.id
      union all
      select rm.store_item_id, rm.quantity * oi.quantity, o.id
      from orders o
      join order_items oi on oi.order_id = o.id
      join product_raw_materials rm on rm.product_id = oi.product_id
      where o.status = 'Pending'
    ),
    per_item as (
      select store_item_id, sum(quantity) as needed, count(distinct order_id)::int as order_count,
        (array_agg(distinct order_id order by order_id))[1:${PURCHASE_ORDERS_SHOWN}] as order_ids
      from demand group by store_item_id
    )
    select st.id, st.name, st.unit_type, d.needed, st.stock, d.needed - st.stock as shortage,
      (d.needed - st.stock) * st.price as cost, d.order_count, d.order_ids
    from per_item d join store_items st on st.id = d.store_item_id
    where d.needed > st.stock and st.deleted_at is null and not st.is_section
      ${text ? sql`and st.name ilike ${likePattern(text)}` : sql``}`;
}

type ShortageRow = {
  id: number;
  name: string;
  unit_type: string;
  needed: string | number;
  stock: string | number;
  shortage: string | number;
  estimated_cost: string;
  order_count: number;
  order_ids: number[] | string;
  section?: PurchaseSection;
};

const PURCHASE_COMPARE: Record<NonNullable<PurchaseQuery['sort']>, (a: ShortageRow, b: ShortageRow) => number> = {
  shortage: (a, b) => Number(a.shortage) - Number(b.shortage) || byName(a, b),
  '-shortage': (a, b) => Number(b.shortage) - Number(a.shortage) || byName(a, b),
  name: (a, b) => byName(a, b),
  '-name': (a, b) => byName(b, a),
  cost: (a, b) => Number(a.estimated_cost) - Number(b.estimated_cost) || byName(a, b),
  '-cost': (a, b) => Number(b.estimated_cost) - Number(a.estimated_cost) || byName(a, b),
};
function byName(a: ShortageRow, b: ShortageRow): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/**
 * GET /planning/purchase-list/: every store item short for the open orders, biggest shortage first by default.
 * Sections (issue 32) are asked for in whole stock lengths by cut-need.service.ts and merged in the same order.
 */
export function listPurchases(db: DbOrTx, query: Pick<PurchaseQuery, 'sort' | 'search'>): PagedQuery<PurchaseRow> {
  return readWhole(
    async () => {
      const plain = await rowsOf<ShortageRow>(db, purchaseListSql(query));
      const sections = await listSectionPurchases(db, query.search);
      return sections.length === 0 ? plain : [...plain, ...sections].sort(PURCHASE_COMPARE[query.sort ?? '-shortage']);
    },
    async (rows) => {
      const orderIds = [...new Set(rows.flatMap((row) => idsOf(row.order_ids)))];
      const numbered = orderIds.length === 0 ? [] : await rowsOf<{ id: number; auto_id: number }>(db, orderNumbersSql(orderIds));
      const autoIds = new Map(numbered.map((row) => [row.id, row.auto_id]));
      const onOrder = await onOrderByStoreItem(db, rows.map((row) => row.id));
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        unit_type: row.unit_type,
        needed: Number(row.needed),
        stock: Number(row.stock),
        shortage: Number(row.shortage),
        estimated_cost: row.estimated_cost,
        order_count: row.order_count,
        orders: idsOf(row.order_ids).map((id) => ({ id, auto_id: autoIds.get(id) ?? id })),
        section: row.section ?? null,
        on_order: onOrder.get(row.id)?.quantity ?? 0,
        on_order_due: onOrder.get(row.id)?.due ?? null,
      }));
    },
  );
}

/** The purchase list's one statement (the bench runs it too): every short store item, in the chosen order. */
export function purchaseListSql(query: Pick<PurchaseQuery, 'sort' | 'search'>): SQL {
  return sql`select s.id, s.name, s.unit_type, s.needed, s.stock, s.shortage, s.cost::numeric(16,2)::text as estimated_cost,
      s.order_count, s.order_ids
    from (${shortages(query.search)}) s
    order by ${PURCHASE_ORDER[query.sort ?? '-shortage']}`;
}

/** The numbers of the orders a purchase list page names (the bench runs it too). */
export function orderNumbersSql(orderIds: number[]): SQL {
  return sql`select id, auto_id from orders where ${inIds(sql`id`, orderIds)}`;
}

/** An int[] column: parsed by node-postgres, "{1,2}" text from PGlite. */
function idsOf(value: number[] | string): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return value.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/**
 * GET /planning/capacity-outlook/: per supervisor, the columns booked in each of the next weeks (the day index over
 * those 56 days only) against its weekly capacity. Supervisors that can work, and any other with work booked then.
 */
export async function capacityOutlook(db: DbOrTx, today: string): Promise<CapacityOutlook> {
  const end = addDays(today, 7 * OUTLOOK_WEEKS);
  const [people, booked] = await Promise.all([
    rowsOf<{ id: number; name: string; cols_per_day: number }>(
      db,
      sql`select sv.id, a.full_name as name, sv.cols_per_day from supervisors sv join accounts a on a.id = sv.account_id
          where (a.active and sv.cols_per_day > 0)
             or sv.id in (select distinct supervisor_id from schedule_item_days where day >= ${today} and day < ${end})
          order by a.full_name, sv.id`,
    ),
    rowsOf<{ supervisor_id: number; week: number; cols: number }>(
      db,
      sql`select supervisor_id, ((day - ${today}::date) / 7)::int as week, sum(cols)::int as cols from schedule_item_days
          where day >= ${today} and day < ${end} group by 1, 2`,
    ),
  ]);
  const weeks = Array.from({ length: OUTLOOK_WEEKS }, (_, k) => ({ start: addDays(today, 7 * k), end: addDays(today, 7 * k + 6) }));
  return {
    weeks,
    supervisors: people.map((person) => {
      const cols = Array.from({ length: OUTLOOK_WEEKS }, () => 0);
      for (const row of booked) if (row.supervisor_id === person.id) cols[row.week] = row.cols;
      return { id: person.id, name: person.name, capacity_per_week: person.cols_per_day * 7, booked: cols };
    }),
  };
}
