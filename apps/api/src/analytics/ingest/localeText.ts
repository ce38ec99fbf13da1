import type { FileLocale, ObservationColumn } from '@shelfsight/contracts';
import { quoteIdent } from './columnRules';

/**
 * A CSV column's text as the value rules read it, rewritten from the file's locale: numbers with a
 * decimal comma (and dots grouping thousands, 1.234,56) become 1234.56, day-first or month-first dates
 * (31.12.2026, 12/31/2026) become 2026-12-31. Every column is staged as text and checked by the SQL
 * rules with its row and column, so DuckDB's typed CSV options (decimal_separator, dateformat) do not
 * apply: the rewrite happens in the staged view instead. A value that does not fit the locale's pattern
 * stays as written, and the rules report it as before.
 */
const COMMA_NUMBER = `'[+-]?(\\d{1,3}(\\.\\d{3})+|\\d+)(,\\d*)?'`;
const COMMA_INTEGER = `'[+-]?\\d{1,3}(\\.\\d{3})+'`;
const NUMERIC_DATE = `'\\d{1,2}[./-]\\d{1,2}[./-]\\d{4}'`;

/** strptime formats of a numeric date in each order; %d and %m also read a single digit. */
const DATE_FORMATS: Record<Exclude<FileLocale['dateOrder'], 'YMD'>, string> = {
  DMY: `['%d.%m.%Y', '%d/%m/%Y', '%d-%m-%Y']`,
  MDY: `['%m.%d.%Y', '%m/%d/%Y', '%m-%d-%Y']`,
};

export function localeTextSql(column: ObservationColumn, locale: FileLocale): string {
  const stored = quoteIdent(column.name);
  const value = `trim(${stored})`;
  if (locale.decimalMark === ',' && column.type === 'decimal') {
    return `CASE WHEN regexp_full_match(${value}, ${COMMA_NUMBER}) THEN replace(replace(${value}, '.', ''), ',', '.') ELSE ${stored} END`;
  }
  if (locale.decimalMark === ',' && column.type === 'integer') {
    return `CASE WHEN regexp_full_match(${value}, ${COMMA_INTEGER}) THEN replace(${value}, '.', '') ELSE ${stored} END`;
  }
  if (locale.dateOrder !== 'YMD' && column.type === 'date') {
    const parsed = `try_strptime(${value}, ${DATE_FORMATS[locale.dateOrder]})`;
    return `CASE WHEN regexp_full_match(${value}, ${NUMERIC_DATE}) AND ${parsed} IS NOT NULL THEN strftime(${parsed}, '%Y-%m-%d') ELSE ${stored} END`;
  }
  return stored;
}
