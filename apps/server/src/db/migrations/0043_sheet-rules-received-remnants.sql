CREATE TABLE "sheet_part_rules" (
	"product_type" varchar(30) PRIMARY KEY NOT NULL,
	"allowance_mm" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sheet_remnants" ADD COLUMN "source" varchar(120);