ALTER TYPE "public"."sheet_movement_reason" ADD VALUE 'goods_received';--> statement-breakpoint
CREATE TABLE "goods_receipt_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"receipt_id" integer NOT NULL,
	"order_line_id" integer,
	"store_item_id" integer,
	"sheet_id" integer,
	"name" varchar(150) NOT NULL,
	"unit" varchar(30) NOT NULL,
	"received" numeric(14, 3) NOT NULL,
	"rejected" numeric(14, 3) DEFAULT '0' NOT NULL,
	"rejection_reason" varchar(200) DEFAULT '' NOT NULL,
	"theoretical_kg" numeric(14, 3),
	"weighed_kg" numeric(14, 3),
	"variance_kg" numeric(14, 3),
	"variance_percent" numeric(9, 2),
	"heat_number" varchar(50) DEFAULT '' NOT NULL,
	"certificate" varchar(80),
	"rate" numeric(14, 2),
	"rate_per" varchar(5),
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"average_before_paise" bigint NOT NULL,
	"average_after_paise" bigint NOT NULL,
	"costed" boolean DEFAULT true NOT NULL,
	CONSTRAINT "goods_receipt_lines_one_item" CHECK (("goods_receipt_lines"."store_item_id" is null) <> ("goods_receipt_lines"."sheet_id" is null)),
	CONSTRAINT "goods_receipt_lines_quantities" CHECK ("goods_receipt_lines"."received" > 0 and "goods_receipt_lines"."rejected" >= 0 and "goods_receipt_lines"."rejected" <= "goods_receipt_lines"."received"),
	CONSTRAINT "goods_receipt_lines_value_not_negative" CHECK ("goods_receipt_lines"."value" >= 0)
);
--> statement-breakpoint
CREATE TABLE "goods_receipts" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"purchase_order_id" integer,
	"supplier_id" integer NOT NULL,
	"received_on" date NOT NULL,
	"vehicle_number" varchar(20) DEFAULT '' NOT NULL,
	"note" varchar(300) DEFAULT '' NOT NULL,
	"over_receipt_reason" varchar(300) DEFAULT '' NOT NULL,
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_costs" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_item_id" integer,
	"sheet_id" integer,
	"average_paise" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_costs_one_item" CHECK (("item_costs"."store_item_id" is null) <> ("item_costs"."sheet_id" is null)),
	CONSTRAINT "item_costs_not_negative" CHECK ("item_costs"."average_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"purchase_order_id" integer NOT NULL,
	"store_item_id" integer,
	"sheet_id" integer,
	"name" varchar(150) NOT NULL,
	"unit" varchar(30) NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"received" numeric(14, 3) DEFAULT '0' NOT NULL,
	"theoretical_kg" numeric(14, 3),
	"rate" numeric(14, 2) NOT NULL,
	"rate_per" varchar(5) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"expected_date" date,
	CONSTRAINT "purchase_order_lines_one_item" CHECK (("purchase_order_lines"."store_item_id" is null) <> ("purchase_order_lines"."sheet_id" is null)),
	CONSTRAINT "purchase_order_lines_quantity_positive" CHECK ("purchase_order_lines"."quantity" > 0),
	CONSTRAINT "purchase_order_lines_received_not_negative" CHECK ("purchase_order_lines"."received" >= 0),
	CONSTRAINT "purchase_order_lines_money_not_negative" CHECK ("purchase_order_lines"."rate" >= 0 and "purchase_order_lines"."amount" >= 0),
	CONSTRAINT "purchase_order_lines_rate_per" CHECK ("purchase_order_lines"."rate_per" in ('kg', 'bar', 'piece', 'unit'))
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(20) NOT NULL,
	"supplier_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'Draft' NOT NULL,
	"order_date" date NOT NULL,
	"expected_date" date,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_by" integer,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_status" CHECK ("purchase_orders"."status" in ('Draft', 'Approved', 'Partly received', 'Received', 'Closed', 'Cancelled')),
	CONSTRAINT "purchase_orders_total_not_negative" CHECK ("purchase_orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "supplier_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"store_item_id" integer,
	"sheet_id" integer,
	"last_rate" numeric(14, 2) NOT NULL,
	"rate_per" varchar(5) NOT NULL,
	"last_date" date NOT NULL,
	CONSTRAINT "supplier_items_one_item" CHECK (("supplier_items"."store_item_id" is null) <> ("supplier_items"."sheet_id" is null)),
	CONSTRAINT "supplier_items_rate_per" CHECK ("supplier_items"."rate_per" in ('kg', 'bar', 'piece', 'unit'))
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"gstin" varchar(15),
	"state_code" varchar(2),
	"address" varchar(500) DEFAULT '' NOT NULL,
	"contact_name" varchar(100) DEFAULT '' NOT NULL,
	"phone" varchar(15) DEFAULT '' NOT NULL,
	"email" varchar(254) DEFAULT '' NOT NULL,
	"payment_terms_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_terms_range" CHECK ("suppliers"."payment_terms_days" between 0 and 365)
);
--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_receipt_id_goods_receipts_id_fk" FOREIGN KEY ("receipt_id") REFERENCES "public"."goods_receipts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_order_line_id_purchase_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."purchase_order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipt_lines" ADD CONSTRAINT "goods_receipt_lines_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_receipts" ADD CONSTRAINT "goods_receipts_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_costs" ADD CONSTRAINT "item_costs_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_costs" ADD CONSTRAINT "item_costs_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_approved_by_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_items" ADD CONSTRAINT "supplier_items_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_items" ADD CONSTRAINT "supplier_items_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_items" ADD CONSTRAINT "supplier_items_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_receipt_idx" ON "goods_receipt_lines" USING btree ("receipt_id","id");--> statement-breakpoint
CREATE INDEX "goods_receipt_lines_order_line_idx" ON "goods_receipt_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_receipts_number_key" ON "goods_receipts" USING btree ("number");--> statement-breakpoint
CREATE INDEX "goods_receipts_order_idx" ON "goods_receipts" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE INDEX "goods_receipts_supplier_idx" ON "goods_receipts" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "goods_receipts_number_trgm_idx" ON "goods_receipts" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "item_costs_store_item_key" ON "item_costs" USING btree ("store_item_id") WHERE "item_costs"."store_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "item_costs_sheet_key" ON "item_costs" USING btree ("sheet_id") WHERE "item_costs"."sheet_id" is not null;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("purchase_order_id","id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_store_item_idx" ON "purchase_order_lines" USING btree ("store_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_key" ON "purchase_orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "purchase_orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_number_trgm_idx" ON "purchase_orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_items_store_key" ON "supplier_items" USING btree ("supplier_id","store_item_id") WHERE "supplier_items"."store_item_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_items_sheet_key" ON "supplier_items" USING btree ("supplier_id","sheet_id") WHERE "supplier_items"."sheet_id" is not null;--> statement-breakpoint
CREATE INDEX "supplier_items_store_item_idx" ON "supplier_items" USING btree ("store_item_id","last_date");--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_name_key" ON "suppliers" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm_idx" ON "suppliers" USING gin (("name" || ' ' || coalesce("gstin", '') || ' ' || "phone") gin_trgm_ops);