import type { ProductDetails, RetailerDetail } from '@shelfsight/contracts';
import {
  amazonOffers,
  categoryListings,
  dccGroups,
  dccScoreOf,
  reviewsFrom,
  reviewTexts,
  sampleDay,
  searchResults,
  seller,
} from './sampleProductDetailsParts';

/**
 * A realistic product details answer for tests and stories: a 500 ml shampoo on five retailers in Germany, the
 * Netherlands and the United Kingdom (EUR and GBP), as the API answers it for the last observed day of a month.
 * Every list of the contract has content somewhere, and each tab has a case that differs from the others
 * (a retailer without promotions, one with intraday reads, one with several offers, an unlisted page).
 */

const day = sampleDay;
const media = 'https://media.example-cdn.com/shampoo-repair-500';

const images = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    type: 'IMAGE' as const,
    src: `${media}/image-${index + 1}.jpg`,
    subType: index === 0 ? 'PACKSHOT' : 'LIFESTYLE',
    position: index + 1,
  }));

const description =
  'Repair & Care shampoo with keratin and argan oil restores damaged hair from the inside. ' +
  'Gently cleans, reduces breakage by up to 90 % and leaves hair soft, shiny and easy to comb. ' +
  'Suitable for daily use and for coloured hair.';

const bullets = [
  'Repairs damaged hair with keratin and argan oil',
  'Up to 90 % less breakage',
  'Suitable for coloured hair',
  'Large 500 ml bottle',
];

const specs = [
  { name: 'Volume', value: '500 ml' },
  { name: 'Hair type', value: 'Damaged, coloured' },
  { name: 'Active ingredients', value: 'Keratin, argan oil' },
  { name: 'Vegan', value: 'No' },
];

/** The fields most retailers share; each retailer below overrides what differs. */
const base = (
  retailer: Pick<RetailerDetail, 'retailerId' | 'retailerName' | 'countryCode' | 'countryName' | 'currency'>,
  slug: string,
): RetailerDetail => {
  const groups = dccGroups(true, true);
  return {
    ...retailer,
    retailerLogoURL: `https://logos.example-cdn.com/${slug}.png`,
    pdpURL: `https://www.${slug}.example/p/silkcare-repair-shampoo-500ml`,
    shopProductId: null,
    productRecordId: null,
    day,
    downloadDateTime: `${day}T06:12:00Z`,
    listed: true,
    fullProductTitle: 'SilkCare Repair & Care Shampoo 500 ml',
    productTitle: 'SilkCare Repair & Care Shampoo',
    productSubTitle: '500 ml',
    productTitleWordCount: 4,
    productTitleCharCount: 30,
    productSubTitleWordCount: 2,
    productSubTitleCharCount: 6,
    productDescription: description,
    productDescriptionWordCount: description.split(/\s+/).length,
    productDescriptionCharCount: description.length,
    productDescriptionPresent: true,
    bulletpointsPresent: true,
    bulletpointDetails: bullets,
    pdpbrand: 'SilkCare',
    pdpGtin: '4005900123456',
    pdpMpnCode: 'SC-RC-500',
    dccScore: dccScoreOf(groups),
    dccScoreDetails: { groups },
    imageCount: 5,
    videoCount: 0,
    assetList: images(5),
    referenceImageResult: 'equal',
    imageSubTypes: ['PACKSHOT', 'LIFESTYLE'],
    sellingPrice: null,
    originalPrice: null,
    inStockIndicator: 'Yes',
    stockText: 'In stock',
    deliveryTimeText: null,
    offerList: [],
    reviewCount: null,
    reviewRating: null,
    reviewList: [],
    promotionDetails: [],
    awardDetails: [],
    specsTableSimplified: specs,
    breadcrumbs: [
      { label: 'Beauty', url: `https://www.${slug}.example/beauty` },
      { label: 'Hair care', url: `https://www.${slug}.example/beauty/hair` },
      { label: 'Shampoo', url: `https://www.${slug}.example/beauty/hair/shampoo` },
    ],
    intraDayRecords: [],
  };
};

