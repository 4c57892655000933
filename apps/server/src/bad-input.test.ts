/**
 * No input produces a 5xx (docs/product/api-conventions.md#server-hardening, issue 9 point 4). For every registered API route (read from the
 * running app, so routes that later modules add are covered without editing this file), fast-check generates bad
 * requests: wrong types, null, huge strings, deep nesting, NUL bytes, invalid JSON, broken multipart, wrong content
 * types and odd ids. Every answer must be below 500 and carry the documented error shape; an odd path id is 404.
 */
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { ERROR_CODE_LIST, ERROR_CODES, isErrorCode, type ErrorCode } from '@steelworks/contract/common/errors';
import { canAccess, type Area } from '@steelworks/contract/permissions';
import { ROLES, type Role } from '@steelworks/contract/roles';
import { issueToken } from './lib/auth';
import type { ApiRoute } from './lib/http';
import { accounts } from './db/accounts.table';
import { DEMO_USERNAME, useTestApp } from '../test/harness';

const RUNS_PER_ROUTE = 30;
const DETAIL_STATUSES = [401, 403, 404, 413, 429];

const t = useTestApp();
const accountOfRole = new Map<Role, number>();

beforeAll(async () => {
  for (const role of ROLES) {
    const [account] = await t.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, DEMO_USERNAME[role]));
    if (account) accountOfRole.set(role, account.id);
  }
});

/** A role that may call the route (admin where it may), so the bad input reaches parsing and validation. */
function callerOf(route: ApiRoute): Role | null {
  if (route.access === 'public') return null;
  if (route.access === 'signed-in') return 'admin';
  const allowed = ROLES.filter((role) => canAccess(role, route.access as Area) && accountOfRole.has(role));
  return allowed.includes('admin') ? 'admin' : (allowed[0] ?? 'admin');
}

/** The field names of a route's body schema when it is a zod object (wrapped or not), to aim bad values at them. */
function bodyFieldsOf(route: ApiRoute): string[] {
  let schema = route.schema?.body as ZodType | undefined;
  for (let depth = 0; schema && depth < 5; depth++) {
    const def = (schema as unknown as { def?: Record<string, unknown> }).def ?? {};
    if (def.shape && typeof def.shape === 'object') return Object.keys(def.shape as object);
    schema = (def.out ?? def.in ?? def.innerType ?? def.schema) as ZodType | undefined;
  }
  return [];
}

/** Ids that are not plain decimal digits of a record id: every one names no record (404). */
const ODD_IDS = ['0x10', ' 1', '1 ', '1e1', '-1', '0', '1.5', '+1', '99999999999999999999', '2147483648', 'NaN', 'abc', '\u0000', '１', "1'", '../1'];

const deepNesting = fc.integer({ min: 50, max: 3000 }).map((depth) => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
});

const hugeString = fc.integer({ min: 1_000, max: 300_000 }).map((n) => 'x'.repeat(n));

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, true, false, ' ', '', '0x10', '1e1', '-1', '\u0000', 'a\u0000b', [], {}, -1, 0, 1.5, 1e308, -1e308),
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.integer(),
  fc.double(),
  hugeString,
  deepNesting,
  fc.jsonValue({ maxDepth: 4 }),
);

type BadRequest = { what: string; idValue?: string; query?: string } & Pick<InjectOptions, 'payload' | 'headers'>;

function badRequests(fields: string[]): fc.Arbitrary<BadRequest> {
  const json = (what: string, payload: string) => ({ what, payload, headers: { 'content-type': 'application/json' } });
  const fieldObject = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), badValue, { minKeys: 1 })
    : fc.dictionary(fc.string(), badValue);
  return fc.oneof(
    fieldObject.map((body) => json('fields of the wrong type', JSON.stringify(body))),
    fc.constantFrom('null', '[]', '0', '"text"', 'true', '{}').map((text) => json(`a JSON ${text} body`, text)),
    badValue.map((value) => json('a JSON value of any kind', JSON.stringify(value) ?? 'null')),
    fc.oneof(fc.string(), fc.constantFrom('{"a":', '{', '}', '{"a":1,}', "{'a':1}", 'nul', '\u0000', '{"__proto__":{"x":1}}')).map(
      (text) => json('invalid JSON', text),
    ),
    fc
      .tuple(fc.constantFrom('XyZ', ''), fc.string(), fc.boolean())
      .map(([boundary, junk, withPart]) => ({
        what: 'a broken multipart body',
        headers: { 'content-type': `multipart/form-data${boundary ? `; boundary=${boundary}` : ''}` },
        payload: withPart ? `--XyZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n${junk}` : junk,
      })),
    fc
      .tuple(fc.constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'application/octet-stream', 'image/png', 'x/y'), fc.string())
      .map(([type, payload]) => ({ what: `a ${type} body`, headers: { 'content-type': type }, payload })),
    fc.constantFrom(...ODD_IDS).map((idValue) => ({ what: 'an odd path id', idValue })),
    fc
      .tuple(fc.constantFrom('page', 'limit', 'search', 'supervisor', 'dealer', 'status', 'date', 'type', 'product', 'from', 'to', 'thick', 'width'), badValue)
      .map(([name, value]) => ({ what: 'an odd query value', query: `${name}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value) ?? '')}` })),
  );
}

