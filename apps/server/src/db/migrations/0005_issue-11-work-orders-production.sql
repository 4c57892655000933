CREATE TYPE "public"."work_order_status" AS ENUM('Pending', 'In Production', 'Completed', 'Delivered', 'Canceled');--> statement-breakpoint
CREATE TYPE "public"."production_status" AS ENUM('Pending', 'In Progress', 'Completed');--> statement-breakpoint
CREATE TABLE "work_order_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"title" varchar(150) DEFAULT '' NOT NULL,
	"image" varchar(80) NOT NULL,
	"thumbnail" varchar(80) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_order_id" integer NOT NULL,
	"sr_no" integer NOT NULL,
	"product_type" varchar(100) DEFAULT '' NOT NULL,
	"type" varchar(100) DEFAULT '' NOT NULL,
	"channel_size" varchar(100) DEFAULT '' NOT NULL,
	"channel_guage" varchar(100) DEFAULT '' NOT NULL,
	"particulars" varchar(100) DEFAULT '' NOT NULL,
	"width" numeric(9, 2) DEFAULT '0' NOT NULL,
	"height" numeric(9, 2) DEFAULT '0' NOT NULL,
	"grill_type" varchar(100) DEFAULT '' NOT NULL,
	"grill_shape" varchar(100) DEFAULT '' NOT NULL,
	"manchary" boolean DEFAULT false NOT NULL,
	"louvers" varchar(100) DEFAULT '' NOT NULL,
	"panel" varchar(100) DEFAULT '' NOT NULL,
	"design" varchar(100) DEFAULT '' NOT NULL,
	"design_type" varchar(100) DEFAULT '' NOT NULL,
	"divider" varchar(100) DEFAULT '' NOT NULL,
	"open_side" varchar(100) DEFAULT '' NOT NULL,
	"doorsill" boolean DEFAULT false NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"hinges" varchar(100) DEFAULT '' NOT NULL,
	"stopper" varchar(100) DEFAULT '' NOT NULL,
	"gate_hook" varchar(100) DEFAULT '' NOT NULL,
	"lock" varchar(100) DEFAULT '' NOT NULL,
	"item_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"item_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"check_design" varchar(100) DEFAULT '' NOT NULL,
	"arch_design" varchar(100) DEFAULT '' NOT NULL,
	"glass_partition" varchar(100) DEFAULT '' NOT NULL,
	"column1" varchar(100) DEFAULT '' NOT NULL,
	"column2" varchar(100) DEFAULT '' NOT NULL,
	"column3" varchar(100) DEFAULT '' NOT NULL,
	CONSTRAINT "work_order_items_quantity_not_negative" CHECK ("work_order_items"."quantity" >= 0),
	CONSTRAINT "work_order_items_money_not_negative" CHECK ("work_order_items"."item_cost" >= 0 and "work_order_items"."item_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"auto_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "work_orders_auto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer,
	"dealer_id" integer,
	"mobile" varchar(20) DEFAULT '' NOT NULL,
	"customer_name" varchar(150) DEFAULT '' NOT NULL,
	"order_creator" varchar(150) DEFAULT '' NOT NULL,
	"order_date" date NOT NULL,
	"delivery_date" date NOT NULL,
	"delivery_site" varchar(300) DEFAULT '' NOT NULL,
	"billing_address" varchar(500) DEFAULT '' NOT NULL,
	"gst_number" varchar(20) DEFAULT '' NOT NULL,
	"status" "work_order_status" DEFAULT 'Pending' NOT NULL,
	"total_cost" numeric(14, 2) DEFAULT '0' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"column1_title" varchar(60) DEFAULT '' NOT NULL,
	"column2_title" varchar(60) DEFAULT '' NOT NULL,
	"column3_title" varchar(60) DEFAULT '' NOT NULL,
	"column_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_orders_total_cost_not_negative" CHECK ("work_orders"."total_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "production_item_works" (
	"id" serial PRIMARY KEY NOT NULL,
	"auto_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "production_item_works_auto_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"production_item_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"work_type" varchar(30) NOT NULL,
	"expected_date" date,
	"finished_date" date,
	"status" "production_status" DEFAULT 'Pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"defective" boolean DEFAULT false NOT NULL,
	"defect_reason" text DEFAULT '' NOT NULL,
	"next_work_assigned" boolean DEFAULT false NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"assigned_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_item_works_defect_has_reason" CHECK (not "production_item_works"."defective" or length("production_item_works"."defect_reason") > 0),
	CONSTRAINT "production_item_works_finish_after_start" CHECK ("production_item_works"."finished_at" is null or "production_item_works"."started_at" is null or "production_item_works"."finished_at" >= "production_item_works"."started_at")
);
--> statement-breakpoint
CREATE TABLE "production_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"sr_no" varchar(60) NOT NULL,
	"work_order_id" integer NOT NULL,
	"work_order_item_id" integer NOT NULL,
	"unit_no" integer NOT NULL,
	"status" "production_status" DEFAULT 'Pending' NOT NULL,
	"current_work" varchar(30),
	"current_work_status" "production_status",
	"current_work_id" integer,
	"next_work_type" varchar(30),
	"defects" integer DEFAULT 0 NOT NULL,
	"finished_date" date,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_items_defects_not_negative" CHECK ("production_items"."defects" >= 0)
);
--> statement-breakpoint
ALTER TABLE "work_order_images" ADD CONSTRAINT "work_order_images_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_item_works" ADD CONSTRAINT "production_item_works_production_item_id_production_items_id_fk" FOREIGN KEY ("production_item_id") REFERENCES "public"."production_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_item_works" ADD CONSTRAINT "production_item_works_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_item_works" ADD CONSTRAINT "production_item_works_worker_id_accounts_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_item_works" ADD CONSTRAINT "production_item_works_assigned_by_accounts_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_items" ADD CONSTRAINT "production_items_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_items" ADD CONSTRAINT "production_items_work_order_item_id_work_order_items_id_fk" FOREIGN KEY ("work_order_item_id") REFERENCES "public"."work_order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_images_work_order_idx" ON "work_order_images" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_items_sr_no_key" ON "work_order_items" USING btree ("work_order_id","sr_no");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_auto_id_key" ON "work_orders" USING btree ("auto_id");--> statement-breakpoint
CREATE INDEX "work_orders_status_id_idx" ON "work_orders" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_dealer_id_idx" ON "work_orders" USING btree ("dealer_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_order_live_key" ON "work_orders" USING btree ("order_id") WHERE "work_orders"."order_id" is not null and "work_orders"."status" <> 'Canceled';--> statement-breakpoint
CREATE INDEX "work_orders_customer_trgm_idx" ON "work_orders" USING gin ("customer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "work_orders_title_trgm_idx" ON "work_orders" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "production_item_works_auto_id_key" ON "production_item_works" USING btree ("auto_id");--> statement-breakpoint
CREATE INDEX "production_item_works_item_idx" ON "production_item_works" USING btree ("production_item_id","id");--> statement-breakpoint
CREATE INDEX "production_item_works_work_order_idx" ON "production_item_works" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "production_item_works_status_id_idx" ON "production_item_works" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "production_item_works_worker_id_idx" ON "production_item_works" USING btree ("worker_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "production_item_works_worker_open_idx" ON "production_item_works" USING btree ("worker_id","expected_date","id") WHERE "production_item_works"."status" <> 'Completed';--> statement-breakpoint
CREATE INDEX "production_item_works_worker_finished_idx" ON "production_item_works" USING btree ("worker_id","finished_at");--> statement-breakpoint
CREATE INDEX "production_item_works_finished_at_idx" ON "production_item_works" USING btree ("finished_at") WHERE "production_item_works"."finished_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "production_item_works_one_open_key" ON "production_item_works" USING btree ("production_item_id") WHERE "production_item_works"."status" <> 'Completed';--> statement-breakpoint
CREATE UNIQUE INDEX "production_items_sr_no_key" ON "production_items" USING btree ("sr_no");--> statement-breakpoint
CREATE UNIQUE INDEX "production_items_unit_key" ON "production_items" USING btree ("work_order_item_id","unit_no");--> statement-breakpoint
CREATE INDEX "production_items_status_id_idx" ON "production_items" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "production_items_work_order_idx" ON "production_items" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE INDEX "production_items_sr_no_trgm_idx" ON "production_items" USING gin ("sr_no" gin_trgm_ops);