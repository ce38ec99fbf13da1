import {
  INGEST_MESSAGES as M,
  mustBeBetween,
  OBSERVATION_COLUMNS,
  type ObservationColumn,
} from '@shelfsight/contracts';

/**
 * The value rules of an observation row as DuckDB SQL over the staged text columns (`staged` view,
 * one VARCHAR column per API column name). A check is a boolean expression that is true when the row
 * breaks it; the whole file is checked with one aggregate pass, and only broken checks are listed.
 */
export interface Check {
  column: string;
  message: string;
  bad: string;
}

export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** The staged text of a column, with blank cells as NULL. */
export const raw = (name: string, alias?: string) => `nullif(trim(${alias ? `${alias}.` : ''}${quoteIdent(name)}), '')`;

// Lists, not IN (...): inside a larger plan DuckDB may turn IN into a join per column, several times slower.
const TRUE_WORDS = `['true', '1', 'yes', 'y', 't']`;
const FALSE_WORDS = `['false', '0', 'no', 'n', 'f']`;
const isWord = (words: string, value: string) => `list_contains(${words}, ${value})`;
const INTEGER = `'[+-]?\\d{1,18}'`;
const NUMBER = `'[+-]?(\\d{1,15}(\\.\\d*)?|\\.\\d+)'`;

/** How a query reads a column's text: `raw` (trimmed, blank as NULL) unless the rows are screened. */
export type TextOf = (name: string, alias?: string) => string;

/** The typed value of a column for the fact table; only read once every check has passed. */
export function valueSql(column: ObservationColumn, text: TextOf = raw): string {
  const value = text(column.name);
  switch (column.type) {
    case 'date':
      return `try_cast(${value} AS DATE)`;
    case 'timestamp':
      // TIMESTAMPTZ honours offsets such as +02:00; the connection runs in UTC, so the cast gives UTC.
      return `try_cast(${value} AS TIMESTAMPTZ)::TIMESTAMP`;
    case 'integer':
      return `try_cast(${value} AS BIGINT)`;
    case 'decimal':
      return `try_cast(${value} AS DECIMAL(18,2))`;
    case 'boolean':
      return `CASE WHEN ${isWord(TRUE_WORDS, `lower(${value})`)} THEN true WHEN ${isWord(FALSE_WORDS, `lower(${value})`)} THEN false END`;
    case 'currency':
    case 'priceType':
      return `upper(${value})`;
    case 'text':
      return value;
  }
}

function typeChecks(column: ObservationColumn, latestDay: string): Omit<Check, 'column'>[] {
  const value = raw(column.name);
  const given = `${value} IS NOT NULL`;
  const range = column.min !== undefined && column.max !== undefined ? mustBeBetween(column.min, column.max) : '';
  switch (column.type) {
    case 'date':
      return [
        {
          message: M.notADate,
          bad: `${given} AND (NOT regexp_full_match(${value}, '\\d{4}-\\d{2}-\\d{2}') OR try_cast(${value} AS DATE) IS NULL)`,
        },
        { message: M.futureDay, bad: `try_cast(${value} AS DATE) > DATE '${latestDay}'` },
      ];
    case 'timestamp':
      return [{ message: M.notATimestamp, bad: `${given} AND try_cast(${value} AS TIMESTAMPTZ) IS NULL` }];
    case 'integer':
      return [
        { message: M.notAWholeNumber, bad: `${given} AND NOT regexp_full_match(${value}, ${INTEGER})` },
        {
          message: range,
          bad: `regexp_full_match(${value}, ${INTEGER}) AND try_cast(${value} AS BIGINT) NOT BETWEEN ${column.min} AND ${column.max}`,
        },
      ];
    case 'decimal':
      return [
        { message: M.notANumber, bad: `${given} AND NOT regexp_full_match(${value}, ${NUMBER})` },
        {
          message: M.tooManyDecimals,
          bad: `regexp_full_match(${value}, ${NUMBER}) AND regexp_matches(${value}, '\\.\\d{2}\\d*[1-9]')`,
        },
        {
          message: range,
          bad: `regexp_full_match(${value}, ${NUMBER}) AND try_cast(${value} AS DOUBLE) NOT BETWEEN ${column.min} AND ${column.max}`,
        },
      ];
    case 'boolean':
      return [
        {
          message: M.notABoolean,
          bad: `${given} AND NOT ${isWord(TRUE_WORDS, `lower(${value})`)} AND NOT ${isWord(FALSE_WORDS, `lower(${value})`)}`,
        },
      ];
    case 'currency':
      return [{ message: M.notACurrency, bad: `${given} AND NOT regexp_full_match(${value}, '[A-Za-z]{3}')` }];
    case 'priceType':
      return [{ message: M.notAPriceType, bad: `${given} AND upper(${value}) NOT IN ('INCL', 'EXCL')` }];
    case 'text':
      return [{ message: M.tooLong, bad: `length(${value}) > ${column.max ?? 1000}` }];
  }
}

const byName = new Map(OBSERVATION_COLUMNS.map((column) => [column.name, column]));
export const RETAILER_KEYS = ['retailerId', 'retailer'] as const;
export const PRODUCT_KEYS = ['productId', 'shopProductId', 'gtin'] as const;

const anyGiven = (names: readonly string[], present: ReadonlySet<string>) => {
  const given = names.filter((name) => present.has(name)).map((name) => `${raw(name)} IS NOT NULL`);
  return given.length > 0 ? `(${given.join(' OR ')})` : 'false';
};

