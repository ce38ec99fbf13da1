-- Manual selection picks category pages as well as search keywords: each entity says which it is. Existing
-- entities are keywords (they were the only kind). The same id may name a keyword and a category page.
ALTER TABLE visibility_cluster_entities
  ADD COLUMN entity_type text NOT NULL DEFAULT 'SEARCH_KEYWORD'
  CHECK (entity_type IN ('SEARCH_KEYWORD', 'CATEGORY_PAGE'));

-- The unique key of 0010 named no constraint, and the generated name is cut to 63 characters: found by its table.
DO $$
DECLARE
  old_key text;
BEGIN
  SELECT conname INTO old_key FROM pg_constraint
  WHERE conrelid = 'visibility_cluster_entities'::regclass AND contype = 'u';
  EXECUTE format('ALTER TABLE visibility_cluster_entities DROP CONSTRAINT %I', old_key);
END $$;

ALTER TABLE visibility_cluster_entities
  ADD CONSTRAINT visibility_cluster_entities_entity_key
  UNIQUE (customer_id, visibility_cluster_id, entity_type, entity_id);
