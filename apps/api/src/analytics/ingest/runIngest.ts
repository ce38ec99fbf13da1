import type { DuckDBConnection } from '@duckdb/node-api';
import { type FileLocale, type IngestFormat, type IngestJob, todayInZone } from '@shelfsight/contracts';
import type { Db } from '../../db/database';
import type { RetailerAccess } from '../../access/retailerAccess';
import type { FactStore } from '../factStore/factStore';
import { loadCatalogueKeys } from './catalogueKeys';
import { checkValues, countValidRows, sortProblems } from './checkValues';
import { stageCsv } from './csvSource';
import { mergeFacts } from './mergeFacts';
import { stageNdjson } from './ndjsonSource';
import { findKeyProblems, KEYED_TABLE, resolveKeys } from './resolveKeys';
import { screenRows } from './screenRows';
import type { StageOutcome } from './stageOutcome';
import { takesFiles } from '../factStore/parquetTransfer';
import { storeFactsInClickHouse } from './storeClickHouse';
import { stageXlsx } from './xlsxSource';

export interface IngestSource {
  format: IngestFormat;
  /** The received file on disk. */
  file: string;
  /** CSV only: the locale the user confirmed; null reads the values as written (XLSX cells are typed). */
  locale?: FileLocale | null;
}

export interface IngestTarget {
  db: Db;
  /** A fresh DuckDB connection: the job's temporary tables and transaction are its own. */
  connect(): Promise<DuckDBConnection>;
  customerId: number;
  access: RetailerAccess;
  loadId: string;
  /**
   * Where the validated rows are stored: absent (or a store that takes no files), DuckDB's fact_daily on
   * the job's connection; the ClickHouse store, its fact_daily (storeClickHouse.ts). Staging and checks
   * run on DuckDB either way.
   */
  facts?: FactStore;
}

export type ProgressUpdate = Partial<Omit<IngestJob, 'id' | 'format' | 'fileName' | 'startedAt'>>;

/** The last day an observation may carry: today where the calendar is furthest ahead (UTC+14). */
export const latestObservationDay = () => todayInZone('UTC+14');

function stage(
  connection: DuckDBConnection,
  source: IngestSource,
  update: (patch: ProgressUpdate) => void,
): Promise<StageOutcome> {
  const onRow = (rowsRead: number) => update({ rowsRead });
  if (source.format === 'csv') return stageCsv(connection, source.file, source.locale ?? null);
  if (source.format === 'ndjson') return stageNdjson(connection, source.file, onRow);
  return stageXlsx(connection, source.file, onRow);
}

/**
 * One file from disk to the fact store: stage as text, check every value, resolve catalogue keys, and
 * store all rows in one transaction only when no row has a problem. A clean file passes a cheap screen
 * and is stored straight from the stage; otherwise the full checks run and list every problem. `update` receives the progress;
 * the last update has the final state (done or rejected). Errors are thrown to the caller.
 */
export async function runIngest(target: IngestTarget, source: IngestSource, update: (patch: ProgressUpdate) => void) {
  const connection = await target.connect();
  try {
    await connection.run("SET TimeZone = 'UTC'");
    update({ state: 'reading' });
    const staged = await stage(connection, source, update);
    update({ rowsRead: staged.rows });
    if (!staged.present || staged.problemCount > 0) {
      update({ state: 'rejected', problems: staged.problems, problemCount: staged.problemCount, rowsValid: 0 });
      return;
    }
    update({ state: 'validating' });
    const latestDay = latestObservationDay();
    await loadCatalogueKeys(target.db, connection, target.customerId, target.access);
    let rows = await screenRows(connection, staged.present, latestDay);
    if (!rows) {
      const values = await checkValues(connection, staged.present, latestDay);
      await resolveKeys(connection, staged.present);
      const keys = await findKeyProblems(connection);
      const problemCount = values.problemCount + keys.problemCount;
      if (problemCount > 0) {
        const rowsValid = await countValidRows(connection, staged.present, latestDay);
        update({
          state: 'rejected',
          problems: sortProblems([...values.problems, ...keys.problems]),
          problemCount,
          rowsValid,
        });
        return;
      }
      rows = { query: `SELECT * FROM ${KEYED_TABLE}` };
    }
    update({ state: 'storing', rowsValid: staged.rows });
    const merged = takesFiles(target.facts)
      ? await storeFactsInClickHouse(connection, target.facts, target.customerId, target.loadId, staged.present, rows)
      : await mergeFacts(connection, target.customerId, target.loadId, staged.present, rows);
    update({ state: 'done', ...merged });
  } finally {
    connection.closeSync();
  }
}
