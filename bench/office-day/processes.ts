// One configuration of the office day: N server processes, the sign-ins, the load and their memory (office-day.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../apps/server/test/server-process';
import { summarise } from './report';
import { call, step } from './requests';
import { type Addressing, type Log, type OfficeDayOptions, PASSWORD, type Plan, ROOT, SERVER_MAIN, type Sample, type User, sleep } from './shared';

// One configuration: N processes, sign-ins, the load, memory.

export type ProcessMemory = { pid: number; port: number; idleMb: number; peakMb: number; endMb: number };
export type ConfigResult = {
  processes: number;
  /** Set by runOfficeDay: whether the users had an address each or shared one. */
  addressing?: Addressing;
  duration: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  reads: { requests: number; p50: number; p95: number; p99: number };
  writes: { requests: number; p50: number; p95: number; p99: number };
  errors: number;
  clientErrors: number;
  serverErrors: number;
  networkErrors: number;
  topErrors: Array<{ reason: string; count: number }>;
  perLabel: Array<{ label: string; requests: number; p50: number; p95: number; errors: number }>;
  memory: ProcessMemory[];
  signIns: { count: number; seconds: number };
  crashed: string[];
};

export async function runConfiguration(count: number, users: User[], plan: Plan, options: OfficeDayOptions, databaseUrl: string, redisUrl: string, log: Log): Promise<ConfigResult> {
  log(`--- ${count} process${count > 1 ? 'es' : ''}: starting`);
  const redisPrefix = `steelworks-bench-${process.pid}-${count}:`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-office-day-'));
  const servers: Array<{ child: ChildProcess; port: number; stderr: string[] }> = [];
  const crashed: string[] = [];
  let stopping = false;
  try {
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const child = spawn('node', [SERVER_MAIN], {
        cwd: path.join(ROOT, 'apps/server'),
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          REDIS_URL: redisUrl === 'none' ? '' : redisUrl,
          REDIS_PREFIX: redisPrefix,
          DATA_DIR: dataDir,
          WEB_DIST: '',
          SEED_DEMO: 'false',
          LOG_LEVEL: 'warn',
          // The simulated users' X-Forwarded-For is believed from loopback: every user is its own client address, so
          // the rate limits apply per user, at their defaults, as for an office behind a reverse proxy.
          TRUST_PROXY: '127.0.0.1',
          // No proxy to tell: a stop need not drain.
          SHUTDOWN_DRAIN_SECONDS: '0',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      const server = { child, port, stderr: [] as string[] };
      child.stderr!.on('data', (chunk: Buffer) => server.stderr.push(chunk.toString()));
      child.once('exit', (code, signal) => {
        if (!stopping) crashed.push(`process on port ${port} exited (${code ?? signal}): ${server.stderr.join('').slice(-500)}`);
      });
      servers.push(server);
    }
    await Promise.all(servers.map((s) => waitReady(s.port, s.child)));
    // Idle: after start and a moment's rest, before any simulated user.
    await sleep(3000);
    const idle = servers.map((s) => rssMb(s.child.pid!));
    log(`ready: ${servers.map((s, i) => `pid ${s.child.pid} on ${s.port}, idle ${idle[i]!.toFixed(0)} MB`).join('; ')}`);
    const origins = servers.map((s) => `http://127.0.0.1:${s.port}/api/v1`);
    let next = 0;
    const origin = () => origins[next++ % origins.length]!;

    // Sign-ins: each user once, before the day starts (argon2id by design), round-robin like every request.
    const signStart = Date.now();
    await Promise.all(
      users.map(async (user) => {
        const answer = await call(origin(), user, 'POST', '/account/login', { username: user.username, password: PASSWORD });
        const token = (answer.body as { token?: string }).token;
        if (answer.status !== 200 || !token) throw new Error(`sign-in of ${user.username} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        user.token = token;
      }),
    );
    const signIns = { count: users.length, seconds: (Date.now() - signStart) / 1000 };
    log(`${users.length} users signed in in ${signIns.seconds.toFixed(1)} s; the day runs ${options.duration} s`);

    const peaks = idle.slice();
    const sampler = setInterval(() => servers.forEach((s, i) => (peaks[i] = Math.max(peaks[i]!, rssMb(s.child.pid!)))), 500);
    const samples: Sample[] = [];
    const started = performance.now();
    const deadline = Date.now() + options.duration * 1000;
    const queues = { supplies: plan.supplies.map((q) => [...q]), freeDays: plan.freeDays.map((q) => [...q]), units: plan.units.map((q) => [...q]) };
    await Promise.all(
      users.map(async (user) => {
        // Users arrive over the first think time, not all in the same millisecond.
        await sleep(user.random.next() * options.think[1] * 1000);
        while (Date.now() < deadline) {
          await step(user, plan, queues, users, origin, samples);
          await sleep((options.think[0] + user.random.next() * (options.think[1] - options.think[0])) * 1000);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const end = servers.map((s) => rssMb(s.child.pid!));
    stopping = true;
    await Promise.all(servers.map((s) => stop(s.child)));
    const result = summarise(count, seconds, samples, signIns, crashed);
    result.memory = servers.map((s, i) => ({ pid: s.child.pid!, port: s.port, idleMb: idle[i]!, peakMb: Math.max(peaks[i]!, end[i]!), endMb: end[i]! }));
    log(
      `${count} process${count > 1 ? 'es' : ''}: ${result.requests} requests, ${result.rps.toFixed(1)} req/s, p50 ${result.p50.toFixed(1)} ms, ` +
        `p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`,
    );
    return result;
  } finally {
    for (const s of servers) if (s.child.exitCode === null) s.child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function waitReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited (${child.exitCode}) before it was ready`);
    try {
      const answer = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`, { signal: AbortSignal.timeout(3000) });
      const body = (await answer.json()) as { status?: string };
      if (body.status === 'ready') return;
      if (body.status === 'degraded') throw new Error(`the server on ${port} is degraded (Redis unreachable?): ${JSON.stringify(body)}`);
    } catch (error) {
      if ((error as Error).message.includes('degraded')) throw error;
    }
    await sleep(200);
  }
  throw new Error(`the server on ${port} was not ready within 120 s`);
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Resident memory of a process in MB, from /proc (Linux); NaN elsewhere. */
function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

