-- Visibility tracking (spec 3 §2.8): search_categories holds category pages and other pages, told apart by
-- content_type. Every tracked entity records when it started being tracked: results are collected from the
-- next data load after that moment.
ALTER TABLE search_categories
  ADD CONSTRAINT search_categories_content_type_check CHECK (content_type IN ('CATEGORY', 'OTHER'));
ALTER TABLE search_keywords ADD COLUMN date_created timestamptz NOT NULL DEFAULT now();
ALTER TABLE search_categories ADD COLUMN date_created timestamptz NOT NULL DEFAULT now();

-- Manual visibility clusters may pick other pages as well. The check of 0022 was named by PostgreSQL: found by
-- its table and column.
DO $$
DECLARE
  old_check text;
BEGIN
  SELECT conname INTO old_check FROM pg_constraint
  WHERE conrelid = 'visibility_cluster_entities'::regclass AND contype = 'c'
    AND pg_get_constraintdef(oid) LIKE '%entity_type%';
  IF old_check IS NOT NULL THEN
    EXECUTE format('ALTER TABLE visibility_cluster_entities DROP CONSTRAINT %I', old_check);
  END IF;
END $$;
ALTER TABLE visibility_cluster_entities
  ADD CONSTRAINT visibility_cluster_entities_entity_type_check
  CHECK (entity_type IN ('SEARCH_KEYWORD', 'CATEGORY_PAGE', 'OTHER_PAGE'));
