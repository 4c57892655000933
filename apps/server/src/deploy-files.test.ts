/**
 * The deployment files (compose.yaml, Dockerfile, the systemd unit) checked where Docker cannot run them: the compose
 * file is linted as YAML and read as compose reads it; images are named by version or digest; what docs/deploy.md
 * promises of the image and the unit (non-root, production dependencies, health check, a stop longer than the drain)
 * is in the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { readConfig } from './config';

const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const drainSeconds = readConfig({}).shutdownGraceSeconds;

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

  it('runs two API processes on one PostgreSQL, Redis, S3 store and mail catcher, and waits longer than the drain to stop them', () => {
    const apis = Object.entries(services).filter(([, service]) => service.build);
    expect(apis.length).toBeGreaterThanOrEqual(2);
    for (const [name, api] of apis) {
      for (const variable of ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT', 'S3_BUCKET', 'SMTP_URL', 'TRUST_PROXY']) expect(api.environment, name).toHaveProperty(variable);
      for (const dependency of Object.keys(api.depends_on ?? {})) expect(services, `${name} depends on ${dependency}`).toHaveProperty(dependency);
      expect(Number.parseInt(api.stop_grace_period ?? '10', 10)).toBeGreaterThan(drainSeconds);
    }
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

describe('deploy/steelworks.service', () => {
  const unit = read('deploy/steelworks.service');

  it('runs the compiled server with node itself and gives the drain time before it kills', () => {
    expect(unit).toMatch(/^ExecStart=\/usr\/bin\/node .*apps\/server\/dist\/main\.js$/m);
    expect(unit).toMatch(/^KillSignal=SIGTERM$/m);
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(unit)![1])).toBeGreaterThan(drainSeconds);
    expect(unit).toMatch(/^User=steelworks$/m);
  });
});
