CREATE TABLE "cut_plan_bars" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"store_item_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"offcut_piece_id" integer,
	"length_mm" integer NOT NULL,
	"cuts" jsonb NOT NULL,
	"remainder_mm" integer NOT NULL,
	"remainder_kind" varchar(10) NOT NULL,
	"ticked_at" timestamp with time zone,
	"ticked_by" integer,
	CONSTRAINT "cut_plan_bars_source" CHECK ("cut_plan_bars"."source" in ('bar', 'offcut')),
	CONSTRAINT "cut_plan_bars_remainder_kind" CHECK ("cut_plan_bars"."remainder_kind" in ('offcut', 'scrap', 'none'))
);
--> statement-breakpoint
CREATE TABLE "cut_plan_work_orders" (
	"plan_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	CONSTRAINT "cut_plan_work_orders_plan_id_work_order_id_pk" PRIMARY KEY("plan_id","work_order_id")
);
--> statement-breakpoint
CREATE TABLE "cut_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"auto_id" serial NOT NULL,
	"status" varchar(12) DEFAULT 'Planned' NOT NULL,
	"kerf_mm" integer NOT NULL,
	"min_offcut_mm" integer NOT NULL,
	"size_unit" varchar(4) NOT NULL,
	"rules" jsonb NOT NULL,
	"section_stats" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"discarded_at" timestamp with time zone,
	"discarded_by" integer,
	CONSTRAINT "cut_plans_status" CHECK ("cut_plans"."status" in ('Planned', 'Cut', 'Discarded'))
);
--> statement-breakpoint
CREATE TABLE "cut_rules" (
	"product_type" varchar(30) PRIMARY KEY NOT NULL,
	"allowance_mm" integer NOT NULL,
	"pieces" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cut_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"kerf_mm" integer NOT NULL,
	"min_offcut_mm" integer NOT NULL,
	"size_unit" varchar(4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cut_settings_single" CHECK ("cut_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "section_pieces" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_item_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"length_mm" integer NOT NULL,
	"origin" varchar(12) NOT NULL,
	"origin_plan_id" integer,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_plan_id" integer,
	"used_by" integer,
	"used_note" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "section_pieces_kind" CHECK ("section_pieces"."kind" in ('bar', 'offcut')),
	CONSTRAINT "section_pieces_origin" CHECK ("section_pieces"."origin" in ('received', 'cut', 'correction')),
	CONSTRAINT "section_pieces_length_positive" CHECK ("section_pieces"."length_mm" > 0)
);
--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "is_section" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "channel_size" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "gauge" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "kg_per_metre" numeric(10, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "store_items" ADD COLUMN "stock_length_mm" integer;--> statement-breakpoint
ALTER TABLE "cut_plan_bars" ADD CONSTRAINT "cut_plan_bars_plan_id_cut_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."cut_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_plan_bars" ADD CONSTRAINT "cut_plan_bars_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_plan_bars" ADD CONSTRAINT "cut_plan_bars_offcut_piece_id_section_pieces_id_fk" FOREIGN KEY ("offcut_piece_id") REFERENCES "public"."section_pieces"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_plan_bars" ADD CONSTRAINT "cut_plan_bars_ticked_by_accounts_id_fk" FOREIGN KEY ("ticked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_plan_work_orders" ADD CONSTRAINT "cut_plan_work_orders_plan_id_cut_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."cut_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_plan_work_orders" ADD CONSTRAINT "cut_plan_work_orders_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_plans" ADD CONSTRAINT "cut_plans_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_plans" ADD CONSTRAINT "cut_plans_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_plans" ADD CONSTRAINT "cut_plans_discarded_by_accounts_id_fk" FOREIGN KEY ("discarded_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_pieces" ADD CONSTRAINT "section_pieces_store_item_id_store_items_id_fk" FOREIGN KEY ("store_item_id") REFERENCES "public"."store_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_pieces" ADD CONSTRAINT "section_pieces_origin_plan_id_cut_plans_id_fk" FOREIGN KEY ("origin_plan_id") REFERENCES "public"."cut_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_pieces" ADD CONSTRAINT "section_pieces_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_pieces" ADD CONSTRAINT "section_pieces_used_by_plan_id_cut_plans_id_fk" FOREIGN KEY ("used_by_plan_id") REFERENCES "public"."cut_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_pieces" ADD CONSTRAINT "section_pieces_used_by_accounts_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cut_plan_bars_seq_key" ON "cut_plan_bars" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE INDEX "cut_plan_work_orders_work_order_idx" ON "cut_plan_work_orders" USING btree ("work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cut_plans_auto_id_key" ON "cut_plans" USING btree ("auto_id");--> statement-breakpoint
CREATE INDEX "cut_plans_status_id_idx" ON "cut_plans" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "section_pieces_live_idx" ON "section_pieces" USING btree ("store_item_id","kind","length_mm") WHERE "section_pieces"."used_at" is null;--> statement-breakpoint
CREATE INDEX "section_pieces_origin_plan_idx" ON "section_pieces" USING btree ("origin_plan_id") WHERE "section_pieces"."origin_plan_id" is not null;--> statement-breakpoint
CREATE INDEX "section_pieces_used_plan_idx" ON "section_pieces" USING btree ("used_by_plan_id") WHERE "section_pieces"."used_by_plan_id" is not null;--> statement-breakpoint
CREATE INDEX "store_items_sections_idx" ON "store_items" USING btree ("id") WHERE "store_items"."is_section" and "store_items"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_section_complete" CHECK (not "store_items"."is_section" or ("store_items"."stock_length_mm" > 0 and "store_items"."channel_size" <> ''));--> statement-breakpoint
ALTER TABLE "store_items" ADD CONSTRAINT "store_items_kg_per_metre_not_negative" CHECK ("store_items"."kg_per_metre" >= 0);