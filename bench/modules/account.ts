import { cappedCountSql, signedInSql } from '../lib/sql';
import crypto from 'node:crypto';
import { DEMO_PASSWORD } from '../../apps/server/src/modules/account/account.seed';
import { hashToken } from '../../apps/server/src/lib/auth';
import { insertSeries } from '../lib/generate';
import type { BenchContext, Scenario } from '../lib/types';

/** A broad search: one of the five subjects below, so a fifth of all rows match and the count has to add them up. */
export const OUTBOX_BROAD_SEARCH = 'password';

/** What an admin usually types: one person's address, matching 1 row in 997 (page 3 exists from scale 0.01). */
function outboxAddress(n: number): string {
  return `dealer${n}@`;
}

/**
 * The mail outbox at 50k rows per 1% of scale (5M at scale 1): what ten years of sign-up, reset and order mails
 * leave behind, so the admin's paged search has real work to do.
 */
export async function generate(ctx: BenchContext): Promise<void> {
  await insertSeries(
    ctx,
    'mail_outbox',
    ctx.scaled(5_000_000),
    `INSERT INTO mail_outbox ("to", subject, body, sent, created_at)
     SELECT 'dealer' || (g % 997) || '@bench.example',
            (ARRAY['Your temporary password', 'Your Steelworks account', 'Order ' || g || ' dispatched',
                   'Invoice ' || g, 'Work order ' || g || ' passed quality check'])[1 + g % 5],
            'Hello,' || chr(10) || 'This is message ' || g || ' of the bench outbox.' || chr(10) || repeat('Steel ', 20),
            g % 7 <> 0,
            now() - make_interval(mins => g)
     FROM generate_series($1::int, $2::int) AS g`,
  );
}

const loginBody = { username: 'admin', password: DEMO_PASSWORD };
const outboxFilter = `("mail_outbox"."to" ilike $1 or "mail_outbox"."subject" ilike $2)`;

/** The count and the page query of listOutbox, as drizzle writes them. */
function outboxSql(search: string) {
  const pattern = `%${search}%`;
  return [
    { text: cappedCountSql(`select "mail_outbox"."id" from "mail_outbox" where ${outboxFilter}`), params: [pattern, pattern] },
    {
      text: `select "id", "to", "subject", "body", "sent", "created_at" from "mail_outbox" where ${outboxFilter} order by "mail_outbox"."id" desc limit $3 offset $4`,
      params: [pattern, pattern, 10, 20],
    },
  ];
}

export const scenarios: Scenario[] = [
  {
    name: 'login',
    method: 'POST',
    path: '/account/login',
    body: loginBody,
    note: 'login verifies an argon2id hash (19 MiB, 2 passes) per request by design; its SQL is two short statements.',
    // Each direct run inserts a fresh token hash (the column is unique), as each login does.
    sql: () => [
      { text: `select * from "accounts" where lower("accounts"."username") = lower($1) limit $2`, params: ['admin', 1] },
      {
        text: `insert into "auth_tokens" ("account_id", "token_hash", "expires_at") values ($1, $2, now() + interval '30 days')`,
        params: [1, hashToken(crypto.randomBytes(32).toString('hex'))],
      },
    ],
  },
  {
    name: 'profile',
    method: 'GET',
    path: '/account/profile',
    as: 'admin',
    sql: (ctx) => [
      signedInSql(ctx.tokens.admin ?? ''),
      { text: `select * from "accounts" where "accounts"."id" = $1 limit $2`, params: [1, 1] },
    ],
  },
  {
    name: 'outbox-search',
    method: 'GET',
    path: (ctx) => `/account/outbox/?search=${encodeURIComponent(outboxAddress(ctx.random.int(0, 996)))}&page=3`,
    as: 'admin',
    sql: (ctx) => outboxSql(outboxAddress(ctx.random.int(0, 996))),
    note: 'outbox-search: page 3 of the admin outbox searched for one address (1 row in 997 matches), 256 different addresses.',
  },
  {
    name: 'outbox-search-broad',
    method: 'GET',
    path: `/account/outbox/?search=${OUTBOX_BROAD_SEARCH}&page=3`,
    as: 'admin',
    sql: outboxSql(OUTBOX_BROAD_SEARCH),
    note: `outbox-search-broad: the same list searched for "${OUTBOX_BROAD_SEARCH}", which a fifth of all rows match.`,
  },
];
