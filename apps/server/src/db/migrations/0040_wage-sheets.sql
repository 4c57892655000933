CREATE TYPE "public"."wage_period" AS ENUM('month', 'week');--> statement-breakpoint
CREATE TYPE "public"."wage_ledger_kind" AS ENUM('advance', 'recovery', 'payment');--> statement-breakpoint
CREATE TYPE "public"."wage_payment_method" AS ENUM('cash', 'bank', 'upi');--> statement-breakpoint
CREATE TYPE "public"."wage_sheet_status" AS ENUM('draft', 'approved', 'paid');--> statement-breakpoint
CREATE TABLE "wage_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"corrects_sheet_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"reason" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_adjustments_amount_not_zero" CHECK ("wage_adjustments"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "wage_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"kind" "wage_ledger_kind" NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"sheet_id" integer,
	"method" "wage_payment_method",
	"title" varchar(200) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wage_ledger_amount_positive" CHECK ("wage_ledger"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "wage_sheet_lines" (
	"sheet_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"skill_grade" "skill_grade",
	"works" integer DEFAULT 0 NOT NULL,
	"defective" integer DEFAULT 0 NOT NULL,
	"by_work_type" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"days_present" smallint DEFAULT 0 NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"piece_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"minimum_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"topup_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"overtime_minutes" integer DEFAULT 0 NOT NULL,
	"overtime_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"adjustment_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"gross_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"pf_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"esi_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"advance_recovered" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "wage_sheet_lines_sheet_id_worker_id_pk" PRIMARY KEY("sheet_id","worker_id"),
	CONSTRAINT "wage_sheet_lines_net_not_negative" CHECK ("wage_sheet_lines"."net_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wage_sheet_works" (
	"work_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"sheet_id" integer NOT NULL,
	CONSTRAINT "wage_sheet_works_work_id_worker_id_pk" PRIMARY KEY("work_id","worker_id")
);
--> statement-breakpoint
CREATE TABLE "wage_sheets" (
	"id" serial PRIMARY KEY NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"due_date" date NOT NULL,
	"status" "wage_sheet_status" DEFAULT 'draft' NOT NULL,
	"workers" integer DEFAULT 0 NOT NULL,
	"gross_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"net_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payment_method" "wage_payment_method",
	"payment_reference" varchar(100) DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_by" integer,
	"approved_at" timestamp with time zone,
	"paid_by" integer,
	"paid_at" timestamp with time zone,
	CONSTRAINT "wage_sheets_period_order" CHECK ("wage_sheets"."period_to" >= "wage_sheets"."period_from")
);
--> statement-breakpoint
CREATE TABLE "worker_bank_details" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"bank_account" varchar(20) DEFAULT '' NOT NULL,
	"ifsc" varchar(11) DEFAULT '' NOT NULL,
	"upi_id" varchar(110) DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "wage_period" "wage_period" DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "min_daily_unskilled" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "min_daily_semi_skilled" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "min_daily_skilled" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "min_daily_highly_skilled" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "daily_hours_limit" smallint DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "weekly_hours_limit" smallint DEFAULT 48 NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "pf_covered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "pf_percent" numeric(5, 2) DEFAULT '12' NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "pf_ceiling" numeric(14, 2) DEFAULT '15000' NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "esi_covered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "esi_percent" numeric(5, 2) DEFAULT '0.75' NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_settings" ADD COLUMN "esi_limit" numeric(14, 2) DEFAULT '21000' NOT NULL;--> statement-breakpoint
ALTER TABLE "wage_adjustments" ADD CONSTRAINT "wage_adjustments_worker_id_accounts_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_adjustments" ADD CONSTRAINT "wage_adjustments_corrects_sheet_id_wage_sheets_id_fk" FOREIGN KEY ("corrects_sheet_id") REFERENCES "public"."wage_sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_adjustments" ADD CONSTRAINT "wage_adjustments_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_ledger" ADD CONSTRAINT "wage_ledger_worker_id_accounts_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_ledger" ADD CONSTRAINT "wage_ledger_sheet_id_wage_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."wage_sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_ledger" ADD CONSTRAINT "wage_ledger_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_sheet_lines" ADD CONSTRAINT "wage_sheet_lines_sheet_id_wage_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."wage_sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_sheet_lines" ADD CONSTRAINT "wage_sheet_lines_worker_id_accounts_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_sheet_works" ADD CONSTRAINT "wage_sheet_works_work_id_production_item_works_id_fk" FOREIGN KEY ("work_id") REFERENCES "public"."production_item_works"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_sheet_works" ADD CONSTRAINT "wage_sheet_works_worker_id_accounts_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_sheet_works" ADD CONSTRAINT "wage_sheet_works_sheet_id_wage_sheets_id_fk" FOREIGN KEY ("sheet_id") REFERENCES "public"."wage_sheets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_sheets" ADD CONSTRAINT "wage_sheets_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_sheets" ADD CONSTRAINT "wage_sheets_approved_by_accounts_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_sheets" ADD CONSTRAINT "wage_sheets_paid_by_accounts_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_bank_details" ADD CONSTRAINT "worker_bank_details_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wage_adjustments_period_idx" ON "wage_adjustments" USING btree ("period_from","worker_id");--> statement-breakpoint
CREATE INDEX "wage_ledger_worker_idx" ON "wage_ledger" USING btree ("worker_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "wage_ledger_sheet_idx" ON "wage_ledger" USING btree ("sheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wage_ledger_sheet_worker_kind_key" ON "wage_ledger" USING btree ("sheet_id","worker_id","kind") WHERE "wage_ledger"."sheet_id" is not null;--> statement-breakpoint
CREATE INDEX "wage_sheet_lines_worker_idx" ON "wage_sheet_lines" USING btree ("worker_id","sheet_id");--> statement-breakpoint
CREATE INDEX "wage_sheet_works_sheet_idx" ON "wage_sheet_works" USING btree ("sheet_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wage_sheets_period_key" ON "wage_sheets" USING btree ("period_from");--> statement-breakpoint
CREATE INDEX "wage_sheets_unpaid_due_idx" ON "wage_sheets" USING btree ("due_date") WHERE "wage_sheets"."status" <> 'paid';