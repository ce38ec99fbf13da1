import { randomUUID } from 'node:crypto';
import { DAY_ROLLUPS_READY, dayRollupSelect, dayRollupTables, isWeekRollup } from './engine/dayRollups';
import { isoDateOfEpochDay } from './engine/isoCalendar';
import type { FactStore } from './factStore/factStore';
import { monthlyRollupInsert, type RollupMonths } from './monthlyRollupColumns';

/*
 * The engine's rollups on a fact store other than DuckDB's connection (ClickHouse): the monthly rollup and the
 * day and week rollups, from the same column definitions and SELECTs as on DuckDB, rendered in the store's
 * dialect. A store's `run` takes no parameters, so the statements carry the customer and the months as
 * literals (a whole number and checked month starts). ClickHouse has no transactions: each table's months are
 * built into a staging table of the same shape and swapped in, a partition (customer and month) at a time, with
 * `REPLACE PARTITION … FROM`, which ClickHouse applies atomically. A reader sees a month's old rows or its new
 * ones, never none; a month whose rows the rebuild no longer has is dropped the same way. Staging tables a killed
 * process left are dropped by the customer's next rebuild.
 */

const ISO_MONTH = /^\d{4}-\d{2}-01$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const epochDay = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;

/** The first day of the month after `month` (YYYY-MM-01). */
const nextMonth = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, monthNumber ?? 0, 1)).toISOString().slice(0, 10);
};

/** The Monday of the ISO week of a day (days since 1970-01-01; epoch day 0 was a Thursday). */
const mondayOf = (day: number) => day - ((((day + 3) % 7) + 7) % 7);

/** The Mondays of the ISO weeks of the days (epoch days). */
function mondaysOf(days: Iterable<number>): string[] {
  const mondays = new Set<string>();
  for (const day of days) mondays.add(isoDateOfEpochDay(mondayOf(day)));
  return [...mondays].sort();
}

/** The Mondays of the ISO weeks with a day in one of the months, the weeks straddling two months included. */
function weeksOf(months: readonly string[]): string[] {
  return mondaysOf(
    months.flatMap((month) =>
      Array.from({ length: epochDay(nextMonth(month)) - epochDay(month) }, (_, index) => epochDay(month) + index),
    ),
  );
}

/** The Mondays that fall in one of the months: the weeks a week rollup's partitions of those months hold. */
function mondaysIn(months: readonly string[]): string[] {
  const mondays: string[] = [];
  for (const month of months)
    for (let day = epochDay(month); day < epochDay(nextMonth(month)); day += 1)
      if (mondayOf(day) === day) mondays.push(isoDateOfEpochDay(day));
  return mondays.sort();
}

/** The months (YYYY-MM-01) the days fall in, sorted. */
const monthsOf = (days: readonly string[]) => [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))].sort();

/** The partition months (YYYYMM) of month starts; null (all the customer's months) stays null. */
const monthPartitions = (months: readonly string[] | null) =>
  months ? months.map((month) => month.slice(0, 7).replace('-', '')) : null;

/** Active partition ids of a table that belong to the customer (`customer-YYYYMM`, rollupPartitionKey). */
async function customerPartitions(store: FactStore, table: string, customer: string): Promise<Set<string>> {
  const parts = await store.readColumns(
    `SELECT DISTINCT partition_id FROM system.parts WHERE database = currentDatabase() AND table = '${table}' AND active
       AND startsWith(partition_id, '${customer}-')`,
    [],
  );
  return new Set((parts.partition_id ?? []).map(String));
}

const STAGING_PREFIX = 'rollup_staging_';
/** The staging tables of this process's rebuilds under way, which the removal of leftovers leaves alone. */
const liveStaging = new Set<string>();

