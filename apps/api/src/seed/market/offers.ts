import type { FactRow } from '../../analytics/factWriter';
import type { Rng } from './random';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** A seller's standing offer for one product at a marketplace retailer. */
export interface SellerOffer {
  sellerId: number;
  isRetailer: boolean;
  priceFactor: number;
  condition: 'NEW' | 'USED' | 'REFURBISHED';
  ratings: { overall: number; information: number; delivery: number; shipping: number; service: number };
  recentReviews: number;
}

const rating = (rng: Rng, centre: number) => round2(Math.min(5, Math.max(1, centre + rng.normal() * 0.3)));

/** The retailer's own offer and one to three third-party sellers, each with its own price level. */
export function createOffers(rng: Rng, sellerIds: readonly number[]): SellerOffer[] {
  const [own, ...others] = sellerIds;
  if (own === undefined) return [];
  const chosen = others.filter(() => rng.chance(0.5)).slice(0, 3);
  if (chosen.length === 0 && others[0] !== undefined) chosen.push(rng.pick(others));
  const make = (sellerId: number, isRetailer: boolean): SellerOffer => {
    const centre = isRetailer ? 4.5 : 3.6 + rng.float() * 1.2;
    const condition = isRetailer || rng.chance(0.85) ? 'NEW' : rng.chance(0.5) ? 'USED' : 'REFURBISHED';
    return {
      sellerId,
      isRetailer,
      priceFactor: isRetailer ? 1 : (condition === 'NEW' ? 0.93 : 0.75) + rng.float() * 0.14,
      condition,
      ratings: {
        overall: rating(rng, centre),
        information: rating(rng, centre),
        delivery: rating(rng, centre),
        shipping: rating(rng, centre),
        service: rating(rng, centre),
      },
      recentReviews: rng.int(5, 900),
    };
  };
  return [make(own, true), ...chosen.map((id) => make(id, false))];
}

export interface DayMarket {
  rows: FactRow[];
  winnerSellerId: number | null;
  winnerPrice: number | null;
  winnerIsRetailer: boolean;
}

/**
 * One day of offers. The buy box goes to the cheapest new, in-stock offer with a buy button; the
 * retailer's own offer wins ties. Third-party sellers drift in and out of stock on their own.
 */
export function dayOffers(
  rng: Rng,
  offers: readonly SellerOffer[],
  ownPrice: number,
  ownInStock: boolean,
  keys: { customer_id: number; retailer_id: number; product_id: number },
  day: number,
): DayMarket {
  if (offers.length === 0) return { rows: [], winnerSellerId: null, winnerPrice: null, winnerIsRetailer: false };
  let winner: { sellerId: number; price: number; isRetailer: boolean } | null = null;
  const priced = offers.map((offer) => {
    const price = offer.isRetailer ? ownPrice : round2(ownPrice * offer.priceFactor * (0.98 + rng.float() * 0.04));
    const inStock = offer.isRetailer ? ownInStock : rng.chance(0.9);
    const hasBuyButton = inStock && offer.condition === 'NEW';
    if (hasBuyButton && (winner === null || price < winner.price))
      winner = { sellerId: offer.sellerId, price, isRetailer: offer.isRetailer };
    return { offer, price, inStock, hasBuyButton };
  });
  const won = winner as { sellerId: number; price: number; isRetailer: boolean } | null;
  // Written out field by field: object spread in this hot path costs more than the rest of the day.
  const rows = priced.map(({ offer, price, inStock, hasBuyButton }) => ({
    customer_id: keys.customer_id,
    retailer_id: keys.retailer_id,
    product_id: keys.product_id,
    day,
    seller_id: offer.sellerId,
    offer_condition: offer.condition,
    offer_price: price,
    in_stock: inStock,
    availability_text: inStock ? 'In stock' : 'Currently unavailable',
    has_buy_button: hasBuyButton,
    is_buy_box: won !== null && won.sellerId === offer.sellerId,
    rating_overall: offer.ratings.overall,
    rating_product_information: offer.ratings.information,
    rating_delivery_time: offer.ratings.delivery,
    rating_shipping: offer.ratings.shipping,
    rating_service: offer.ratings.service,
    recent_review_count: offer.recentReviews,
  }));
  return {
    rows,
    winnerSellerId: won?.sellerId ?? null,
    winnerPrice: won?.price ?? null,
    winnerIsRetailer: won?.isRetailer ?? false,
  };
}
