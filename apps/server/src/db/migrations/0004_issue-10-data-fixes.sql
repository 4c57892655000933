-- Data fixes of issue 10 (docs/decisions/012-guards-between-steps.md). Must run after the migration that adds the
-- Canceled supply status.

-- 1. Supplies of canceled orders that were never provided leave the Not Provided tab: History shows them as Canceled
--    and they can no longer be provided (docs/product/orders.md).
UPDATE "store_supplies" SET "status" = 'Canceled'
WHERE "status" = 'Not Provided'
  AND "schedule_item_id" IN (
    SELECT si."id" FROM "schedule_items" si JOIN "orders" o ON o."id" = si."order_id" WHERE o."status" = 'Canceled'
  );
--> statement-breakpoint

-- 2. Emails become unique among accounts, case-insensitively (docs/product/people-and-accounts.md). A blank email is no email.
UPDATE "accounts" SET "email" = NULL WHERE btrim("email") = '';
--> statement-breakpoint
-- Where several accounts share an address, the first active one (oldest first) keeps it; every other one gets the
-- plus-address local+dup<id>@domain: unique, delivered to the same mailbox by most mail providers, and it changes
-- nothing about signing in, so every account keeps working. Each change is recorded; the server logs it once at start.
WITH "ranked" AS (
  SELECT "id", "email", row_number() OVER (PARTITION BY lower("email") ORDER BY "active" DESC, "id") AS "rank"
  FROM "accounts"
  WHERE "email" IS NOT NULL
), "changed" AS (
  UPDATE "accounts" a
  SET "email" = CASE
    WHEN position('@' in r."email") > 0 THEN regexp_replace(r."email", '@', '+dup' || a."id" || '@')
    ELSE r."email" || '+dup' || a."id"
  END
  FROM "ranked" r
  WHERE r."id" = a."id" AND r."rank" > 1
  RETURNING a."id", r."email" AS "old_email", a."email" AS "new_email"
)
INSERT INTO "account_email_changes" ("account_id", "old_email", "new_email")
SELECT "id", "old_email", "new_email" FROM "changed";
--> statement-breakpoint
DROP INDEX "accounts_email_lower_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_lower_key" ON "accounts" USING btree (lower("email"));
