-- The products admin searches a tenant's products by part of the name, the brand or any code. A substring search
-- cannot use a btree, and pg_trgm is not loaded in the embedded PGlite, so each product keeps one lower-cased
-- search text (name, brand, GTINs, MPNs, other codes): a scan of that one column over 100,000 products takes about
-- 30 ms in PGlite, against about 170 ms for ILIKE over the separate columns and arrays. Triggers keep it current.
ALTER TABLE products ADD COLUMN search_text text NOT NULL DEFAULT '';

CREATE FUNCTION products_search_text(p_name text, p_brand text, gtins text[], mpns text[], others text[])
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT lower(concat_ws(' ', p_name, p_brand, array_to_string(gtins, ' '), array_to_string(mpns, ' '),
    array_to_string(others, ' ')))
$$;

CREATE FUNCTION products_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := products_search_text(
    NEW.name,
    (SELECT b.name FROM brands b WHERE b.customer_id = NEW.customer_id AND b.id = NEW.brand_id),
    NEW.gtin_codes, NEW.mpn_codes, NEW.other_codes);
  RETURN NEW;
END $$;

CREATE TRIGGER products_search_text_trg BEFORE INSERT OR UPDATE OF name, brand_id, gtin_codes, mpn_codes, other_codes
  ON products FOR EACH ROW EXECUTE FUNCTION products_set_search_text();

-- A renamed brand renames the search text of its products.
CREATE FUNCTION brands_refresh_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET search_text = products_search_text(name, NEW.name, gtin_codes, mpn_codes, other_codes)
  WHERE customer_id = NEW.customer_id AND brand_id = NEW.id;
  RETURN NULL;
END $$;

CREATE TRIGGER brands_search_text_trg AFTER UPDATE OF name ON brands
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION brands_refresh_search_text();

UPDATE products p SET search_text = products_search_text(p.name,
  (SELECT b.name FROM brands b WHERE b.customer_id = p.customer_id AND b.id = p.brand_id),
  p.gtin_codes, p.mpn_codes, p.other_codes);

-- Paging in name order reads the index in order instead of sorting every product of the tenant; names sort
-- bytewise ("C") so the order is the same on every server whatever its locale.
CREATE INDEX products_name_idx ON products (customer_id, (name COLLATE "C"), id);
CREATE INDEX assortments_product_idx ON assortments (customer_id, product_id);