/**
 * Builds a customer's rows of a rollup into a staging table shaped like `table` (`fill` gives the statement that
 * inserts them into the staging table named), then swaps them in: per partition of the months (YYYYMM; null: every
 * month the table or the staging table has of the customer) `REPLACE PARTITION … FROM` the staging table, or
 * `DROP PARTITION` where the rebuild has no rows. Each swap is atomic on its own.
 */
async function swapInRebuilt(
  store: FactStore,
  table: string,
  customer: string,
  months: readonly string[] | null,
  fill: (staging: string) => string | string[],
): Promise<void> {
  const staging = `${STAGING_PREFIX}${customer}_${randomUUID().replaceAll('-', '')}`;
  liveStaging.add(staging);
  try {
    await store.run(`CREATE TABLE ${staging} AS ${table}`);
    await store.run(...[fill(staging)].flat());
    const built = await customerPartitions(store, staging, customer);
    const partitions = months
      ? months.map((month) => `${customer}-${month}`)
      : [...new Set([...(await customerPartitions(store, table, customer)), ...built])].sort();
    await store.run(
      ...partitions.map((partition) =>
        built.has(partition)
          ? `ALTER TABLE ${table} REPLACE PARTITION ID '${partition}' FROM ${staging}`
          : `ALTER TABLE ${table} DROP PARTITION ID '${partition}'`,
      ),
    );
  } finally {
    await store.run(`DROP TABLE IF EXISTS ${staging}`).catch(() => undefined);
    liveStaging.delete(staging);
  }
}

/**
 * Drops the customer's staging tables a rebuild killed before its DROP left behind (and those of the earlier
 * naming, without a customer, which no rebuild makes any more), but those of a rebuild under way in this process.
 * Only the customer's: its rollups are rebuilt by one writer at a time (the server, `oneStoreAtATime`), while
 * another customer's staging table may be another rebuild's.
 */
async function dropLeftoverStaging(store: FactStore, customer: string): Promise<void> {
  const found = await store.readColumns(
    `SELECT name FROM system.tables WHERE database = currentDatabase()
       AND (startsWith(name, '${STAGING_PREFIX}${customer}_') OR match(name, '^${STAGING_PREFIX}[0-9a-f]{32}$'))`,
    [],
  );
  const left = (found.name ?? []).map(String).filter((name) => !liveStaging.has(name));
  if (left.length > 0) await store.run(...left.map((name) => `DROP TABLE IF EXISTS ${name}`));
}

const quoted = (days: readonly string[]) => days.map((day) => `'${day}'`).join(', ');

/**
 * Rebuilds a customer's monthly rollup, then its day and week rollups (all their months while
 * they are not complete, which the rebuild then records in `fact_day_rollups_ready`).
 */
export async function rebuildStoreRollups(store: FactStore, customerId: number, months: RollupMonths): Promise<void> {
  if (typeof months === 'object' && !('months' in months))
    throw new Error('A fact store takes the months to rebuild as a list, not a DuckDB temp table');
  const list = months === 'all' ? null : [...new Set(months.months)].sort();
  if (list?.length === 0) return;
  for (const month of list ?? []) if (!ISO_MONTH.test(month)) throw new Error(`Not the first day of a month: ${month}`);
  const customer = String(Math.trunc(customerId));
  await dropLeftoverStaging(store, customer);
  const { dialect } = store;
  // The day range lets ClickHouse skip parts before testing each day's month against the list.
  const inDaysOf = (day: string) =>
    list
      ? `AND ${day} >= '${list[0]}' AND ${day} < '${nextMonth(list.at(-1) ?? '')}' AND ${dialect.dateBucket('month', day)} IN (${quoted(list)})`
      : '';
  await swapInRebuilt(store, 'fact_daily_monthly', customer, monthPartitions(list), (staging) =>
    monthlyRollupInsert(dialect, customer, inDaysOf('day'), staging),
  );
  const days = list && months !== 'all' && months.days ? [...new Set(months.days)].sort() : undefined;
  for (const day of days ?? []) {
    if (!ISO_DAY.test(day) || !list?.includes(`${day.slice(0, 7)}-01`))
      throw new Error(`Not a day of the months: ${day}`);
  }
  const ready = await isReady(store, customer);
  await rebuildDayRollups(store, customer, ready ? list : null, ready ? days : undefined);
  if (!ready) await store.run(`INSERT INTO ${DAY_ROLLUPS_READY} (customer_id) VALUES (${customer})`);
}

