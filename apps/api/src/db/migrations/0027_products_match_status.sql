-- The products admin sorts and filters by match status: MATCHED (0) when every retailer of the product's assortment
-- has an active product page of it, PARTIAL (1) when some do, UNMATCHED (2) when none does or it is expected
-- nowhere. Counting that for every product on each request took about 320 ms over 100,000 products, so each product
-- keeps its rank, refreshed by statement triggers on assortments and retailer_products (one refresh per statement,
-- so bulk loads do not update a product once per row).
ALTER TABLE products ADD COLUMN match_rank smallint NOT NULL DEFAULT 2;

CREATE FUNCTION products_refresh_match_rank(p_customer_ids integer[], p_product_ids integer[])
RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET match_rank = r.rank
  FROM (
    SELECT k.customer_id, k.product_id,
      CASE WHEN m.expected > 0 AND m.matched = m.expected THEN 0 WHEN m.matched > 0 THEN 1 ELSE 2 END AS rank
    FROM (SELECT DISTINCT * FROM unnest(p_customer_ids, p_product_ids) AS k (customer_id, product_id)) k
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS expected, count(rp.id)::int AS matched
      FROM assortments a
      LEFT JOIN retailer_products rp ON rp.customer_id = a.customer_id AND rp.retailer_id = a.retailer_id
        AND rp.product_id = a.product_id AND rp.is_active
      WHERE a.customer_id = k.customer_id AND a.product_id = k.product_id
    ) m
  ) r
  WHERE p.customer_id = r.customer_id AND p.id = r.product_id AND p.match_rank <> r.rank
$$;

-- One function for both tables and every event: the rows a statement touched name the products to refresh.
CREATE FUNCTION products_match_rank_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM products_refresh_match_rank(ARRAY(SELECT customer_id FROM changed_new ORDER BY customer_id, product_id),
      ARRAY(SELECT product_id FROM changed_new ORDER BY customer_id, product_id));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM products_refresh_match_rank(ARRAY(SELECT customer_id FROM changed_old ORDER BY customer_id, product_id),
      ARRAY(SELECT product_id FROM changed_old ORDER BY customer_id, product_id));
  END IF;
  RETURN NULL;
END $$;

-- Transition tables allow one event per trigger, hence three triggers a table.
CREATE TRIGGER assortments_match_rank_ins AFTER INSERT ON assortments REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION products_match_rank_after_change();
CREATE TRIGGER assortments_match_rank_upd AFTER UPDATE ON assortments
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION products_match_rank_after_change();
CREATE TRIGGER assortments_match_rank_del AFTER DELETE ON assortments REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION products_match_rank_after_change();
CREATE TRIGGER retailer_products_match_rank_ins AFTER INSERT ON retailer_products
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION products_match_rank_after_change();
CREATE TRIGGER retailer_products_match_rank_upd AFTER UPDATE ON retailer_products
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION products_match_rank_after_change();
CREATE TRIGGER retailer_products_match_rank_del AFTER DELETE ON retailer_products
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION products_match_rank_after_change();

UPDATE products p SET match_rank = CASE WHEN m.expected > 0 AND m.matched = m.expected THEN 0
    WHEN m.matched > 0 THEN 1 ELSE 2 END
FROM (
  SELECT a.customer_id, a.product_id, count(*)::int AS expected, count(rp.id)::int AS matched
  FROM assortments a
  LEFT JOIN retailer_products rp ON rp.customer_id = a.customer_id AND rp.retailer_id = a.retailer_id
    AND rp.product_id = a.product_id AND rp.is_active
  GROUP BY a.customer_id, a.product_id
) m
WHERE p.customer_id = m.customer_id AND p.id = m.product_id;

-- The first page by match status reads this index in order instead of ranking and sorting every product.
CREATE INDEX products_match_rank_idx ON products (customer_id, match_rank, (name COLLATE "C"), id);
