import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { type IngestJob, OBSERVATION_COLUMNS, type ObservationColumn } from '@shelfsight/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IngestFixture, ingestFixture } from '../../test/ingestFixture';
import { loadCatalogueKeys } from './catalogueKeys';
import { checksFor, quoteIdent, screenedText, screenFor, valueSql } from './columnRules';
import { stageCsv } from './csvSource';
import { screenRows } from './screenRows';
import { createStagedView, STAGE_TABLE } from './stage';

const LATEST_DAY = '2026-06-30';

/** A plain, valid value per type: each sample row changes one column of this row. */
const PLAIN: Record<ObservationColumn['type'], string> = {
  date: '2026-03-01',
  timestamp: '2026-03-01T06:15:00Z',
  integer: '7',
  decimal: '1.50',
  boolean: 'true',
  currency: 'EUR',
  priceType: 'INCL',
  text: 'Acme',
};

/** Plain, loosely written and wrong values per type, to hold the screen against the rules. */
const SAMPLES: Record<ObservationColumn['type'], (string | null)[]> = {
  date: [
    '2026-03-01',
    ' 2026-03-01',
    '2026-3-1',
    '2026-02-30',
    '2026-07-01',
    '2026-03-01T00:00',
    '20260301',
    '',
    ' ',
    null,
  ],
  timestamp: ['2026-03-01T06:15:00Z', ' 2026-03-01T06:15:00+02:00 ', 'yesterday', '', null],
  integer: ['7', '+7', '-1', '0', ' 7', '7 ', '1.5', '1e3', '0x10', '1_000', '99999999999999999999', '007', '', null],
  decimal: [
    '1.99',
    '1.990',
    '1.991',
    '.5',
    '5.',
    '-0.01',
    ' 1.99',
    '1e3',
    '1,5',
    '10000000000',
    '4.3',
    '5.01',
    '',
    null,
  ],
  boolean: ['true', 'TRUE', 'yes', 'Y', 'f', '0', ' true', 'on', '2', '', null],
  currency: ['EUR', 'eur', 'EU', 'EURO', ' EUR', '€€€', '', null],
  priceType: ['INCL', 'excl', 'Incl', 'incl ', 'iNcL', 'GROSS', '', null],
  text: ['Acme', ' Acme ', '', ' ', 'x'.repeat(1001), ` ${'x'.repeat(999)} `, null],
};

describe('screenFor', () => {
  let instance: DuckDBInstance;
  let connection: DuckDBConnection;
  beforeAll(async () => {
    instance = await DuckDBInstance.create(':memory:');
    connection = await instance.connect();
    const names = OBSERVATION_COLUMNS.map((column) => column.name);
    await connection.run(
      `CREATE TEMP TABLE ${STAGE_TABLE} (${names.map((name) => `${quoteIdent(name)} VARCHAR`).join(', ')})`,
    );
    const plain = OBSERVATION_COLUMNS.map((column) => PLAIN[column.type]);
    const rows: (string | null)[][] = [plain];
    for (const [index, column] of OBSERVATION_COLUMNS.entries()) {
      for (const sample of SAMPLES[column.type]) rows.push(plain.map((value, at) => (at === index ? sample : value)));
    }
    const literal = (value: string | null) => (value === null ? 'NULL' : `'${value.replaceAll("'", "''")}'`);
    await connection.run(
      `INSERT INTO ${STAGE_TABLE} VALUES ${rows.map((row) => `(${row.map(literal).join(', ')})`).join(', ')}`,
    );
    await createStagedView(connection, 'rowid::INTEGER', new Set(names));
  });
  afterAll(() => {
    connection.closeSync();
    instance.closeSync();
  });

  it('passes only rows without any problem, and reads their values as the rules do', async () => {
    const present = new Set(OBSERVATION_COLUMNS.map((column) => column.name));
    const screen = screenFor(present, LATEST_DAY).join(' AND ');
    const problems = checksFor(present, LATEST_DAY)
      .map((check) => `coalesce(${check.bad}, false)`)
      .join(' OR ');
    const differs = OBSERVATION_COLUMNS.map(
      (column) => `${valueSql(column, screenedText)} IS DISTINCT FROM ${valueSql(column)}`,
    ).join(' OR ');
    const reader = await connection.runAndReadAll(
      `SELECT coalesce(${screen}, false) AS passed, ${problems} AS bad, ${differs} AS differs FROM staged`,
    );
    const rows = reader.getRowObjectsJS();
    // Every passed row is clean and typed the same; the loose but valid rows (" 7", "incl ") take the full checks.
    expect(rows.filter((row) => row.passed && (row.bad || row.differs))).toEqual([]);
    expect(rows.filter((row) => row.passed).length).toBeGreaterThan(OBSERVATION_COLUMNS.length);
    expect(rows.some((row) => !row.passed && !row.bad)).toBe(true);
    expect(rows.some((row) => !row.passed && row.bad)).toBe(true);
  });
});

