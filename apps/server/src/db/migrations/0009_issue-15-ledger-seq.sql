-- Each ledger row gets its number within its supervisor's ledger, and each supervisor the count of its rows, so a
-- supervisor's ledger is counted in one row read and page N is read as a range of seq (issue 15). The existing rows
-- are numbered in the order they were posted; the append-only trigger is lifted for this one backfill only.
ALTER TABLE "balance_transactions" ADD COLUMN "seq" integer;--> statement-breakpoint
ALTER TABLE "supervisors" ADD COLUMN "ledger_entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_transactions" DISABLE TRIGGER "balance_transactions_append_only";--> statement-breakpoint
UPDATE "balance_transactions" b SET "seq" = n.seq
  FROM (SELECT "id", row_number() OVER (PARTITION BY "supervisor_id" ORDER BY "id") AS seq FROM "balance_transactions") n
  WHERE n."id" = b."id";--> statement-breakpoint
ALTER TABLE "balance_transactions" ENABLE TRIGGER "balance_transactions_append_only";--> statement-breakpoint
UPDATE "supervisors" s SET "ledger_entries" = c.n
  FROM (SELECT "supervisor_id", count(*)::int AS n FROM "balance_transactions" GROUP BY "supervisor_id") c
  WHERE c."supervisor_id" = s."id";--> statement-breakpoint
ALTER TABLE "balance_transactions" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_transactions_supervisor_seq_key" ON "balance_transactions" USING btree ("supervisor_id","seq");
