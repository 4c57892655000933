import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/harness';

describe('serving the web app', () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'steelworks-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Steelworks</title><div id="root"></div>');
  fs.mkdirSync(path.join(dist, 'assets'));
  const t = useTestApp({ webDist: dist });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it('answers a deep link with the app (history fallback)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dealers/3' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Steelworks</title>');
  });

  it('answers HEAD of a page route as GET would, without a body (uptime checks ask HEAD /login)', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toBe('');
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

  it('sends a built file compressed to a browser that accepts it, and lets the browser keep a hashed one', async () => {
    const script = `export const names = [${Array.from({ length: 500 }, (_, i) => `"frame ${i}"`).join(', ')}];`;
    fs.writeFileSync(path.join(dist, 'assets', 'index-4f9a2c.js'), script);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-4f9a2c.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(asset.rawPayload).toString()).toBe(script);
    expect(asset.rawPayload.length).toBeLessThan(script.length / 4);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // An old client without compression still gets the file as it is.
    const plain = await t.app.inject({ method: 'GET', url: '/assets/index-4f9a2c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    // The page itself is asked for again each time, so a new build (new hashed names) reaches the browser at once.
    const page = await t.app.inject({ method: 'GET', url: '/orders', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(page.headers['cache-control']).not.toContain('immutable');
  });

  it('sends the brotli file the build wrote beside an asset, as it is', async () => {
    const style = `.frame { color: red; }\n`.repeat(200);
    const brotli = zlib.brotliCompressSync(style, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    fs.writeFileSync(path.join(dist, 'assets', 'index-77b1e0.css'), style);
    fs.writeFileSync(path.join(dist, 'assets', 'index-77b1e0.css.br'), brotli);
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-77b1e0.css', headers: { 'accept-encoding': 'gzip, br' } });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['content-type']).toContain('text/css');
    expect(asset.rawPayload.equals(brotli)).toBe(true);
  });

  it('sends a long JSON answer gzip-compressed to a client that accepts gzip, and plain to one that does not', async () => {
    // The API's description: a long answer that needs no data first.
    const url = '/api/docs/json';
    const zipped = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    const plain = await t.app.inject({ method: 'GET', url });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(zlib.gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it('keeps JSON 404s for unknown API paths', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });
});