const amazonGroups = dccGroups(true, true);
const amazonDe: RetailerDetail = {
  ...base(
    { retailerId: 11, retailerName: 'Amazon DE', countryCode: 'DE', countryName: 'Germany', currency: 'EUR' },
    'amazon-de',
  ),
  shopProductId: 'B0C7K4R2XM',
  productRecordId: 90011,
  fullProductTitle: 'SilkCare Repair & Care Shampoo 500 ml – with keratin and argan oil for damaged hair',
  productTitle: 'SilkCare Repair & Care Shampoo 500 ml',
  productSubTitle: 'with keratin and argan oil for damaged hair',
  dccScore: dccScoreOf(amazonGroups),
  dccScoreDetails: { groups: amazonGroups },
  imageCount: 7,
  videoCount: 1,
  assetList: [...images(7), { type: 'VIDEO', src: `${media}/how-to-use.mp4`, subType: 'HOW_TO', position: 8 }],
  sellingPrice: 7.49,
  originalPrice: 8.95,
  stockText: 'In stock',
  deliveryTimeText: 'FREE delivery Saturday, 29 November',
  offerList: amazonOffers,
  reviewCount: 1284,
  reviewRating: 4.4,
  reviewList: reviewsFrom(reviewTexts, 26),
  promotionDetails: [
    {
      title: 'Save 5% with Subscribe & Save',
      imageUrl: null,
      text: 'Subscribe & Save: 5% off on your first delivery, up to 15% with five or more subscriptions.',
      link: 'https://www.amazon-de.example/subscribe-and-save',
    },
    {
      title: 'Coupon: 10% off',
      imageUrl: `${media}/coupon-badge.png`,
      text: 'Apply the 10% coupon at checkout. Valid while stocks last.',
      link: null,
    },
  ],
  awardDetails: [
    {
      label: "Amazon's Choice",
      imageUrl: 'https://badges.example-cdn.com/amazons-choice.png',
      targetUrl: 'https://www.amazon-de.example/s?k=repair+shampoo',
    },
    { label: 'Best seller in Shampoo', imageUrl: null, targetUrl: 'https://www.amazon-de.example/bestsellers/shampoo' },
  ],
  intraDayRecords: [
    {
      downloadDateTime: `${day}T06:12:00Z`,
      sellingPrice: 7.95,
      originalPrice: 8.95,
      inStockIndicator: 'Yes',
      stockText: 'In stock',
    },
    {
      downloadDateTime: `${day}T12:05:00Z`,
      sellingPrice: 7.49,
      originalPrice: 8.95,
      inStockIndicator: 'Yes',
      stockText: 'Only 4 left in stock',
    },
    {
      downloadDateTime: `${day}T18:40:00Z`,
      sellingPrice: 7.49,
      originalPrice: 8.95,
      inStockIndicator: 'No',
      stockText: 'Temporarily out of stock',
    },
  ],
};

const dmGroups = dccGroups(false, true);
const dmDe: RetailerDetail = {
  ...base({ retailerId: 12, retailerName: 'dm', countryCode: 'DE', countryName: 'Germany', currency: 'EUR' }, 'dm'),
  shopProductId: '595104',
  productRecordId: 90012,
  productSubTitle: null,
  productSubTitleWordCount: null,
  productSubTitleCharCount: null,
  bulletpointsPresent: false,
  bulletpointDetails: [],
  dccScore: dccScoreOf(dmGroups),
  dccScoreDetails: { groups: dmGroups },
  sellingPrice: 6.95,
  originalPrice: 6.95,
  stockText: 'Online available',
  deliveryTimeText: 'Delivery in 1-3 working days',
  offerList: [amazonOffers[0]!].map((offer) => ({
    ...offer,
    sellerName: 'dm',
    sellerDetails: seller('dm', null, null),
  })),
  reviewCount: 312,
  reviewRating: 4.6,
  reviewList: reviewsFrom(reviewTexts.slice(0, 4), 25),
  promotionDetails: [],
  awardDetails: [],
};

const bolGroups = dccGroups(true, false);
const bolNl: RetailerDetail = {
  ...base(
    { retailerId: 21, retailerName: 'bol.com', countryCode: 'NL', countryName: 'Netherlands', currency: 'EUR' },
    'bol',
  ),
  shopProductId: '9300000112345678',
  productRecordId: 90021,
  productTitle: 'SilkCare Repair & Care Shampoo - 500 ml',
  productSubTitle: 'Voor beschadigd haar',
  pdpGtin: null,
  dccScore: dccScoreOf(bolGroups),
  dccScoreDetails: { groups: bolGroups },
  imageCount: 2,
  assetList: images(2),
  referenceImageResult: 'somewhat_similar',
  sellingPrice: 8.29,
  originalPrice: 8.29,
  stockText: 'Op voorraad',
  deliveryTimeText: 'Voor 23:59 besteld, morgen in huis',
  offerList: [
    {
      sellerName: 'bol.com',
      offerCondition: 'Nieuw',
      sellerHasBuyButton: true,
      isBuyBox: true,
      offerPrice: 8.29,
      offerInStock: true,
      offerAvailabilityText: 'Op voorraad',
      sellerDetails: seller('bol.com', 4.7, 5400),
    },
    {
      sellerName: 'HaarShop NL',
      offerCondition: 'Nieuw',
      sellerHasBuyButton: true,
      isBuyBox: false,
      offerPrice: 8.49,
      offerInStock: true,
      offerAvailabilityText: '1-2 werkdagen',
      sellerDetails: seller('HaarShop NL', 4.2, 211),
    },
  ],
  reviewCount: 87,
  reviewRating: 4.1,
  reviewList: reviewsFrom(
    [
      [4, 'Fijne shampoo', 'Mijn haar voelt zachter aan en het ruikt lekker.', 'NL'],
      [5, 'Top', 'Al jaren mijn favoriet.', 'BE'],
    ],
    24,
  ),
  promotionDetails: [
    { title: '2e halve prijs', imageUrl: null, text: 'Combineer met alle SilkCare producten.', link: null },
  ],
  awardDetails: [],
};

