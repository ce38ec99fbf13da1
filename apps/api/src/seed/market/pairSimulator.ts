import type { FactRow } from '../../analytics/factWriter';
import { productImagePath } from '@shelfsight/contracts';
import {
  eurRates,
  productCategories,
  reviewBodies,
  reviewTitles,
  specNames,
  stockTexts,
  deliveryTexts,
} from './catalogueData';
import type { MarketPair, MarketProduct, MarketRetailer } from './marketCatalogue';
import { createOffers, dayOffers, type SellerOffer } from './offers';
import { descriptionCounts, headingCounts, pageTexts } from './pageTexts';
import { createRng, mixSeed, type Rng } from './random';

const DAY_MS = 86_400_000;
const VAT_EXCL = 1 / 1.19;
export const round2 = (value: number) => Math.round(value * 100) / 100;
const slugOf = (label: string) => label.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-');
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** What a product page shows that moves the DCC score; a content edit changes it. */
interface Content {
  version: number;
  since: number;
  images: number;
  videos: number;
  titleWords: number;
  subtitleWords: number;
  descriptionWords: number;
  bullets: number;
  specs: number;
  rich: boolean;
  /** Counts of the version's texts (pageTexts), which are written only when the version ends. */
  counts: ReturnType<typeof headingCounts> & ReturnType<typeof descriptionCounts>;
}

/** Rows of the range tables (assets, specifications, breadcrumbs, awards) closed or still open. */
export type RangeEmitter = (
  table: 'fact_assets' | 'fact_specifications' | 'fact_breadcrumbs' | 'fact_awards' | 'fact_page_texts',
  row: FactRow,
) => void;
export type DayEmitter = (
  table: 'fact_intraday' | 'fact_offers' | 'fact_reviews' | 'fact_promotions',
  row: FactRow,
) => void;

/**
 * One product at one retailer, day by day, from its own random stream: regular price changes and
 * promotions (with the original price shown), stock-out runs, delistings, growing reviews with a
 * drifting rating, content edits, marketplace offers with a buy-box winner.
 */
export class PairSimulator {
  private readonly rng: Rng;
  private readonly rate: number;
  private regular: number;
  private readonly mapLocal: number | null;
  private listed: boolean;
  private inStock: boolean;
  private promo: { daysLeft: number; discount: number; title: string; count: number } | null = null;
  private reviewCount: number;
  private scoreSum: number;
  private readonly quality: number;
  private content: Content;
  private readonly offers: SellerOffer[];
  private readonly award: { label: string; from: number } | null;
  private readonly keys: { customer_id: number; retailer_id: number; product_id: number };

  constructor(
    readonly customerId: number,
    readonly retailer: MarketRetailer,
    readonly product: MarketProduct,
    readonly pair: MarketPair,
    seed: number,
    private readonly firstDay: number,
    days: number,
  ) {
    this.rng = createRng(mixSeed(seed, customerId, retailer.id, product.id));
    const rng = this.rng;
    this.keys = { customer_id: customerId, retailer_id: retailer.id, product_id: product.id };
    this.rate = (eurRates[retailer.currency] ?? 1) * (retailer.priceType === 'EXCL' ? VAT_EXCL : 1);
    // About one pair in sixteen is priced aggressively, which is where most MAP violations come from.
    const factor = rng.chance(0.06) ? 0.78 + rng.float() * 0.06 : 0.93 + rng.float() * 0.14;
    this.regular = round2(product.rrpEur * this.rate * factor);
    this.mapLocal = product.mapEur === null ? null : round2(product.mapEur * this.rate);
    this.listed = pair.hasPdp;
    this.inStock = rng.chance(0.9);
    this.reviewCount = Math.floor(Math.exp(3.2 + rng.normal() * 1.3));
    this.quality = 3.3 + rng.float() * 1.5;
    this.scoreSum = this.reviewCount * this.quality;
    this.content = this.counted({
      version: 1,
      since: firstDay,
      images: rng.int(2, 9),
      videos: rng.chance(0.4) ? rng.int(1, 2) : 0,
      titleWords: rng.int(6, 14),
      subtitleWords: rng.chance(0.6) ? rng.int(2, 8) : 0,
      descriptionWords: rng.int(15, 260),
      bullets: rng.int(0, 6),
      specs: rng.int(0, specNames.length),
      rich: rng.chance(0.3),
    });
    this.offers = retailer.marketplace ? createOffers(rng, retailer.sellerIds) : [];
    this.award = rng.chance(0.15)
      ? { label: rng.pick(['Best buy', 'Test winner', "Editor's choice"]), from: firstDay + rng.int(0, days - 1) }
      : null;
  }

