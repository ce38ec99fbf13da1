import { DAY_ROLLUPS_READY, dayRollupSelect, dayRollupTables, isWeekRollup } from './engine/dayRollups';
import { isoDateOfEpochDay } from './engine/isoCalendar';
import type { FactStore } from './factStore/factStore';
import { monthlyRollupInsert, type RollupMonths } from './monthlyRollupColumns';

/*
 * The engine's rollups on a fact store other than DuckDB's connection (ClickHouse): the monthly rollup and the
 * day and week rollups, from the same column definitions and SELECTs as on DuckDB, rendered in the store's
 * dialect. A store's `run` takes no parameters, so the statements carry the customer and the months as
 * literals (a whole number and checked month starts). ClickHouse has no transactions: readers may see the
 * months being rebuilt between their delete and their insert.
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

/** The Mondays of the ISO weeks of the days (epoch days). */
function mondaysOf(days: Iterable<number>): string[] {
  const mondays = new Set<string>();
  // Epoch day 0 was a Thursday: (day + 3) mod 7 days after the week's Monday.
  for (const day of days) mondays.add(isoDateOfEpochDay(day - ((((day + 3) % 7) + 7) % 7)));
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

const quoted = (days: readonly string[]) => days.map((day) => `'${day}'`).join(', ');

/**
 * Deletes and rebuilds a customer's monthly rollup, then its day and week rollups (all their months while
 * they are not complete, which the rebuild then records in `fact_day_rollups_ready`).
 */
export async function rebuildStoreRollups(store: FactStore, customerId: number, months: RollupMonths): Promise<void> {
  if (typeof months === 'object' && !('months' in months))
    throw new Error('A fact store takes the months to rebuild as a list, not a DuckDB temp table');
  const list = months === 'all' ? null : [...new Set(months.months)].sort();
  if (list?.length === 0) return;
  for (const month of list ?? []) if (!ISO_MONTH.test(month)) throw new Error(`Not the first day of a month: ${month}`);
  const customer = String(Math.trunc(customerId));
  const { dialect } = store;
  // The day range lets ClickHouse skip parts before testing each day's month against the list.
  const inDaysOf = (day: string) =>
    list
      ? `AND ${day} >= '${list[0]}' AND ${day} < '${nextMonth(list.at(-1) ?? '')}' AND ${dialect.dateBucket('month', day)} IN (${quoted(list)})`
      : '';
  await store.run(
    `DELETE FROM fact_daily_monthly WHERE customer_id = ${customer}${list ? ` AND month IN (${quoted(list)})` : ''}`,
    monthlyRollupInsert(dialect, customer, inDaysOf('day')),
  );
  const days = list && months !== 'all' && months.days ? [...new Set(months.days)].sort() : undefined;
  for (const day of days ?? []) {
    if (!ISO_DAY.test(day) || !list?.includes(`${day.slice(0, 7)}-01`))
      throw new Error(`Not a day of the months: ${day}`);
  }
  const ready = await isReady(store, customer);
  await rebuildDayRollups(store, customer, ready ? list : null, days);
  if (!ready) await store.run(`INSERT INTO ${DAY_ROLLUPS_READY} (customer_id) VALUES (${customer})`);
}

/** Rebuilds a customer's day and week rollups while they are complete (a DCC version applied changed scores). */
export async function recomputeStoreDayRollups(store: FactStore, customerId: number): Promise<void> {
  const customer = String(Math.trunc(customerId));
  if (await isReady(store, customer)) await rebuildDayRollups(store, customer, null);
}

async function isReady(store: FactStore, customer: string): Promise<boolean> {
  const found = await store.readColumns(`SELECT 1 AS ok FROM ${DAY_ROLLUPS_READY} WHERE customer_id = ${customer}`, []);
  return (found.ok?.length ?? 0) > 0;
}

/**
 * The day and week rollups of the months listed (null: all), in build order, inserted by column name; with `days`
 * (all inside the months), the day rollups of those days and the week rollups of their weeks only.
 */
async function rebuildDayRollups(
  store: FactStore,
  customer: string,
  months: readonly string[] | null,
  days?: readonly string[],
) {
  const { dialect } = store;
  const weeks = months ? (days ? mondaysOf(days.map(epochDay)) : weeksOf(months)) : [];
  const lastWeekEnd = isoDateOfEpochDay(epochDay(weeks.at(-1) ?? '1970-01-05') + 7);
  for (const table of dayRollupTables) {
    const weekly = isWeekRollup(table);
    const inMonths = (day: string) =>
      `AND ${day} >= '${months?.[0]}' AND ${day} < '${nextMonth(months?.at(-1) ?? '')}' AND ${dialect.dateBucket('month', day)} IN (${quoted(months ?? [])})`;
    const inWeeks = (day: string) =>
      `AND ${day} >= '${weeks[0]}' AND ${day} < '${lastWeekEnd}' AND ${dialect.dateBucket('week', day)} IN (${quoted(weeks)})`;
    const daily = days !== undefined && table !== 'fact_product_monthly';
    const inDays = (day: string) => `AND ${day} IN (${quoted(days ?? [])})`;
    const deleted = !months ? '' : weekly ? `AND day IN (${quoted(weeks)})` : daily ? inDays('day') : inMonths('day');
    const rebuilt = !months ? '' : weekly ? inWeeks('f.day') : daily ? inDays('f.day') : inMonths('f.day');
    const described = await store.readColumns(
      `SELECT name FROM system.columns WHERE database = currentDatabase() AND table = '${table}' ORDER BY position`,
      [],
    );
    const columns = (described.name ?? []).map(String).join(', ');
    const select = dayRollupSelect(table, `f.customer_id = ${customer} ${rebuilt}`, undefined, { dialect });
    await store.run(
      `DELETE FROM ${table} WHERE customer_id = ${customer} ${deleted}`,
      `INSERT INTO ${table} (${columns}) SELECT ${columns} FROM (${select})`,
    );
  }
}