// Four images: the page misses the image rule, like bol.com's.
const bootsGroups = dccGroups(true, false);
const bootsUk: RetailerDetail = {
  ...base(
    { retailerId: 31, retailerName: 'Boots', countryCode: 'GB', countryName: 'United Kingdom', currency: 'GBP' },
    'boots',
  ),
  shopProductId: '10312345',
  productRecordId: 90031,
  productTitle: 'SilkCare Repair & Care Shampoo',
  productSubTitle: '500ml',
  pdpMpnCode: null,
  imageCount: 4,
  videoCount: 2,
  dccScore: dccScoreOf(bootsGroups),
  dccScoreDetails: { groups: bootsGroups },
  assetList: [
    ...images(4),
    { type: 'VIDEO', src: `${media}/brand-film.mp4`, subType: 'BRAND', position: 5 },
    { type: 'VIDEO', src: `${media}/routine.mp4`, subType: 'HOW_TO', position: 6 },
  ],
  sellingPrice: 5.5,
  originalPrice: 7.0,
  stockText: 'In stock',
  deliveryTimeText: 'Free standard delivery over £25',
  offerList: [],
  reviewCount: 45,
  reviewRating: 3.9,
  reviewList: [],
  promotionDetails: [
    {
      title: '3 for 2 on selected hair care',
      imageUrl: `${media}/boots-3for2.png`,
      text: 'Mix & match across selected hair care. Cheapest item free.',
      link: 'https://www.boots.example/offers/3-for-2-haircare',
    },
  ],
  awardDetails: [
    {
      label: 'Beauty Awards 2026 Winner',
      imageUrl: 'https://badges.example-cdn.com/beauty-awards-2026.png',
      targetUrl: null,
    },
  ],
};

const tescoUk: RetailerDetail = {
  ...base(
    { retailerId: 32, retailerName: 'Tesco', countryCode: 'GB', countryName: 'United Kingdom', currency: 'GBP' },
    'tesco',
  ),
  shopProductId: '312456789',
  productRecordId: null,
  listed: false,
  downloadDateTime: null,
  fullProductTitle: null,
  productTitle: null,
  productSubTitle: null,
  productTitleWordCount: null,
  productTitleCharCount: null,
  productSubTitleWordCount: null,
  productSubTitleCharCount: null,
  productDescription: null,
  productDescriptionWordCount: null,
  productDescriptionCharCount: null,
  productDescriptionPresent: false,
  bulletpointsPresent: false,
  bulletpointDetails: [],
  pdpbrand: null,
  pdpGtin: null,
  pdpMpnCode: null,
  dccScore: null,
  dccScoreDetails: { groups: [] },
  imageCount: null,
  videoCount: null,
  assetList: [],
  referenceImageResult: null,
  imageSubTypes: [],
  inStockIndicator: 'No',
  stockText: 'Currently unavailable',
  specsTableSimplified: [],
  breadcrumbs: [],
};

/** The sample product: SilkCare Repair & Care Shampoo 500 ml at five retailers. */
export function sampleProductDetails(overrides: Partial<ProductDetails> = {}): ProductDetails {
  const retailerDetails = [amazonDe, dmDe, bolNl, bootsUk, tescoUk];
  const euroPrices = retailerDetails
    .filter((detail) => detail.currency === 'EUR' && detail.sellingPrice !== null)
    .map((detail) => detail.sellingPrice as number);
  return {
    id: 4711,
    productName: 'SilkCare Repair & Care Shampoo 500 ml',
    imageUrl: `${media}/image-1.jpg`,
    thumbnailUrl: `${media}/image-1-thumb.jpg`,
    priceType: 'INCL',
    infoAvailable: true,
    dateFrom: '2026-10-29',
    dateTo: day,
    retention: { minDate: '2025-11-28', maxDate: day },
    summary: {
      brandName: 'SilkCare',
      eanCode: '4005900123456',
      manufacturerCode: 'SC-RC-500',
      minPrice: Math.min(...euroPrices),
      maxPrice: Math.max(...euroPrices),
      currency: 'EUR',
      availabilityRate: 86.7,
    },
    retailerDetails,
    searchResults,
    categoryListings,
    ...overrides,
  };
}
