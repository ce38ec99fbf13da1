-- A product list upload on a superuser connection writes with session_replication_role = replica, which skips
-- PostgreSQL's per-row foreign key checks (the upload locks the referenced rows itself) but also every trigger
-- left at the default ENABLE ORIGIN. The triggers that keep derived columns current must still fire for it.
-- products_search_text_trg stays as it was: the upload sets search_text in its own statements.
ALTER TABLE brands ENABLE ALWAYS TRIGGER brands_search_text_trg;
ALTER TABLE assortments ENABLE ALWAYS TRIGGER assortments_match_rank_ins;
ALTER TABLE assortments ENABLE ALWAYS TRIGGER assortments_match_rank_upd;
ALTER TABLE assortments ENABLE ALWAYS TRIGGER assortments_match_rank_del;
ALTER TABLE retailer_products ENABLE ALWAYS TRIGGER retailer_products_match_rank_ins;
ALTER TABLE retailer_products ENABLE ALWAYS TRIGGER retailer_products_match_rank_upd;
ALTER TABLE retailer_products ENABLE ALWAYS TRIGGER retailer_products_match_rank_del;
