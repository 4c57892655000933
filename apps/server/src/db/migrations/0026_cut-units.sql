CREATE TABLE "cut_units" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_item_id" integer NOT NULL,
	"work_order_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"cut_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cut_by" integer,
	"reopened_at" timestamp with time zone,
	"reopened_by" integer,
	"reopen_reason" varchar(200)
);
--> statement-breakpoint
ALTER TABLE "cut_units" ADD CONSTRAINT "cut_units_production_item_id_production_items_id_fk" FOREIGN KEY ("production_item_id") REFERENCES "public"."production_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_units" ADD CONSTRAINT "cut_units_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_units" ADD CONSTRAINT "cut_units_plan_id_cut_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."cut_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_units" ADD CONSTRAINT "cut_units_cut_by_accounts_id_fk" FOREIGN KEY ("cut_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cut_units" ADD CONSTRAINT "cut_units_reopened_by_accounts_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cut_units_live_key" ON "cut_units" USING btree ("production_item_id") WHERE "cut_units"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "cut_units_work_order_idx" ON "cut_units" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE INDEX "cut_units_plan_idx" ON "cut_units" USING btree ("plan_id");