import type { FactRow } from '../../analytics/factWriter';
import type { FactTable } from '../../analytics/factSchema';
import { generateImageSimilarity } from './imageSimilarity';
import type { MarketCatalogue } from './marketCatalogue';
import { PairSimulator } from './pairSimulator';
import { VisibilitySimulator } from './visibility';

export interface GenerateOptions {
  seed: number;
  /** The last day generated, as days since 1970-01-01 (UTC). */
  lastDay: number;
  days: number;
  /** Reviews, intraday readings, promotions and banners; off for the benchmark tenant. */
  details: boolean;
  /** Called every 2,000 pairs, e.g. to yield to the event loop. */
  pause?: () => Promise<void>;
}

export type FactSink = (table: FactTable, row: FactRow) => void;

/** Days since 1970-01-01 of a UTC date. */
export const epochDay = (date: Date) => Math.floor(date.getTime() / 86_400_000);

/**
 * Generates a tenant's facts day by day — every pair of a day before the next day — so rows reach
 * the sink day first, in (retailer, product) order within a day: the physical order the fact store
 * wants. Same catalogue and options → the same rows in the same order. `afterDay` lets a caller
 * report progress and yield to the event loop.
 */
export async function generateFacts(
  catalogue: MarketCatalogue,
  options: GenerateOptions,
  sink: FactSink,
  afterDay?: (dayIndex: number, dailyRows: number) => Promise<void> | void,
): Promise<{ dailyRows: number }> {
  const firstDay = options.lastDay - options.days + 1;
  const retailers = new Map(catalogue.retailers.map((retailer) => [retailer.id, retailer]));
  const products = new Map(catalogue.products.map((product) => [product.id, product]));
  const simulators: PairSimulator[] = [];
  for (const pair of [...catalogue.pairs].sort((a, b) => a.retailerId - b.retailerId || a.productId - b.productId)) {
    const retailer = retailers.get(pair.retailerId);
    const product = products.get(pair.productId);
    if (retailer && product) {
      simulators.push(
        new PairSimulator(catalogue.customerId, retailer, product, pair, options.seed, firstDay, options.days),
      );
    }
  }
  const byPair = new Map(
    simulators.map((simulator) => [`${simulator.retailer.id}:${simulator.product.id}`, simulator]),
  );
  const listed = (retailerId: number, productId: number) => byPair.get(`${retailerId}:${productId}`)?.isListed ?? false;
  const visibility = new VisibilitySimulator(catalogue, options.seed);
  const daily = (row: FactRow) => sink('fact_daily', row);
  let dailyRows = 0;
  for (let dayIndex = 0; dayIndex < options.days; dayIndex += 1) {
    const day = firstDay + dayIndex;
    for (let index = 0; index < simulators.length; index += 1) {
      simulators[index]!.step(day, options.details, daily, sink, sink);
      // A day of the benchmark tenant is 100,000 pairs: let a waiting request through now and then.
      if (options.pause && index % 2000 === 1999) await options.pause();
    }
    dailyRows += simulators.length;
    visibility.step(day, dayIndex, listed, sink, options.details);
    await afterDay?.(dayIndex, dailyRows);
  }
  for (const simulator of simulators) simulator.finish(options.lastDay, sink);
  await generateImageSimilarity(catalogue, options, (row) => sink('fact_image_similarity', row));
  return { dailyRows };
}
