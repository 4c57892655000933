// Dashboards (docs/product/dashboards.md#dashboard-by-role): the numbers each role starts the day with.
import { z } from 'zod';
import { moneySchema } from './common/money';

/** How many out-of-stock names the dashboard lists; the count says how many there are in all. */
export const OUT_OF_STOCK_NAMES_SHOWN = 20;

/**
 * GET /supervisor/dashboard-data/. Staff managers get every field; a store manager the store fields; a dealer its
 * own order counts (the other fields are absent from its answer).
 */
export const dashboardDataSchema = z.object({
  /**
   * The business day (YYYY-MM-DD, TIME_ZONE) the day's numbers were counted on: staff dashboards put it in the links
   * of those numbers, so a list opens filtered to the same day even when the browser's clock or zone differs.
   */
  today: z.string().optional(),
  pending_orders: z.number().int().optional(),
  approved_orders: z.number().int().optional(),
  total_orders: z.number().int().optional(),
  /** Above 10,000 the total is the planner's estimate (docs/product/lists-and-counts.md#capped-counts). */
  total_orders_is_estimate: z.boolean().optional(),
  /** Orders whose schedule has a supervisor working on them today (the order list's `?scheduled=<today>`). */
  chartered_orders: z.number().int().optional(),
  /** The wages of today's daily work (cols x the rate paid), and how many daily works that was (`?date=<today>`). */
  wage_paid_per_day: moneySchema.optional(),
  no_of_transactions: z.number().int().optional(),
  /** Names of store items with stock 0, the first OUT_OF_STOCK_NAMES_SHOWN by name. */
  out_of_stock_items: z.array(z.string()).optional(),
  out_of_stock_count: z.number().int().optional(),
  total_store_item: z.number().int().optional(),
  /** YYYY-MM-DD, or null when no supervisor can work. */
  next_supervisor_available_day: z.string().nullable().optional(),
  /** kg of sheet stock on hand (quantity x unit kg), 2 decimals. */
  sheets_total_weight: z.string().optional(),
  /** Field-app visits checked in today. */
  total_visits: z.number().int().optional(),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

/** `?date=YYYY-MM` (graph-month) or `?date=YYYY` (graph-year, yearly-revenue-graph); missing: now. */
export const graphQuerySchema = z.object({ date: z.string().trim().max(20).optional() });

/** One entry per day of the month or per month of the year, zeros where nothing happened. */
export const wageGraphSchema = z.object({ wage: z.array(z.number()), cols: z.array(z.number().int()) });
export type WageGraph = z.infer<typeof wageGraphSchema>;

/** Twelve months of delivered orders by month of delivery: revenue at the order's prices, profit over unit costs. */
export const revenueGraphSchema = z.object({ total_revenue: z.array(z.number()), total_profit: z.array(z.number()) });
export type RevenueGraph = z.infer<typeof revenueGraphSchema>;

export const DASHBOARD_TEXT = {
  badMonth: 'Enter the month as YYYY-MM.',
  badYear: 'Enter the year as YYYY.',
  noPendingOrders: 'No Pending Orders,',
  noOutOfStock: 'There is no Out Of stock items in store',
  noFinishedProduct: 'No Finished Product yet!',
  noMonthlyAnalytics: 'No Monthly Analytics yet!',
  noAnnualRevenue: 'No Annual Revenue yet!',
  noCharteredWork: 'No Chartered Work Today',
  noTransaction: 'No Transaction Today',
  stocksAvailable: 'Stocks Available',
} as const;

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}
