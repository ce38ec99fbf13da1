-- The product finder looks for part of a shop product id or a product page address among every page of the tenant.
-- A substring cannot use a btree, so the finder scanned every page (about 190 ms over 200,000 pages in PGlite);
-- trigram indexes answer LIKE '%…%' from the index. The embedded PGlite loads pg_trgm as well.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX retailer_products_shop_product_id_trgm_idx ON retailer_products
  USING gin (lower(shop_product_id) gin_trgm_ops);
CREATE INDEX retailer_products_pdp_url_trgm_idx ON retailer_products USING gin (lower(pdp_url) gin_trgm_ops);
