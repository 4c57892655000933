-- A sheet order search matches the lower-cased title with LIKE: the trigram index narrows the rows and each is
-- rechecked far cheaper than ILIKE on the title, which a ten-year search of thousands of matches paid per row (issue 15).
DROP INDEX "sheet_orders_title_trgm_idx";--> statement-breakpoint
ALTER TABLE "sheet_orders" ADD COLUMN "title_search" text GENERATED ALWAYS AS (lower(title)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "sheet_orders_title_trgm_idx" ON "sheet_orders" USING gin ("title_search" gin_trgm_ops);