import { hashToken } from '../../apps/server/src/lib/auth';
import type { SqlQuery } from './types';

/**
 * The count statement of a list counted by the server's `cappedCounter` (docs/product/lists-and-counts.md#capped-counts): at most 10,001 matches are
 * read (above that the server asks the planner for an estimate, which costs no rows).
 */
export function cappedCountSql(matchingIds: string): string {
  return `select count(*) from (${matchingIds} limit 10001) "capped"`;
}

/**
 * The token lookup that every signed-in request runs before its own statements (lib/auth.ts). A scenario whose own
 * SQL is a fraction of a millisecond lists it too, so that its `sql` column is what the request asks of the database.
 */
export function signedInSql(token: string): SqlQuery {
  return {
    text:
      `select "auth_tokens"."id", "auth_tokens"."last_used_at", "auth_tokens"."expires_at", "auth_tokens"."revoked_at", ` +
      `"accounts"."id", "accounts"."username", "accounts"."role", "accounts"."active", "accounts"."must_change_password" ` +
      `from "auth_tokens" inner join "accounts" on "accounts"."id" = "auth_tokens"."account_id" ` +
      `where "auth_tokens"."token_hash" = $1 limit $2`,
    params: [hashToken(token), 1],
  };
}
