import crypto from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@steelworks/contract/roles';
import type { DbOrTx } from '../db/client';
import { accounts, authTokens } from '../db/accounts.table';

/** The signed-in caller of a request: its account, token, and the client address it called from. */
export type Actor = {
  accountId: number;
  tokenId: number;
  username: string;
  role: Role;
  mustChangePassword: boolean;
  /** The client address as TRUST_PROXY resolves it (request.ip): the audit log records it. */
  address: string;
};

/** What a token says about its owner; the request adds the address. */
export type TokenOwner = Omit<Actor, 'address'>;

export type TokenLifetimes = { tokenIdleDays: number; tokenMaxDays: number };

const DAY_MS = 24 * 60 * 60 * 1000;
/** last_used_at is refreshed at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, returned once to the client; only its hash is stored. */
export async function issueToken(db: DbOrTx, accountId: number, lifetimes: TokenLifetimes): Promise<string> {
  const token = crypto.randomBytes(32).toString('hex');
  await db.insert(authTokens).values({
    accountId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + lifetimes.tokenMaxDays * DAY_MS),
  });
  return token;
}

/** `Authorization: token <key>`, keyword matched case-insensitively. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^token\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

export async function authenticate(db: DbOrTx, token: string, lifetimes: TokenLifetimes): Promise<TokenOwner | null> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      expiresAt: authTokens.expiresAt,
      revokedAt: authTokens.revokedAt,
      accountId: accounts.id,
      username: accounts.username,
      role: accounts.role,
      active: accounts.active,
      mustChangePassword: accounts.mustChangePassword,
    })
    .from(authTokens)
    .innerJoin(accounts, eq(accounts.id, authTokens.accountId))
    .where(eq(authTokens.tokenHash, hashToken(token)))
    .limit(1);
  const now = Date.now();
  if (!row || row.revokedAt || !row.active) return null;
  if (row.expiresAt.getTime() <= now || row.lastUsedAt.getTime() + lifetimes.tokenIdleDays * DAY_MS <= now) return null;
  if (now - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(authTokens).set({ lastUsedAt: new Date(now) }).where(eq(authTokens.id, row.tokenId));
  }
  return {
    accountId: row.accountId,
    tokenId: row.tokenId,
    username: row.username ?? '',
    role: row.role,
    mustChangePassword: row.mustChangePassword,
  };
}

/** Revokes every live token of the account, or every one but `exceptTokenId`. */
export async function revokeTokens(db: DbOrTx, accountId: number, exceptTokenId?: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(authTokens.accountId, accountId),
        isNull(authTokens.revokedAt),
        exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId),
      ),
    );
}

/** Revokes one token: "Logout On This Device". */
export async function revokeToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: sql`now()` }).where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}
