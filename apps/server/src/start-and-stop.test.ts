/**
 * The server as an operator starts and stops it (issue 28), on the embedded database: `npm start` ends in one node
 * process that takes SIGTERM itself; a production start refuses demo data; create-admin applies the password rules
 * and refuses a second first admin; `npm run backup` copies the database while the server runs and `npm run restore`
 * puts it back.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readAsShell, readAsSystemd } from '../test/env-files';
import { buildServer, freePort, SERVER_ROOT, startServer, waitUntil } from '../test/server-process';

const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
let buildDir: string;
const folders: string[] = [];
const tempDir = (name: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), `steelworks-${name}-`));
  folders.push(folder);
  return folder;
};

beforeAll(() => {
  buildDir = buildServer('start-stop');
}, 60_000);
afterAll(() => {
  for (const folder of [buildDir, ...folders]) fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs one of the built commands (create-admin, backup, restore) to its end. */
function command(script: string, args: string[], env: Record<string, string>) {
  const childEnv = { ...process.env, ...env };
  delete childEnv.DATABASE_URL;
  const result = spawnSync('node', [path.join(buildDir, `${script}.js`), ...args], { cwd: SERVER_ROOT, env: childEnv, encoding: 'utf8' });
  return { code: result.status, out: result.stdout + result.stderr };
}

async function signIn(url: string, username: string, password: string) {
  const response = await fetch(`${url}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return { status: response.status, body: (await response.json()) as { token?: string } };
}

describe('npm start', () => {
  it('ends in one node process that stops cleanly on a SIGTERM sent to npm', async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempDir('npm-start'), SEED_DEMO: 'false' };
    delete env.DATABASE_URL;
    const npm = spawn('npm', ['start'], { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    npm.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.once('exit', (code) => resolve(code)));
    // The first start may build the web app and the server.
    await waitUntil({ name: 'npm start', port, url: `http://127.0.0.1:${port}`, child: npm, lines: [], plainLines: [], exited: exited.then((code) => ({ code, signal: null })) }, ['ready'], 300_000);

    const children = spawnSync('ps', ['-o', 'pid=,args=', '--ppid', String(npm.pid)], { encoding: 'utf8' }).stdout.trim().split('\n');
    expect(children).toHaveLength(1);
    expect(children[0]).toMatch(/^\s*\d+ node --enable-source-maps apps\/server\/dist\/main\.js$/);
    const serverPid = Number(children[0]!.trim().split(' ')[0]);

    npm.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(() => process.kill(serverPid, 0)).toThrow(); // the server is gone too, not orphaned
    const logLines = output.split('\n').filter((line) => line.startsWith('{'));
    expect(logLines.map((line) => JSON.parse(line).msg)).toEqual(expect.arrayContaining(['Steelworks back office is running', 'stopped cleanly']));
  }, 360_000);
});

describe('a production start', () => {
  it('refuses the demo seed with a reason in the log', async () => {
    const server = startServer('production', buildDir, await freePort(), { NODE_ENV: 'production', SEED_DEMO: 'true', DATA_DIR: tempDir('production') });
    // 78: a setting is wrong, which the systemd unit does not restart.
    expect((await server.exited).code).toBe(78);
    expect(server.lines).toEqual([expect.objectContaining({ level: 60, msg: 'refusing to start', reason: expect.stringMatching(/^SEED_DEMO=true with NODE_ENV=production/) })]);
  });
});

