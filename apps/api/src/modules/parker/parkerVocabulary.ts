import { countryIdOf, type IsoDate, todayInZone, addDays } from '@shelfsight/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FactParams } from '../../analytics/factStore/factDialect';
import type { FactStore } from '../../analytics/factStore/factStore';
import { brands, brandTypes, countries, customerRetailers, products, retailers } from '../../db/schema';

export interface Term {
  id: number;
  name: string;
}

/** The words of one customer Parker understands: its catalogue's names, and the day its newest facts describe. */
export interface ParkerVocabulary {
  retailers: Term[];
  brands: Term[];
  brandTypes: Term[];
  products: Term[];
  /** Countries of the customer's retailers; the id is `countryIdOf(code)`. */
  countries: (Term & { code: string })[];
  /** The newest day with facts (the end of the last finished load), null before the first load. */
  lastFactDay: IsoDate | null;
}

/**
 * The reference day of relative dates: the day after the newest facts. Loads end yesterday, so this is normally
 * today; when facts lag, 'yesterday' still means the newest day with data.
 */
export function referenceDay(vocabulary: ParkerVocabulary): IsoDate {
  return vocabulary.lastFactDay ? addDays(vocabulary.lastFactDay, 1) : todayInZone();
}

async function newestFactDay(app: FastifyInstance, customerId: number): Promise<IsoDate | null> {
  // The end of the newest finished load, else the newest observation.
  const newest = async (store: FactStore, table: string, column: string, where = '') => {
    const { dialect } = store;
    const params = new FactParams(dialect);
    const read = await store.readColumns(
      `SELECT ${dialect.dateText(dialect.maxOrNull(column))} AS day FROM ${table}
       WHERE customer_id = ${params.add(customerId)}${where}`,
      params.values,
    );
    const day = read.day?.[0];
    return typeof day === 'string' ? day : null;
  };
  const { facts } = app;
  return (
    (await newest(facts, facts.dialect.latestRows('fact_loads'), 'day_to', " AND state = 'ready'")) ??
    (await newest(app.facts, 'fact_daily', 'day'))
  );
}

/** Reads a customer's vocabulary: a few small catalogue reads and one fact read. */
export async function readVocabulary(app: FastifyInstance, customerId: number): Promise<ParkerVocabulary> {
  const db = app.db;
  const [retailerRows, brandRows, brandTypeRows, productRows, lastFactDay] = await Promise.all([
    db
      .select({
        id: retailers.id,
        name: retailers.displayName,
        countryCode: retailers.countryCode,
        country: countries.name,
      })
      .from(customerRetailers)
      .innerJoin(retailers, eq(retailers.id, customerRetailers.retailerId))
      .innerJoin(countries, eq(countries.code, retailers.countryCode))
      .where(and(eq(customerRetailers.customerId, customerId), eq(customerRetailers.isActive, true)))
      .orderBy(asc(retailers.id)),
    db
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .where(eq(brands.customerId, customerId))
      .orderBy(asc(brands.id)),
    db
      .select({ id: brandTypes.id, name: brandTypes.name })
      .from(brandTypes)
      .where(eq(brandTypes.customerId, customerId))
      .orderBy(asc(brandTypes.id)),
    db
      .select({ id: products.id, name: products.name })
      .from(products)
      .where(and(eq(products.customerId, customerId), sql`${products.isActive}`))
      .orderBy(asc(products.id)),
    newestFactDay(app, customerId),
  ]);
  const countryByCode = new Map<string, Term & { code: string }>();
  for (const row of retailerRows) {
    const code = row.countryCode.trim();
    countryByCode.set(code, { id: countryIdOf(code), name: row.country, code });
  }
  return {
    retailers: retailerRows.map(({ id, name }) => ({ id, name })),
    brands: brandRows,
    brandTypes: brandTypeRows,
    products: productRows,
    countries: [...countryByCode.values()],
    lastFactDay,
  };
}

const KEEP_MS = 60_000;
const kept = new WeakMap<FastifyInstance, Map<number, { at: number; vocabulary: Promise<ParkerVocabulary> }>>();

/** The vocabulary, kept for a minute per customer: catalogue edits reach Parker within that minute. */
export function vocabularyOf(app: FastifyInstance, customerId: number): Promise<ParkerVocabulary> {
  let customers = kept.get(app);
  if (!customers) kept.set(app, (customers = new Map()));
  const known = customers.get(customerId);
  if (known && Date.now() - known.at < KEEP_MS) return known.vocabulary;
  const vocabulary = readVocabulary(app, customerId);
  const entries = customers;
  entries.set(customerId, { at: Date.now(), vocabulary });
  vocabulary.catch(() => entries.delete(customerId));
  return vocabulary;
}
