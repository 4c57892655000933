import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Rate, RateInput, WageSetting, WageSettingInput } from '@steelworks/contract/wages';
import { WAGES_TEXT } from '@steelworks/contract/wages';
import type { DbOrTx } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import { cappedCounter, likePattern, type PagedQuery } from '../../lib/paginate';
import { accounts } from '../../db/accounts.table';
import { wageRates, wageSettings } from './wages.table';
import type { Caller } from '../../lib/caller';

/** The first day of today's month: no rate or setting may start before it (a past month is never rewritten). */
const monthStartOf = (today: string) => `${today.slice(0, 8)}01`;

/** A rate card row: its columns selected in the answer's keys, the creation time written out by toRate. */
const rateColumns = {
  id: wageRates.id,
  work_type: wageRates.workType,
  product_type: wageRates.productType,
  skill_grade: wageRates.skillGrade,
  rate: wageRates.rate,
  effective_from: wageRates.effectiveFrom,
  // The next change of the same card ends this one the day before.
  effective_to: sql<string | null>`(select to_char(min(n.effective_from) - 1, 'YYYY-MM-DD') from wage_rates n
    where n.work_type = ${wageRates.workType} and n.product_type = ${wageRates.productType}
      and n.skill_grade is not distinct from ${wageRates.skillGrade} and n.effective_from > ${wageRates.effectiveFrom})`,
  note: wageRates.note,
  created_by_name: sql<string>`coalesce(${accounts.fullName}, '')`,
  createdAt: wageRates.createdAt,
};

function toRate({ createdAt, ...rate }: Omit<Rate, 'created_at'> & { createdAt: Date }): Rate {
  return { ...rate, created_at: createdAt.toISOString() };
}

const selectRates = (db: DbOrTx) => db.select(rateColumns).from(wageRates).leftJoin(accounts, eq(accounts.id, wageRates.createdBy));

/** Every rate card row, newest first: the current rates and the history of each (a row with an end date). */
export function listRates(db: DbOrTx, query: { search: string; work_type?: string }): PagedQuery<Rate> {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = and(
    query.work_type ? eq(wageRates.workType, query.work_type) : undefined,
    pattern ? or(ilike(wageRates.workType, pattern), ilike(wageRates.productType, pattern), ilike(wageRates.note, pattern)) : undefined,
  );
  return {
    ...cappedCounter(db, () => db.select({ id: wageRates.id }).from(wageRates).where(where), { search: query.search }),
    rows: async (limit, offset) =>
      (
        await selectRates(db)
          .where(where)
          .orderBy(wageRates.workType, wageRates.productType, wageRates.skillGrade, desc(wageRates.effectiveFrom))
          .limit(limit)
          .offset(offset)
      ).map(toRate),
  };
}

/** A new rate, or a change of a card from a day on (this month or later); audited. */
export async function createRate(db: DbOrTx, input: RateInput, actor: Caller, today: string): Promise<Rate> {
  if (input.effective_from < monthStartOf(today)) throw fieldError('effective_from', WAGES_TEXT.rateFromPast);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(wageRates)
      .values({
        workType: input.work_type,
        productType: input.product_type,
        skillGrade: input.skill_grade ?? null,
        rate: input.rate,
        effectiveFrom: input.effective_from,
        note: input.note,
        createdBy: actor.accountId,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('conflict', WAGES_TEXT.rateExists);
    await recordAudit(tx, actor, {
      entity: 'wage_rate',
      id: row.id,
      action: 'create',
      after: { work_type: row.workType, product_type: row.productType, skill_grade: row.skillGrade, rate: row.rate, effective_from: row.effectiveFrom },
    });
    return row.id;
  });
  const [row] = await selectRates(db).where(eq(wageRates.id, id));
  return toRate(row!);
}

const toSetting = (row: typeof wageSettings.$inferSelect): WageSetting => ({
  id: row.id,
  effective_from: row.effectiveFrom,
  defective_share_percent: row.defectiveSharePercent,
  wage_period: row.wagePeriod,
  min_daily_unskilled: row.minDailyUnskilled,
  min_daily_semi_skilled: row.minDailySemiSkilled,
  min_daily_skilled: row.minDailySkilled,
  min_daily_highly_skilled: row.minDailyHighlySkilled,
  daily_hours_limit: row.dailyHoursLimit,
  weekly_hours_limit: row.weeklyHoursLimit,
  pf_covered: row.pfCovered,
  pf_percent: Number(row.pfPercent),
  pf_ceiling: row.pfCeiling,
  esi_covered: row.esiCovered,
  esi_percent: Number(row.esiPercent),
  esi_limit: row.esiLimit,
});

const settingValues = (input: WageSettingInput) => ({
  defectiveSharePercent: input.defective_share_percent,
  wagePeriod: input.wage_period,
  minDailyUnskilled: input.min_daily_unskilled,
  minDailySemiSkilled: input.min_daily_semi_skilled,
  minDailySkilled: input.min_daily_skilled,
  minDailyHighlySkilled: input.min_daily_highly_skilled,
  dailyHoursLimit: input.daily_hours_limit,
  weeklyHoursLimit: input.weekly_hours_limit,
  pfCovered: input.pf_covered,
  pfPercent: input.pf_percent.toFixed(2),
  pfCeiling: input.pf_ceiling,
  esiCovered: input.esi_covered,
  esiPercent: input.esi_percent.toFixed(2),
  esiLimit: input.esi_limit,
});

/** The dated settings, newest first (a few rows a year). */
export async function listSettings(db: DbOrTx): Promise<WageSetting[]> {
  return (await db.select().from(wageSettings).orderBy(desc(wageSettings.effectiveFrom)).limit(200)).map(toSetting);
}

/** A setting from a day on (this month or later); the same day again replaces it. Audited. */
export async function saveSetting(db: DbOrTx, input: WageSettingInput, actor: Caller, today: string): Promise<WageSetting> {
  if (input.effective_from < monthStartOf(today)) throw fieldError('effective_from', WAGES_TEXT.settingFromPast);
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(wageSettings).where(eq(wageSettings.effectiveFrom, input.effective_from));
    const [row] = await tx
      .insert(wageSettings)
      .values({ effectiveFrom: input.effective_from, ...settingValues(input), createdBy: actor.accountId })
      .onConflictDoUpdate({ target: wageSettings.effectiveFrom, set: { ...settingValues(input), createdBy: actor.accountId } })
      .returning();
    await recordAudit(tx, actor, { entity: 'wage_setting', id: row!.id, action: before ? 'update' : 'create', before: before ? toSetting(before) : null, after: toSetting(row!) });
    return toSetting(row!);
  });
}
