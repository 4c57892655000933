import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import { todayIn } from '@steelworks/contract/common/dates';
import type { PagedQuery } from './paginate';

/** Rows read per statement while a CSV streams: memory stays at one batch whatever the list's length. */
export const CSV_BATCH = 1000;

/**
 * True when a list request asks for CSV (`?format=csv`, docs/product/lists-and-counts.md#csv-export) on a route that answers a paged
 * list. Read from the raw URL because the list query schemas drop parameters they do not know.
 */
export function wantsCsv(request: FastifyRequest): boolean {
  const format = new URL(request.url, 'http://local').searchParams.get('format');
  return format === 'csv' && pagedItemSchema(request) !== undefined;
}

/**
 * Streams every row of a list as CSV: the same query (filters and permission scope) the JSON page reads, in batches,
 * each row shaped by the route's own response schema (so money reads as in the JSON), dates as DD-MM-YYYY and
 * date-times as DD-MM-YYYY HH:mm in the business time zone, with a header row of the titles the list's screen shows.
 */
export async function sendCsv<T>(request: FastifyRequest, query: PagedQuery<T>): Promise<FastifyReply> {
  const item = pagedItemSchema(request)!;
  const columns = csvColumns(item, request.routeOptions.url);
  const timeZone = request.server.ctx.config.timeZone;
  // The count answers 404 for the list of a record that is gone (a deleted store item's movements) before any byte.
  await query.count();

  async function* batches() {
    // The byte-order mark makes spreadsheet programs read the file as UTF-8.
    yield `\ufeff${stringify([columns.map((column) => column.header)])}`;
    let last: T | undefined;
    for (let offset = 0; ; offset += CSV_BATCH) {
      const rows = last !== undefined && query.rowsAfter ? await query.rowsAfter(CSV_BATCH, last) : await query.rows(CSV_BATCH, offset);
      last = rows.at(-1);
      if (rows.length > 0) {
        yield stringify(
          rows.map((row) => {
            const shaped = item.parse(row) as Record<string, unknown>;
            return columns.map((column) => csvCell(column.read(shaped), timeZone));
          }),
        );
      }
      if (rows.length < CSV_BATCH) return;
    }
  }

  return request.reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(request, timeZone)}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(batches()));
}

type CsvColumn = { header: string; read: (row: Record<string, unknown>) => unknown };

/**
 * Where one list's screen titles a field unlike the others (issue 29: a spreadsheet reads like the screen, not like
 * the API). Keyed by the route's path after /api/v1.
 */
const CSV_LIST_TITLES: Record<string, Record<string, string>> = {
  '/order/order': { auto_id: 'Order Id' },
  '/workorders/workorder': { auto_id: 'Order Id' },
  '/supervisor/balancetransactions': { auto_id: 'Trn Id', title: 'Trn Description' },
  '/supervisor/supervisor_schedule_item': { auto_id: 'Id' },
};

/** The titles the screens give a field wherever they show it; other fields are titled from their name. */
const SCREEN_TITLES: Record<string, string> = {
  id: 'Id',
  auto_id: 'No.',
  full_name: 'Name',
  username: 'User Name',
  email: 'Email',
  phone: 'Phone',
  date_added: 'Date',
  created_at: 'Date',
  dealer_name: 'Dealer',
  customer_name: 'Customer',
  qc_username: 'QC',
  cols_per_day: 'Frames per Day',
  cost_per_col: 'Cost per Frame',
  order_creator: 'Creator',
  order_status: 'Status',
  worker_name: 'Worker',
  work_type: 'Work',
  production_item_sr_no: 'Production Item No',
  sr_no: 'Sr No',
  unit_kg: 'Kg per piece',
  transaction_amount: 'Amount',
  transaction_type: 'Trn Type',
  stock: 'In Stock',
  gsm: 'GSM',
  sqft: 'Sqft',
  estimated_cost: 'Est. Cost',
  total_amount: 'Total Amount',
};

