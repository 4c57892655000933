import type { Role } from '@steelworks/contract/roles';
import type { Db } from '../../apps/server/src/db/client';
import type { Random } from './random';

/** One SQL statement with positional parameters ($1, $2, ...), as the driver takes it. */
export type SqlQuery = { text: string; params?: unknown[] };

/** The database driver itself (node-postgres pool or the PGlite client): no drizzle, no Fastify, no HTTP. */
export type Driver = {
  kind: 'postgres' | 'pglite';
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<R[]>;
};

/**
 * What generators and scenarios get. Generators run before the server starts (`tokens` is empty then); scenarios
 * are built after every generator ran and the demo accounts signed in.
 */
export type BenchContext = {
  /** Fraction of the ten-year size of docs/product/lists-and-counts.md#the-scale-we-design-for (1 = ten years). */
  scale: number;
  /** Drizzle over the bench database, for generators that prefer the table objects. */
  db: Db;
  driver: Driver;
  /** argon2 hash of the demo password, computed once: give it to every generated account. */
  passwordHash: string;
  /** The demo password (DEMO_PASSWORD of account.seed.ts), valid for every generated account. */
  password: string;
  /** `round(n * scale)`, at least `min` (default 1): `ctx.scaled(100_000)` orders. */
  scaled(n: number, min?: number): number;
  /**
   * Days of history the data spans, up to today: ten years at scale 1, one at 0.1 (at least 30). Generators spread
   * their rows over this span, so a day, a month or the open work holds as many rows at every scale and only the
   * history grows: what issue 15 compares between two scales.
   */
  spanDays: number;
  /** Seeded, so two runs at one scale generate the same data. */
  random: Random;
  log(message: string): void;
  /** A token per demo account role (admin, dealer, ...), signed in through the API. */
  tokens: Partial<Record<Role, string>>;
  /** Free space for a module to leave values (e.g. id ranges) from its generator to its scenarios. */
  state: Record<string, unknown>;
};

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One named request measured under concurrent load. `path` and `body` may be functions: the harness calls them a
 * few hundred times up front and the load cycles through the answers, so requests can vary (ids, pages, searches).
 */
export type Scenario = {
  /** Unique, kebab-case; `--only <name>` selects it. */
  name: string;
  /** `--only <group>` selects every scenario of the group too. */
  group?: string;
  method: HttpMethod;
  /** Under /api/v1, e.g. '/account/outbox/?search=x&page=3'. */
  path: string | ((ctx: BenchContext) => string);
  /** Sent as JSON. */
  body?: unknown | ((ctx: BenchContext) => unknown);
  /** Sign in as the demo account of a role, send a given token, or nothing (default 'anonymous'). */
  as?: Role | 'anonymous' | { token: (ctx: BenchContext) => string };
  /** The status every answer should have (default: any 2xx); anything else counts under "non-2xx/other". */
  expectStatus?: number;
  /**
   * The SQL the request runs, run directly through the driver to compare against (e.g. the count and the page
   * query of a list). All statements run in order and are timed together; a function is called for every run.
   */
  sql?: SqlQuery[] | ((ctx: BenchContext) => SqlQuery[]);
  /**
   * Work the request must do besides its SQL, by design (a sign-in's argon2id verify): timed with the SQL in the
   * `sql p50` column, so the stack bound compares the stack against all of the request's own work.
   */
  work?: (ctx: BenchContext) => Promise<unknown>;
  /** Which server answers: ours (default) or the bare Fastify hello-world the harness starts beside it. */
  target?: 'app' | 'bare';
  /** One line printed under the table, e.g. what the numbers include. */
  note?: string;
  /**
   * A long answer (a CSV export of every row): timed alone a few times from the request to its last byte, with the
   * server's peak memory growth, instead of under load.
   */
  once?: boolean;
};

/** What every bench/modules/<m>.ts exports. */
export type BenchModule = {
  generate(ctx: BenchContext): Promise<void>;
  scenarios: Scenario[];
};
