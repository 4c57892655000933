-- The customer arm of an order search counts from this index alone: an order of a matching name that the dealer arm
-- already counted is told by its dealer here, and a tab by its status, without reading the order (issue 15).
DROP INDEX "orders_customer_idx";--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_name","id","dealer_id","status");