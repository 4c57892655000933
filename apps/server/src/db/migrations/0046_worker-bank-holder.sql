ALTER TABLE "worker_bank_details" ADD COLUMN "account_holder" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
-- No two wage sheets share a day (a work completed that day would be paid by both): a sheet made after the wage period
-- setting changed (month to week) must not overlap one made before. drizzle-kit does not describe exclusion
-- constraints, so it lives here only (docs/decisions/045-piece-rate-earnings.md).
ALTER TABLE "wage_sheets" ADD CONSTRAINT "wage_sheets_no_overlap" EXCLUDE USING gist (daterange("period_from", "period_to", '[]') WITH &&);
