-- Customer names searched through a table of distinct names, as mail addresses are (issue 15).
CREATE TABLE "order_customer_names" (
	"name" varchar(150) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_customer_trgm_idx";--> statement-breakpoint
CREATE INDEX "order_customer_names_trgm_idx" ON "order_customer_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_name","id");--> statement-breakpoint
-- The names of the orders so far; then each insert or update adds its new names (keep_distinct_values, migration
-- 0014). A name no order carries any more stays and matches nothing.
INSERT INTO "order_customer_names" ("name") SELECT DISTINCT "customer_name" FROM "orders" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TRIGGER order_customer_names_on_insert
  AFTER INSERT ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_distinct_values('order_customer_names', 'name', 'customer_name');
--> statement-breakpoint
CREATE TRIGGER order_customer_names_on_update
  AFTER UPDATE ON orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION keep_distinct_values('order_customer_names', 'name', 'customer_name');
