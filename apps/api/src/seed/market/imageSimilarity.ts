import type { FactRow } from '../../analytics/factWriter';
import type { MarketCatalogue } from './marketCatalogue';
import { createRng, mixSeed, type Rng } from './random';

const DAY_MS = 86_400_000;
/** Images are checked weekly (DOMAIN.md §3); a re-check after a change is done within 24 hours. */
export const CHECK_INTERVAL_DAYS = 7;
/** Streams of their own, so similarity does not shift the other facts of a pair. */
const PAIR_STREAM = 0x1715;
const REFERENCE_STREAM = 0x1716;
/** Chance that a retailer edits a product page's images on a given day. */
const EDIT_CHANCE = 0.006;

export type SimilarityOutcome = 'equal' | 'highly_similar' | 'somewhat_similar' | 'different';

/** Label of a score. The provider publishes no cut-offs: these are ours (DOMAIN.md §3). */
export function similarityStatus(score: number): SimilarityOutcome {
  if (score >= 95) return 'equal';
  if (score >= 85) return 'highly_similar';
  if (score >= 60) return 'somewhat_similar';
  return 'different';
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A retailer image against the reference: mostly the same packshot, some crops and older artwork. */
function drawScore(rng: Rng): number {
  const draw = rng.float();
  if (draw < 0.58) return 95 + rng.float() * 5;
  if (draw < 0.8) return 85 + rng.float() * 10;
  if (draw < 0.92) return 60 + rng.float() * 25;
  return 10 + rng.float() * 50;
}

/** Days on which the customer uploads new reference images of a product: all its retailers re-check. */
function referenceUploads(
  seed: number,
  customerId: number,
  productId: number,
  firstDay: number,
  days: number,
): number[] {
  const rng = createRng(mixSeed(seed, customerId, productId, REFERENCE_STREAM));
  const count = rng.chance(0.35) ? rng.int(1, 2) : 0;
  return Array.from({ length: count }, () => firstDay + rng.int(1, days - 1)).sort((a, b) => a - b);
}

/**
 * The checks of one product at one retailer. ism checks the first image, fcism the whole carousel,
 * none is never checked and shows "upgrade to check". Scores drift: retailers replace images (a content
 * edit re-scores the replaced positions), and each check reads a slightly different score.
 */
class PairChecks {
  private readonly rng: Rng;
  private readonly scores: number[];
  private readonly checkWeekday: number;
  private referenceVersion = 1;
  /** A re-check queued today: its result is written tomorrow. */
  private recheckDue: number | null = null;
  /** The retailer's next page edit, drawn ahead so a quiet day costs no random draw. */
  private nextEdit: number;
  private readonly keys: { customer_id: number; retailer_id: number; product_id: number };

  constructor(
    customerId: number,
    retailerId: number,
    productId: number,
    private readonly module: 'ism' | 'fcism' | 'none',
    private readonly uploads: readonly number[],
    seed: number,
    firstDay: number,
  ) {
    this.rng = createRng(mixSeed(seed, customerId, retailerId, productId, PAIR_STREAM));
    this.keys = { customer_id: customerId, retailer_id: retailerId, product_id: productId };
    const positions = module === 'fcism' ? this.rng.int(3, 8) : 1;
    this.scores = Array.from({ length: positions }, () => drawScore(this.rng));
    this.checkWeekday = this.rng.int(0, CHECK_INTERVAL_DAYS - 1);
    this.nextEdit = firstDay - 1 + this.daysToNextEdit();
  }

  /** Page edits come about once in 170 days: the gap to the next one is geometric. */
  private daysToNextEdit(): number {
    return 1 + Math.floor(Math.log(1 - this.rng.float()) / Math.log(1 - EDIT_CHANCE));
  }

  step(day: number, lastDay: number, emit: (row: FactRow) => void) {
    const regular = (day - this.checkWeekday) % CHECK_INTERVAL_DAYS === 0;
    if (this.module === 'none') {
      if (regular) {
        const { customer_id, retailer_id, product_id } = this.keys;
        emit({
          customer_id,
          retailer_id,
          product_id,
          day,
          position: 1,
          module: 'none',
          reference_image_key: null,
          status: 'upgrade_to_check',
          score: null,
          checked_on: null,
          next_check_on: null,
        });
      }
      return;
    }
    const rng = this.rng;
    if (this.recheckDue === day) {
      this.recheckDue = null;
      this.check(day, emit);
      return;
    }
    let changed = false;
    if (this.uploads.includes(day)) {
      this.referenceVersion += 1;
      for (let index = 0; index < this.scores.length; index += 1) this.scores[index] = drawScore(rng);
      changed = true;
    } else if (day >= this.nextEdit) {
      this.nextEdit = day + this.daysToNextEdit();
      // The retailer edits its page: some images are replaced, often by the current official packshot.
      for (let index = 0; index < this.scores.length; index += 1) {
        if (rng.chance(this.module === 'ism' ? 0.6 : 0.35))
          this.scores[index] = rng.chance(0.5) ? 95 + rng.float() * 5 : drawScore(rng);
      }
      changed = true;
    }
    // A change queues a re-check that ends tomorrow; so does, now and then, the last day's run still going.
    if (changed || (regular && day === lastDay && rng.chance(0.3))) {
      this.recheckDue = day + 1;
      const due = (day + 1) * DAY_MS + 6 * 3_600_000;
      this.emitAll(day, emit, () => ({ status: 'in_progress', score: null, checked_on: null, next_check_on: due }));
      return;
    }
    if (regular) this.check(day, emit);
  }

  private check(day: number, emit: (row: FactRow) => void) {
    const rng = this.rng;
    const checkedOn = day * DAY_MS + (5 * 60 + rng.int(0, 180)) * 60_000;
    const sinceRegular =
      (((day - this.checkWeekday) % CHECK_INTERVAL_DAYS) + CHECK_INTERVAL_DAYS) % CHECK_INTERVAL_DAYS;
    const nextCheckOn = checkedOn + (CHECK_INTERVAL_DAYS - sinceRegular) * DAY_MS;
    this.emitAll(day, emit, (index) => {
      // An image that could not be fetched is an error of this check, not a score.
      if (rng.chance(0.008)) return { status: 'error', score: null, checked_on: checkedOn, next_check_on: nextCheckOn };
      const score = round2(Math.min(100, Math.max(0, (this.scores[index] ?? 0) + rng.normal() * 0.8)));
      return { status: similarityStatus(score), score, checked_on: checkedOn, next_check_on: nextCheckOn };
    });
  }

  private emitAll(
    day: number,
    emit: (row: FactRow) => void,
    result: (index: number) => {
      status: string;
      score: number | null;
      checked_on: number | null;
      next_check_on: number | null;
    },
  ) {
    const { customer_id, retailer_id, product_id } = this.keys;
    for (let index = 0; index < this.scores.length; index += 1) {
      const { status, score, checked_on, next_check_on } = result(index);
      emit({
        customer_id,
        retailer_id,
        product_id,
        day,
        position: index + 1,
        module: this.module,
        reference_image_key: `reference/${customer_id}/${product_id}/default/${index + 1}-v${this.referenceVersion}.jpg`,
        status,
        score,
        checked_on,
        next_check_on,
      });
    }
  }
}

export interface SimilarityOptions {
  seed: number;
  /** The last day generated, as days since 1970-01-01 (UTC). */
  lastDay: number;
  days: number;
  /** Called every 2,000 pairs, e.g. to yield to the event loop. */
  pause?: () => Promise<void>;
}

/**
 * Image-similarity check results of a tenant, day first and in (retailer, product) order within a day,
 * the physical order of the fact store. Pairs without a product page have no images to check.
 * Same catalogue and options → the same rows in the same order. Returns the number of rows.
 */
export async function generateImageSimilarity(
  catalogue: MarketCatalogue,
  options: SimilarityOptions,
  emit: (row: FactRow) => void,
): Promise<number> {
  const firstDay = options.lastDay - options.days + 1;
  const modules = new Map(catalogue.retailers.map((retailer) => [retailer.id, retailer.imageModule ?? 'none']));
  const uploads = new Map<number, number[]>();
  const pairs: PairChecks[] = [];
  for (const pair of [...catalogue.pairs].sort((a, b) => a.retailerId - b.retailerId || a.productId - b.productId)) {
    const module = modules.get(pair.retailerId);
    if (!module || !pair.hasPdp) continue;
    let productUploads = uploads.get(pair.productId);
    if (!productUploads)
      uploads.set(
        pair.productId,
        (productUploads = referenceUploads(options.seed, catalogue.customerId, pair.productId, firstDay, options.days)),
      );
    pairs.push(
      new PairChecks(
        catalogue.customerId,
        pair.retailerId,
        pair.productId,
        module,
        productUploads,
        options.seed,
        firstDay,
      ),
    );
  }
  let rows = 0;
  const count = (row: FactRow) => {
    rows += 1;
    emit(row);
  };
  for (let day = firstDay; day <= options.lastDay; day += 1) {
    for (let index = 0; index < pairs.length; index += 1) {
      pairs[index]!.step(day, options.lastDay, count);
      if (options.pause && index % 2000 === 1999) await options.pause();
    }
  }
  return rows;
}
