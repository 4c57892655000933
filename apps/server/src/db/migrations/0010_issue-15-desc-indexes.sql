-- The newest-first indexes were written DESC NULLS LAST (drizzle's .desc()), which no `ORDER BY x DESC` (nulls
-- first) can walk: the planner sorted every matching row instead (issue 15). Rebuilt as DESC NULLS FIRST.
DROP INDEX "balance_transactions_supervisor_idx";--> statement-breakpoint
DROP INDEX "supervisor_daily_work_date_idx";--> statement-breakpoint
DROP INDEX "orders_status_id_idx";--> statement-breakpoint
DROP INDEX "orders_dealer_id_idx";--> statement-breakpoint
DROP INDEX "finished_products_date_idx";--> statement-breakpoint
DROP INDEX "schedule_items_supervisor_start_idx";--> statement-breakpoint
DROP INDEX "store_supplies_status_id_idx";--> statement-breakpoint
DROP INDEX "work_orders_status_id_idx";--> statement-breakpoint
DROP INDEX "work_orders_dealer_id_idx";--> statement-breakpoint
DROP INDEX "production_item_works_status_id_idx";--> statement-breakpoint
DROP INDEX "production_item_works_worker_id_idx";--> statement-breakpoint
DROP INDEX "production_items_status_id_idx";--> statement-breakpoint
DROP INDEX "field_sites_live_idx";--> statement-breakpoint
DROP INDEX "visit_entries_check_in_idx";--> statement-breakpoint
DROP INDEX "visit_entries_staff_check_in_idx";--> statement-breakpoint
DROP INDEX "visit_entries_site_check_in_idx";--> statement-breakpoint
DROP INDEX "visit_images_visit_idx";--> statement-breakpoint
DROP INDEX "visit_images_staff_idx";--> statement-breakpoint
DROP INDEX "visit_images_site_idx";--> statement-breakpoint
CREATE INDEX "balance_transactions_supervisor_idx" ON "balance_transactions" USING btree ("supervisor_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "supervisor_daily_work_date_idx" ON "supervisor_daily_work" USING btree ("date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_status_id_idx" ON "orders" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_dealer_id_idx" ON "orders" USING btree ("dealer_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "finished_products_date_idx" ON "finished_products" USING btree ("date_added" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "schedule_items_supervisor_start_idx" ON "schedule_items" USING btree ("supervisor_id","start_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "store_supplies_status_id_idx" ON "store_supplies" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_orders_status_id_idx" ON "work_orders" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_orders_dealer_id_idx" ON "work_orders" USING btree ("dealer_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_item_works_status_id_idx" ON "production_item_works" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_item_works_worker_id_idx" ON "production_item_works" USING btree ("worker_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "production_items_status_id_idx" ON "production_items" USING btree ("status","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "field_sites_live_idx" ON "field_sites" USING btree ("id" DESC NULLS FIRST) WHERE "field_sites"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "visit_entries_check_in_idx" ON "visit_entries" USING btree ("check_in_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "visit_entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "visit_entries_staff_check_in_idx" ON "visit_entries" USING btree ("field_staff_id","check_in_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "visit_entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "visit_entries_site_check_in_idx" ON "visit_entries" USING btree ("site_id","check_in_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "visit_entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "visit_images_visit_idx" ON "visit_images" USING btree ("visit_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visit_images_staff_idx" ON "visit_images" USING btree ("field_staff_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visit_images_site_idx" ON "visit_images" USING btree ("site_id","id" DESC NULLS FIRST);