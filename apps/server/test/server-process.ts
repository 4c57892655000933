import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/**
 * The server as production runs it, for tests of several processes: compiled once (apps/server/build.mjs) into a
 * folder of the test's own inside apps/server (where the server's packages resolve), then started as plain
 * `node main.js` processes.
 */
export const SERVER_ROOT = path.resolve(import.meta.dirname, '..');

export function buildServer(name: string): string {
  const outDir = path.join(SERVER_ROOT, `.test-build-${name}-${process.pid}`);
  const result = spawnSync('node', ['build.mjs', '--outdir', outDir], { cwd: SERVER_ROOT, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`the server build failed:\n${result.stdout}\n${result.stderr}`);
  return outDir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  /** Every line it wrote to stdout or stderr, parsed when it is JSON. */
  lines: Array<Record<string, unknown>>;
  /** Lines that were not JSON (there should be none). */
  plainLines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

export function startServer(name: string, buildDir: string, port: number, env: Record<string, string>): ServerProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env, PORT: String(port), HOST: env.HOST ?? '127.0.0.1' };
  for (const variable of ['TEST_DATABASE_URL', 'VITEST', 'VITEST_MODE', 'VITEST_POOL_ID', 'VITEST_WORKER_ID', 'NODE_ENV']) {
    if (!(variable in env)) delete childEnv[variable];
  }
  const child = spawn('node', ['--enable-source-maps', path.join(buildDir, 'main.js')], { cwd: SERVER_ROOT, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  const server: ServerProcess = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    lines: [],
    plainLines: [],
    // 'close' comes after 'exit' once its output is read to the end, so `lines` then holds its last line.
    exited: new Promise((resolve) => child.once('close', (code, signal) => resolve({ code, signal }))),
  };
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const complete = text.split('\n');
      rest = complete.pop()!;
      for (const line of complete.filter((l) => l.trim())) {
        try {
          server.lines.push(JSON.parse(line));
        } catch {
          server.plainLines.push(line);
        }
      }
    });
  }
  return server;
}

/** Resolves when `GET /api/v1/health/ready` answers with one of `statuses`; fails when the process exits first. */
export async function waitUntil(server: ServerProcess, statuses: string[], timeoutMs = 120_000): Promise<Record<string, unknown>> {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited (${server.child.exitCode}): ${JSON.stringify(server.lines.slice(-5))} ${server.plainLines.join('\n')}`);
    try {
      const answer = await fetch(`${server.url}/api/v1/health/ready`, { signal: AbortSignal.timeout(3_000) });
      const body = (await answer.json()) as Record<string, unknown>;
      if (statuses.includes(String(body.status))) return body;
      last = JSON.stringify(body);
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${server.name} did not become ${statuses.join(' or ')} within ${timeoutMs / 1000} s (${last})`);
}
