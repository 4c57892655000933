import { describe, expect, it } from 'vitest';
import { parseMonth } from '@steelworks/contract/schedule';
import {
  addDays,
  bookPlacement,
  chooseSupervisor,
  firstFreeDay,
  loadFrom,
  maxDay,
  nextScheduleAutoIds,
  nextSupervisorAvailableDay,
  planFor,
  scheduleItems,
  workColumns,
  type Load,
} from './schedule.capacity';

const A = { id: 1, colsPerDay: 10 };
const B = { id: 2, colsPerDay: 4 };
const today = '2026-11-22';

describe('dates', () => {
  it('adds days across month and year ends and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(maxDay('2026-11-22', null, '2026-12-01', undefined)).toBe('2026-12-01');
  });

  it('reads a month as YYYY-MM, a date, or Month-YYYY', () => {
    expect(parseMonth('2026-11')).toEqual({ year: 2026, month: 11 });
    expect(parseMonth('2026-02-14')).toEqual({ year: 2026, month: 2 });
    expect(parseMonth('November-2026')).toEqual({ year: 2026, month: 11 });
    expect(parseMonth('nov-2026')).toEqual({ year: 2026, month: 11 });
    expect(parseMonth('2026-13')).toBeUndefined();
    expect(parseMonth('soon')).toBeUndefined();
  });
});

describe('work and capacity', () => {
  it('work is quantity x columns, at least one column a piece', () => {
    expect(workColumns(5, 3)).toBe(15);
    expect(workColumns(5, 0)).toBe(5);
    expect(workColumns(2, null)).toBe(2);
  });

  it('an item fits in one day when the capacity allows', () => {
    const plan = planFor(new Map(), A, today, 10)!;
    expect(plan).toEqual({ supervisorId: 1, startDate: today, endDate: today, cols: 10, days: [{ day: today, cols: 10 }] });
  });

  it('an item spans as many days as it needs from its start date', () => {
    const plan = planFor(new Map(), B, today, 10)!;
    expect(plan.days).toEqual([
      { day: '2026-11-22', cols: 4 },
      { day: '2026-11-23', cols: 4 },
      { day: '2026-11-24', cols: 2 },
    ]);
    expect(plan.endDate).toBe('2026-11-24');
  });

  it('starts on the first day with free capacity and fills partly booked days', () => {
    const load = loadFrom([
      { supervisorId: 2, day: '2026-11-22', cols: 4 },
      { supervisorId: 2, day: '2026-11-23', cols: 3 },
    ]);
    expect(firstFreeDay(load, B, today)).toBe('2026-11-23');
    const plan = planFor(load, B, today, 5)!;
    expect(plan.days).toEqual([
      { day: '2026-11-23', cols: 1 },
      { day: '2026-11-24', cols: 4 },
    ]);
  });

  it('skips fully booked days in the middle of a span', () => {
    const load = loadFrom([{ supervisorId: 2, day: '2026-11-23', cols: 4 }]);
    const plan = planFor(load, B, today, 6)!;
    expect(plan.days).toEqual([
      { day: '2026-11-22', cols: 4 },
      { day: '2026-11-24', cols: 2 },
    ]);
  });

  it('a supervisor with no capacity is never chosen', () => {
    expect(planFor(new Map(), { id: 9, colsPerDay: 0 }, today, 1)).toBeUndefined();
    expect(chooseSupervisor([{ id: 9, colsPerDay: 0 }], new Map(), today, 1)).toBeUndefined();
  });

  it('zero work still takes its place on the first free day', () => {
    expect(planFor(new Map(), A, today, 0)!.days).toEqual([{ day: today, cols: 0 }]);
  });
});

describe('choosing the supervisor', () => {
  it('picks the one with the earliest free capacity', () => {
    const load = loadFrom([
      { supervisorId: 1, day: '2026-11-22', cols: 10 },
      { supervisorId: 1, day: '2026-11-23', cols: 10 },
      { supervisorId: 2, day: '2026-11-22', cols: 4 },
    ]);
    expect(chooseSupervisor([A, B], load, today, 8)!.supervisorId).toBe(2);
  });

  it('on the same first day, the one that finishes first; then the lower id', () => {
    expect(chooseSupervisor([B, A], new Map(), today, 8)!.supervisorId).toBe(1);
    expect(chooseSupervisor([{ id: 5, colsPerDay: 10 }, { id: 3, colsPerDay: 10 }], new Map(), today, 8)!.supervisorId).toBe(3);
  });

  it('several items of one approval see each other', () => {
    const load: Load = new Map();
    const placements = scheduleItems([A, B], load, today, [10, 10, 4]);
    expect(placements.map((p) => [p!.supervisorId, p!.startDate, p!.endDate])).toEqual([
      [1, '2026-11-22', '2026-11-22'],
      // A is full today; B is free today and finishes on the 24th, A would start tomorrow.
      [2, '2026-11-22', '2026-11-24'],
      [1, '2026-11-23', '2026-11-23'],
    ]);
    expect(load.get(1)!.get('2026-11-22')).toBe(10);
    expect(load.get(2)!.get('2026-11-24')).toBe(2);
  });

  it('never books more than cols_per_day on any day', () => {
    const load: Load = new Map();
    scheduleItems([A, B], load, today, [7, 13, 3, 22, 1, 9, 14]);
    for (const [id, days] of load) {
      const cap = id === 1 ? 10 : 4;
      for (const cols of days.values()) expect(cols).toBeLessThanOrEqual(cap);
    }
    const total = [...load.values()].flatMap((d) => [...d.values()]).reduce((a, b) => a + b, 0);
    expect(total).toBe(7 + 13 + 3 + 22 + 1 + 9 + 14);
  });

  it('books a placement into the load', () => {
    const load: Load = new Map();
    bookPlacement(load, planFor(load, B, today, 6)!);
    expect([...load.get(2)!.entries()]).toEqual([
      ['2026-11-22', 4],
      ['2026-11-23', 2],
    ]);
  });
});

describe('next_supervisor_available_day', () => {
  it('is today when anyone has a free column today', () => {
    expect(nextSupervisorAvailableDay([A, B], new Map(), today)).toBe(today);
  });

  it('is the first day on which some supervisor has free capacity', () => {
    const load = loadFrom([
      { supervisorId: 1, day: '2026-11-22', cols: 10 },
      { supervisorId: 1, day: '2026-11-23', cols: 10 },
      { supervisorId: 2, day: '2026-11-22', cols: 4 },
      { supervisorId: 2, day: '2026-11-23', cols: 4 },
      { supervisorId: 2, day: '2026-11-24', cols: 4 },
    ]);
    expect(nextSupervisorAvailableDay([A, B], load, today)).toBe('2026-11-24');
  });

  it('is undefined with no supervisor able to work', () => {
    expect(nextSupervisorAvailableDay([], new Map(), today)).toBeUndefined();
    expect(nextSupervisorAvailableDay([{ id: 1, colsPerDay: 0 }], new Map(), today)).toBeUndefined();
  });
});

describe('schedule item ids', () => {
  it('are YEAR-N, continuing the year', () => {
    expect(nextScheduleAutoIds(2026, 16, 3)).toEqual(['2026-17', '2026-18', '2026-19']);
  });

  it('restart at 1 in a new year', () => {
    expect(nextScheduleAutoIds(2027, undefined, 2)).toEqual(['2027-1', '2027-2']);
  });
});
