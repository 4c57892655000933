import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The reverse proxies the repo ships (deploy/Caddyfile, deploy/nginx.conf), run as they are from Debian's packages for
 * tests that go through them. A missing proxy is an error that says how to install it (.ci/run installs both), never
 * a test that passes without having run.
 */
export type Proxy = {
  name: string;
  url: string;
  stop(): Promise<void>;
  output(): string;
  /** What docs/deploy.md (section 8) has an operator do before a process on this port restarts, and after it is ready. */
  leaveOut(port: number): Promise<void>;
  takeBack(port: number): Promise<void>;
};

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');

function requireProgram(program: string, install: string): string {
  const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' }).stdout.trim();
  if (!found) throw new Error(`${program} is not installed, so the test through it cannot run: ${install} (.ci/run does it)`);
  return found;
}

/** deploy/Caddyfile, with the site and upstreams given as its environment variables; the admin API off (tests run side by side). */
export async function startCaddy(port: number, upstreams: number[]): Promise<Proxy> {
  const caddy = requireProgram('caddy', 'apt-get install -y caddy');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-caddy-'));
  const file = path.join(dir, 'Caddyfile');
  fs.writeFileSync(file, `{\n\tadmin off\n}\n${fs.readFileSync(path.join(REPO_ROOT, 'deploy/Caddyfile'), 'utf8')}`);
  const child = spawn(caddy, ['run', '--config', file, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      STEELWORKS_SITE: `http://127.0.0.1:${port}`,
      STEELWORKS_UPSTREAMS: upstreams.map((p) => `127.0.0.1:${p}`).join(' '),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Nothing to do around a restart: Caddy's readiness check takes a draining process out by itself.
  return { ...(await running('caddy', child, port, dir)), leaveOut: async () => {}, takeBack: async () => {} };
}

/** deploy/nginx.conf as the site of a minimal nginx.conf, with its three upstream ports and its listen port replaced. */
export async function startNginx(port: number, upstreams: number[]): Promise<Proxy> {
  const nginx = requireProgram('nginx', 'apt-get install -y nginx-light');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-nginx-'));
  // Worker processes run as nobody when nginx starts as root: they write their temporary files here.
  fs.chmodSync(dir, 0o777);
  let site = fs.readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8');
  const shipped = ['127.0.0.1:8001', '127.0.0.1:8002', '127.0.0.1:8003', 'listen 80;'];
  for (const text of shipped) if (!site.includes(text)) throw new Error(`deploy/nginx.conf no longer holds "${text}": update this test's reading of it`);
  upstreams.forEach((p, i) => (site = site.replace(`127.0.0.1:${8001 + i}`, `127.0.0.1:${p}`)));
  site = site.replace('listen 80;', `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(dir, 'steelworks.conf'), site);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `error_log ${path.join(dir, 'error.log')} warn;`,
      `pid ${path.join(dir, 'nginx.pid')};`,
      'events { worker_connections 1024; }',
      `http { access_log off; ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join(' ')} include ${path.join(dir, 'steelworks.conf')}; }`,
    ].join('\n'),
  );
  const nginxArgs = ['-p', dir, '-c', path.join(dir, 'nginx.conf')];
  const child = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  const proxy = await running('nginx', child, port, dir);
  /** docs/deploy.md, section 8: mark the process's server `down` (or not) and reload; nginx's old workers finish what they hold. */
  const markDown = async (upstream: number, down: boolean) => {
    const file = path.join(dir, 'steelworks.conf');
    const [up, marked] = [`server 127.0.0.1:${upstream} `, `server 127.0.0.1:${upstream} down `];
    const [from, to] = down ? [up, marked] : [marked, up];
    const site = fs.readFileSync(file, 'utf8');
    if (!site.includes(from)) throw new Error(`deploy/nginx.conf as run here holds no "${from}"`);
    fs.writeFileSync(file, site.replace(from, to));
    const reload = spawnSync(nginx, [...nginxArgs, '-s', 'reload'], { encoding: 'utf8' });
    if (reload.status !== 0) throw new Error(`nginx -s reload failed: ${reload.stderr}`);
    // The reload is taken in by the master in a moment; give it one before the process stops.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  };
  return {
    ...proxy,
    output: () => proxy.output() + (fs.existsSync(path.join(dir, 'error.log')) ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8') : ''),
    leaveOut: (upstream) => markDown(upstream, true),
    takeBack: (upstream) => markDown(upstream, false),
  };
}

async function running(name: string, child: ChildProcess, port: number, dir: string): Promise<Omit<Proxy, 'leaveOut' | 'takeBack'>> {
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}): ${output}`);
    const answer = await fetch(`${url}/api/v1/health`).catch(() => undefined);
    if (answer?.ok) break;
    if (Date.now() > deadline) throw new Error(`${name} did not answer on ${url} within 20 s: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    name,
    url,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
