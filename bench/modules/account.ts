import { cappedCountSql, signedInSql } from '../lib/sql';
import crypto from 'node:crypto';
import { DEMO_PASSWORD } from '../../apps/server/src/modules/account/account.seed';
import { hashToken } from '../../apps/server/src/lib/auth';
import { verifyPassword } from '../../apps/server/src/lib/passwords';
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
/**
 * What listOutbox asks: the matching addresses, the count as disjoint arms (the address arm from mail_outbox_to_idx
 * alone), each arm's newest ids up to the page, then the page's messages by id.
 */
function outboxSql(search: string, address: string | null) {
  const pattern = `%${search}%`;
  // With no address (the broad search) the server's arm is `false`; an address that no mail has costs the same.
  const toArm = `"to" = $1::text`;
  const page = 3;
  return [
    { text: `select "address" from "mail_recipients" where "mail_recipients"."address" ilike $1`, params: [pattern] },
    {
      text: cappedCountSql(
        `(select "id" from "mail_outbox" where ${toArm}) union all ` +
          `(select "id" from "mail_outbox" where ("mail_outbox"."subject" ilike $2 and (${toArm}) is not true))`,
      ),
      params: [address ?? '', pattern],
    },
    { text: `select "id" from "mail_outbox" where ${toArm} order by "mail_outbox"."id" desc limit $2`, params: [address ?? '', page * 10] },
    { text: `select "id" from "mail_outbox" where "mail_outbox"."subject" ilike $1 order by "mail_outbox"."id" desc limit $2`, params: [pattern, page * 10] },
    {
      text: `select "id", "to", "subject", "body", "sent", "created_at" from "mail_outbox" where "mail_outbox"."id" = any($1::int[]) order by "mail_outbox"."id" desc limit $2`,
      params: [Array.from({ length: 10 }, (_, i) => 1 + i * 997), 10],
    },
  ];
}

export const scenarios: Scenario[] = [
  {
    name: 'login',
    method: 'POST',
    path: '/account/login',
    body: loginBody,
    note: 'login verifies an argon2id hash (19 MiB, 2 passes) per request by design; its SQL is two short statements, timed with that verify.',
    work: (ctx) => verifyPassword(ctx.passwordHash, DEMO_PASSWORD),
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
    sql: (ctx) => {
      const n = ctx.random.int(0, 996);
      return outboxSql(outboxAddress(n), `${outboxAddress(n)}bench.example`);
    },
    note: 'outbox-search: page 3 of the admin outbox searched for one address (1 row in 997 matches), 256 different addresses.',
  },
  {
    name: 'outbox-search-broad',
    method: 'GET',
    path: `/account/outbox/?search=${OUTBOX_BROAD_SEARCH}&page=3`,
    as: 'admin',
    sql: outboxSql(OUTBOX_BROAD_SEARCH, null),
    note: `outbox-search-broad: the same list searched for "${OUTBOX_BROAD_SEARCH}", which a fifth of all rows match.`,
  },
];