  get isListed(): boolean {
    return this.listed;
  }

  /** Advances one day and writes its rows; `details` adds reviews, intraday readings and promotions. */
  step(day: number, details: boolean, daily: (row: FactRow) => void, emit: DayEmitter, ranges: RangeEmitter): boolean {
    const rng = this.rng;
    if (this.pair.hasPdp) {
      if (this.listed && rng.chance(0.003)) this.listed = false;
      else if (!this.listed && rng.chance(0.15)) this.listed = true;
    }
    const before = this.shownOwnPrice();
    if (rng.chance(1 / 45)) this.regular = round2(this.regular * (0.95 + rng.float() * 0.12));
    if (this.promo && --this.promo.daysLeft <= 0) this.promo = null;
    else if (!this.promo && rng.chance(0.02)) {
      this.promo = {
        daysLeft: rng.int(3, 14),
        discount: 0.05 + rng.float() * 0.2,
        title: rng.pick(['Summer deal', 'Weekend offer', 'Price drop', 'Flash sale']),
        count: rng.chance(0.2) ? 2 : 1,
      };
    }
    this.inStock = this.inStock ? !rng.chance(0.025) : rng.chance(0.2);
    const newReviews = rng.poisson(0.03 + this.reviewCount * 0.0004);
    for (let index = 0; index < newReviews; index += 1) {
      const score = clamp(Math.round(this.quality + rng.normal() * 1.1), 1, 5);
      this.reviewCount += 1;
      this.scoreSum += score;
      if (details) this.emitReview(day, score, emit);
    }
    if (rng.chance(0.008)) this.editContent(day, ranges);
    const downloadedAt = day * DAY_MS + (6 * 60 + rng.int(0, 120)) * 60_000;

    if (!this.listed) {
      daily({
        customer_id: this.customerId,
        retailer_id: this.retailer.id,
        product_id: this.product.id,
        day,
        listed: false,
        promotion: false,
        promotion_count: 0,
        award_count: 0,
        offer_count: 0,
        downloaded_at: downloadedAt,
      });
      return false;
    }
    const own = this.shownOwnPrice();
    const market = dayOffers(rng, this.offers, own, this.inStock, this.keys, day);
    const ownWins = !this.retailer.marketplace || market.winnerIsRetailer;
    const promoShown = this.promo !== null && ownWins;
    const selling = this.retailer.marketplace && market.winnerPrice !== null ? market.winnerPrice : own;
    if (details && before !== own) {
      emit('fact_intraday', {
        customer_id: this.customerId,
        retailer_id: this.retailer.id,
        product_id: this.product.id,
        day,
        observed_at: day * DAY_MS + 8 * 3_600_000,
        selling_price: before,
        in_stock: this.inStock,
      });
      emit('fact_intraday', {
        customer_id: this.customerId,
        retailer_id: this.retailer.id,
        product_id: this.product.id,
        day,
        observed_at: day * DAY_MS + 18 * 3_600_000,
        selling_price: own,
        original_price: promoShown ? this.regular : null,
        in_stock: this.inStock,
      });
    }
    // Offer rows are details: the benchmark tenant keeps the buy-box columns of fact_daily only.
    if (details) for (const offer of market.rows) emit('fact_offers', offer);
    if (details && promoShown && this.promo) {
      emit('fact_promotions', {
        customer_id: this.customerId,
        retailer_id: this.retailer.id,
        product_id: this.product.id,
        day,
        title: this.promo.title,
        text: `Save ${Math.round(this.promo.discount * 100)}%`,
        // No image: an address on another host is blocked by the app's Content-Security-Policy (img-src 'self').
        image_url: null,
        link: `${this.retailer.siteRootUrl}/deals/${slugOf(this.promo.title)}`,
      });
    }
    const content = this.content;
    daily({
      customer_id: this.customerId,
      retailer_id: this.retailer.id,
      product_id: this.product.id,
      day,
      listed: true,
      in_stock: this.inStock,
      selling_price: selling,
      original_price: promoShown ? this.regular : null,
      currency: this.retailer.currency,
      price_type: this.retailer.priceType,
      map_price: this.mapLocal,
      stock_text: this.inStock
        ? this.product.id % 9 === 0
          ? stockTexts.low
          : stockTexts.inStock[this.product.id % 2]
        : stockTexts.out[this.retailer.id % 2],
      delivery_text: this.inStock ? deliveryTexts[(this.retailer.id + this.product.id) % deliveryTexts.length] : null,
      review_count: this.reviewCount,
      rating: this.reviewCount > 0 ? round2(this.scoreSum / this.reviewCount) : null,
      image_count: content.images,
      video_count: content.videos,
      title_words: content.counts.titleWords,
      title_chars: content.counts.titleChars,
      subtitle_words: content.counts.subtitleWords,
      subtitle_chars: content.counts.subtitleChars,
      description_words: content.counts.descriptionWords,
      description_chars: content.counts.descriptionChars,
      description_present: content.counts.descriptionWords > 0,
      bullet_count: content.bullets,
      bullets_present: content.bullets > 0,
      spec_count: content.specs,
      rich_content: content.rich,
      pdp_brand: this.product.brandName,
      pdp_gtin: (this.product.id + this.retailer.id) % 31 === 0 ? null : this.product.gtin,
      pdp_mpn: this.product.mpn,
      promotion: promoShown,
      promotion_count: promoShown && this.promo ? this.promo.count : 0,
      award_count: this.award && day >= this.award.from ? 1 : 0,
      offer_count: this.retailer.marketplace ? market.rows.length : 1,
      buy_box_seller_id: market.winnerSellerId ?? (this.inStock ? (this.retailer.sellerIds[0] ?? null) : null),
      buy_box_owned: this.retailer.marketplace
        ? market.winnerSellerId === null
          ? null
          : ownWins
        : this.inStock
          ? true
          : null,
      downloaded_at: downloadedAt,
    });
    return true;
  }

