ALTER TABLE "products" ADD COLUMN "cost_from_average" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "average_material_cost" numeric(14, 2);--> statement-breakpoint
CREATE INDEX "store_stock_movements_item_time_idx" ON "store_stock_movements" USING btree ("store_item_id","created_at");--> statement-breakpoint
CREATE INDEX "sheet_movements_sheet_time_idx" ON "sheet_movements" USING btree ("sheet_id","created_at");--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_store_item_cost_idx" ON "goods_receipt_lines" USING btree ("store_item_id","id") WHERE "goods_receipt_lines"."costed" and "goods_receipt_lines"."store_item_id" is not null;--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_sheet_cost_idx" ON "goods_receipt_lines" USING btree ("sheet_id","id") WHERE "goods_receipt_lines"."costed" and "goods_receipt_lines"."sheet_id" is not null;