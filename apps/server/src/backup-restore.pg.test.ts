/**
 * Backups that run and restores that start (issue 42 point 4; docs/deploy.md section 6): the roles of the guide (the
 * schema's owner, the server's role, a read-only backup role), deploy/backup-postgres.sh as cron runs it (no settings
 * in its environment), and deploy/restore-postgres.sh as the drill and as a real restore into a new database, run
 * with the settings of a live shop loaded (SMTP, a WhatsApp/SMS webhook, S3): nothing reaches them during a restore,
 * and the restored database starts as the server's own role.
 */
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withDatabase } from '../test/global-setup';
import { buildServer, freePort, SERVER_ROOT, startServer, waitUntil } from '../test/server-process';
import { adminUrl } from '../test/test-db';

const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
const serverUrl = process.env.TEST_DATABASE_URL!;
const suffix = crypto.randomBytes(4).toString('hex');
const roles = { owner: `steelworks_owner_${suffix}`, app: `steelworks_app_${suffix}`, backup: `steelworks_backup_${suffix}` };
const live = `steelworks_live_${suffix}`;
const restored = `steelworks_restored_${suffix}`;

/** A URL of the test's server as `role` on `database`. */
function as(role: string, database: string): string {
  const url = new URL(withDatabase(serverUrl, database));
  url.username = role;
  url.password = '';
  return url.toString();
}

let buildDir: string;
let backups: string;
let mailsSent = 0;
let webhookCalls = 0;
let smtp: SMTPServer;
let webhook: http.Server;
let liveSettings: Record<string, string>;