/**
 * Every check for the columns a file has, in column order. `latestDay` is the last day an observation
 * may have (today where the day starts first), so no time zone makes a fresh observation "future".
 */
export function checksFor(present: ReadonlySet<string>, latestDay: string): Check[] {
  const checks: Check[] = [];
  for (const column of OBSERVATION_COLUMNS) {
    if (column.required) checks.push({ column: column.name, message: M.required, bad: `${raw(column.name)} IS NULL` });
    if (column.name === RETAILER_KEYS[0]) {
      checks.push({ column: 'retailer', message: M.retailerRequired, bad: `NOT ${anyGiven(RETAILER_KEYS, present)}` });
    }
    if (column.name === PRODUCT_KEYS[0]) {
      checks.push({ column: 'productId', message: M.productRequired, bad: `NOT ${anyGiven(PRODUCT_KEYS, present)}` });
    }
    if (!present.has(column.name)) continue;
    for (const check of typeChecks(column, latestDay)) checks.push({ column: column.name, ...check });
  }
  if (present.has('sellingPrice') || present.has('originalPrice')) {
    const currency = present.has('currency') ? `${raw('currency')} IS NULL` : 'true';
    checks.push({
      column: 'currency',
      message: M.currencyNeeded,
      bad: `${anyGiven(['sellingPrice', 'originalPrice'], present)} AND ${currency}`,
    });
  }
  return checks;
}

export function columnNamed(name: string): ObservationColumn {
  const column = byName.get(name);
  if (!column) throw new Error(`no observation column ${name}`);
  return column;
}

/**
 * Types whose screen accepts only values without surrounding spaces (or no value at all), so on
 * screened rows a column reads as it is: trimming would change nothing.
 */
const SCREENED_AS_IS = new Set<ObservationColumn['type']>([
  'date',
  'integer',
  'decimal',
  'boolean',
  'currency',
  'priceType',
]);

/** The text of a column on rows that passed `screenFor`: as stored for strict types, else `raw`. */
export const screenedText: TextOf = (name, alias) =>
  SCREENED_AS_IS.has(columnNamed(name).type) ? `${alias ? `${alias}.` : ''}${quoteIdent(name)}` : raw(name, alias);

// Stricter than the rules above on purpose: only plain, well-formed values pass the screen.
const BOOLEAN_AS_IS = `['true', 'false', 'TRUE', 'FALSE', 'True', 'False', '1', '0', 'yes', 'no', 'y', 'n', 't', 'f']`;
/** A number with at most 2 decimals after dropping trailing zeros: implies NUMBER and not tooManyDecimals. */
const PLAIN_NUMBER = `'[+-]?(\\d{1,15}(\\.\\d{0,2}0*)?|\\.\\d{1,2}0*)'`;

function screenOf(column: ObservationColumn, latestDay: string): string {
  const value = quoteIdent(column.name);
  const range = `BETWEEN ${column.min} AND ${column.max}`;
  switch (column.type) {
    case 'date':
      return `regexp_full_match(${value}, '\\d{4}-\\d{2}-\\d{2}') AND try_cast(${value} AS DATE) <= DATE '${latestDay}'`;
    case 'timestamp':
      return `${raw(column.name)} IS NULL OR try_cast(${raw(column.name)} AS TIMESTAMPTZ) IS NOT NULL`;
    case 'integer':
      return `regexp_full_match(${value}, ${INTEGER}) AND try_cast(${value} AS BIGINT) ${range}`;
    case 'decimal':
      return `regexp_full_match(${value}, ${PLAIN_NUMBER}) AND try_cast(${value} AS DOUBLE) ${range}`;
    case 'boolean':
      return isWord(BOOLEAN_AS_IS, value);
    case 'currency':
      return `regexp_full_match(${value}, '[A-Za-z]{3}')`;
    case 'priceType':
      return isWord(`['INCL', 'EXCL', 'incl', 'excl', 'Incl', 'Excl']`, value);
    case 'text':
      // The untrimmed length is never shorter than the trimmed one.
      return `length(${value}) <= ${column.max ?? 1000}`;
  }
}

/**
 * Conditions that hold only for rows that certainly pass every check of `checksFor` (and whose
 * strict-type columns need no trimming): a clean file is confirmed with one cheap pass. A row that
 * fails the screen may still be valid (say, " 7" or "yes "); the caller then runs the full checks.
 */
export function screenFor(present: ReadonlySet<string>, latestDay: string): string[] {
  const given = (names: readonly string[]) => {
    const found = names.filter((name) => present.has(name)).map((name) => `${screenedText(name)} IS NOT NULL`);
    return found.length > 0 ? `(${found.join(' OR ')})` : 'false';
  };
  const conditions: string[] = [given(RETAILER_KEYS), given(PRODUCT_KEYS)];
  for (const column of OBSERVATION_COLUMNS) {
    if (!present.has(column.name)) {
      if (column.required) conditions.push('false');
      continue;
    }
    const screen = screenOf(column, latestDay);
    conditions.push(column.required ? `(${screen})` : `(${quoteIdent(column.name)} IS NULL OR (${screen}))`);
  }
  if (present.has('sellingPrice') || present.has('originalPrice')) {
    const currency = present.has('currency') ? `${screenedText('currency')} IS NOT NULL` : 'false';
    conditions.push(`(NOT ${given(['sellingPrice', 'originalPrice'])} OR ${currency})`);
  }
  return conditions;
}
