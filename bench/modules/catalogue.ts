import { and, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import { listColumns } from '../../apps/server/src/modules/product/catalogue.service';
import { pricedProducts } from '../../apps/server/src/modules/product/product-pricing';
import { products } from '../../apps/server/src/modules/product/product.table';
import { insertSeries } from '../lib/generate';
import { signedInSql } from '../lib/sql';
import type { BenchContext, Scenario } from '../lib/types';

/**
 * Bench data and scenarios of the catalogue (issue 4): store items, products with bills of materials and other
 * costs. Ten years of a frame maker (scale 1): 3,000 store items, 20,000 products (every size and variant ever
 * quoted) with 8 BOM lines and 2 other costs each, and one product with a 400-line BOM for the detail scenario.
 */
const BOM_LINES = 8;
const BIG_BOM_LINES = 400;
const SEARCHES = ['door frame 90', 'window 120', 'security door', 'LH - B12', '4x2 16G', 'frame 100x2'];

export async function generate(ctx: BenchContext): Promise<void> {
  const itemCount = ctx.scaled(3_000, 500);
  const productCount = ctx.scaled(20_000, 1_000);
  await insertSeries(
    ctx,
    'store_items',
    itemCount,
    `INSERT INTO store_items (name, unit_type, unit, stock, price)
     SELECT (ARRAY['MS Channel', 'Square Pipe', 'Butt Hinge', 'Tower Bolt', 'Enamel Paint', 'Welding Rod', 'Glass', 'MS Sheet'])[1 + g % 8]
              || ' bench ' || g,
            (ARRAY['length', 'length', 'pcs', 'pcs', 'litre', 'kg', 'sqft', 'sheet'])[1 + g % 8],
            1, (g * 37) % 500, ((g * 53) % 2000) + 0.75
     FROM generate_series($1::int, $2::int) AS g`,
  );
  await insertSeries(
    ctx,
    'products',
    productCount,
    `INSERT INTO products (name, serial_number, channel_size, guage, perticular, no_of_cols, width, height, profit,
                           description, is_door, is_window, is_security_door)
     SELECT (ARRAY['Door Frame', 'Window', 'Security Door'])[1 + g % 3] || ' ' || (60 + (g % 13) * 10) || 'x' ||
              (120 + (g % 11) * 10) || ' ' || (ARRAY['4x2', '3x1.5', '5x2'])[1 + (g / 3) % 3] || ' ' || (14 + (g % 3) * 2) || 'G',
            'LH - B' || g, (ARRAY['4x2', '3x1.5', '5x2'])[1 + (g / 3) % 3], 14 + (g % 3) * 2,
            (CASE WHEN g % 3 = 1 THEN 'W' ELSE 'D' END)::perticular, CASE WHEN g % 3 = 1 THEN 1 + g % 4 ELSE 1 END,
            60 + (g % 13) * 10, 120 + (g % 11) * 10, 10 + g % 15, 'Bench product ' || g,
            g % 3 = 0, g % 3 = 1, g % 3 = 2
     FROM generate_series($1::int, $2::int) AS g`,
  );
  const [bounds] = await ctx.driver.query<{ p0: number; p1: number; s0: number; n: number }>(
    `SELECT min(p.id)::int AS p0, max(p.id)::int AS p1, (SELECT min(id)::int FROM store_items) AS s0,
            (SELECT count(*)::int FROM store_items) AS n
     FROM products p`,
  );
  const { p0, s0, n } = bounds!;
  await insertSeries(
    ctx,
    'product_raw_materials',
    productCount * BOM_LINES,
    `INSERT INTO product_raw_materials (product_id, store_item_id, quantity)
     SELECT ${p0} + (g - 1) / ${BOM_LINES}, ${s0} + ((g / ${BOM_LINES}) * 31 + (g % ${BOM_LINES}) * 7) % ${n},
            1 + (g % 7) * 0.25
     FROM generate_series($1::int, $2::int) AS g
     ON CONFLICT DO NOTHING`,
  );
  await insertSeries(
    ctx,
    'product_other_costs',
    productCount * 2,
    `INSERT INTO product_other_costs (product_id, note, amount)
     SELECT ${p0} + (g - 1) / 2, (ARRAY['Fabrication labour', 'Transport'])[1 + g % 2], 100 + (g % 40) * 12.5
     FROM generate_series($1::int, $2::int) AS g`,
  );
  // One catalogue entry with a very large bill of materials (a complete gate system with every fitting listed).
  const [big] = await ctx.driver.query<{ id: number }>(
    `INSERT INTO products (name, serial_number, channel_size, guage, width, height, profit, is_security_door)
     VALUES ('Bench Gate System 600x240 (large BOM)', 'LH - BIGBOM', '5x2', 14, 600, 240, 20, true) RETURNING id`,
  );
  const bigId = Number(big!.id);
  await ctx.driver.query(
    `INSERT INTO product_raw_materials (product_id, store_item_id, quantity)
     SELECT $1, ${s0} + g - 1, 0.5 + (g % 9) FROM generate_series(1, $2::int) AS g`,
    [bigId, Math.min(BIG_BOM_LINES, n)],
  );
  await ctx.driver.query(
    `INSERT INTO product_other_costs (product_id, note, amount) SELECT $1, 'Cost ' || g, 50 * g FROM generate_series(1, 20) AS g`,
    [bigId],
  );
  ctx.state.bigBomProductId = bigId;
  ctx.state.productRange = [p0, bounds!.p1];
}

/** The count and page query of listProducts (search on name or serial, newest first), as drizzle writes them. */
/** The statements of the product list as `role` asks it: the token lookup, the count and one page. */
function productListSql(ctx: BenchContext, role: 'admin' | 'dealer', search: string, page: number) {
  const pattern = `%${search}%`;
  const where = and(isNull(products.deletedAt), search ? or(ilike(products.name, pattern), ilike(products.serialNumber, pattern)) : undefined);
  const countQuery = ctx.db.select({ n: count() }).from(products).where(where).toSQL();
  const pageQuery = pricedProducts(ctx.db, listColumns)
    .where(where)
    .orderBy(desc(products.id))
    .limit(10)
    .offset((page - 1) * 10)
    .toSQL();
  return [
    signedInSql(ctx.tokens[role] ?? ''),
    { text: countQuery.sql, params: countQuery.params },
    { text: pageQuery.sql, params: pageQuery.params },
  ];
}

function bigId(ctx: BenchContext): number {
  return Number(ctx.state.bigBomProductId);
}

/** The requests and the SQL runs each go through the searches and pages in turn. */
let searchTurn = 0;
let sqlTurn = 0;
export const scenarios: Scenario[] = [
  {
    name: 'product-search',
    method: 'GET',
    path: () => {
      const search = SEARCHES[searchTurn++ % SEARCHES.length]!;
      return `/store/product/?search=${encodeURIComponent(search)}&page=${1 + (searchTurn % 3)}`;
    },
    as: 'dealer',
    sql: (ctx) => {
      sqlTurn++;
      return productListSql(ctx, 'dealer', SEARCHES[(sqlTurn - 1) % SEARCHES.length]!, 1 + (sqlTurn % 3));
    },
    note: 'product-search: trigram-indexed name/serial search, count + one page; cost and price computed in SQL for the 10 rows shown.',
  },
  {
    name: 'product-list',
    method: 'GET',
    path: '/store/product/?page=3',
    as: 'admin',
    sql: (ctx) => productListSql(ctx, 'admin', '', 3),
    note: 'product-list: no search; the count reads the live-product index.',
  },
  {
    name: 'product-detail-large-bom',
    method: 'GET',
    path: (ctx) => `/store/product/${bigId(ctx)}/`,
    as: 'admin',
    sql: (ctx) => [
      signedInSql(ctx.tokens.admin ?? ''),
      (() => {
        const head = pricedProducts(ctx.db, { p: products }).where(and(eq(products.id, bigId(ctx)), isNull(products.deletedAt))).limit(1).toSQL();
        return { text: head.sql, params: head.params };
      })(),
      {
        text: `select rm.id, rm.product_id, rm.store_item_id, si.name, si.unit_type, rm.quantity, si.price, round(rm.quantity * si.price, 2)
               from product_raw_materials rm join store_items si on si.id = rm.store_item_id where rm.product_id = $1 order by rm.id`,
        params: [bigId(ctx)],
      },
      { text: `select * from product_other_costs where product_id = $1 order by id`, params: [bigId(ctx)] },
    ],
    note: `product-detail-large-bom: one product with ${BIG_BOM_LINES} raw-material lines and 20 other costs, cost and price computed at read time.`,
  },
  {
    name: 'store-search',
    method: 'GET',
    path: '/store/store/?search=hinge&page=2',
    as: 'storemanager',
    sql: [
      { text: `select count(*) from store_items where deleted_at is null and (name || E'\\n' || unit_type) ilike $1`, params: ['%hinge%'] },
      {
        text: `select * from store_items where deleted_at is null and (name || E'\\n' || unit_type) ilike $1 order by name, id limit 10 offset 10`,
        params: ['%hinge%'],
      },
    ],
  },
];
