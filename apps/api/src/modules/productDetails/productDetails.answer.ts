import type {
  CategoryListing,
  DccConditionResult,
  DccGroupResult,
  ProductDetails,
  RetailerDetail,
  SearchResult,
} from '@shelfsight/contracts';
import type { NamedDccDefinition } from '../../analytics/dccScoreMacro';
import type { CatalogueRetailer } from './productDetails.catalogue';
import { dccComponentColumn, dccConditionColumn, type Row } from './productDetails.facts';

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));
const int = (value: unknown): number | null => {
  const number = num(value);
  return number === null ? null : Math.round(number);
};
const str = (value: unknown): string | null => (value === null || value === undefined ? null : String(value));
const bool = (value: unknown): boolean | null => (value === null || value === undefined ? null : Boolean(value));
const yesNo = (value: unknown): 'Yes' | 'No' | null => {
  const flag = bool(value);
  return flag === null ? null : flag ? 'Yes' : 'No';
};

/** Rows of one retailer, by retailer id. */
export function byRetailer(rows: Row[]): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>();
  for (const row of rows) {
    const id = Number(row.retailer_id);
    grouped.set(id, [...(grouped.get(id) ?? []), row]);
  }
  return grouped;
}

/**
 * The applied DCC version's groups with the components the page met, from the day's component flags. Components
 * the score leaves out (disabled, or without a complete condition) are not listed, nor groups without any.
 */
export function dccGroups(day: Row, definition: NamedDccDefinition): DccGroupResult[] {
  if (!bool(day.listed)) return [];
  return definition.groups.flatMap((group, g) => {
    const components = group.components.flatMap((component, c) => {
      const flag = day[dccComponentColumn(g, c)];
      if (flag === undefined) return [];
      const conditions = component.conditions.flatMap((condition, k) => {
        const conditionFlag = day[dccConditionColumn(g, c, k)];
        if (conditionFlag === undefined || !condition.field || !condition.operator) return [];
        const { field, operator, value } = condition;
        return [{ field, operator, value: value as DccConditionResult['value'], met: num(conditionFlag) === 1 }];
      });
      const { name, description, weight, operator } = component;
      return [{ name, description, weight, met: num(flag) === 1, operator, conditions }];
    });
    const counted = components.reduce((sum, component) => sum + component.weight, 0);
    if (components.length === 0 || counted <= 0) return [];
    const met = components.reduce((sum, component) => sum + (component.met ? component.weight : 0), 0);
    return [{ name: group.name, weight: group.weight, score: (met * 100) / counted, components }];
  });
}

/** What the fact store holds for the product's pages, per retailer. */
export interface PageFacts {
  intraday: Map<number, Row[]>;
  offers: Map<number, Row[]>;
  promotions: Map<number, Row[]>;
  assets: Map<number, Row[]>;
  specifications: Map<number, Row[]>;
  breadcrumbs: Map<number, Row[]>;
  awards: Map<number, Row[]>;
  texts: Map<number, Row[]>;
  similarity: Map<number, Row[]>;
  reviews: Map<number, Row[]>;
  sellerNames: Map<number, string>;
  /** Offers of these sellers only (the seller filter); null: every offer. */
  sellerIds: number[] | null;
  /** The DCC version that scored the pages. */
  dcc: NamedDccDefinition;
}

