import type { CutPlan, CutPlanBar, CutPlanSection, CutPlanSummary, PlannedCut } from '@steelworks/contract/cut-plan';

function cut(overrides: Partial<PlannedCut> = {}): PlannedCut {
  return {
    length_mm: 2150,
    label: 'WO 12 #1 Door Frame 90x210 · unit 1 of 3 · Jamb',
    piece: 'Jamb',
    work_order: 3,
    work_order_auto_id: 12,
    item: 7,
    sr_no: 1,
    unit: 1,
    ...overrides,
  };
}

export function bar(overrides: Partial<CutPlanBar> = {}): CutPlanBar {
  return {
    id: 101,
    seq: 1,
    source: 'bar',
    offcut_piece: null,
    length_mm: 6000,
    cuts: [cut(), cut({ label: 'WO 12 #1 Door Frame 90x210 · unit 1 of 3 · Jamb' }), cut({ length_mm: 1000, piece: 'Head', label: 'WO 12 #1 Door Frame 90x210 · unit 1 of 3 · Head' })],
    remainder_mm: 691,
    remainder_kind: 'offcut',
    ticked_at: null,
    ticked_by: null,
    ...overrides,
  };
}

export function section(overrides: Partial<CutPlanSection> = {}): CutPlanSection {
  return {
    store_item: 40,
    name: 'MS Channel 4x2 16G',
    label: '4x2 16G',
    section: { channel_size: '4x2', gauge: '16', kg_per_metre: 2.1, stock_length_mm: 6000 },
    bars_used: 1,
    offcuts_used: 1,
    bars_in_stock: 9,
    pieces: 5,
    piece_mm: 7300,
    stock_used_mm: 7500,
    new_offcuts_mm: [691],
    scrap_mm: 194,
    yield_percent: 97.3,
    kg: 14.3,
    lower_bound: 2,
    ffd_bars: 2,
    bars: [
      bar(),
      bar({
        id: 102,
        seq: 2,
        source: 'offcut',
        offcut_piece: 55,
        length_mm: 1500,
        cuts: [cut({ length_mm: 1000, piece: 'Head', label: 'WO 12 #1 Door Frame 90x210 · unit 2 of 3 · Head' })],
        remainder_mm: 194,
        remainder_kind: 'scrap',
        ticked_at: '2026-11-26T09:30:00.000Z',
        ticked_by: 'Ravi',
      }),
    ],
    ...overrides,
  };
}

export function cutPlan(overrides: Partial<CutPlan> = {}): CutPlan {
  return {
    id: 5,
    auto_id: 1005,
    status: 'Planned',
    work_orders: [{ id: 3, auto_id: 12, customer_name: 'Anil Kumar' }],
    created_at: '2026-11-26T08:00:00.000Z',
    created_by: 'Production Manager',
    confirmed_at: null,
    kerf_mm: 3,
    min_offcut_mm: 300,
    size_unit: 'cm',
    discarded_at: null,
    sections: [section()],
    problems: [{ work_order: 3, work_order_auto_id: 12, item: 8, sr_no: 2, message: 'No cut rule for the product type "Grill"' }],
    bars_total: 2,
    bars_ticked: 1,
    ...overrides,
  };
}

export function summary(overrides: Partial<CutPlanSummary> = {}): CutPlanSummary {
  const { id, auto_id, status, work_orders, created_at, created_by, confirmed_at } = cutPlan();
  return { id, auto_id, status, work_orders, created_at, created_by, confirmed_at, ...overrides };
}

export function paged<T>(results: T[]) {
  return { count: results.length, next: null, previous: null, results };
}
