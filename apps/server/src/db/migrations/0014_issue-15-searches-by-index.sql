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
-- The addresses of the mail already written; then every insert adds its new addresses, once per statement and
-- whatever code writes the mail. keep_distinct_values(target table, target column, source column) is shared by every
-- table of distinct search values.
INSERT INTO "mail_recipients" ("address") SELECT DISTINCT "to" FROM "mail_outbox" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION keep_distinct_values() RETURNS trigger AS $$
BEGIN
  EXECUTE format('INSERT INTO %I (%I) SELECT DISTINCT %I FROM new_rows ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER mail_recipients_add
  AFTER INSERT ON mail_outbox REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_distinct_values('mail_recipients', 'address', 'to');
