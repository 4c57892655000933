// The bench's options and the shape of a scenario's result (run-bench.ts reads them; see bench/README.md).
import { parseArgs } from 'node:util';
import type { OfficeDayOptions } from '../office-day/shared';

/** Distinct requests prepared per scenario; the load cycles through them. */
export const REQUEST_VARIANTS = 256;
export const SQL_RUNS = 200;
export const SQL_BUDGET_MS = 5_000;
/** The one-connection run of a scenario is cut into this many slices, alternating between the scales. */
export const SOLO_ROUNDS = 5;

export type Options = {
  scale: number;
  /** `--scales 0.1,1`: every scale's data and server side by side, then each scenario's growth from the first to the last. */
  scales: number[];
  duration: number;
  connections: number;
  soloDuration: number;
  only: string[];
  keep: boolean;
  /** `--office-day`: simulated users against the built server as child processes (office-day.ts). */
  officeDay?: Omit<OfficeDayOptions, 'scale' | 'duration'>;
};

/** `--think 1-3`: seconds between two requests of one simulated user. */
function thinkRange(value: string): [number, number] {
  const [min, max = min] = value.split('-').map(Number);
  if (!Number.isFinite(min) || !Number.isFinite(max) || min! < 0 || max! < min!) throw new Error(`--think must be like 1-3, got "${value}"`);
  return [min!, max!];
}

export type ScenarioResult = {
  name: string;
  group?: string;
  method: string;
  path: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Median latency with one connection (no queueing behind other requests); null with --solo-duration 0. */
  soloP50: number | null;
  errors: number;
  unexpected: number;
  statuses: Record<string, number>;
  sqlMedian: number | null;
  ratio: number | null;
  failed?: string;
  /** `once` scenarios: the answer's size and how much the server process grew while answering (RSS, MB). */
  bytes?: number;
  peakMemoryMb?: number;
};

const started = Date.now();
export const log = (message: string) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`);

export function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      scale: { type: 'string', default: '0.01' },
      scales: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string', default: '10' },
      'solo-duration': { type: 'string', default: '2' },
      only: { type: 'string', multiple: true },
      keep: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
      'office-day': { type: 'boolean', default: false },
      users: { type: 'string', default: '50' },
      processes: { type: 'string', default: '1,2' },
      addresses: { type: 'string', default: 'each' },
      think: { type: 'string', default: '1-3' },
      'prepare-only': { type: 'boolean', default: false },
      fresh: { type: 'boolean', default: false },
      out: { type: 'string' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(
      'npm run bench -- [--scale 0.01 | --scales 0.1,1] [--duration 10] [--connections 10] [--solo-duration 2] [--only login,profile] [--keep]\n' +
        'npm run bench -- --office-day [--scale 0.01] [--users 50] [--duration 120] [--processes 1,2] [--addresses each,one] [--think 1-3] [--prepare-only] [--fresh] [--out file.md]\n' +
        'Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres). See bench/README.md.',
    );
    process.exit(0);
  }
  const positive = (name: string, value: string | undefined) => {
    const n = Number(value);
    if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, got "${value}"`);
    return n;
  };
  const scale = positive('scale', values.scale);
  const scales = values.scales ? values.scales.split(',').map((v) => positive('scales', v.trim())) : [scale];
  const officeDay = values['office-day']
    ? {
        users: Math.round(positive('users', values.users)),
        processes: values.processes!.split(',').map((v) => Math.round(positive('processes', v.trim()))),
        addresses: values.addresses!.split(',').map((v) => {
          if (v.trim() !== 'each' && v.trim() !== 'one') throw new Error(`--addresses takes each, one or each,one, got "${values.addresses}"`);
          return v.trim() as 'each' | 'one';
        }),
        think: thinkRange(values.think!),
        prepareOnly: values['prepare-only'] ?? false,
        fresh: values.fresh ?? false,
        out: values.out,
      }
    : undefined;
  return {
    scale: scales[0]!,
    scales,
    duration: positive('duration', values.duration ?? (officeDay ? '120' : '10')),
    officeDay,
    connections: Math.round(positive('connections', values.connections)),
    soloDuration: values['solo-duration'] === '0' ? 0 : positive('solo-duration', values['solo-duration']),
    only: (values.only ?? []).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean),
    keep: values.keep ?? false,
  };
}

/** Issue 15: a median on one connection grows at most 1.5x from scale 0.1 to 1 and stays within 1.5x its SQL + 1.5 ms. */
export const GROWTH_BOUND = 1.5;
export const STACK_ALLOWANCE_MS = 1.5;