describe('create-admin, backup and restore on the embedded database', () => {
  const dataDir = tempDir('admin');
  const env = { DATA_DIR: dataDir };

  it('applies the password rules to ADMIN_PASSWORD', () => {
    const refused = command('create-admin', ['--username', 'owner', '--email', 'owner@example.com'], { ...env, ADMIN_PASSWORD: 'x' });
    expect(refused).toEqual({ code: 2, out: expect.stringContaining('ADMIN_PASSWORD is refused: Your password must be at least 8 characters.') });
    const created = command('create-admin', ['--username', 'owner', '--email', 'owner@example.com', '--name', 'Shop Owner'], { ...env, ADMIN_PASSWORD: 'Owner-Pass-1' });
    expect(created).toEqual({ code: 0, out: expect.stringContaining('Admin "owner" created.') });
  }, 120_000);

  it('refuses a second first admin unless --another is given, which prints a temporary password', () => {
    const refused = command('create-admin', ['--username', 'deputy', '--email', 'deputy@example.com'], env);
    expect(refused).toEqual({ code: 1, out: expect.stringContaining('already has an active admin ("owner")') });
    const another = command('create-admin', ['--username', 'deputy', '--email', 'deputy@example.com', '--another'], env);
    expect(another.code).toBe(0);
    expect(another.out).toMatch(/Admin "deputy" created\. Temporary password: \S{12} \(change it at first sign-in\)/);
  }, 120_000);

  it('backs up while the server runs, and restore brings back what was backed up', async () => {
    const port = await freePort();
    const serverEnv = { ...env, SEED_DEMO: 'false' };
    let server = startServer('embedded', buildDir, port, serverEnv);
    await waitUntil(server, ['ready']);
    const backupsDir = tempDir('backups');
    expect(command('create-admin', ['--username', 'x', '--email', 'x@example.com', '--another'], env)).toEqual({
      code: 1,
      out: expect.stringContaining(`A server is running on ${dataDir}`),
    });

    const backup = command('backup', ['--out', backupsDir], env);
    expect(backup.code).toBe(0);
    expect(backup.out).toMatch(/Backup written by the running server: /);
    const [folder] = fs.readdirSync(backupsDir);
    expect(fs.readdirSync(path.join(backupsDir, folder!))).toContain('database.tar.gz');

    // A change after the backup: the owner picks a new password.
    const { body } = await signIn(server.url, 'owner', 'Owner-Pass-1');
    const changed = await fetch(`${server.url}/api/v1/account/change_password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `token ${body.token}` },
      body: JSON.stringify({ old_password: 'Owner-Pass-1', new_password: 'Owner-Pass-2', confirm_new_password: 'Owner-Pass-2' }),
    });
    expect(changed.status).toBe(200);
    expect(command('restore', [path.join(backupsDir, folder!)], env)).toEqual({ code: 1, out: expect.stringContaining('stop it first') });
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);

    const restored = command('restore', [path.join(backupsDir, folder!)], env);
    expect(restored.code).toBe(0);
    expect(restored.out).toMatch(/What was there before is kept in .*pglite\.before-restore-/);
    server = startServer('restored', buildDir, port, serverEnv);
    await waitUntil(server, ['ready']);
    expect((await signIn(server.url, 'owner', 'Owner-Pass-1')).status).toBe(200);
    expect((await signIn(server.url, 'owner', 'Owner-Pass-2')).status).toBe(400);
    server.child.kill('SIGTERM');
    expect((await server.exited).code).toBe(0);
  }, 240_000);
});

describe('deploy/steelworks.env.example, read as systemd, Docker Compose and a shell read it (issue 42)', () => {
  const shared = path.join(REPO_ROOT, 'deploy/steelworks.env.example');
  const instance = path.join(REPO_ROOT, 'deploy/instance.env.example');
  const text = (file: string) => fs.readFileSync(file, 'utf8');

  it('keeps to what the three read alike: comments on lines of their own, single quotes around values with spaces or <>', () => {
    for (const file of [shared, instance, path.join(REPO_ROOT, 'deploy/migrate.env.example'), path.join(REPO_ROOT, 'deploy/compose.env.example')]) {
      for (const line of text(file).split('\n').filter((l) => l.trim() && !l.startsWith('#'))) {
        expect(line, file).toMatch(/^[A-Z][A-Z0-9_]*=('[^'$\\]*'|[^\s'"#$\\;&|<>()`]*)$/);
      }
    }
    const asSystemd = readAsSystemd(text(shared));
    expect(readAsShell(shared)).toEqual(asSystemd);
    expect(asSystemd).toMatchObject({
      HOST: '127.0.0.1',
      MAIL_FROM: 'Steelworks <office@example.com>',
      PUBLIC_URL: 'https://steelworks.example.com',
      TRUST_PROXY: '127.0.0.1',
      SHUTDOWN_DRAIN_SECONDS: '5',
    });
    for (const [name, value] of Object.entries(asSystemd)) expect(value, name).not.toMatch(/#|^\s|\s$/);
  });

  it("reads each instance's file after the shared one, so its PORT wins over one left in the shared file", () => {
    const env = readAsSystemd(`${text(shared)}PORT=8000\n`, text(instance));
    expect(env).toMatchObject({ PORT: '8001', METRICS_PORT: '9101' });
  });

  it('starts the server as systemd would give it the file, and deploy/wait-ready.mjs returns once it is ready', async () => {
    const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
    // This machine's own database and ports instead of the example's; every other setting as the file says.
    const { DATABASE_URL: _database, ...settings } = readAsSystemd(text(shared), text(instance));
    const env: Record<string, string> = { ...settings, DATA_DIR: tempDir('env-file'), SEED_DEMO: 'false', WEB_DIST: '', PORT: String(port), METRICS_PORT: String(metricsPort) };
    const server = startServer('from the env file', buildDir, port, env);
    const waited = spawnSync('node', [path.join(REPO_ROOT, 'deploy/wait-ready.mjs')], { env: { PATH: process.env.PATH, PORT: String(port), HOST: env.HOST! }, encoding: 'utf8' });
    expect(waited.status, waited.stderr).toBe(0);
    expect(waited.stdout).toMatch(new RegExp(`^ready after [\\d.]+ s: http://127.0.0.1:${port}/api/v1/health/ready answers \\{"status":"(ready|degraded)"`));
    expect((await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).status).toBe(200);
    expect(server.lines.map((line) => line.msg)).toContain('Steelworks back office is running');
    expect(server.plainLines).toEqual([]);
    server.child.kill('SIGINT');
    expect((await server.exited).code).toBe(0);
  }, 120_000);

  it('deploy/wait-ready.mjs fails when no process becomes ready in time', async () => {
    const port = await freePort();
    const waited = spawnSync('node', [path.join(REPO_ROOT, 'deploy/wait-ready.mjs')], { env: { PATH: process.env.PATH, PORT: String(port), WAIT_READY_SECONDS: '1' }, encoding: 'utf8' });
    expect(waited.status).toBe(1);
    expect(waited.stderr).toBe(`not ready after 1 s: http://127.0.0.1:${port}/api/v1/health/ready (last: ECONNREFUSED)\n`);
  });
});

