import { dayRollupTables, lowestCompetitorColumnTypes, readyDayRollupsRebuilt } from './engine/dayRollups';

/**
 * Fact-schema step 9: the price index against the lowest competitor in every day rollup (engine/dayRollups.ts,
 * `LOWEST_COMPETITOR_COLUMNS`), so a product or brand split of it reads product-days instead of joining every
 * retailer's prices: its columns added, then the rollups of the customers whose day rollups are complete rebuilt
 * in build order (customers without them get the columns with their next build).
 */
export const v9LowestCompetitorIndex = [
  ...dayRollupTables.flatMap((table) =>
    lowestCompetitorColumnTypes().map(
      ([column, type]) => `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} ${type};`,
    ),
  ),
  ...readyDayRollupsRebuilt({ lowestCompetitor: true }),
].join('\n');
