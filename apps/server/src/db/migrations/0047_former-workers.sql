ALTER TABLE "production_item_works" ADD COLUMN "former_worker_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- Until now the audit log was read for who had a work before (issue 43 point 5): carry that history into the column.
UPDATE "production_item_works" w SET "former_worker_ids" = f.ids
FROM (
  SELECT entity_id, array_agg((changes -> 'worker' ->> 'before')::integer ORDER BY at, id) AS ids
  FROM audit_log
  WHERE entity = 'production_item_work' AND changes -> 'worker' ->> 'before' IS NOT NULL
  GROUP BY entity_id
) f
WHERE f.entity_id = w.id;
