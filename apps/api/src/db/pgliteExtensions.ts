import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions every embedded database loads: the migrations create trigram indexes (pg_trgm), and a PGlite
 * opened without the extension could not write to the indexed tables.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
