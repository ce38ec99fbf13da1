import { type SQL, sql } from 'drizzle-orm';

/**
 * A JavaScript array as a PostgreSQL array of `type`, sent as one JSON parameter (Drizzle would spread a plain
 * array into a list of parameters); order and nulls are kept.
 */
export function pgArray(values: readonly (string | number | null)[], type: 'integer' | 'text'): SQL {
  return sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))::${sql.raw(type)}[]`;
}

const arrayElement = (value: string | number | null) =>
  value === null ? 'NULL' : typeof value === 'number' ? String(value) : `"${value.replace(/[\\"]/g, '\\$&')}"`;

/**
 * A JavaScript array as one PostgreSQL array literal parameter ('{"a","b",NULL}'): read by the server's array
 * parser, which costs far less than a JSON document of the same values when staging many rows.
 */
export function pgArrayLiteral(values: readonly (string | number | null)[], type: 'integer' | 'text' | 'boolean'): SQL {
  return sql`${`{${values.map(arrayElement).join(',')}}`}::${sql.raw(type)}[]`;
}
