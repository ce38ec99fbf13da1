import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readColumnsOnce } from './preparedReads';

let instance: DuckDBInstance;
let connection: Awaited<ReturnType<DuckDBInstance['connect']>>;
let other: Awaited<ReturnType<DuckDBInstance['connect']>>;

beforeAll(async () => {
  instance = await DuckDBInstance.create(':memory:');
  connection = await instance.connect();
  other = await instance.connect();
});
afterAll(() => {
  connection.closeSync();
  other.closeSync();
  instance.closeSync();
});

describe('reading a statement by column', () => {
  it('gives the same values as the client’s own conversion, nulls and several chunks included', async () => {
    // 5,000 rows: three chunks, null masks that cross 64-bit words, every type the engine reads and a few more.
    const sql = `SELECT i::INTEGER AS int_col,
        CASE WHEN i % 7 = 0 THEN NULL ELSE i * 1.5 END::DOUBLE AS double_col,
        CASE WHEN i % 5 = 0 THEN NULL ELSE i % 100 END::SMALLINT AS small_col,
        CASE WHEN i % 3 = 0 THEN NULL ELSE (i % 100)::TINYINT END AS tiny_col,
        (i / 3)::FLOAT AS float_col,
        (i * 11)::UINTEGER AS uint_col,
        CASE WHEN i % 4 = 0 THEN NULL ELSE 'item ' || i END AS text_col,
        (i % 2 = 0) AS bool_col,
        i::BIGINT * 1000000000 AS big_col,
        DATE '2024-02-28' + (i % 3)::INTEGER AS date_col
      FROM range($1) t(i)`;
    const ours = await readColumnsOnce(connection, sql, [5000]);
    const theirs = (await connection.runAndReadAll(sql, [5000])).getColumnsObjectJS();
    expect(Object.keys(ours)).toEqual(Object.keys(theirs));
    for (const name of Object.keys(theirs)) expect(ours[name], name).toEqual(theirs[name]);
    expect(ours.double_col?.[7]).toBeNull();
    expect(ours.double_col?.[8]).toBe(12);
    expect(ours.text_col?.slice(0, 3)).toEqual([null, 'item 1', 'item 2']);
  });

  it('answers an empty result with empty columns', async () => {
    expect(await readColumnsOnce(connection, 'SELECT 1::INTEGER AS a, NULL::VARCHAR AS b WHERE $1', [false])).toEqual({
      a: [],
      b: [],
    });
  });
});

describe('kept prepared statements', () => {
  it('binds new parameters to a kept statement', async () => {
    const sql = 'SELECT $1::INTEGER * 2 AS doubled';
    expect((await readColumnsOnce(connection, sql, [3])).doubled).toEqual([6]);
    expect((await readColumnsOnce(connection, sql, [21])).doubled).toEqual([42]);
  });

  it('reads a table replaced by another connection with its new columns and rows', async () => {
    await other.run('CREATE OR REPLACE TABLE kept_facts AS SELECT 1 AS id, 10.0::DOUBLE AS value');
    const sql = 'SELECT * FROM kept_facts WHERE id >= $1 ORDER BY id';
    expect(await readColumnsOnce(connection, sql, [0])).toEqual({ id: [1], value: [10] });
    await other.run(
      'CREATE OR REPLACE TABLE kept_facts AS SELECT * FROM (VALUES (1, 11.0::DOUBLE, 1), (2, 12.0::DOUBLE, 0)) t(id, value, flag)',
    );
    expect(await readColumnsOnce(connection, sql, [0])).toEqual({ id: [1, 2], value: [11, 12], flag: [1, 0] });
  });

  it('prepares afresh when a table a kept statement read was dropped and made again', async () => {
    await connection.run('CREATE TEMP TABLE kept_mapping AS SELECT 1 AS id');
    const sql = 'SELECT count(*)::INTEGER AS n FROM kept_mapping WHERE id > $1';
    expect((await readColumnsOnce(connection, sql, [0])).n).toEqual([1]);
    await connection.run('DROP TABLE kept_mapping');
    await connection.run('CREATE TEMP TABLE kept_mapping AS SELECT * FROM range(1, 4) t(id)');
    expect((await readColumnsOnce(connection, sql, [0])).n).toEqual([3]);
  });

  it('reports a statement that cannot run, and runs it once it can', async () => {
    const sql = 'SELECT count(*)::INTEGER AS n FROM not_yet_made WHERE $1';
    await expect(readColumnsOnce(connection, sql, [true])).rejects.toThrow(/not_yet_made/);
    await connection.run('CREATE TEMP TABLE not_yet_made AS SELECT 1 AS id');
    expect((await readColumnsOnce(connection, sql, [true])).n).toEqual([1]);
  });

  it('does not keep statements that change the store: each runs when asked', async () => {
    await connection.run('CREATE TEMP TABLE appended (id INTEGER)');
    await readColumnsOnce(connection, 'INSERT INTO appended VALUES ($1)', [1]);
    await readColumnsOnce(connection, 'INSERT INTO appended VALUES ($1)', [2]);
    expect((await readColumnsOnce(connection, 'SELECT id FROM appended ORDER BY id', [])).id).toEqual([1, 2]);
  });
});