async function admin<T>(work: (client: pg.Client) => Promise<T>, database = 'postgres'): Promise<T> {
  const client = new pg.Client({ connectionString: database === 'postgres' ? adminUrl(serverUrl) : withDatabase(serverUrl, database) });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs a shipped script with exactly this environment (cron and sudo give a script little more). */
function script(file: string, args: string[], env: Record<string, string>) {
  const result = spawnSync(path.join(REPO_ROOT, 'deploy', file), args, {
    env: { PATH: process.env.PATH!, HOME: os.tmpdir(), STEELWORKS_DIST: buildDir, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

beforeAll(async () => {
  buildDir = buildServer('restore');
  backups = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-backups-'));
  await admin(async (client) => {
    await client.query(`CREATE ROLE ${roles.owner} LOGIN CREATEDB`);
    await client.query(`CREATE ROLE ${roles.app} LOGIN`);
    await client.query(`CREATE ROLE ${roles.backup} LOGIN IN ROLE pg_read_all_data`);
    await client.query(`CREATE DATABASE ${live} OWNER ${roles.owner}`);
  });
  // The live shop: migrated by its owner, with a message waiting in the outbox for a real person.
  const migrated = spawnSync('node', [path.join(buildDir, 'migrate.js')], {
    env: { PATH: process.env.PATH!, DATABASE_URL: as(roles.app, live), MIGRATION_DATABASE_URL: as(roles.owner, live) },
    encoding: 'utf8',
  });
  expect(migrated.status, migrated.stdout + migrated.stderr).toBe(0);
  const shop = new pg.Client({ connectionString: as(roles.app, live) });
  await shop.connect();
  await shop.query(`insert into mail_outbox ("to", subject, body) values ('real.customer@example.com', 'Your order shipped', 'Dear customer')`);
  await shop.end();

  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      mailsSent += 1;
      stream.resume().on('end', () => done());
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  webhook = http.createServer((_request, response) => {
    webhookCalls += 1;
    response.end('{}');
  });
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  const webhookUrl = `http://127.0.0.1:${(webhook.address() as { port: number }).port}`;
  // What `. /etc/steelworks/steelworks.env; . /etc/steelworks/migrate.env` gives a shell on the live machine.
  liveSettings = {
    DATABASE_URL: as(roles.app, live),
    MIGRATION_DATABASE_URL: as(roles.owner, live),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_WEBHOOK_URL: `${webhookUrl}/send`,
    S3_BUCKET: 'steelworks',
    S3_ENDPOINT: webhookUrl,
    NOTIFY_POLL_SECONDS: '1',
  };
}, 180_000);

afterAll(async () => {
  await admin(async (client) => {
    for (const database of [live, restored]) await client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    const left = await client.query<{ datname: string }>(`select datname from pg_database where datname like 'steelworks_drill_%' and datdba = (select oid from pg_roles where rolname = $1)`, [roles.owner]);
    for (const { datname } of left.rows) await client.query(`DROP DATABASE ${datname} WITH (FORCE)`);
    for (const role of Object.values(roles)) await client.query(`DROP ROLE IF EXISTS ${role}`);
  });
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  await new Promise<void>((resolve) => (webhook ? webhook.close(() => resolve()) : resolve()));
  for (const folder of [buildDir, backups]) if (folder) fs.rmSync(folder, { recursive: true, force: true });
}, 60_000);

describe('deploy/backup-postgres.sh, as cron runs it', () => {
  it('dumps the database named on its command line with the read-only backup role', () => {
    const run = script('backup-postgres.sh', [as(roles.backup, live), backups], {});
    expect(run.code, run.err).toBe(0);
    expect(run.out).toMatch(new RegExp(`^backup of postgres://${roles.backup}@.*/${live} written to ${backups}/steelworks-\\d{4}-\\d\\d-\\d\\dT\\d{6}\\.dump`));
    expect(fs.readdirSync(backups).filter((file) => file.endsWith('.dump'))).toHaveLength(1);
  });

  it('fails loudly, leaving no file that looks like a dump, when it cannot reach the database', () => {
    const run = script('backup-postgres.sh', [as(roles.backup, `${live}_missing`), backups], {});
    expect(run.code).toBe(1);
    expect(run.err).toMatch(/^STEELWORKS BACKUP FAILED: pg_dump of postgres:\/\/.*does not exist/);
    expect(fs.readdirSync(backups).filter((file) => !file.endsWith('.dump') || file.includes('partial'))).toEqual([]);
    expect(fs.readdirSync(backups)).toHaveLength(1);
  });
});

describe('deploy/restore-postgres.sh', () => {
  const dump = () => path.join(backups, fs.readdirSync(backups).find((file) => file.endsWith('.dump'))!);

  it('the drill restores into a scratch database, starts as the server role with nothing leaving the building, and drops it', async () => {
    const port = String(await freePort());
    const run = script('restore-postgres.sh', [dump(), '--port', port], liveSettings);
    expect(run.code, run.out + run.err).toBe(0);
    expect(run.out).toMatch(/restored .* into steelworks_drill_\d+ in [\d.]+ s/);
    expect(run.out).toContain(`the server started on steelworks_drill_`);
    expect(run.out).toMatch(new RegExp(`as ${roles.app} and was ready in [\\d.]+ s`));
    // The message for a real person is still waiting in the restored copy: no one sent it.
    expect(run.out).toMatch(/mail_kept_unsent\s*\n-+.*\n.*\|\s*1\s*\n/);
    expect(run.out).toMatch(/dropped database steelworks_drill_\d+\ndrill passed: restore \d+ s, migrate \d+ s, ready \d+ s/);
    const drills = await admin((client) => client.query(`select datname from pg_database where datname like 'steelworks_drill_%' and datdba = (select oid from pg_roles where rolname = $1)`, [roles.owner]));
    expect(drills.rows).toEqual([]);
    expect({ mailsSent, webhookCalls }).toEqual({ mailsSent: 0, webhookCalls: 0 });
  }, 240_000);

  it('a real restore into a new database keeps it, owned by the schema owner, and the server starts on it as its own role', async () => {
    const run = script('restore-postgres.sh', [dump(), '--into', restored, '--port', String(await freePort())], liveSettings);
    expect(run.code, run.out + run.err).toBe(0);
    expect(run.out).toContain(`database ${restored} is ready: point DATABASE_URL and MIGRATION_DATABASE_URL at it, then restart the processes`);
    const owners = await admin((client) => client.query(`select distinct pg_get_userbyid(relowner) as owner from pg_class where relnamespace = 'public'::regnamespace`), restored);
    expect(owners.rows).toEqual([{ owner: roles.owner }]);

    // The processes, pointed at it: DATABASE_URL only (no owner's URL), and they start.
    const server = startServer('restored', buildDir, await freePort(), { DATABASE_URL: as(roles.app, restored), NODE_ENV: 'production', WEB_DIST: '', DATA_DIR: backups, NOTIFY_POLL_SECONDS: '0', SHUTDOWN_DRAIN_SECONDS: '0' });
    try {
      await waitUntil(server, ['ready']);
      expect(server.lines).toEqual(expect.arrayContaining([expect.objectContaining({ msg: 'database schema up to date: nothing to migrate', migratedAs: roles.app })]));
      expect(server.lines.some((line) => String(line.msg).startsWith('DATABASE_URL connects as'))).toBe(false);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    expect({ mailsSent, webhookCalls }).toEqual({ mailsSent: 0, webhookCalls: 0 });
  }, 240_000);
});
