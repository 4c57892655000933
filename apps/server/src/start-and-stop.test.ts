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
    expect((await server.exited).code).toBe(1);
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
