/** A small seeded generator (mulberry32), so generated data is the same on every run at one scale. */
export type Random = {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** "Ravi Nair" style names. */
  name(): string;
  /** Ten-digit Indian mobile number starting 6-9. */
  phone(): string;
  /** A Date between `from` and `to`. */
  date(from: Date, to: Date): Date;
  /** yyyy-mm-dd between `from` and `to`. */
  day(from: Date, to: Date): string;
};

const FIRST = ['Anil', 'Bina', 'Chetan', 'Divya', 'Farhan', 'Gita', 'Hari', 'Irfan', 'Jaya', 'Kiran', 'Lakshmi', 'Manoj',
  'Nisha', 'Om', 'Priya', 'Rahul', 'Sana', 'Tarun', 'Usha', 'Vijay', 'Wasim', 'Yamini', 'Zoya', 'Arjun', 'Meera'];
const LAST = ['Rao', 'Nair', 'Pillai', 'Menon', 'Kumar', 'Sharma', 'Iyer', 'Khan', 'Das', 'Reddy', 'Shetty', 'Joseph',
  'Thomas', 'Patel', 'Varma', 'Gupta', 'Ali', 'Kurian', 'Bose', 'Singh'];

export function createRandom(seed = 20_26): Random {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const date = (from: Date, to: Date) => new Date(from.getTime() + next() * (to.getTime() - from.getTime()));
  return {
    next,
    int,
    pick,
    name: () => `${pick(FIRST)} ${pick(LAST)}`,
    phone: () => `${int(6, 9)}${String(int(0, 999_999_999)).padStart(9, '0')}`,
    date,
    day: (from, to) => date(from, to).toISOString().slice(0, 10),
  };
}
