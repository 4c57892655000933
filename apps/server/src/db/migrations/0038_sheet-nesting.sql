CREATE TABLE "sheet_nest_plan_work_orders" (
	"plan_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	CONSTRAINT "sheet_nest_plan_work_orders_plan_id_work_order_id_pk" PRIMARY KEY("plan_id","work_order_id")
);
--> statement-breakpoint
CREATE TABLE "sheet_nest_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"auto_id" serial NOT NULL,
	"status" varchar(12) DEFAULT 'Planned' NOT NULL,
	"kerf_mm" integer NOT NULL,
	"min_remnant_mm" integer NOT NULL,
	"stages" integer NOT NULL,
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sheet_order_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" integer,
	"discarded_at" timestamp with time zone,
	"discarded_by" integer,
	CONSTRAINT "sheet_nest_plans_status" CHECK ("sheet_nest_plans"."status" in ('Planned', 'Cut', 'Discarded'))
);
--> statement-breakpoint
CREATE TABLE "sheet_nest_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	"remnant_id" integer,
	"thick" numeric(4, 2) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"cuts" jsonb NOT NULL,
	"remnants" jsonb NOT NULL,
	"ticked_at" timestamp with time zone,
	"ticked_by" integer
);
--> statement-breakpoint
CREATE TABLE "sheet_remnant_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"remnant_id" integer NOT NULL,
	"plan_id" integer,
	"account_id" integer,
	"direction" varchar(3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sheet_remnant_movements_direction" CHECK ("sheet_remnant_movements"."direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "sheet_remnants" (
	"id" serial PRIMARY KEY NOT NULL,
	"sheet_id" integer NOT NULL,
	"thick" numeric(4, 2) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"origin" varchar(10) NOT NULL,
	"origin_plan_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_plan_id" integer,
	CONSTRAINT "sheet_remnants_origin" CHECK ("sheet_remnants"."origin" in ('cut', 'received')),
	CONSTRAINT "sheet_remnants_size_positive" CHECK ("sheet_remnants"."width" > 0 and "sheet_remnants"."height" > 0)
);
--> statement-breakpoint
ALTER TABLE "sheet_nest_plan_work_orders" ADD CONSTRAINT "sheet_nest_plan_work_orders_plan_id_sheet_nest_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."sheet_nest_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_nest_plan_work_orders" ADD CONSTRAINT "sheet_nest_plan_work_orders_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_nest_plans" ADD CONSTRAINT "sheet_nest_plans_sheet_order_id_sheet_orders_id_fk" FOREIGN KEY ("sheet_order_id") REFERENCES "public"."sheet_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_nest_plans" ADD CONSTRAINT "sheet_nest_plans_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_nest_plans" ADD CONSTRAINT "sheet_nest_plans_confirmed_by_accounts_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_nest_plans" ADD CONSTRAINT "sheet_nest_plans_discarded_by_accounts_id_fk" FOREIGN KEY ("discarded_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_nest_sheets" ADD CONSTRAINT "sheet_nest_sheets_plan_id_sheet_nest_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."sheet_nest_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_nest_sheets" ADD CONSTRAINT "sheet_nest_sheets_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_nest_sheets" ADD CONSTRAINT "sheet_nest_sheets_remnant_id_sheet_remnants_id_fk" FOREIGN KEY ("remnant_id") REFERENCES "public"."sheet_remnants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_nest_sheets" ADD CONSTRAINT "sheet_nest_sheets_ticked_by_accounts_id_fk" FOREIGN KEY ("ticked_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_remnant_movements" ADD CONSTRAINT "sheet_remnant_movements_remnant_id_sheet_remnants_id_fk" FOREIGN KEY ("remnant_id") REFERENCES "public"."sheet_remnants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_remnant_movements" ADD CONSTRAINT "sheet_remnant_movements_plan_id_sheet_nest_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."sheet_nest_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_remnant_movements" ADD CONSTRAINT "sheet_remnant_movements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_remnants" ADD CONSTRAINT "sheet_remnants_sheet_id_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_remnants" ADD CONSTRAINT "sheet_remnants_origin_plan_id_sheet_nest_plans_id_fk" FOREIGN KEY ("origin_plan_id") REFERENCES "public"."sheet_nest_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_remnants" ADD CONSTRAINT "sheet_remnants_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sheet_remnants" ADD CONSTRAINT "sheet_remnants_used_by_plan_id_sheet_nest_plans_id_fk" FOREIGN KEY ("used_by_plan_id") REFERENCES "public"."sheet_nest_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sheet_nest_plan_work_orders_work_order_idx" ON "sheet_nest_plan_work_orders" USING btree ("work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_nest_plans_auto_id_key" ON "sheet_nest_plans" USING btree ("auto_id");--> statement-breakpoint
CREATE INDEX "sheet_nest_plans_status_id_idx" ON "sheet_nest_plans" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "sheet_nest_sheets_seq_key" ON "sheet_nest_sheets" USING btree ("plan_id","seq");--> statement-breakpoint
CREATE INDEX "sheet_nest_sheets_remnant_idx" ON "sheet_nest_sheets" USING btree ("remnant_id") WHERE "sheet_nest_sheets"."remnant_id" is not null;--> statement-breakpoint
CREATE INDEX "sheet_remnant_movements_remnant_idx" ON "sheet_remnant_movements" USING btree ("remnant_id","id");--> statement-breakpoint
CREATE INDEX "sheet_remnants_live_idx" ON "sheet_remnants" USING btree ("thick","id") WHERE "sheet_remnants"."used_at" is null;