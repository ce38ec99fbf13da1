import type { FactRow } from '../../analytics/factWriter';
import type { MarketCatalogue, MarketRetailer, MarketSearchEntity } from './marketCatalogue';
import { createRng, mixSeed, type Rng } from './random';

const DAY_MS = 86_400_000;

interface Ranked {
  productId: number;
  /** Where the product tends to sit; the daily position drifts around it. */
  home: number;
  position: number;
  sponsored: boolean;
}

interface Tracker {
  entity: MarketSearchEntity;
  retailer: MarketRetailer;
  rng: Rng;
  ranked: Ranked[];
  volume: number;
}

export type VisibilityTable = 'fact_search_results' | 'fact_category_listings' | 'fact_banners';

/** Narrows a simulator to some entities (a top-up of newly tracked ones); their rank streams stay their own. */
export interface VisibilityEntities {
  keywordIds: ReadonlySet<number>;
  /** Category pages and other pages. */
  pageIds: ReadonlySet<number>;
}

/**
 * Results of the tracked keywords, category pages and other pages over time: each product of the entity's
 * category keeps a drifting position (mean-reverting random walk), positions are made unique per day, and
 * those within the collected pages are written. Banners fill the tracked other pages and the first tracked
 * keyword pages with our brands or others. Only what the catalogue tracks is generated.
 */
export class VisibilitySimulator {
  private readonly keywords: Tracker[];
  private readonly categories: Tracker[];
  private readonly bannerRng: Rng;

  constructor(
    private readonly catalogue: MarketCatalogue,
    seed: number,
    private readonly only?: VisibilityEntities,
  ) {
    const byRetailer = new Map(catalogue.retailers.map((retailer) => [retailer.id, retailer]));
    const categoryOf = new Map(catalogue.products.map((product) => [product.id, product.category]));
    const tracker = (entity: MarketSearchEntity, salt: number): Tracker[] => {
      const retailer = byRetailer.get(entity.retailerId);
      if (!retailer) return [];
      const rng = createRng(mixSeed(seed, catalogue.customerId, salt, entity.id));
      const ranked = catalogue.pairs
        .filter(
          (pair) =>
            pair.retailerId === entity.retailerId && pair.hasPdp && categoryOf.get(pair.productId) === entity.category,
        )
        .map((pair) => {
          const home = 1 + Math.floor(rng.float() ** 1.5 * 80);
          return { productId: pair.productId, home, position: home, sponsored: rng.chance(0.08) };
        });
      return [{ entity, retailer, rng, ranked, volume: rng.int(300, 25_000) }];
    };
    this.keywords = catalogue.keywords
      .filter((keyword) => !only || only.keywordIds.has(keyword.id))
      .flatMap((keyword) => tracker(keyword, 2));
    // Other pages rank products like category pages (their ids are of the same table, so they never collide).
    this.categories = [...catalogue.categories, ...catalogue.otherPages]
      .filter((page) => !only || only.pageIds.has(page.id))
      .flatMap((category) => tracker(category, 3));
    // The banners share one stream per tenant; a top-up draws from a stream of its own so a full load's are kept.
    this.bannerRng = createRng(mixSeed(seed, catalogue.customerId, only ? 5 : 4));
  }

  /** Writes one day; `listed` says which pairs have a live product page that day. */
  step(
    day: number,
    dayIndex: number,
    listed: (retailerId: number, productId: number) => boolean,
    emit: (table: VisibilityTable, row: FactRow) => void,
    details: boolean,
  ) {
    for (const keyword of this.keywords) this.rank(keyword, day, dayIndex, listed, 24, 2, 'fact_search_results', emit);
    for (const category of this.categories)
      this.rank(category, day, dayIndex, listed, 48, 2, 'fact_category_listings', emit);
    if (details) this.banners(day, emit);
  }

