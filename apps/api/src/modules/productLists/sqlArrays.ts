import { type SQL, sql } from 'drizzle-orm';

/**
 * A JavaScript array as a PostgreSQL array of `type`, sent as one JSON parameter (Drizzle would spread a plain
 * array into a list of parameters); order and nulls are kept.
 */
export function pgArray(values: readonly (string | number | null)[], type: 'integer' | 'text'): SQL {
  return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::${sql.raw(type)}[]`;
}