describe("the code of Fastify's own answers", () => {
  it('a malformed body, a wrong content type, a body too large, an unknown path, an odd id, no token and a refused role', async () => {
    const login = (body: string, type: string) => t.call('POST', '/account/login', { body, headers: { 'content-type': type } });
    const answers = {
      malformed: await login('{"username": ', 'application/json'),
      xml: await login('<login/>', 'application/xml'),
      huge: await login(JSON.stringify({ username: 'a'.repeat(2 * 1024 * 1024), password: 'x' }), 'application/json'),
      unknownPath: await t.call('GET', '/no-such-thing'),
      oddId: await t.call('GET', '/order/order/0x10/', { as: 'admin' }),
      noToken: await t.call('GET', '/account/profile'),
      refusedRole: await t.call('GET', '/audit/log', { as: 'dealer' }),
    };
    const seen = Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, [answer.status, answer.body]]));
    expect(seen).toEqual({
      malformed: [400, { error_message: expect.stringMatching(/not valid JSON/), code: 'unreadable_request' }],
      xml: [415, { error_message: expect.any(String), code: 'unsupported_media_type' }],
      huge: [413, { detail: 'file size is Too Large', code: 'too_large' }],
      unknownPath: [404, { detail: 'Not found.', code: 'not_found' }],
      oddId: [404, { detail: 'Not found.', code: 'not_found' }],
      noToken: [401, { detail: 'Invalid token.', code: 'unauthorized' }],
      refusedRole: [403, { detail: expect.any(String), code: 'forbidden' }],
    });
  });

  it('the OpenAPI document describes the error answer with its list of codes on every operation', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(docs.components.schemas.ErrorAnswer.properties.code.enum).toEqual(ERROR_CODE_LIST);
    expect(docs.components.schemas.ErrorAnswer.properties.code.description).toContain('- `concurrent_change` (409): ');
    const operations = Object.values(docs.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>).flatMap(Object.values);
    expect(operations.length).toBeGreaterThan(50);
    for (const operation of operations) {
      expect(operation.responses['4XX']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } } });
    }
  });
});

describe('bad input on every registered route', () => {
  it('there are routes to walk, with and without bodies', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(50);
    expect(t.app.apiRoutes.filter((route) => bodyFieldsOf(route).length > 0).length).toBeGreaterThan(20);
  });

  it('never answers 5xx, always the documented error shape, and 404 for an odd path id', { timeout: 600_000 }, async () => {
    for (const route of t.app.apiRoutes) {
      const caller = callerOf(route);
      const hasParams = /:\w+/.test(route.url);
      // A refused request changes nothing, so the route's token is used until an answer succeeds: a route such as
      // logout may then have revoked it, and the next request gets a new one.
      let token: string | undefined;
      await fc.assert(
        fc.asyncProperty(badRequests(bodyFieldsOf(route)), async (bad) => {
          const path = route.url.replace(/:\w+/g, bad.idValue !== undefined ? encodeURIComponent(bad.idValue) : '1');
          if (caller && !token) token = await issueToken(t.db, accountOfRole.get(caller)!, t.config);
          const response = await t.app.inject({
            method: route.method as InjectOptions['method'],
            url: bad.query ? `${path}?${bad.query}` : path,
            headers: { ...(token ? { authorization: `token ${token}` } : {}), ...bad.headers },
            ...(bad.payload !== undefined ? { payload: bad.payload } : {}),
          });
          if (response.statusCode < 300) token = undefined;
          const seen = `${route.method} ${route.url} with ${bad.what}: ${response.statusCode} ${response.body.slice(0, 300)}`;
          expect(response.statusCode, seen).toBeLessThan(500);
          if (bad.idValue !== undefined && hasParams) expect(response.statusCode, seen).toBe(404);
          if (response.statusCode >= 400) {
            const body = response.json();
            if (DETAIL_STATUSES.includes(response.statusCode)) expect(typeof body.detail, seen).toBe('string');
            else expect(typeof body.error_message, seen).toBe('string');
            // A code of the contract's list, of the status answered (docs/product/api-conventions.md#error-codes).
            expect(isErrorCode(body.code), seen).toBe(true);
            expect(ERROR_CODES[body.code as ErrorCode], seen).toBe(response.statusCode);
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  });
});