describe('clean files on the screened path', () => {
  let f: IngestFixture;
  let dir: string;
  beforeAll(async () => {
    f = await ingestFixture();
    dir = await mkdtemp(path.join(os.tmpdir(), 'screen-rows-'));
  });
  afterAll(async () => {
    await f.t.close();
    await rm(dir, { recursive: true, force: true });
  });

  const HEADER =
    'day,retailer,productId,gtin,listed,inStock,sellingPrice,originalPrice,currency,reviewCount,rating,promotion,observedAt';
  const plainRows = () => [
    `2026-04-02,amazon-de,${f.product.kettle},,true,true,19.99,24.99,EUR,128,4.3,true,2026-04-02T06:15:00Z`,
    '2026-04-01,otto-de,,4006381333948,false,true,,,,,,,',
    `2026-04-01,amazon-de,${f.product.kettle},,yes,0,21.5,,eur,130,4.40,,`,
  ];
  // The same observations written loosely: valid, but the screen sends them to the full checks.
  const looseRows = () => [
    `2026-04-02,amazon-de,${f.product.kettle},, True ,true,19.990, 24.99,EUR,+128,4.3,true, 2026-04-02T08:15:00+02:00`,
    '2026-04-01,otto-de,,4006381333948,false,true,,,,,,,',
    `2026-04-01,amazon-de,${f.product.kettle},,yes,0,21.5,,eur,130,4.40,,`,
  ];

  async function screened(name: string, lines: string[]) {
    const file = path.join(dir, name);
    await writeFile(file, [HEADER, ...lines].join('\n'));
    const connection = await f.t.app.analytics.connect();
    try {
      const staged = await stageCsv(connection, file);
      await loadCatalogueKeys(f.t.app.db, connection, f.acme, { all: true });
      return await screenRows(connection, staged.present ?? new Set(), LATEST_DAY);
    } finally {
      connection.closeSync();
    }
  }

  const ingest = (lines: string[]) =>
    f.t.app.inject({
      method: 'POST',
      url: `/api/customer/${f.acme}/ingest?wait=true`,
      headers: { authorization: `Bearer ${f.tokens['admin@acme.test']}`, 'content-type': 'text/csv' },
      payload: [HEADER, ...lines].join('\n'),
    });

  it('stores the same facts whether a file passes the screen or takes the full checks', async () => {
    const plain = await screened('plain.csv', plainRows());
    expect(plain?.stats).toEqual({ rows: 3, distinct: 3, dayFrom: '2026-04-01', dayTo: '2026-04-02' });
    // The first row is a day later than the second: stored sorted, not as they come.
    expect(plain?.inDayOrder).toBe(false);
    expect(await screened('loose.csv', looseRows())).toBeNull();
    // Past the first rows, which are screened on their own first, a loose row still counts.
    const late = [...Array.from({ length: 2100 }, () => plainRows()[1] ?? ''), looseRows()[0] ?? ''];
    expect(await screened('late.csv', late)).toBeNull();
    expect(await screened('long.csv', late.slice(0, -1))).toMatchObject({ stats: { rows: 2100, distinct: 1 } });

    expect((await ingest(plainRows())).json<IngestJob>()).toMatchObject({
      state: 'done',
      rowsStored: 3,
      rowsReplaced: 0,
    });
    const fromPlain = await f.facts(f.acme);
    expect(fromPlain[2]).toMatchObject({
      day: '2026-04-02',
      selling_price: '19.99',
      review_count: 128,
      downloaded_at: '2026-04-02 06:15:00',
    });
    expect((await ingest(looseRows())).json<IngestJob>()).toMatchObject({
      state: 'done',
      rowsStored: 3,
      rowsReplaced: 3,
    });
    expect(await f.facts(f.acme)).toEqual(fromPlain);
  });

  it('sends a clean file naming an unknown product to the full checks, which list it and store nothing', async () => {
    const before = await f.facts(f.acme);
    const lines = [...plainRows(), '2026-04-03,otto-de,,4009999999999,true,true,1.00,,EUR,,,,'];
    expect(await screened('unknown.csv', lines)).toBeNull();
    const job = (await ingest(lines)).json<IngestJob>();
    expect(job).toMatchObject({
      state: 'rejected',
      problemCount: 1,
      rowsValid: 3,
      problems: [{ row: 5, column: 'gtin', message: 'Unknown product' }],
    });
    expect(await f.facts(f.acme)).toEqual(before);
  });
});
