-- Issue 40 point 4 (docs/decisions/032-cut-lists.md, "Cut units"): the units that plans confirmed before cut units were
-- kept are marked cut by the first confirmed plan that cut them, so they are not planned (or bought for) again. A unit
-- two plans confirmed (the double cut this fixes) keeps the first plan's mark; the plans themselves stay as they were.
INSERT INTO "cut_units" ("production_item_id", "work_order_id", "plan_id", "cut_at", "cut_by")
SELECT DISTINCT ON (pi."id") pi."id", pi."work_order_id", p."id", coalesce(p."confirmed_at", p."updated_at"), p."confirmed_by"
FROM "cut_plans" p
JOIN "cut_plan_bars" b ON b."plan_id" = p."id"
CROSS JOIN LATERAL jsonb_array_elements(b."cuts") AS c("cut")
JOIN "production_items" pi ON pi."work_order_item_id" = (c."cut" ->> 'item')::integer AND pi."unit_no" = (c."cut" ->> 'unit')::integer
WHERE p."status" = 'Cut'
ORDER BY pi."id", p."confirmed_at", p."id";