  private rank(
    tracker: Tracker,
    day: number,
    dayIndex: number,
    listed: (retailerId: number, productId: number) => boolean,
    pageSize: number,
    pages: number,
    table: 'fact_search_results' | 'fact_category_listings',
    emit: (table: VisibilityTable, row: FactRow) => void,
  ) {
    const { rng, retailer, entity } = tracker;
    for (const item of tracker.ranked) {
      item.position = Math.max(1, item.position + 0.15 * (item.home - item.position) + rng.normal() * 2);
    }
    const live = tracker.ranked
      .filter((item) => listed(retailer.id, item.productId))
      .sort((a, b) => a.position - b.position || a.productId - b.productId);
    const searchedAt = day * DAY_MS + (7 * 60 + (entity.id % 50)) * 60_000;
    let previous = 0;
    for (const item of live) {
      const rank = Math.max(previous + 1, Math.round(item.position));
      previous = rank;
      if (rank > pageSize * pages) break;
      const page = Math.ceil(rank / pageSize);
      const serpUrl =
        table === 'fact_search_results'
          ? `${(retailer.keywordUrl ?? `${retailer.siteRootUrl}/search?q={keyword}`).replace('{keyword}', encodeURIComponent(entity.name))}&page=${page}`
          : `${entity.url ?? retailer.siteRootUrl}?page=${page}`;
      const search = table === 'fact_search_results';
      emit(table, {
        customer_id: this.catalogue.customerId,
        retailer_id: retailer.id,
        product_id: item.productId,
        day,
        keyword_id: search ? entity.id : undefined,
        category_id: search ? undefined : entity.id,
        search_volume: search ? Math.round(tracker.volume * (1 + 0.2 * Math.sin(dayIndex / 30))) : undefined,
        rank,
        page,
        page_size: pageSize,
        sponsored: item.sponsored && rank <= 8,
        searched_at: searchedAt,
        country_code: retailer.countryCode,
        serp_url: serpUrl,
      });
    }
  }

  private banners(day: number, emit: (table: VisibilityTable, row: FactRow) => void) {
    const rng = this.bannerRng;
    const products = this.catalogue.products;
    for (const retailer of this.catalogue.retailers) {
      // Banners are counted on the tracked other pages and the first tracked keywords of the retailer.
      const pages = [
        ...this.catalogue.otherPages
          .filter((page) => page.retailerId === retailer.id)
          .map((page) => ({
            page_type: 'OTHER',
            entity_id: page.id,
            entity_label: page.name,
            entity_content: page.url ?? retailer.siteRootUrl,
            slots: 3,
          })),
        ...this.catalogue.keywords
          .filter((keyword) => keyword.retailerId === retailer.id)
          .slice(0, 3)
          .map((keyword) => ({
            page_type: 'KEYWORD',
            entity_id: keyword.id,
            entity_label: keyword.name,
            entity_content: (retailer.keywordUrl ?? '').replace('{keyword}', encodeURIComponent(keyword.name)),
            slots: 1,
          })),
      ].filter(
        (page) =>
          !this.only || (page.page_type === 'OTHER' ? this.only.pageIds : this.only.keywordIds).has(page.entity_id),
      );
      for (const { slots, ...page } of pages) {
        for (let position = 1; position <= slots; position += 1) {
          const ours = products.length > 0 && rng.chance(0.55) ? rng.pick(products) : null;
          emit('fact_banners', {
            customer_id: this.catalogue.customerId,
            retailer_id: retailer.id,
            day,
            ...page,
            position,
            weight: position === 1 && page.page_type === 'OTHER' ? 2 : 1,
            banner_type: rng.chance(0.6) ? 'PROMOTIONAL' : 'AWARENESS',
            brand_id: ours?.brandId ?? null,
            product_id: ours?.id ?? null,
            image_url: `https://images.shelfsight.test/banners/${retailer.id}/${day}-${position}.jpg`,
          });
        }
      }
    }
  }
}
