CREATE TYPE "public"."visit_source" AS ENUM('phone', 'form');--> statement-breakpoint
CREATE TYPE "public"."visit_status" AS ENUM('Pending', 'Completed', 'In Progress');--> statement-breakpoint
ALTER TYPE "public"."role" ADD VALUE 'fieldstaff';--> statement-breakpoint
CREATE TABLE "field_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"owner_name" varchar(150) NOT NULL,
	"owner_phone" varchar(20) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_m" integer DEFAULT 200 NOT NULL,
	"field_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "field_sites_latitude_range" CHECK ("field_sites"."latitude" between -90 and 90),
	CONSTRAINT "field_sites_longitude_range" CHECK ("field_sites"."longitude" between -180 and 180),
	CONSTRAINT "field_sites_radius_range" CHECK ("field_sites"."radius_m" between 10 and 10000)
);
--> statement-breakpoint
CREATE TABLE "visit_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"field_staff_id" integer NOT NULL,
	"check_in_at" timestamp (6) with time zone NOT NULL,
	"check_out_at" timestamp (6) with time zone,
	"check_in_lat" double precision NOT NULL,
	"check_in_lng" double precision NOT NULL,
	"check_out_lat" double precision,
	"check_out_lng" double precision,
	"check_in_accuracy_m" double precision,
	"check_out_accuracy_m" double precision,
	"distance_m" integer,
	"outside_site" boolean DEFAULT false NOT NULL,
	"status" "visit_status" DEFAULT 'Pending' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"source" "visit_source" DEFAULT 'form' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "visit_entries_check_out_after_in" CHECK ("visit_entries"."check_out_at" is null or "visit_entries"."check_out_at" >= "visit_entries"."check_in_at"),
	CONSTRAINT "visit_entries_lat_range" CHECK ("visit_entries"."check_in_lat" between -90 and 90 and ("visit_entries"."check_out_lat" is null or "visit_entries"."check_out_lat" between -90 and 90)),
	CONSTRAINT "visit_entries_lng_range" CHECK ("visit_entries"."check_in_lng" between -180 and 180 and ("visit_entries"."check_out_lng" is null or "visit_entries"."check_out_lng" between -180 and 180))
);
--> statement-breakpoint
CREATE TABLE "visit_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"visit_id" integer NOT NULL,
	"field_staff_id" integer NOT NULL,
	"site_id" integer NOT NULL,
	"title" varchar(100) DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"image" varchar(64) NOT NULL,
	"thumbnail" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "field_sites" ADD CONSTRAINT "field_sites_field_staff_id_accounts_id_fk" FOREIGN KEY ("field_staff_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_entries" ADD CONSTRAINT "visit_entries_site_id_field_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."field_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_entries" ADD CONSTRAINT "visit_entries_field_staff_id_accounts_id_fk" FOREIGN KEY ("field_staff_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_images" ADD CONSTRAINT "visit_images_visit_id_visit_entries_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_images" ADD CONSTRAINT "visit_images_field_staff_id_accounts_id_fk" FOREIGN KEY ("field_staff_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_images" ADD CONSTRAINT "visit_images_site_id_field_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."field_sites"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "field_sites_live_idx" ON "field_sites" USING btree ("id" DESC NULLS LAST) WHERE "field_sites"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "field_sites_name_trgm_idx" ON "field_sites" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "field_sites_owner_trgm_idx" ON "field_sites" USING gin ("owner_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "field_sites_owner_phone_trgm_idx" ON "field_sites" USING gin ("owner_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "visit_entries_check_in_idx" ON "visit_entries" USING btree ("check_in_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "visit_entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "visit_entries_staff_check_in_idx" ON "visit_entries" USING btree ("field_staff_id","check_in_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "visit_entries"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "visit_entries_site_check_in_idx" ON "visit_entries" USING btree ("site_id","check_in_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "visit_entries"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "visit_entries_open_phone_key" ON "visit_entries" USING btree ("field_staff_id") WHERE "visit_entries"."check_out_at" is null and "visit_entries"."deleted_at" is null and "visit_entries"."source" = 'phone';--> statement-breakpoint
CREATE INDEX "visit_images_visit_idx" ON "visit_images" USING btree ("visit_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_images_staff_idx" ON "visit_images" USING btree ("field_staff_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_images_site_idx" ON "visit_images" USING btree ("site_id","id" DESC NULLS LAST);