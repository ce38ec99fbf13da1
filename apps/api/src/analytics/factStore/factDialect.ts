import { listValue } from '@duckdb/node-api';

/*
 * The one place where the fact engines' SQL differs. The engine writes one statement per metric query
 * (buildSql.ts) in the SQL both engines share (CASE, casts with `::`, FILTER, windows, GROUP BY ALL) and
 * asks the dialect for the rest: parameters, id lists, date buckets, the last reading of a pair and the
 * two lowest prices of a product-day.
 */

export type FactEngine = 'duckdb' | 'clickhouse';

/** How a parameter travels: one value, or a list of integers of 32 or 64 bits, or of texts. */
export type ParamKind = 'value' | 'intList' | 'bigIntList' | 'textList';

/** A date bucket's unit; ISO weeks start on Monday. */
export type DateUnit = 'week' | 'month' | 'year';

export interface FactDialect {
  readonly engine: FactEngine;
  /** The placeholder of the `index`-th parameter (1-based) of a statement. */
  placeholder(index: number, value: unknown, kind: ParamKind): string;
  /** The value as the engine's client binds it. */
  bindValue(value: unknown, kind: ParamKind): unknown;
  /** `column` is one of the list parameter `list` (a placeholder). */
  inList(column: string, list: string): string;
  /** `column` is none of the list parameter `list`. */
  notInList(column: string, list: string): string;
  /** A two-column relation (`id`, `key`) from two list parameters of the same length. */
  pairs(ids: string, keys: string): string;
  /** The bucket start of a DATE column as a DATE. */
  dateBucket(unit: DateUnit, column: string): string;
  /** A DATE as text YYYY-MM-DD. */
  dateText(column: string): string;
  /** The value `v` of the latest `d` among the rows where `v` is not null. */
  lastValue(v: string, d: string): string;
  /** The two lowest values of `expression` in the group, ascending, as a list read with [1] and [2]. */
  twoLowest(expression: string): string;
  /** The value `v` of the latest `d` among the rows where `where` holds and `v` is not null. */
  lastValueWhere(v: string, d: string, where: string): string;
  /** A DOUBLE rounded to `places` decimals, half away from zero (DuckDB's round). */
  round(expression: string, places: number): string;
  /** A text in lower case, beyond ASCII too (as JS toLowerCase). */
  lowerText(text: string): string;
  /** Whether the text `part` occurs in the text `text`. */
  containsText(text: string, part: string): string;
  /** A TIMESTAMP (UTC) as ISO text YYYY-MM-DDTHH:MM:SSZ. */
  isoTime(column: string): string;
  /** The value `v` of the row with the largest `by`. */
  argMax(v: string, by: string): string;
  /**
   * Rows from a JSON text parameter `json` (an array of objects), with the given columns and their DuckDB
   * types; every column nullable. A relation of any length, none included (a bound list cannot be empty).
   */
  jsonRows(json: string, columns: readonly (readonly [string, JsonColumnType])[]): string;
  /** A TIMESTAMP as epoch milliseconds. */
  epochMs(expression: string): string;
  /** A table whose rows are replaced by newer ones of the same key (fact_loads), as its current rows. */
  latestRows(table: string): string;
  /** The largest value of the group, NULL without rows (ClickHouse's max() answers the type's default there). */
  maxOrNull(column: string): string;
  /** The mean of the group, NULL without rows (ClickHouse's avg() answers nan there). */
  averageOrNull(expression: string): string;
  /** The non-null items of an integer list literal `[a, b, …]`; an empty list when there are none. */
  nonNullIntegers(items: readonly string[]): string;
  /** A statement that (re)defines the scalar function `name(parameters) = body`. */
  defineFunction(name: string, parameters: string, body: string): string;
}

/** The column types jsonRows reads (DuckDB's names). */
export type JsonColumnType = 'INTEGER' | 'SMALLINT' | 'VARCHAR' | 'DECIMAL(5,2)' | 'TIMESTAMP';

