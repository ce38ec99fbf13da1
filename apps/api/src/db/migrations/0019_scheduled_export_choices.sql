-- Which rows a scheduled widget export writes: the first page of 50 (spec 2 §9) or all rows; and a retailer
-- assortment left to the dashboard (null) unless the export says otherwise. Existing exports keep their choice.
ALTER TABLE scheduled_exports
  ADD COLUMN export_rows text NOT NULL DEFAULT 'page' CHECK (export_rows IN ('page', 'all'));
ALTER TABLE scheduled_exports
  ALTER COLUMN apply_retailer_assortment DROP NOT NULL,
  ALTER COLUMN apply_retailer_assortment SET DEFAULT NULL;