  private shownOwnPrice(): number {
    return this.promo ? round2(this.regular * (1 - this.promo.discount)) : this.regular;
  }

  private emitReview(day: number, score: number, emit: DayEmitter) {
    const tone = score >= 4 ? 'positive' : score === 3 ? 'neutral' : 'negative';
    emit('fact_reviews', {
      customer_id: this.customerId,
      retailer_id: this.retailer.id,
      product_id: this.product.id,
      day,
      review_key: `${this.retailer.id}-${this.product.id}-${this.reviewCount}`,
      score,
      title: this.rng.pick(reviewTitles[tone]),
      body: reviewBodies[tone],
      country_code: this.retailer.countryCode,
    });
  }

  /** A content edit: images, description and bullets move, so the DCC inputs move with them. */
  private editContent(day: number, ranges: RangeEmitter) {
    const rng = this.rng;
    this.closeContent(day, ranges);
    const previous = this.content;
    this.content = this.counted(
      {
        ...previous,
        version: previous.version + 1,
        since: day,
        images: clamp(previous.images + rng.int(-1, 3), 1, 15),
        videos: clamp(previous.videos + (rng.chance(0.3) ? 1 : 0), 0, 3),
        descriptionWords: clamp(previous.descriptionWords + rng.int(-20, 80), 0, 600),
        bullets: clamp(previous.bullets + rng.int(-1, 2), 0, 8),
        specs: clamp(previous.specs + rng.int(0, 2), 0, specNames.length),
        rich: previous.rich || rng.chance(0.25),
      },
      previous,
    );
  }

