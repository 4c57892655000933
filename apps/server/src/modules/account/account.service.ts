import { and, asc, desc, eq, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ChangePasswordInput, Language, LoginInput, LoginResult, OutboxMessage, Profile } from '@steelworks/contract/account';
import type { Role } from '@steelworks/contract/roles';
import { PEOPLE_TEXT } from '@steelworks/contract/staff';
import { firstNameLengthOf, nameFields } from '@steelworks/contract/person';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError, notFound, ruleError } from '../../lib/app-error';
import { issueToken, revokeTokens, type Actor } from '../../lib/auth';
import { recordAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { Mailer } from '../../lib/mail';
import { cappedCounter, disjointArms, inIds, likePattern, type PagedQuery } from '../../lib/paginate';
import { generateTemporaryPassword, hashPassword, hashTemporaryPassword, matchesTemporaryPassword, verifyPassword } from '../../lib/passwords';
import { accountEmailChanges, accounts, mailOutbox, mailRecipients } from '../../db/accounts.table';

const LOGIN_WINDOW_MS = 15 * 60 * 1000;
const FORGOT_WINDOW_MS = 60 * 60 * 1000;
const FORGOT_PER_EMAIL = 3;
const NEW_ACCOUNT_TEMP_DAYS = 7;
const FORGOT_TEMP_MINUTES = 30;

const INVALID_LOGIN = 'Invalid username or password';

/**
 * Every attempt is counted before its password is checked (one atomic increment, in memory or in Redis), so parallel
 * guesses cannot slip past the limit between a read and a write: past `loginFailuresAllowed` the answer is 429 without
 * a password check, even for the right password. A success clears the count.
 */
export async function login(ctx: AppContext, input: LoginInput, address: string): Promise<LoginResult> {
  const limitKey = `login:${address}:${input.username.toLowerCase()}`;
  const attempts = await ctx.limiter.hit(limitKey, LOGIN_WINDOW_MS);
  if (attempts > ctx.config.loginFailuresAllowed) {
    throw new AppError('tooMany', 'Too many failed sign-ins. Please try again in 15 minutes.');
  }
  const [found] = await ctx.db
    .select()
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${input.username})`)
    .limit(1);
  const account = found?.active ? found : undefined;
  // One argon2 verification whoever the name is (issue 29): an unknown or blocked name and an account without a password
  // of its own verify a decoy, and a temporary password is a fast hash, so a wrong password takes the same time for all.
  const ownPasswordMatches = await verifyPassword(account?.passwordHash ?? null, input.password);
  if (!account) throw ruleError(INVALID_LOGIN);
  if (ownPasswordMatches) {
    await ctx.limiter.reset(limitKey);
    return loginAnswer(ctx, account.id, account.username!, account.role, account.mustChangePassword);
  }
  const tempValid = account.tempPasswordExpiresAt && account.tempPasswordExpiresAt.getTime() > Date.now();
  if (tempValid && (await matchesTemporaryPassword(account.tempPasswordHash, input.password))) {
    // A temporary password works once: it replaces the old password (which stops working) and forces a change.
    await ctx.db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ passwordHash: null, tempPasswordHash: null, tempPasswordExpiresAt: null, mustChangePassword: true })
        .where(eq(accounts.id, account.id));
      await recordAudit(tx, { accountId: account.id, address }, {
        entity: 'account',
        id: account.id,
        action: 'update',
        note: 'Signed in with a temporary password, which replaced the old one',
      });
    });
    await ctx.limiter.reset(limitKey);
    return loginAnswer(ctx, account.id, account.username!, account.role, true);
  }
  throw ruleError(INVALID_LOGIN);
}

async function loginAnswer(ctx: AppContext, accountId: number, username: string, role: Role, mustChange: boolean) {
  const token = await issueToken(ctx.db, accountId, ctx.config);
  return { token, username, role, must_change_password: mustChange };
}

/**
 * Same answer, same work and so the same time whether or not the email is known (docs/product/people-and-accounts.md#forgot-password, docs/product/api-conventions.md#server-hardening):
 * the request only counts itself against the limits and hands the email to a job that runs after the answer is
 * sent. The job looks the account up and, for a known active one, sets a temporary password and writes the mail to
 * the outbox, which the SMTP worker delivers.
 */
export async function forgotPassword(ctx: AppContext, email: string, address: string): Promise<void> {
  const perEmail = await ctx.limiter.hit(`forgot:email:${email.toLowerCase()}`, FORGOT_WINDOW_MS);
  const perAddress = await ctx.limiter.hit(`forgot:address:${address}`, FORGOT_WINDOW_MS);
  if (perEmail > FORGOT_PER_EMAIL || perAddress > ctx.config.forgotPasswordPerAddress) {
    throw new AppError('tooMany', 'Too many password reset requests. Please try again later.');
  }
  ctx.jobs.run('forgot-password', () => mailTemporaryPassword(ctx, email, address));
}

async function mailTemporaryPassword(ctx: AppContext, email: string, address: string): Promise<void> {
  const [account] = await ctx.db
    .select({ id: accounts.id, username: accounts.username, email: accounts.email })
    .from(accounts)
    .where(and(sql`lower(${accounts.email}) = lower(${email})`, eq(accounts.active, true), sql`${accounts.username} is not null`))
    .limit(1);
  if (!account) return;
  await ctx.db.transaction(async (tx) => {
    const password = await setTemporaryPassword(tx, account.id, FORGOT_TEMP_MINUTES * 60 * 1000);
    await recordAudit(tx, { accountId: null, address }, {
      entity: 'account',
      id: account.id,
      action: 'update',
      note: 'Temporary password mailed (forgot password)',
    });
    await ctx.mailer.send(tx, {
      to: account.email!,
      subject: 'Your temporary password',
      body:
        `Hello ${account.username},\n\nSomeone asked to reset the password of your Steelworks account.\n` +
        `Temporary password: ${password}\n\nIt works once, within ${FORGOT_TEMP_MINUTES} minutes, and you will be asked ` +
        `to choose a new password right after signing in. If you did not ask for this, ignore this message: ` +
        `your current password keeps working.\n`,
    });
  });
}

async function setTemporaryPassword(db: DbOrTx, accountId: number, validMs: number): Promise<string> {
  const password = generateTemporaryPassword();
  await db
    .update(accounts)
    .set({ tempPasswordHash: hashTemporaryPassword(password), tempPasswordExpiresAt: new Date(Date.now() + validMs) })
    .where(eq(accounts.id, accountId));
  return password;
}

export type NewAccount = {
  username: string | null;
  email: string | null;
  phone: string;
  fullName: string;
  /** Where the first name ends when it was given in parts (contract person.ts); null or absent: given whole. */
  firstNameLength?: number | null;
  role: Role;
  /** Given by forms that have a password field (worker); otherwise a temporary password is mailed. */
  password?: string;
};

/**
 * Creates the sign-in account of a person. Without a password, a temporary one valid 7 days is emailed and must be
 * changed at first sign-in. Records that cannot sign in (a Customer) pass `username: null`.
 */
export async function createAccount(tx: DbOrTx, mailer: Pick<Mailer, 'send'>, input: NewAccount): Promise<number> {
  await assertUsernameFree(tx, input.username);
  await assertEmailFree(tx, input.email);
  const [row] = await tx
    .insert(accounts)
    .values({
      username: input.username,
      email: input.email,
      phone: input.phone,
      fullName: input.fullName,
      firstNameLength: input.firstNameLength ?? null,
      role: input.role,
      passwordHash: input.password ? await hashPassword(input.password) : null,
    })
    .returning({ id: accounts.id });
  const id = row!.id;
  if (!input.password && input.username && input.email) {
    const password = await setTemporaryPassword(tx, id, NEW_ACCOUNT_TEMP_DAYS * 24 * 60 * 60 * 1000);
    await mailer.send(tx, {
      to: input.email,
      subject: 'Your Steelworks account',
      body:
        `Hello ${input.fullName},\n\nAn account was created for you.\nUsername: ${input.username}\n` +
        `Temporary password: ${password}\n\nIt works once, within ${NEW_ACCOUNT_TEMP_DAYS} days; you will choose your ` +
        `own password right after signing in.\n`,
    });
  }
  return id;
}

/** The account other than `exceptAccountId` that holds this username or email (compared case-insensitively), if any. */
async function holderOf(db: DbOrTx, column: typeof accounts.username | typeof accounts.email, value: string, exceptAccountId?: number) {
  const [taken] = await db
    .select({ id: accounts.id, active: accounts.active })
    .from(accounts)
    .where(and(sql`lower(${column}) = lower(${value})`, exceptAccountId ? sql`${accounts.id} <> ${exceptAccountId}` : undefined))
    .limit(1);
  return taken;
}

/** A blocked account keeps its username: the error says so, since the person is not in any list to be found. */
export async function assertUsernameFree(db: DbOrTx, username: string | null, exceptAccountId?: number): Promise<void> {
  if (!username) return;
  const taken = await holderOf(db, accounts.username, username, exceptAccountId);
  if (taken) throw fieldError('username', taken.active ? PEOPLE_TEXT.usernameTaken : PEOPLE_TEXT.usernameBlocked);
}

/**
 * An email belongs to one account (case-insensitive, docs/product/guards.md#people-guards): forgot-password mails one account per
 * address. The unique index on lower(email) backs it up.
 */
export async function assertEmailFree(db: DbOrTx, email: string | null | undefined, exceptAccountId?: number): Promise<void> {
  if (!email) return;
  const taken = await holderOf(db, accounts.email, email, exceptAccountId);
  if (taken) throw fieldError('email', taken.active ? PEOPLE_TEXT.emailTaken : PEOPLE_TEXT.emailBlocked);
}

/** "Block Account": the person can no longer sign in and leaves the lists; everything it did stays. */
export async function deactivateAccount(db: DbOrTx, accountId: number): Promise<void> {
  await db.update(accounts).set({ active: false }).where(eq(accounts.id, accountId));
  await revokeTokens(db, accountId);
}

/** Unblock: the account may sign in again (with its old password) and is back in the lists. */
export async function reactivateAccount(db: DbOrTx, accountId: number): Promise<void> {
  await db.update(accounts).set({ active: true }).where(eq(accounts.id, accountId));
}

/**
 * What a profile shows of the person's record in a module above this one: a supervisor's capacity, rate and balance,
 * a dealer's record id. Account knows neither module; `app.ts` gives the readers of the supervisor and dealer modules
 * (docs/decisions/057-server-modules-one-way.md).
 */
export type ProfileRecords = {
  supervisorOfAccount(db: DbOrTx, accountId: number): Promise<NonNullable<Profile['supervisor']> | undefined>;
  dealerIdOfAccount(db: DbOrTx, accountId: number): Promise<number | undefined>;
};

export async function getProfile(db: DbOrTx, actor: Caller, records: ProfileRecords): Promise<Profile> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, actor.accountId)).limit(1);
  if (!account) throw notFound();
  // A supervisor sees its capacity, rate and balance; a dealer gets its dealer record id (for "My Orders").
  const supervisor = account.role === 'supervisor' ? await records.supervisorOfAccount(db, account.id) : undefined;
  const dealerId = account.role === 'dealer' ? await records.dealerIdOfAccount(db, account.id) : undefined;
  return {
    id: account.id,
    username: account.username,
    ...nameFields(account.fullName, account.firstNameLength),
    email: account.email,
    phone: account.phone,
    role: account.role,
    must_change_password: account.mustChangePassword,
    language: account.language,
    supervisor: supervisor ?? null,
    // The 2022 client reads these at the top (docs/product/client-2022-names.md#people).
    ...(supervisor ? { cols_per_day: supervisor.cols_per_day, cost_per_col: supervisor.cost_per_col, balance: supervisor.balance } : {}),
    dealer_id: dealerId ?? null,
  };
}

/** The account fields a person changes itself, as the audit log compares them. */
const profileSnapshot = ({ username, full_name, email, phone, language }: Profile) => ({ username, full_name, email, phone, language });

export async function updateProfile(
  db: DbOrTx,
  actor: Caller,
  input: { full_name?: string; first_name?: string | null; last_name?: string | null; email?: string; phone?: string; language?: Language },
  records: ProfileRecords,
): Promise<Profile> {
  const changes = {
    fullName: input.full_name,
    firstNameLength: firstNameLengthOf(input),
    email: input.email,
    phone: input.phone,
    language: input.language,
  };
  await assertEmailFree(db, input.email, actor.accountId);
  if (Object.values(changes).some((v) => v !== undefined)) {
    await db.transaction(async (tx) => {
      const before = await getProfile(tx, actor, records);
      await tx.update(accounts).set(changes).where(eq(accounts.id, actor.accountId));
      const after = await getProfile(tx, actor, records);
      await recordAudit(tx, actor, { entity: 'account', id: actor.accountId, action: 'update', before: profileSnapshot(before), after: profileSnapshot(after) });
    });
  }
  return getProfile(db, actor, records);
}

export async function changePassword(db: DbOrTx, actor: Actor, input: ChangePasswordInput): Promise<void> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, actor.accountId)).limit(1);
  if (!account) throw notFound();
  // Right after a temporary-password sign-in there is no old password to give.
  if (!account.mustChangePassword) {
    if (!input.old_password) throw fieldError('old_password', 'Please enter your current password');
    if (!(await verifyPassword(account.passwordHash, input.old_password))) {
      throw fieldError('old_password', 'Your current password is not correct');
    }
  }
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ passwordHash, mustChangePassword: false, tempPasswordHash: null, tempPasswordExpiresAt: null })
      .where(eq(accounts.id, account.id));
    await revokeTokens(tx, account.id, actor.tokenId);
    await recordAudit(tx, actor, { entity: 'account', id: account.id, action: 'update', note: 'Password changed; other sessions ended' });
  });
}

/**
 * The admin's outbox, newest first, searchable by address or subject. The addresses that match are read first from
 * mail_recipients (one row per address) and their mail asked for by value, so ten years of one address's mail is
 * counted from an index alone (issue 15).
 */
export async function listOutbox(db: DbOrTx, search: string): Promise<PagedQuery<OutboxMessage>> {
  if (!search) {
    return {
      ...cappedCounter(db, () => db.select({ id: mailOutbox.id }).from(mailOutbox)),
      rows: (limit, offset) => outboxMessages(db, undefined, limit, offset),
      rowsAfter: (limit, last) => outboxMessages(db, lt(mailOutbox.id, last.id), limit, 0),
    };
  }
  const addresses = (
    await db.select({ address: mailRecipients.address }).from(mailRecipients).where(ilike(mailRecipients.address, likePattern(search)))
  ).map((row) => row.address);
  // One address (the usual search) as `=`, so its newest mail is read backwards along mail_outbox_to_idx; PostgreSQL
  // 15 reads every match of an `= any(list)` to order them.
  const arms = [
    addresses.length === 1 ? eq(mailOutbox.to, addresses[0]!) : inIds(mailOutbox.to, addresses),
    ilike(mailOutbox.subject, likePattern(search)),
  ];
  return {
    ...cappedCounter(db, () => disjointArms((filter) => db.select({ id: mailOutbox.id }).from(mailOutbox).where(filter), undefined, arms), {
      search,
    }),
    rows: async (limit, offset) => {
      // The newest offset + limit of each arm through its own index, then this page of them. With the arms ORed,
      // PostgreSQL walked the outbox backwards checking each message's subject until it had the page.
      const armIds = await Promise.all(
        arms.map((arm) => db.select({ id: mailOutbox.id }).from(mailOutbox).where(arm).orderBy(desc(mailOutbox.id)).limit(offset + limit)),
      );
      const pageIds = [...new Set(armIds.flat().map((row) => row.id))].sort((a, b) => b - a).slice(offset, offset + limit);
      return outboxMessages(db, inIds(mailOutbox.id, pageIds), limit, 0);
    },
    rowsAfter: (limit, last) => outboxMessages(db, and(or(...arms), lt(mailOutbox.id, last.id)), limit, 0),
  };
}

async function outboxMessages(db: DbOrTx, where: SQL | undefined, limit: number, offset: number): Promise<OutboxMessage[]> {
  const rows = await db.select().from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset);
  return rows.map((m) => ({ id: m.id, to: m.to, subject: m.subject, body: m.body, sent: m.sent, created_at: m.createdAt.toISOString() }));
}

/**
 * Logs, once, each email the unique-email migration changed (two accounts shared one address; the later one got a
 * plus-address), so an admin can tell the people concerned. Called at start, after the migrations.
 */
export async function reportEmailChanges(db: DbOrTx, log: { warn: (obj: object, message: string) => void }): Promise<void> {
  const rows = await db
    .select({ id: accountEmailChanges.id, accountId: accountEmailChanges.accountId, username: accounts.username, oldEmail: accountEmailChanges.oldEmail, newEmail: accountEmailChanges.newEmail })
    .from(accountEmailChanges)
    .innerJoin(accounts, eq(accounts.id, accountEmailChanges.accountId))
    .where(isNull(accountEmailChanges.reportedAt))
    .orderBy(asc(accountEmailChanges.id));
  for (const row of rows) {
    log.warn(
      { accountId: row.accountId, username: row.username, oldEmail: row.oldEmail, newEmail: row.newEmail },
      'Two accounts shared an email; this one got a new address so that emails are unique. Both accounts keep working.',
    );
  }
  if (rows.length > 0) {
    await db.update(accountEmailChanges).set({ reportedAt: sql`now()` }).where(isNull(accountEmailChanges.reportedAt));
  }
}
