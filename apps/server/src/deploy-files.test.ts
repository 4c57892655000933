/**
 * The deployment files (compose.yaml, Dockerfile, the systemd units, the proxy configurations) checked where Docker
 * and systemd cannot run them: the compose file is linted as YAML and read as compose reads it; images are named by
 * version or digest; the units pass `systemd-analyze verify`; what docs/deploy.md promises of the image, the units
 * and the proxies (non-root, production dependencies, health check, a stop longer than drain and grace together, the
 * owner's URL only where migrations run) is in the files. The proxies themselves run in rolling-restart.pg.test.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { readConfig } from './config';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const defaults = readConfig({ DATABASE_URL: 'postgres://steelworks_app@db/steelworks' });
/** How long a stopping process may take at most with the default settings: the drain, then the grace period. */
const stopSeconds = defaults.shutdownDrainSeconds + defaults.shutdownGraceSeconds;

type Service = { image?: string; build?: unknown; depends_on?: Record<string, unknown>; stop_grace_period?: string; environment?: Record<string, string> };

describe('compose.yaml', () => {
  const document = parseDocument(read('compose.yaml'), { strict: true, uniqueKeys: true, prettyErrors: true });
  const compose = document.toJS({ maxAliasCount: 100 }) as { services: Record<string, Service> };
  const services = compose.services;

  it('is valid YAML with no warnings', () => {
    expect(document.errors.map(String)).toEqual([]);
    expect(document.warnings.map(String)).toEqual([]);
  });

  it('names every image by a version or a digest, never latest or no tag', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.build) continue;
      expect(service.image, name).toMatch(/(:[^:@/]*\d[^:@/]*|@sha256:[0-9a-f]{64})$/);
      expect(service.image, name).not.toMatch(/:latest$/);
    }
  });

  it('runs two API processes on one PostgreSQL, Redis, S3 store and mail catcher, and waits longer than drain and grace to stop them', () => {
    const apis = Object.entries(services).filter(([name]) => name.startsWith('api-'));
    expect(apis.length).toBeGreaterThanOrEqual(2);
    for (const [name, api] of apis) {
      for (const variable of ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_BUCKET', 'SMTP_URL', 'TRUST_PROXY', 'SHUTDOWN_DRAIN_SECONDS']) expect(api.environment, name).toHaveProperty(variable);
      for (const dependency of Object.keys(api.depends_on ?? {})) expect(services, `${name} depends on ${dependency}`).toHaveProperty(dependency);
      expect(Number.parseInt(api.stop_grace_period ?? '10', 10)).toBeGreaterThan(stopSeconds);
    }
    expect(services.proxy!.environment!.STEELWORKS_UPSTREAMS!.split(' ')).toEqual(apis.map(([name]) => `${name}:8000`));
  });

  it("connects the API as steelworks_app and lets only the migrate service, which the API waits for, hold the owner's URL", () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate') continue;
      expect(JSON.stringify(service.environment ?? {}), name).not.toContain('MIGRATION_DATABASE_URL');
      if (name.startsWith('api-')) {
        expect(service.environment!.DATABASE_URL).toMatch(/^postgres:\/\/steelworks_app:/);
        expect(service.depends_on).toMatchObject({ migrate: { condition: 'service_completed_successfully' } });
      }
    }
    expect(services.migrate!.environment).toMatchObject({ MIGRATION_DATABASE_URL: expect.stringMatching(/^postgres:\/\/steelworks:/), DATABASE_URL: expect.stringMatching(/^postgres:\/\/steelworks_app:/) });
    expect(read('deploy/compose-db-roles.sh')).toMatch(/CREATE ROLE steelworks_app LOGIN PASSWORD :'password';/);
  });

  it('takes every secret from .env, and the example .env names each one', () => {
    const wanted = new Set([...read('compose.yaml').matchAll(/\$\{(\w+):\?/g)].map((m) => m[1]));
    const example = new Set([...read('deploy/compose.env.example').matchAll(/^(\w+)=/gm)].map((m) => m[1]));
    expect([...wanted].sort()).toEqual([...example].sort());
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  const finalStage = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));

  it('builds in stages, installs production dependencies only, and runs node as a non-root user with a health check', () => {
    expect(dockerfile.match(/^FROM /gm)!.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(finalStage).toMatch(/^USER node$/m);
    expect(finalStage).toMatch(/^HEALTHCHECK .*\n?.*\/api\/v1\/health\/ready/m);
    expect(finalStage).toMatch(/^CMD \["node", .*"apps\/server\/dist\/main\.js"\]$/m);
    expect(dockerfile).toMatch(/^ARG NODE_IMAGE=node:\d+\.\d+\.\d+-/m);
  });
});

