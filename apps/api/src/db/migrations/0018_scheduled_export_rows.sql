-- Which rows a scheduled widget export writes: the first page of 50 (spec 2 §9) or all rows.
ALTER TABLE scheduled_exports
  ADD COLUMN export_rows text NOT NULL DEFAULT 'page' CHECK (export_rows IN ('page', 'all'));
