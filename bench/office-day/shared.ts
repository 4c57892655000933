// What the parts of the office day share: its options, the roles' mix, the users and their plan (office-day.ts).
import path from 'node:path';
import { type Random } from '../lib/random';
import type { Driver } from '../lib/types';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_MAIN = path.join(ROOT, 'apps/server/dist/main.js');
export const PASSWORD = 'Demo@1234';

export type OfficeDayOptions = {
  scale: number;
  users: number;
  /** Seconds of load per configuration. */
  duration: number;
  /** Process counts to run in turn, e.g. [1, 2]. */
  processes: number[];
  /**
   * Each process count runs once per entry: `each` gives every user an address of its own, `one` gives all users one
   * address, as a shop's office behind one NAT address (issue 42: the limits count signed-in requests per account).
   */
  addresses: Addressing[];
  /** Think time between two requests of one user, seconds [min, max]. */
  think: [number, number];
  /** Generate (or find) the data and stop. */
  prepareOnly: boolean;
  /** Drop the kept data of this scale and generate it again. */
  fresh: boolean;
  /** Also write the markdown report to this file. */
  out?: string;
};

/** What run-bench.ts provides: the same migrations, demo seed and module generators as every other bench run. */
export type Generator = (target: { url: string; driver: Driver }, scale: number) => Promise<{ sizes: Record<string, number> }>;

export type Log = (message: string) => void;

export type Addressing = 'each' | 'one';
/** The office's one address in an `--addresses one` run. */
export const OFFICE_ADDRESS = '10.28.0.1';
export const userAddress = (index: number) => `10.28.${Math.floor(index / 250)}.${1 + (index % 250)}`;

// ---------------------------------------------------------------------------------------------------------------
// The roles and what each does. Weights are picked per step; a step is one request, then think time.

export type RoleName = 'admin' | 'productionmanager' | 'dealer' | 'supervisor' | 'storemanager' | 'sheet_user' | 'worker' | 'fieldstaff';

/** Users of each role out of 50: a shop's office, floor and field (scaled to --users, at least one each). */
export const MIX: Array<[RoleName, number]> = [
  ['admin', 2],
  ['productionmanager', 3],
  ['dealer', 12],
  ['supervisor', 5],
  ['storemanager', 3],
  ['sheet_user', 4],
  ['worker', 15],
  ['fieldstaff', 6],
];

export type Answer = { status: number; body: unknown };
export type Sample = { label: string; write: boolean; status: number; ms: number; reason?: string };

/** Plans shared by the users of one configuration: disjoint queues of work so two users never race for one row. */
export type Plan = {
  products: number[];
  sheets: number[];
  supervisors: number[];
  sites: Array<{ id: number; lat: number; lng: number }>;
  /** Per storemanager user: supply ids that the store's stock covers. */
  supplies: number[][];
  /** Per productionmanager user: free (supervisor, date) pairs for daily work. */
  freeDays: Array<Array<{ supervisor: number; date: string }>>;
  /** Per productionmanager user: units that may get their next work. */
  units: Array<Array<{ id: number; work: string }>>;
  workerAccounts: number[];
  today: string;
};

export type User = {
  index: number;
  role: RoleName;
  username: string;
  accountId: number;
  /** This user's share of its account's rows when several users sign in as one account (a phone and a desk). */
  share: { of: number; mine: number };
  address: string;
  random: Random;
  token?: string;
  /** Field staff: the open visit, if any. */
  openVisit?: number | null;
  /** Supervisor: its supervisors.id. */
  supervisorId?: number;
  /** Dealer: order ids it placed or saw, to open one. */
  orders: number[];
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