describe('the systemd units', () => {
  const template = read('deploy/steelworks@.service');
  const migrate = read('deploy/steelworks-migrate.service');

  it('pass systemd-analyze verify (keys, sections, executables)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-units-'));
    try {
      fs.writeFileSync(path.join(dir, 'steelworks@.service'), template);
      fs.writeFileSync(path.join(dir, 'steelworks-migrate.service'), migrate);
      const verified = spawnSync('systemd-analyze', ['verify', '--man=no', path.join(dir, 'steelworks@1.service'), path.join(dir, 'steelworks-migrate.service')], { encoding: 'utf8' });
      expect(verified.error, 'systemd-analyze is part of systemd (apt-get install -y systemd)').toBeUndefined();
      expect(verified.stderr + verified.stdout).toBe('');
      expect(verified.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('run the compiled server per instance with its own env file read after the shared one, and return from start once it is ready', () => {
    expect(template).toMatch(/^ExecStart=\/usr\/bin\/node .*apps\/server\/dist\/main\.js$/m);
    expect(template.match(/^EnvironmentFile=.*$/gm)).toEqual(['EnvironmentFile=/etc/steelworks/steelworks.env', 'EnvironmentFile=/etc/steelworks/instance-%i.env']);
    expect(template).toMatch(/^ExecStartPost=\/usr\/bin\/node deploy\/wait-ready\.mjs$/m);
    expect(template).toMatch(/^User=steelworks$/m);
    expect(template).toMatch(/^RestartPreventExitStatus=78$/m);
  });

  it('give the drain and the grace period time before they kill', () => {
    expect(template).toMatch(/^KillSignal=SIGTERM$/m);
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(template)![1])).toBeGreaterThan(stopSeconds);
  });

  it("migrate as the owner before any process starts, with the owner's URL in a file no API process reads", () => {
    expect(template).toMatch(/^Requires=steelworks-migrate\.service$/m);
    expect(template).toMatch(/^After=.*steelworks-migrate\.service/m);
    expect(template).not.toContain('migrate.env');
    expect(migrate).toMatch(/^Type=oneshot$/m);
    expect(migrate).toMatch(/^ExecStart=\/usr\/bin\/node .*apps\/server\/dist\/migrate\.js$/m);
    expect(migrate).toMatch(/^EnvironmentFile=\/etc\/steelworks\/migrate\.env$/m);
  });
});

describe('the proxy configurations', () => {
  it('deploy/Caddyfile checks readiness more often than a process drains, and keeps idle connections shorter than Node does', () => {
    const caddy = read('deploy/Caddyfile');
    expect(caddy).toMatch(/^\t\thealth_uri \/api\/v1\/health\/ready$/m);
    expect(Number(/^\t\thealth_interval (\d+)s$/m.exec(caddy)![1])).toBeLessThan(defaults.shutdownDrainSeconds);
    expect(caddy).toMatch(/^\t\tfail_duration \d+s$/m);
    expect(Number(/^\t\t\tkeepalive (\d+)s$/m.exec(caddy)![1])).toBeLessThan(72);
    // A request that reached a process is never sent again: no retry_match.
    expect(caddy).not.toMatch(/retry_match/);
  });

  it('deploy/nginx.conf moves a refused connection to the next process, never a request already sent', () => {
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toMatch(/^\s+proxy_next_upstream error timeout;$/m);
    expect(nginx).not.toMatch(/non_idempotent/);
    expect(nginx).not.toMatch(/^\s*keepalive /m);
    expect(nginx).toMatch(/^\s+proxy_set_header X-Forwarded-For \$remote_addr;$/m);
  });
});

describe('Node version', () => {
  it("every installed package runs on the Node that package.json's engines allow", () => {
    const require = createRequire(import.meta.url);
    const semver = require('semver') as { minVersion(range: string): { version: string }; satisfies(version: string, range: string): boolean };
    const lowest = semver.minVersion((JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node).version;
    const refusing: string[] = [];
    const walk = (folder: string) => {
      if (!fs.existsSync(folder)) return;
      for (const entry of fs.readdirSync(folder)) {
        if (entry.startsWith('.')) continue;
        const at = path.join(folder, entry);
        if (entry.startsWith('@')) walk(at);
        else if (fs.existsSync(path.join(at, 'package.json'))) {
          const manifest = JSON.parse(fs.readFileSync(path.join(at, 'package.json'), 'utf8')) as { version?: string; engines?: { node?: unknown } };
          const wanted = manifest.engines?.node;
          if (typeof wanted === 'string' && !semver.satisfies(lowest, wanted)) refusing.push(`${path.relative(root, at)}@${manifest.version} wants node ${wanted}`);
          walk(path.join(at, 'node_modules'));
        }
      }
    };
    for (const workspace of ['.', 'apps/server', 'apps/web', 'packages/contract', 'e2e', 'bench']) walk(path.join(root, workspace, 'node_modules'));
    expect(refusing).toEqual([]);
  });
});

describe('deploy/pretty-log.mjs', () => {
  it('prints JSON log lines for a person and passes any other line through, with no dependency to download', () => {
    const lines = [
      JSON.stringify({ level: 30, time: Date.UTC(2026, 10, 28, 9, 30), pid: 41, hostname: 'vm', msg: 'this process migrated the database: 2 migration(s) applied', migrations: 2 }),
      'not a JSON line',
      JSON.stringify({ level: 50, time: Date.UTC(2026, 10, 28, 9, 31), pid: 42, reqId: 'r-1', msg: 'request failed' }),
    ];
    const read = spawnSync('node', [path.join(root, 'deploy/pretty-log.mjs')], { input: `${lines.join('\n')}\n`, encoding: 'utf8' });
    expect(read.stdout).toBe(
      [
        '2026-11-28 09:30:00.000 INFO  pid 41 this process migrated the database: 2 migration(s) applied {"migrations":2}',
        'not a JSON line',
        '2026-11-28 09:31:00.000 ERROR pid 42 [r-1] request failed',
        '',
      ].join('\n'),
    );
    expect(read.stdout + read.stderr).not.toMatch(/npx|pino-pretty/);
  });
});
