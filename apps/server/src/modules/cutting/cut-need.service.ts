import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { CUT_NEED_TEXT, type CutNeed, type CutNeedQuery, type CutNeedSection, type PurchaseSection } from '@steelworks/contract/cut-need';
import { formatCents, toCents } from '@steelworks/contract/common/money';
import { PURCHASE_ORDERS_SHOWN } from '@steelworks/contract/planning';
import { productTypeOf } from '@steelworks/contract/product';
import { sectionLabel } from '@steelworks/contract/section';
import { rowsOf, type DbOrTx } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { rowsByKey } from '../../lib/rows-by-key';
import { orderItems, orders } from '../order/order.table';
import { itemsOfOrder } from '../order/order-items-read';
import { products } from '../product/product.table';
import { sectionInfoOf } from '../store/store-section';
import { storeItems } from '../store/store.table';
import { workOrderItems, workOrders } from '../workorder/workorder.table';
import { getCutSettings } from './cut-settings.service';
import { unitsOfWorkOrders } from './cut-units.service';
import { piecesBySection, planItemOf, type PlanItem, type SectionPieces } from './cut-pieces';
import { planCutsFfd } from './cut-solver';
import { sectionPieces } from './cutting.table';
import { kgOf, metresOf } from './section.service';

/**
 * Issue 32 point 5, material by weight. The channel need of a work order, an order or one unit of a product comes
 * from the same cut rules and section matching as a cut plan (cut-pieces.ts), so the figures agree with what a plan
 * of it would cut. Bars are whole stock lengths by first-fit decreasing (the solver's start, fast and within a bar
 * of the optimum on frame orders); the plan itself may save one.
 */

type SectionRow = typeof storeItems.$inferSelect;

/** The live sections (a store holds a handful: the planner reads them whole, as the cut plan does). */
async function liveSections(db: DbOrTx): Promise<SectionRow[]> {
  return db.select().from(storeItems).where(and(eq(storeItems.isSection, true), isNull(storeItems.deletedAt))).orderBy(asc(storeItems.id));
}

const planSection = (row: SectionRow) => ({ id: row.id, channelSize: row.channelSize, gauge: row.gauge, stockLengthMm: row.stockLengthMm! });

type ProductFields = Pick<typeof products.$inferSelect, 'channelSize' | 'guage' | 'width' | 'height' | 'isDoor' | 'isWindow' | 'isSecurityDoor'>;

/**
 * An order item (or one unit of a product) as the cut rules read it: the product's type, channel, gauge and size.
 * The gauge is numeric on products ("16.00"): written as the work order form writes it ("16").
 */
function productItemOf(product: ProductFields, item: { id: number; srNo: number; quantity: number }): PlanItem {
  const type = productTypeOf({ is_door: product.isDoor, is_window: product.isWindow, is_security_door: product.isSecurityDoor });
  return {
    id: item.id,
    srNo: item.srNo,
    workOrderId: 0,
    workOrderAutoId: 0,
    productType: type?.label ?? '',
    channelSize: product.channelSize,
    channelGuage: String(Number(product.guage)),
    width: Number(product.width),
    height: Number(product.height),
    quantity: item.quantity,
  };
}

const productColumns = {
  channelSize: products.channelSize,
  guage: products.guage,
  width: products.width,
  height: products.height,
  isDoor: products.isDoor,
  isWindow: products.isWindow,
  isSecurityDoor: products.isSecurityDoor,
};

/** The items a need query names; 404 when its work order, order or product does not exist. */
async function itemsOf(db: DbOrTx, query: CutNeedQuery): Promise<PlanItem[]> {
  if (query.work_order !== undefined) {
    const [order] = await db.select({ autoId: workOrders.autoId }).from(workOrders).where(eq(workOrders.id, query.work_order));
    if (!order) throw notFound();
    const rows = await db.select().from(workOrderItems).where(eq(workOrderItems.workOrderId, query.work_order)).orderBy(asc(workOrderItems.srNo));
    return rows.map((row) => planItemOf(row, order.autoId));
  }
  if (query.order !== undefined) {
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, query.order));
    if (!order) throw notFound();
    const rows = await itemsOfOrder(db.select({ id: orderItems.id, quantity: orderItems.quantity, ...productColumns }).from(orderItems).$dynamic(), query.order);
    return rows.map((row, index) => productItemOf(row, { id: row.id, srNo: index + 1, quantity: row.quantity }));
  }
  const [product] = await db
    .select({ id: products.id, ...productColumns })
    .from(products)
    .where(and(eq(products.id, query.product!), isNull(products.deletedAt)));
  if (!product) throw notFound();
  return [productItemOf(product, { id: product.id, srNo: 1, quantity: 1 })];
}

