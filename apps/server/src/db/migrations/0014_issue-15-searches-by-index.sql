-- Searches that an index answers (issue 15): the outbox's addresses, the store search text, unit numbers typed from
-- their start. See the comments on each in the schema.
CREATE TABLE "mail_recipients" (
	"address" varchar(254) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "mail_outbox_to_trgm_idx";--> statement-breakpoint
DROP INDEX "store_items_name_trgm_idx";--> statement-breakpoint
DROP INDEX "store_items_unit_type_trgm_idx";--> statement-breakpoint
CREATE INDEX "mail_recipients_address_trgm_idx" ON "mail_recipients" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","id");--> statement-breakpoint
CREATE INDEX "store_items_search_trgm_idx" ON "store_items" USING gin (("name" || E'\n' || "unit_type") gin_trgm_ops) WHERE "store_items"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "production_items_sr_no_prefix_idx" ON "production_items" USING btree ("sr_no" text_pattern_ops);
--> statement-breakpoint
-- The addresses of the mail already written, then every later insert adds its new addresses (once per statement,
-- from the statement's new rows), whatever code writes the mail.
INSERT INTO "mail_recipients" ("address") SELECT DISTINCT "to" FROM "mail_outbox" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION mail_recipients_add() RETURNS trigger AS $$
BEGIN
  INSERT INTO mail_recipients (address) SELECT DISTINCT "to" FROM new_mail ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER mail_recipients_add
  AFTER INSERT ON mail_outbox REFERENCING NEW TABLE AS new_mail
  FOR EACH STATEMENT EXECUTE FUNCTION mail_recipients_add();
