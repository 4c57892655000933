-- The photo grids filter and count by visit_images' own indexes (issue 12 point 9): a photo carries whether its
-- visit was deleted, and the indexes hold the live photos only.
DROP INDEX "visit_images_visit_idx";--> statement-breakpoint
DROP INDEX "visit_images_staff_idx";--> statement-breakpoint
DROP INDEX "visit_images_site_idx";--> statement-breakpoint
ALTER TABLE "visit_images" ADD COLUMN "visit_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Photos of visits deleted before this column existed leave the grids as they did through the join.
UPDATE "visit_images" SET "visit_deleted" = true FROM "visit_entries" v WHERE v."id" = "visit_images"."visit_id" AND v."deleted_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "visit_images_live_idx" ON "visit_images" USING btree ("id" DESC NULLS FIRST) WHERE not "visit_images"."visit_deleted";--> statement-breakpoint
CREATE INDEX "visit_images_visit_idx" ON "visit_images" USING btree ("visit_id","id" DESC NULLS FIRST) WHERE not "visit_images"."visit_deleted";--> statement-breakpoint
CREATE INDEX "visit_images_staff_idx" ON "visit_images" USING btree ("field_staff_id","id" DESC NULLS FIRST) WHERE not "visit_images"."visit_deleted";--> statement-breakpoint
CREATE INDEX "visit_images_site_idx" ON "visit_images" USING btree ("site_id","id" DESC NULLS FIRST) WHERE not "visit_images"."visit_deleted";