/**
 * Fields that only repeat another one for the 2022 client (docs/product/client-2022-names.md#people): the person's name split in two, an
 * order item's product, price and total under their old names, and the order total under its second name.
 */
const ALIAS_FIELDS = new Set(['first_name', 'last_name', 'product_name', 'cost', 'sub_total', 'bill_amount']);

function titleOf(field: string, titles: Record<string, string> = {}): string {
  return titles[field] ?? SCREEN_TITLES[field] ?? field.split('_').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');
}

/** The route's path without the API prefix and the trailing slash: "/order/order". */
function listPath(url: string | undefined): string {
  return (url ?? '').replace(/^\/api\/v\d+/, '').replace(/\/+$/, '');
}

/**
 * The CSV columns of a list, one per field, titled as the screens title it: a nested object (a product inside a
 * schedule item) spreads into "Product Name" columns; a record's id beside its name ("dealer" beside "dealer_name",
 * shown as "Dealer") is "Dealer Id"; no column twice: the `account` object that repeats a person's top-level fields
 * and the 2022 client's aliases are left out.
 */
function csvColumns(item: z.ZodObject, url?: string): CsvColumn[] {
  const titles = CSV_LIST_TITLES[listPath(url)] ?? {};
  const all = Object.entries(item.shape).flatMap(([key, field]): CsvColumn[] => {
    if (ALIAS_FIELDS.has(key)) return [];
    const inner = unwrap(field as z.ZodType);
    if (!(inner instanceof z.ZodObject)) {
      const header = `${key}_name` in item.shape ? `${titleOf(key, titles)} Id` : titleOf(key, titles);
      return [{ header, read: (row) => row[key] }];
    }
    return Object.keys(inner.shape)
      .filter((sub) => !(key === 'account' && sub in item.shape))
      .map((sub) => ({
        header: key === 'account' ? titleOf(sub, titles) : `${titleOf(key, titles)} ${titleOf(sub)}`,
        read: (row) => (row[key] as Record<string, unknown> | null | undefined)?.[sub],
      }));
  });
  const seen = new Set<string>();
  return all.filter((column) => !seen.has(column.header) && seen.add(column.header));
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** A value as a spreadsheet cell; text that a spreadsheet would run as a formula is quoted with a leading '. */
export function csvCell(value: unknown, timeZone: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value !== 'string') return String(value);
  const date = ISO_DATE.exec(value);
  if (date) return `${date[3]}-${date[2]}-${date[1]}`;
  if (ISO_DATE_TIME.test(value)) return dateTimeIn(value, timeZone);
  if (/^[=+\-@\t\r]/.test(value) && !PLAIN_NUMBER.test(value)) return `'${value}`;
  return value;
}

function dateTimeIn(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const parts = Object.fromEntries(dateTimeFormat(timeZone).formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

/** One formatter per time zone: making one costs about ten times what formatting a date does, on every row. */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dateTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    dateTimeFormats.set(timeZone, format);
  }
  return format;
}

/** "order-2026-11-24.csv": what the list is (the route's path) and the day it was taken. */
function csvFileName(request: FastifyRequest, timeZone: string): string {
  const segments = request.routeOptions.url!.replace(/^\/api\/v\d+\//, '').split('/').filter((s) => s && !s.startsWith(':'));
  const what = segments.filter((segment, i) => segment !== segments[i - 1]).join('-');
  return `${what.replace(/[^\w-]/g, '') || 'list'}-${todayIn(timeZone)}.csv`;
}

/** The item schema of a paged list route (`pagedSchema(item)` as its 200 answer), or undefined for any other route. */
function pagedItemSchema(request: FastifyRequest): z.ZodObject | undefined {
  const response = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[200];
  if (!(response instanceof z.ZodObject)) return undefined;
  const results = response.shape.results;
  if (!(results instanceof z.ZodArray)) return undefined;
  const item = unwrap(results.element as z.ZodType);
  return item instanceof z.ZodObject ? item : undefined;
}

/** The schema under nullable, optional and default wrappers. */
function unwrap(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodNullable || current instanceof z.ZodOptional || current instanceof z.ZodDefault) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}