/** Money of `mm` of a section at `pricePerMetre`, to the paisa. */
const costOfMm = (mm: number, pricePerMetre: bigint) => (BigInt(mm) * pricePerMetre + 500n) / 1000n;

function needOfGroup(group: SectionPieces, row: SectionRow, kerf: number, minOffcut: number): CutNeedSection {
  const info = sectionInfoOf(row)!;
  const pieceMm = group.pieces.reduce((sum, piece) => sum + piece.length, 0);
  const bars = planCutsFfd({ stockLength: info.stock_length_mm, kerf, minOffcut, pieces: group.pieces }).stats.barsUsed;
  const perMetre = toCents(row.price);
  const perBar = costOfMm(info.stock_length_mm, perMetre);
  return {
    store_item: row.id,
    name: row.name,
    label: sectionLabel(info),
    section: info,
    pieces: group.pieces.length,
    piece_mm: pieceMm,
    metres: metresOf(pieceMm),
    kg: kgOf(pieceMm, info.kg_per_metre),
    bars,
    bar_share: Math.round((pieceMm / info.stock_length_mm) * 100) / 100,
    price_per_metre: formatCents(perMetre),
    price_per_kg: info.kg_per_metre > 0 ? formatCents(BigInt(Math.round(Number(perMetre) / info.kg_per_metre))) : null,
    price_per_bar: formatCents(perBar),
    cost: formatCents(costOfMm(pieceMm, perMetre)),
    bars_cost: formatCents(perBar * BigInt(bars)),
  };
}

/**
 * GET /cutting/need/: the channel need of one work order, one order, or one unit of a product (its raw steel cost
 * from its cut rule), per section. Items that cannot be worked out are named in `problems`, as a plan names them.
 */
export async function getCutNeed(db: DbOrTx, query: CutNeedQuery): Promise<CutNeed> {
  const items = await itemsOf(db, query);
  const settings = await getCutSettings(db);
  const rows = await liveSections(db);
  const { groups, problems } = piecesBySection(items, rows.map(planSection), settings.rules, settings.size_unit);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const sections = groups.map((group) => needOfGroup(group, byId.get(group.section.id)!, settings.kerf_mm, settings.min_offcut_mm));
  const noType = query.product !== undefined && items[0]!.productType === '';
  return {
    sections,
    problems: problems.map((p) => ({ item: p.item, sr_no: p.sr_no, message: noType ? CUT_NEED_TEXT.noProductType : p.message })),
    metres: metresOf(sections.reduce((sum, s) => sum + s.piece_mm, 0)),
    kg: Math.round(sections.reduce((sum, s) => sum + s.kg, 0) * 1000) / 1000,
    bars: sections.reduce((sum, s) => sum + s.bars, 0),
    cost: formatCents(sections.reduce((sum, s) => sum + toCents(s.cost), 0n)),
  };
}

/** Work orders still to be cut: Pending or In Production, with a unit no confirmed plan cut (issue 40 point 4). */
const OPEN_WORK_ORDERS = sql`
  select w.id, w.auto_id, w.order_id from work_orders w
  where w.status in ('Pending', 'In Production')
    and exists (
      select 1 from production_items pi
      where pi.work_order_id = w.id
        and not exists (select 1 from cut_units c where c.production_item_id = pi.id and c.reopened_at is null)
    )`;

/** Dealer orders not yet on a work order (Pending, Approved or Started, no live work order made from them). */
const ORDERS_WITHOUT_WORK_ORDER = sql`
  select o.id, o.auto_id from orders o
  where o.status in ('Pending', 'Approved', 'Started')
    and not exists (select 1 from work_orders w where w.order_id = o.id and w.status <> 'Canceled')`;

/** A purchase list row of a section (the shape of the list's own statement, planning.service.ts). */
export type SectionPurchaseRow = {
  id: number;
  name: string;
  unit_type: string;
  needed: number;
  stock: number;
  shortage: number;
  estimated_cost: string;
  order_count: number;
  order_ids: number[];
  section: PurchaseSection;
};

/**
 * The purchase list's sections (issue 32 point 5): what the open work (work orders not yet cut, and dealer orders not
 * yet on a work order, by their products' cut rules) needs of each section, packed into the offcuts on hand first and
 * then into full bars; what the bars in stock do not cover is bought in whole stock lengths. A section's own bill of
 * materials lines are not counted (planning.service.ts leaves sections out): its rule is its need.
 */
