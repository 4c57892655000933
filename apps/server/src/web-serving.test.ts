import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

describe('serving the web app', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-dist-'));
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Steelworks</title><div id="root"></div>');
    fs.mkdirSync(path.join(dist, 'assets'));
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('answers a deep link with the app (history fallback)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dealers/3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Steelworks</title>');
  });

  it('serves a file written after start (a rebuilt client needs no restart)', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'late.js'), 'console.log("late")');
    const response = await t.app.inject({ method: 'GET', url: '/assets/late.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("late")');
  });

  it('answers a missing asset with 404, not the app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.' });
  });
});
