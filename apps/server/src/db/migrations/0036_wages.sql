CREATE TYPE "public"."attendance_status" AS ENUM('present', 'absent', 'leave', 'holiday');--> statement-breakpoint
CREATE TYPE "public"."skill_grade" AS ENUM('unskilled', 'semi-skilled', 'skilled', 'highly skilled');--> statement-breakpoint
CREATE TABLE "attendance_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"day" date NOT NULL,
	"status" "attendance_status" NOT NULL,
	"first_tap" timestamp with time zone,
	"last_tap" timestamp with time zone,
	"reason" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_marks_times_order" CHECK ("attendance_marks"."first_tap" is null or "attendance_marks"."last_tap" is null or "attendance_marks"."last_tap" >= "attendance_marks"."first_tap")
);
--> statement-breakpoint
CREATE TABLE "wage_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_type" varchar(30) NOT NULL,
	"product_type" varchar(100) DEFAULT '' NOT NULL,
	"skill_grade" "skill_grade",
	"rate" numeric(14, 2) NOT NULL,
	"effective_from" date NOT NULL,
	"note" varchar(200) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_rates_card_from_key" UNIQUE NULLS NOT DISTINCT("work_type","product_type","skill_grade","effective_from"),
	CONSTRAINT "wage_rates_rate_not_negative" CHECK ("wage_rates"."rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wage_settings" (
	"id" serial PRIMARY KEY NOT NULL,
	"effective_from" date NOT NULL,
	"defective_share_percent" smallint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_settings_share_range" CHECK ("wage_settings"."defective_share_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "work_splits" (
	"id" serial PRIMARY KEY NOT NULL,
	"work_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"percent" smallint NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_splits_percent_range" CHECK ("work_splits"."percent" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "worker_grades" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"skill_grade" "skill_grade" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_worker_id_accounts_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_updated_by_accounts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_rates" ADD CONSTRAINT "wage_rates_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD CONSTRAINT "wage_settings_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_splits" ADD CONSTRAINT "work_splits_work_id_production_item_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."production_item_works"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_splits" ADD CONSTRAINT "work_splits_worker_id_accounts_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_splits" ADD CONSTRAINT "work_splits_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_grades" ADD CONSTRAINT "worker_grades_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_marks_worker_day_key" ON "attendance_marks" USING btree ("worker_id","day");--> statement-breakpoint
CREATE INDEX "attendance_marks_day_idx" ON "attendance_marks" USING btree ("day");--> statement-breakpoint
CREATE INDEX "wage_rates_id_idx" ON "wage_rates" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "wage_settings_from_key" ON "wage_settings" USING btree ("effective_from");--> statement-breakpoint
CREATE UNIQUE INDEX "work_splits_work_worker_key" ON "work_splits" USING btree ("work_id","worker_id");--> statement-breakpoint
CREATE INDEX "work_splits_worker_idx" ON "work_splits" USING btree ("worker_id","work_id");--> statement-breakpoint
CREATE INDEX "production_item_works_completed_day_idx" ON "production_item_works" USING btree ("finished_date","worker_id") WHERE "production_item_works"."status" = 'Completed';--> statement-breakpoint
CREATE INDEX "production_item_works_worker_completed_day_idx" ON "production_item_works" USING btree ("worker_id","finished_date") WHERE "production_item_works"."status" = 'Completed';