const clickhouseJsonType: Record<JsonColumnType, string> = {
  INTEGER: 'Int32',
  SMALLINT: 'Int16',
  VARCHAR: 'String',
  'DECIMAL(5,2)': 'Decimal(5, 2)',
  TIMESTAMP: "DateTime64(6, ''UTC'')",
};

export const duckdbDialect: FactDialect = {
  engine: 'duckdb',
  placeholder: (index, value, kind) => {
    // Id lists are cast, so the comparison stays on the integer columns (JS numbers bind as DOUBLE).
    const cast = { value: '', intList: '::INTEGER[]', bigIntList: '::BIGINT[]', textList: '' }[kind];
    void value;
    return `$${index}${cast}`;
  },
  bindValue: (value, kind) => {
    if (kind === 'value') return value;
    const list = value as readonly (number | string)[];
    return listValue(kind === 'bigIntList' ? list.map((item) => BigInt(item)) : [...list]);
  },
  inList: (column, list) => `${column} IN (SELECT unnest(${list}))`,
  notInList: (column, list) => `${column} NOT IN (SELECT unnest(${list}))`,
  pairs: (ids, keys) => `(SELECT unnest(${ids}) AS id, unnest(${keys}) AS key)`,
  dateBucket: (unit, column) => `date_trunc('${unit}', ${column})::DATE`,
  dateText: (column) => `strftime(${column}, '%Y-%m-%d')`,
  lastValue: (v, d) => `arg_max(${v}, ${d}) FILTER (WHERE ${v} IS NOT NULL)`,
  twoLowest: (expression) => `min(${expression}, 2)`,
  // arg_max skips the rows whose value is null.
  lastValueWhere: (v, d, where) => `arg_max(${v}, ${d}) FILTER (WHERE ${where})`,
  round: (expression, places) => `round(${expression}, ${Math.trunc(places)})`,
  lowerText: (text) => `lower(${text})`,
  containsText: (text, part) => `contains(${text}, ${part})`,
  isoTime: (column) => `strftime(${column}, '%Y-%m-%dT%H:%M:%SZ')`,
  argMax: (v, by) => `arg_max(${v}, ${by})`,
  jsonRows: (json, columns) => {
    const structure = JSON.stringify([Object.fromEntries(columns)]);
    return `(SELECT unnest(from_json(${json}::JSON, '${structure}'), recursive := true))`;
  },
  epochMs: (expression) => `epoch_ms(${expression})`,
  // DuckDB updates rows in place.
  latestRows: (table) => table,
  maxOrNull: (column) => `max(${column})`,
  averageOrNull: (expression) => `avg(${expression})`,
  nonNullIntegers: (items) =>
    items.length === 0 ? '[]::INTEGER[]' : `list_filter([${items.join(', ')}], x -> x IS NOT NULL)`,
  defineFunction: (name, parameters, body) => `CREATE OR REPLACE MACRO ${name}(${parameters}) AS (${body})`,
};

/** ClickHouse's parameter type of a value (typed placeholders `{name:Type}`). */
function clickhouseType(value: unknown, kind: ParamKind): string {
  switch (kind) {
    case 'intList':
      return 'Array(Int32)';
    case 'bigIntList':
      return 'Array(Int64)';
    case 'textList':
      return 'Array(String)';
    case 'value':
      if (value === null || value === undefined) return 'Nullable(Int64)';
      if (typeof value === 'bigint') return 'Int64';
      if (typeof value === 'number') return Number.isInteger(value) ? 'Int64' : 'Float64';
      if (typeof value === 'boolean') return 'Bool';
      return 'String';
  }
}