describe('a setting or a port the server cannot start with: one JSON line naming it, never a stack', () => {
  /** Starts the built server with these settings and answers its exit code and what it wrote. */
  async function start(env: Record<string, string>, port?: number) {
    const server = startServer('misconfigured', buildDir, port ?? (await freePort()), { DATA_DIR: tempDir('misconfigured'), SEED_DEMO: 'false', WEB_DIST: '', ...env });
    const { code } = await server.exited;
    return { code, last: server.lines.at(-1), plainLines: server.plainLines };
  }

  it('refuses an inline comment that systemd kept in HOST or PUBLIC_URL with exit 78, before migrating anything', async () => {
    const { HOST } = readAsSystemd('HOST=127.0.0.1   # the reverse proxy is what the network sees\n');
    const host = await start({ HOST: HOST! });
    expect(host).toEqual({
      code: 78,
      last: expect.objectContaining({ level: 60, msg: 'refusing to start', reason: expect.stringMatching(/^HOST is "127\.0\.0\.1 {3}# the reverse proxy is what the network sees": expected an address.* put comments on lines of their own\.$/) }),
      plainLines: [],
    });
    const { PUBLIC_URL } = readAsSystemd('PUBLIC_URL=https://steelworks.example.com   # start of the links\n');
    const publicUrl = await start({ PUBLIC_URL: PUBLIC_URL! });
    expect(publicUrl).toEqual({ code: 78, last: expect.objectContaining({ level: 60, reason: expect.stringMatching(/^PUBLIC_URL is "https:\/\/steelworks.example.com {3}# start of the links"/) }), plainLines: [] });
    expect(await start({ METRICS_PORT: 'nine thousand' })).toMatchObject({ code: 78, last: { reason: 'METRICS_PORT is "nine thousand": expected a whole number from 1 to 65535.' } });
  }, 60_000);
});