export async function listSectionPurchases(db: DbOrTx, search: string): Promise<SectionPurchaseRow[]> {
  const text = search.trim().toLowerCase();
  const rows = (await liveSections(db)).filter((row) => !text || row.name.toLowerCase().includes(text));
  if (rows.length === 0) return [];
  const workOrderRows = await rowsOf<{ id: number; auto_id: number; order_id: number | null }>(db, OPEN_WORK_ORDERS);
  const orderRows = await rowsOf<{ id: number; auto_id: number }>(db, ORDERS_WITHOUT_WORK_ORDER);
  const autoIds = new Map(workOrderRows.map((w) => [w.id, w.auto_id]));
  const items: PlanItem[] = [];
  if (workOrderRows.length > 0) {
    const found = await db.select().from(workOrderItems).where(inArray(workOrderItems.workOrderId, [...autoIds.keys()])).orderBy(asc(workOrderItems.id));
    // Only the units not cut yet need steel: a partly cut work order asks for the rest.
    const open = rowsByKey((await unitsOfWorkOrders(db, [...autoIds.keys()])).filter((unit) => !unit.cut), (unit) => unit.workOrderItemId);
    items.push(...found.map((row) => ({ ...planItemOf(row, autoIds.get(row.workOrderId)!), units: (open.get(row.id) ?? []).map((unit) => unit.unitNo) })));
  }
  // Order items are told apart from work order rows by a negative id: `item` only keys the demand to its order.
  const orderOfItem = new Map<number, number>();
  if (orderRows.length > 0) {
    const found = await db
      .select({ id: orderItems.id, orderId: orderItems.orderId, quantity: orderItems.quantity, ...productColumns })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, orderRows.map((o) => o.id)))
      .orderBy(asc(orderItems.id));
    for (const row of found) {
      orderOfItem.set(-row.id, row.orderId);
      items.push(productItemOf(row, { id: -row.id, srNo: 1, quantity: row.quantity }));
    }
  }
  const settings = await getCutSettings(db);
  const { groups, cuts } = piecesBySection(items, rows.map(planSection), settings.rules, settings.size_unit);
  const dealerOrderOfWorkOrder = new Map(workOrderRows.map((w) => [w.id, w.order_id]));
  const ids = rows.map((row) => row.id);
  const offcuts = await db
    .select({ storeItemId: sectionPieces.storeItemId, id: sectionPieces.id, length: sectionPieces.lengthMm })
    .from(sectionPieces)
    .where(and(inArray(sectionPieces.storeItemId, ids), eq(sectionPieces.kind, 'offcut'), isNull(sectionPieces.usedAt)));
  const barCounts = await db
    .select({ storeItemId: sectionPieces.storeItemId, n: count() })
    .from(sectionPieces)
    .where(and(inArray(sectionPieces.storeItemId, ids), eq(sectionPieces.kind, 'bar'), isNull(sectionPieces.usedAt)))
    .groupBy(sectionPieces.storeItemId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const answer: SectionPurchaseRow[] = [];
  for (const group of groups) {
    const row = byId.get(group.section.id)!;
    const info = sectionInfoOf(row)!;
    const own = offcuts.filter((o) => o.storeItemId === row.id);
    const plan = planCutsFfd({
      stockLength: info.stock_length_mm,
      kerf: settings.kerf_mm,
      minOffcut: settings.min_offcut_mm,
      offcuts: own.map((o) => ({ id: String(o.id), length: o.length })),
      pieces: group.pieces,
    });
    const barsInStock = barCounts.find((b) => b.storeItemId === row.id)?.n ?? 0;
    const toBuy = Math.max(0, plan.stats.barsUsed - barsInStock);
    if (toBuy === 0) continue;
    const dealerOrders = new Set<number>();
    const waiting = new Set<number>();
    for (const piece of group.pieces) {
      const cut = cuts.get(piece.ref)!;
      const dealerOrder = cut.item < 0 ? orderOfItem.get(cut.item) : dealerOrderOfWorkOrder.get(cut.work_order);
      if (dealerOrder) dealerOrders.add(dealerOrder);
      if (cut.item > 0) waiting.add(cut.work_order);
    }
    const pieceMm = group.pieces.reduce((sum, piece) => sum + piece.length, 0);
    const buyMm = toBuy * info.stock_length_mm;
    const orderIds = [...dealerOrders].sort((a, b) => a - b);
    answer.push({
      id: row.id,
      name: row.name,
      unit_type: row.unitType,
      needed: metresOf(pieceMm),
      stock: Number(row.stock),
      shortage: metresOf(buyMm),
      estimated_cost: formatCents(costOfMm(buyMm, toCents(row.price))),
      order_count: orderIds.length,
      order_ids: orderIds.slice(0, PURCHASE_ORDERS_SHOWN),
      section: {
        label: sectionLabel(info),
        stock_length_mm: info.stock_length_mm,
        bars_needed: plan.stats.barsUsed,
        bars_in_stock: barsInStock,
        offcuts_in_stock: own.length,
        bars_to_buy: toBuy,
        kg_to_buy: kgOf(buyMm, info.kg_per_metre),
        work_orders: [...waiting].sort((a, b) => a - b).map((id) => ({ id, auto_id: autoIds.get(id)! })),
      },
    });
  }
  return answer;
}