  /** A content version with the counts of its texts; an edit keeps the title and subtitle, so their counts too. */
  private counted(content: Omit<Content, 'counts'>, previous?: Content): Content {
    const heading = previous?.counts ?? headingCounts(this.product, this.retailer, content);
    const description = descriptionCounts(this.product, this.retailer, content.version, content.descriptionWords);
    return {
      ...content,
      counts: {
        titleWords: heading.titleWords,
        titleChars: heading.titleChars,
        subtitleWords: heading.subtitleWords,
        subtitleChars: heading.subtitleChars,
        ...description,
      },
    };
  }

  /** Writes the current content version as a range ending on `until` (null: still current). */
  private closeContent(until: number | null, ranges: RangeEmitter) {
    const { version, since, images, videos, specs } = this.content;
    const range = { ...this.keys, valid_from: since, valid_to: until };
    const { customer_id: customerId, retailer_id: retailerId, product_id: productId } = this.keys;
    for (let position = 1; position <= images + videos; position += 1) {
      const video = position > images;
      ranges('fact_assets', {
        ...range,
        position,
        asset_type: video ? 'VIDEO' : 'IMAGE',
        // Images are drawn by the API on first request (modules/productImages); videos are the retailer's addresses.
        src: video
          ? `https://videos.shelfsight.test/${retailerId}/${productId}/v${version}-${position}.mp4`
          : productImagePath(customerId, productId, { retailerId, position, edition: version }),
        sub_type: video ? null : position === 1 ? 'MAIN' : position % 3 === 0 ? 'LIFESTYLE' : 'PACKSHOT',
      });
    }
    for (let position = 1; position <= specs; position += 1) {
      const name = specNames[position - 1] ?? `Spec ${position}`;
      ranges('fact_specifications', { ...range, position, name, value: `${name} ${(this.product.id % 5) + position}` });
    }
    const texts = pageTexts(this.product, this.retailer, version, this.content);
    ranges('fact_page_texts', { ...range, kind: 'TITLE', position: 1, text: texts.title });
    if (texts.subtitle !== null)
      ranges('fact_page_texts', { ...range, kind: 'SUBTITLE', position: 1, text: texts.subtitle });
    if (texts.description !== null) {
      ranges('fact_page_texts', { ...range, kind: 'DESCRIPTION', position: 1, text: texts.description });
    }
    texts.bullets.forEach((text, index) => {
      ranges('fact_page_texts', { ...range, kind: 'BULLET', position: index + 1, text });
    });
  }

  /** At the end of a load: the current content, breadcrumbs and award stay open-ended. */
  finish(lastDay: number, ranges: RangeEmitter) {
    if (!this.pair.hasPdp) return;
    this.closeContent(null, ranges);
    const category = productCategories[this.product.category] ?? productCategories[0];
    const root = this.retailer.siteRootUrl;
    const slug = category.name.toLowerCase().replaceAll(' ', '-');
    const crumbs = [
      ['Home', root],
      [category.name, `${root}/c/${slug}`],
      [category.singular, `${root}/c/${slug}/${category.singular.toLowerCase().replaceAll(' ', '-')}`],
    ] as const;
    crumbs.forEach(([label, url], index) => {
      ranges('fact_breadcrumbs', {
        ...this.keys,
        valid_from: this.firstDay,
        valid_to: null,
        level: index + 1,
        label,
        url,
      });
    });
    if (this.award && this.award.from <= lastDay) {
      ranges('fact_awards', {
        ...this.keys,
        valid_from: this.award.from,
        valid_to: null,
        label: this.award.label,
        // No image, as for promotions: another host's image is blocked by the Content-Security-Policy.
        image_url: null,
        target_url: `${root}/awards/${slugOf(this.award.label)}`,
      });
    }
  }
}
