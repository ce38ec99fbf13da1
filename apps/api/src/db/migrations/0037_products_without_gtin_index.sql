-- No query reads the GIN index on products.gtin_codes: the product list upload matches codes by joining the file's
-- unnested codes with the tenant's, and the products admin searches the kept search text. Every new product still
-- paid for an entry in it, a notable part of writing a large product list.
DROP INDEX products_gtin_idx;