/** One retailer's detail: its last observed day in the period, with the rows valid that day. */
export function retailerDetail(retailer: CatalogueRetailer, day: Row, facts: PageFacts): RetailerDetail {
  const of = (table: Map<number, Row[]>) => table.get(retailer.id) ?? [];
  const texts = of(facts.texts);
  const text = (kind: string) => str(texts.find((row) => row.kind === kind)?.text);
  const title = text('TITLE');
  const subtitle = text('SUBTITLE');
  const fullTitle = [title, subtitle].filter((part): part is string => part !== null).join(' ');
  const assets = of(facts.assets).map((row) => ({
    type: row.asset_type === 'VIDEO' ? ('VIDEO' as const) : ('IMAGE' as const),
    src: String(row.src),
    subType: str(row.sub_type),
    position: Number(row.position),
  }));
  const sellerName = (id: number) => facts.sellerNames.get(id) ?? `Seller ${id}`;
  return {
    retailerId: retailer.id,
    retailerName: retailer.name,
    retailerLogoURL: retailer.logoUrl,
    countryCode: retailer.countryCode,
    countryName: retailer.countryName,
    pdpURL: retailer.page?.pdpUrl ?? null,
    shopProductId: retailer.page?.shopProductId ?? null,
    productRecordId: retailer.page?.id ?? null,
    day: String(day.day),
    downloadDateTime: str(day.downloaded_at),
    listed: bool(day.listed) ?? false,
    fullProductTitle: fullTitle === '' ? null : fullTitle,
    productTitle: title,
    productSubTitle: subtitle,
    productTitleWordCount: int(day.title_words),
    productTitleCharCount: int(day.title_chars),
    productSubTitleWordCount: int(day.subtitle_words),
    productSubTitleCharCount: int(day.subtitle_chars),
    productDescription: text('DESCRIPTION'),
    productDescriptionWordCount: int(day.description_words),
    productDescriptionCharCount: int(day.description_chars),
    productDescriptionPresent: bool(day.description_present) ?? false,
    bulletpointsPresent: bool(day.bullets_present) ?? false,
    bulletpointDetails: texts.filter((row) => row.kind === 'BULLET').map((row) => String(row.text)),
    pdpbrand: str(day.pdp_brand),
    pdpGtin: str(day.pdp_gtin),
    pdpMpnCode: str(day.pdp_mpn),
    dccScore: num(day.dcc_score),
    dccScoreDetails: { groups: dccGroups(day, facts.dcc) },
    imageCount: int(day.image_count),
    videoCount: int(day.video_count),
    assetList: assets,
    referenceImageResult: str(of(facts.similarity)[0]?.status),
    imageSubTypes: [
      ...new Set(assets.filter((asset) => asset.type === 'IMAGE' && asset.subType).map((asset) => asset.subType!)),
    ],
    currency: str(day.currency),
    sellingPrice: num(day.selling_price),
    originalPrice: num(day.original_price),
    inStockIndicator: yesNo(day.in_stock),
    stockText: str(day.stock_text),
    deliveryTimeText: str(day.delivery_text),
    offerList: of(facts.offers)
      .filter((row) => facts.sellerIds === null || facts.sellerIds.includes(Number(row.seller_id)))
      .map((row) => ({
        sellerName: sellerName(Number(row.seller_id)),
        offerCondition: String(row.offer_condition),
        sellerHasBuyButton: bool(row.has_buy_button) ?? false,
        isBuyBox: bool(row.is_buy_box) ?? false,
        offerPrice: num(row.offer_price),
        offerInStock: bool(row.in_stock) ?? false,
        offerAvailabilityText: str(row.availability_text),
        sellerDetails: {
          displayName: sellerName(Number(row.seller_id)),
          ratingOverall: num(row.rating_overall),
          ratingProduct_Information: num(row.rating_product_information),
          ratingDelivery_Time: num(row.rating_delivery_time),
          ratingShipping: num(row.rating_shipping),
          ratingService: num(row.rating_service),
          recentReviewCount: int(row.recent_review_count),
        },
      })),
    reviewCount: int(day.review_count),
    reviewRating: num(day.rating),
    reviewList: of(facts.reviews).map((row) => ({
      score: Number(row.score),
      title: str(row.title),
      body: str(row.body),
      datePublished: String(row.day),
      country: str(row.country_code),
    })),
    promotionDetails: of(facts.promotions).map((row) => ({
      title: String(row.title),
      imageUrl: str(row.image_url),
      text: str(row.text),
      link: str(row.link),
    })),
    awardDetails: of(facts.awards).map((row) => ({
      label: String(row.label),
      imageUrl: str(row.image_url),
      targetUrl: str(row.target_url),
    })),
    specsTableSimplified: of(facts.specifications).map((row) => ({ name: String(row.name), value: str(row.value) })),
    breadcrumbs: of(facts.breadcrumbs).map((row) => ({ label: String(row.label), url: str(row.url) })),
    intraDayRecords: of(facts.intraday).map((row) => ({
      downloadDateTime: String(row.observed_at),
      sellingPrice: num(row.selling_price),
      originalPrice: num(row.original_price),
      inStockIndicator: yesNo(row.in_stock),
      stockText: str(row.stock_text),
    })),
  };
}

/** Lowest and highest selling price over the retailers priced in the currency most of them use. */
export function priceRange(details: RetailerDetail[]) {
  const priced = details.filter((detail) => detail.sellingPrice !== null && detail.currency !== null);
  const counts = new Map<string, number>();
  for (const detail of priced) counts.set(detail.currency!, (counts.get(detail.currency!) ?? 0) + 1);
  const [currency] = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [null];
  const prices = priced.filter((detail) => detail.currency === currency).map((detail) => detail.sellingPrice!);
  return {
    currency: currency ?? null,
    minPrice: prices.length ? Math.min(...prices) : null,
    maxPrice: prices.length ? Math.max(...prices) : null,
  };
}

/** In-stock share in percent of the listed retailer-days with a known stock state; null without any. */
export function availabilityRate(days: Row[]): number | null {
  const known = days.reduce((sum, row) => sum + Number(row.stock_known_days), 0);
  const inStock = days.reduce((sum, row) => sum + Number(row.in_stock_days), 0);
  return known > 0 ? (inStock * 100) / known : null;
}

/** EXCL only when every retailer shown with a price type prices excluding VAT. */
export function priceTypeOf(days: Row[]): ProductDetails['priceType'] {
  const typed = days.filter((row) => row.price_type !== null && row.price_type !== undefined);
  return typed.length > 0 && typed.every((row) => row.price_type === 'EXCL') ? 'EXCL' : 'INCL';
}

interface RankNames {
  retailers: Map<number, CatalogueRetailer>;
  keywords: Map<number, string>;
  categories: Map<number, string>;
}

export function searchResults(rows: Row[], names: RankNames): SearchResult[] {
  return rows.flatMap((row) => {
    const retailer = names.retailers.get(Number(row.retailer_id));
    const keyword = names.keywords.get(Number(row.entity_id));
    if (!retailer || keyword === undefined) return [];
    return [
      {
        retailerId: retailer.id,
        retailer: retailer.name,
        keywordId: Number(row.entity_id),
        keyword,
        rank: Number(row.rank),
        page: Number(row.page),
        searchTimestamp: String(row.searched_at),
        searchVolume: int(row.search_volume),
        country: str(row.country_code),
        serpURL: str(row.serp_url),
      },
    ];
  });
}

export function categoryListings(rows: Row[], names: RankNames): CategoryListing[] {
  return rows.flatMap((row) => {
    const retailer = names.retailers.get(Number(row.retailer_id));
    const label = names.categories.get(Number(row.entity_id));
    if (!retailer || label === undefined) return [];
    return [
      {
        retailerId: retailer.id,
        retailer: retailer.name,
        categoryId: Number(row.entity_id),
        label,
        rank: Number(row.rank),
        page: Number(row.page),
        searchTimestamp: String(row.searched_at),
        country: str(row.country_code),
        serpURL: str(row.serp_url),
      },
    ];
  });
}