/** Rebuilds a customer's day and week rollups while they are complete (a DCC version applied changed scores). */
export async function recomputeStoreDayRollups(store: FactStore, customerId: number): Promise<void> {
  const customer = String(Math.trunc(customerId));
  if (!(await isReady(store, customer))) return;
  await dropLeftoverStaging(store, customer);
  await rebuildDayRollups(store, customer, null);
}

async function isReady(store: FactStore, customer: string): Promise<boolean> {
  const found = await store.readColumns(`SELECT 1 AS ok FROM ${DAY_ROLLUPS_READY} WHERE customer_id = ${customer}`, []);
  return (found.ok?.length ?? 0) > 0;
}

/**
 * The day and week rollups of the months listed (null: all), in build order, inserted by column name. A week
 * rollup is partitioned by the month of its Monday: the partitions of the weeks that touch the months are
 * swapped whole. With `days` (all inside the months), only the day rollups of those days and the week rollups
 * of their weeks are computed; the partitions' other rows are carried into the staging table as they are.
 */
async function rebuildDayRollups(
  store: FactStore,
  customer: string,
  months: readonly string[] | null,
  days?: readonly string[],
) {
  const { dialect } = store;
  const weeksOfDays = days ? mondaysOf(days.map(epochDay)) : null;
  const weekMonths = months ? monthsOf(weeksOfDays ?? weeksOf(months)) : null;
  const weeks = weekMonths ? (weeksOfDays ?? mondaysIn(weekMonths)) : [];
  const lastWeekEnd = isoDateOfEpochDay(epochDay(weeks.at(-1) ?? '1970-01-05') + 7);
  for (const table of dayRollupTables) {
    const weekly = isWeekRollup(table);
    const partitionMonths = weekly ? weekMonths : months;
    const inMonths = (day: string, within = months ?? []) =>
      `AND ${day} >= '${within[0]}' AND ${day} < '${nextMonth(within.at(-1) ?? '')}' AND ${dialect.dateBucket('month', day)} IN (${quoted(within)})`;
    const inWeeks = (day: string) =>
      `AND ${day} >= '${weeks[0]}' AND ${day} < '${lastWeekEnd}' AND ${dialect.dateBucket('week', day)} IN (${quoted(weeks)})`;
    // The product-month rollup is a month's whole: its touched months are computed again.
    const some = days !== undefined && months !== null && (weekly || table !== 'fact_product_monthly');
    const computed = weekly ? weeks : (days ?? []);
    const rebuilt = !months
      ? ''
      : weekly
        ? inWeeks('f.day')
        : some
          ? `AND f.day IN (${quoted(computed)})`
          : inMonths('f.day');
    const described = await store.readColumns(
      `SELECT name FROM system.columns WHERE database = currentDatabase() AND table = '${table}' ORDER BY position`,
      [],
    );
    const columns = (described.name ?? []).map(String).join(', ');
    const select = dayRollupSelect(table, `f.customer_id = ${customer} ${rebuilt}`, undefined, { dialect });
    await swapInRebuilt(store, table, customer, monthPartitions(partitionMonths), (staging) => {
      const insert = `INSERT INTO ${staging} (${columns}) SELECT ${columns} FROM (${select})`;
      if (!some) return insert;
      const kept =
        `INSERT INTO ${staging} (${columns}) SELECT ${columns} FROM ${table} WHERE customer_id = ${customer} ` +
        `${inMonths('day', partitionMonths ?? [])} AND day NOT IN (${quoted(computed)})`;
      return [kept, insert];
    });
  }
}
