-- The answer now commits with the request's effect (docs/decisions/033), so a committed row always has one. A row
-- still 'running' under the former lease has none to replay: it goes, and a resend runs the request, as the lapsed
-- lease would have let it.
DELETE FROM "idempotency_keys" WHERE "state" <> 'done';--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_state";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "state";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "owner";--> statement-breakpoint
ALTER TABLE "idempotency_keys" DROP COLUMN "lease_until";