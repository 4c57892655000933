CREATE TABLE "idempotency_keys" (
	"account_id" integer NOT NULL,
	"key" varchar(200) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"state" varchar(10) DEFAULT 'running' NOT NULL,
	"owner" uuid NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"response_status" smallint,
	"response_type" varchar(100),
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_account_id_key_pk" PRIMARY KEY("account_id","key"),
	CONSTRAINT "idempotency_keys_state" CHECK ("idempotency_keys"."state" in ('running', 'done'))
);
--> statement-breakpoint
ALTER TABLE "production_item_works" ADD COLUMN "tapped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "production_item_works" ADD COLUMN "clock_differs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "production_item_works" ADD COLUMN "status_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "visit_entries" ADD COLUMN "check_in_tapped_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "visit_entries" ADD COLUMN "check_in_received_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "visit_entries" ADD COLUMN "check_in_clock_differs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_entries" ADD COLUMN "check_out_tapped_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "visit_entries" ADD COLUMN "check_out_received_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "visit_entries" ADD COLUMN "check_out_clock_differs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_images" ADD COLUMN "tapped_at" timestamp (6) with time zone;--> statement-breakpoint
ALTER TABLE "visit_images" ADD COLUMN "clock_differs" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");