export const clickhouseDialect: FactDialect = {
  engine: 'clickhouse',
  placeholder: (index, value, kind) => `{p${index}:${clickhouseType(value, kind)}}`,
  bindValue: (value) => value,
  inList: (column, list) => `${column} IN ${list}`,
  notInList: (column, list) => `${column} NOT IN ${list}`,
  pairs: (ids, keys) =>
    `(SELECT id, key FROM (SELECT ${ids} AS ids, ${keys} AS keys) ARRAY JOIN ids AS id, keys AS key)`,
  // toMonday is the ISO week's Monday whatever the server's week mode.
  dateBucket: (unit, column) =>
    ({ week: `toMonday(${column})`, month: `toStartOfMonth(${column})`, year: `toStartOfYear(${column})` })[unit],
  dateText: (column) => `toString(${column})`,
  // Aggregates skip rows whose arguments are null.
  lastValue: (v, d) => `argMax(${v}, ${d})`,
  // An index past the end reads 0 (arrays hold no nulls), which the price index's nullif turns into no value.
  twoLowest: (expression) => `arraySlice(arraySort(groupArray(${expression})), 1, 2)`,
  lastValueWhere: (v, d, where) => `argMax(${v}, ${d}) FILTER (WHERE ${where})`,
  // ClickHouse's round() rounds floats half to even (round(62.5) = 62); DuckDB's, as C's round(), away from zero.
  round: (expression, places) => {
    const scale = 10 ** Math.trunc(places);
    return `(sign(${expression}) * floor(abs(${expression}) * ${scale} + 0.5) / ${scale})`;
  },
  // lower() is ASCII only on ClickHouse.
  lowerText: (text) => `lowerUTF8(${text})`,
  containsText: (text, part) => `(position(${text}, ${part}) > 0)`,
  // Minutes are %i in ClickHouse's format.
  isoTime: (column) => `formatDateTime(${column}, '%Y-%m-%dT%H:%i:%SZ', 'UTC')`,
  argMax: (v, by) => `argMax(${v}, ${by})`,
  jsonRows: (json, columns) => {
    const tuple = columns.map(([name, type]) => `${name} Nullable(${clickhouseJsonType[type]})`).join(', ');
    const selected = columns.map(([name]) => `tupleElement(r, '${name}') AS ${name}`).join(', ');
    return `(SELECT ${selected} FROM (SELECT arrayJoin(JSONExtract(${json}, 'Array(Tuple(${tuple}))')) AS r))`;
  },
  epochMs: (expression) => `toUnixTimestamp64Milli(${expression})`,
  // ReplacingMergeTree: FINAL keeps the newest row of each key at read time.
  latestRows: (table) => `${table} FINAL`,
  maxOrNull: (column) => `maxOrNull(${column})`,
  averageOrNull: (expression) => `avgOrNull(${expression})`,
  nonNullIntegers: (items) =>
    items.length === 0 ? 'CAST([] AS Array(Int32))' : `arrayFilter(x -> x IS NOT NULL, [${items.join(', ')}])`,
  defineFunction: (name, parameters, body) => `CREATE OR REPLACE FUNCTION ${name} AS (${parameters}) -> (${body})`,
};

/**
 * Collects a statement's positional parameters; user values only ever travel this way, never inside
 * the SQL text.
 */
export class FactParams {
  readonly values: unknown[] = [];
  constructor(private readonly dialect: FactDialect) {}
  add(value: unknown): string {
    return this.push(value, 'value');
  }
  /** A list of ids: integers bind as 32-bit integers, so comparisons stay on the integer columns. */
  list(values: readonly (number | string)[]): string {
    return this.push(values, values.every((value) => typeof value === 'number') ? 'intList' : 'textList');
  }
  /** Numbers beyond 32 bits (pair keys). */
  bigList(values: readonly number[]): string {
    return this.push(values, 'bigIntList');
  }
  private push(value: unknown, kind: ParamKind): string {
    this.values.push(this.dialect.bindValue(value, kind));
    return this.dialect.placeholder(this.values.length, value, kind);
  }
}
