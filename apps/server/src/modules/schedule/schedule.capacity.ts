/**
 * The scheduling arithmetic of docs/product/orders.md#approval-and-scheduling, as pure functions over plain data (no database):
 * a supervisor builds at most cols_per_day columns a day; an item needs quantity x no_of_cols columns and spans as
 * many days as it needs from the first day its supervisor has free capacity; approval picks the supervisor with the
 * earliest free capacity. Days are 'YYYY-MM-DD' strings in the business time zone.
 */
import { addDaysTo } from '@steelworks/contract/common/dates';
import { formatScheduleAutoId } from '@steelworks/contract/schedule';

export type SupervisorCapacity = { id: number; colsPerDay: number };
/** Columns already booked: supervisor id -> day -> columns. */
export type Load = Map<number, Map<string, number>>;
type DayAllocation = { day: string; cols: number };
export type Placement = { supervisorId: number; startDate: string; endDate: string; cols: number; days: DayAllocation[] };

/** Ten years ahead: far past any real booking, it only stops a loop over bad data. */
const HORIZON_DAYS = 3660;

export const addDays = addDaysTo;

export function maxDay(...days: Array<string | null | undefined>): string {
  return days.filter((d): d is string => !!d).reduce((a, b) => (a > b ? a : b));
}

/** Work of an order item in columns; a product of no (or zero) columns still counts as one column per piece. */
export function workColumns(quantity: number, noOfCols: number | null | undefined): number {
  return quantity * Math.max(1, noOfCols ?? 1);
}

function usedOn(load: Load, supervisorId: number, day: string): number {
  return load.get(supervisorId)?.get(day) ?? 0;
}

function freeOn(load: Load, supervisor: SupervisorCapacity, day: string): number {
  return Math.max(0, supervisor.colsPerDay - usedOn(load, supervisor.id, day));
}

/** The first day from `from` on which the supervisor has a free column, or undefined (no capacity at all). */
export function firstFreeDay(load: Load, supervisor: SupervisorCapacity, from: string): string | undefined {
  if (supervisor.colsPerDay <= 0) return undefined;
  for (let i = 0, day = from; i < HORIZON_DAYS; i++, day = addDays(day, 1)) {
    if (freeOn(load, supervisor, day) > 0) return day;
  }
  return undefined;
}

/** Where `work` columns go for this supervisor: day by day from its first free day, filling what is free. */
export function planFor(load: Load, supervisor: SupervisorCapacity, from: string, work: number): Placement | undefined {
  const start = firstFreeDay(load, supervisor, from);
  if (!start) return undefined;
  const days: DayAllocation[] = [];
  let remaining = work;
  let day = start;
  for (let i = 0; remaining > 0 && i < HORIZON_DAYS; i++, day = addDays(day, 1)) {
    const take = Math.min(freeOn(load, supervisor, day), remaining);
    if (take > 0) {
      days.push({ day, cols: take });
      remaining -= take;
    }
  }
  if (remaining > 0) return undefined;
  if (days.length === 0) days.push({ day: start, cols: 0 });
  return { supervisorId: supervisor.id, startDate: start, endDate: days[days.length - 1]!.day, cols: work, days };
}

/**
 * The supervisor with the earliest free capacity from `from`; ties go to the one that finishes first, then to the
 * lower id (so the answer is stable).
 */
export function chooseSupervisor(
  supervisors: readonly SupervisorCapacity[],
  load: Load,
  from: string,
  work: number,
): Placement | undefined {
  let best: Placement | undefined;
  for (const supervisor of supervisors) {
    const plan = planFor(load, supervisor, from, work);
    if (!plan) continue;
    if (
      !best ||
      plan.startDate < best.startDate ||
      (plan.startDate === best.startDate && plan.endDate < best.endDate) ||
      (plan.startDate === best.startDate && plan.endDate === best.endDate && plan.supervisorId < best.supervisorId)
    ) {
      best = plan;
    }
  }
  return best;
}

/** Books a placement into the load, so the next item of the same approval sees it. */
export function bookPlacement(load: Load, placement: Placement): void {
  let days = load.get(placement.supervisorId);
  if (!days) load.set(placement.supervisorId, (days = new Map()));
  for (const { day, cols } of placement.days) days.set(day, (days.get(day) ?? 0) + cols);
}

/** Schedules several items in order, each onto the supervisor free earliest at that point. */
export function scheduleItems(
  supervisors: readonly SupervisorCapacity[],
  load: Load,
  from: string,
  works: readonly number[],
): Array<Placement | undefined> {
  return works.map((work) => {
    const placement = chooseSupervisor(supervisors, load, from, work);
    if (placement) bookPlacement(load, placement);
    return placement;
  });
}

/** next_supervisor_available_day: the first day from today on which some supervisor has a free column. */
export function nextSupervisorAvailableDay(
  supervisors: readonly SupervisorCapacity[],
  load: Load,
  today: string,
): string | undefined {
  let best: string | undefined;
  for (const supervisor of supervisors) {
    const day = firstFreeDay(load, supervisor, today);
    if (day && (!best || day < best)) best = day;
  }
  return best;
}

/**
 * The next `count` schedule item ids of `year`, given the last number used that year (undefined when none yet:
 * numbering restarts at 1 each year).
 */
export function nextScheduleAutoIds(year: number, lastUsed: number | undefined, count: number): string[] {
  const start = (lastUsed ?? 0) + 1;
  return Array.from({ length: count }, (_, i) => formatScheduleAutoId(year, start + i));
}

/** Builds a Load from rows of booked columns. */
export function loadFrom(rows: ReadonlyArray<{ supervisorId: number; day: string; cols: number }>): Load {
  const load: Load = new Map();
  for (const row of rows) {
    let days = load.get(row.supervisorId);
    if (!days) load.set(row.supervisorId, (days = new Map()));
    days.set(row.day, (days.get(row.day) ?? 0) + Number(row.cols));
  }
  return load;
}
