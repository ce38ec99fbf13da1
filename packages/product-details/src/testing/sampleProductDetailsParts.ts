import type {
  CategoryListing,
  DccConditionResult,
  DccGroupResult,
  Offer,
  Review,
  SearchResult,
} from '@shelfsight/contracts';

/** The parts of the sample product details that are lists of their own: offers, reviews, DCC groups, ranks. */

export const sampleDay = '2026-11-27';
const day = sampleDay;

export const seller = (displayName: string, overall: number | null, recentReviewCount: number | null) => ({
  displayName,
  ratingOverall: overall,
  ratingProduct_Information: overall === null ? null : Math.min(5, overall + 0.1),
  ratingDelivery_Time: overall === null ? null : Math.max(1, overall - 0.3),
  ratingShipping: overall === null ? null : Math.max(1, overall - 0.2),
  ratingService: overall,
  recentReviewCount,
});

export const amazonOffers: Offer[] = [
  {
    sellerName: 'Amazon',
    offerCondition: 'New',
    sellerHasBuyButton: true,
    isBuyBox: true,
    offerPrice: 7.49,
    offerInStock: true,
    offerAvailabilityText: 'In stock. Delivery tomorrow',
    sellerDetails: seller('Amazon', 4.8, 15230),
  },
  {
    sellerName: 'Drogerie Express GmbH',
    offerCondition: 'New',
    sellerHasBuyButton: true,
    isBuyBox: false,
    offerPrice: 7.95,
    offerInStock: true,
    offerAvailabilityText: 'Usually ships within 2 to 3 days',
    sellerDetails: seller('Drogerie Express GmbH', 4.5, 812),
  },
  {
    sellerName: 'BeautyDeals24',
    offerCondition: 'New',
    sellerHasBuyButton: false,
    isBuyBox: false,
    offerPrice: 8.9,
    offerInStock: false,
    offerAvailabilityText: 'Currently unavailable',
    sellerDetails: seller('BeautyDeals24', 3.9, 97),
  },
];

export const reviewTexts: Array<[number, string, string | null, string]> = [
  [
    5,
    'Finally soft hair again',
    'After bleaching my hair felt like straw. Two weeks with this and it is soft and shiny.',
    'DE',
  ],
  [
    4,
    'Good, but the scent is strong',
    'Cleans well and does not weigh my hair down. The perfume lingers a bit too long for me.',
    'DE',
  ],
  [5, 'Great value for 500 ml', 'The big bottle lasts me almost three months. Will buy again.', 'AT'],
  [
    2,
    'Dried out my scalp',
    'Nice smell, but my scalp started itching after a week. Switched back to my old one.',
    'DE',
  ],
  [4, 'Does what it says', 'Hair is noticeably less frizzy. The pump would be a nice addition to the bottle.', 'DE'],
  [3, 'Okay', 'Nothing special, a decent everyday shampoo.', 'DE'],
  [5, 'Best repair shampoo I tried', 'My hairdresser asked what I changed. Split ends are much less visible.', 'CH'],
  [1, 'Bottle arrived leaking', 'The cap was open and half the shampoo was in the box.', 'DE'],
  [4, 'Lathers well', 'A small amount is enough for long hair, it rinses out easily.', 'DE'],
  [5, 'Love it', null, 'DE'],
  [4, 'Nice with the conditioner', 'Together with the matching conditioner my curls stay defined all day.', 'DE'],
  [3, 'Too expensive at full price', 'Good shampoo, but only worth it when it is on offer.', 'DE'],
];

/** Newest first, one review every two days before `day`. */
export const reviewsFrom = (texts: typeof reviewTexts, startDay: number): Review[] =>
  texts.map(([score, title, body, country], index) => ({
    score,
    title,
    body,
    datePublished: `2026-11-${String(startDay - 2 * index).padStart(2, '0')}`,
    country,
  }));

const atLeast = (field: DccConditionResult['field'], value: number, met: boolean): DccConditionResult => ({
  field,
  operator: 'greater_or_equal',
  value,
  met,
});

export const dccGroups = (contentMet: boolean, imagesMet: boolean): DccGroupResult[] => [
  {
    name: 'Title',
    weight: 0.3,
    score: 100,
    components: [
      {
        name: 'Title length',
        description: 'Title has 40 to 150 characters',
        weight: 1,
        met: true,
        operator: 'AND',
        conditions: [
          atLeast('title_chars', 40, true),
          { field: 'title_chars', operator: 'less_or_equal', value: 150, met: true },
        ],
      },
      {
        name: 'Brand in title',
        description: 'Title contains the brand name',
        weight: 1,
        met: true,
        operator: 'AND',
        conditions: [{ field: 'pdp_brand', operator: 'is_not_empty', value: null, met: true }],
      },
    ],
  },
  {
    name: 'Content',
    weight: 0.4,
    score: contentMet ? 100 : 50,
    components: [
      {
        name: 'Description',
        description: 'Description has at least 100 words',
        weight: 2,
        met: true,
        operator: 'AND',
        conditions: [atLeast('description_words', 100, true)],
      },
      {
        name: 'Bullet points',
        description: 'At least 3 bullet points',
        weight: 2,
        met: contentMet,
        operator: 'AND',
        conditions: [
          { field: 'bullets_present', operator: 'is_true', value: null, met: true },
          atLeast('bullet_count', 3, contentMet),
        ],
      },
    ],
  },
  {
    name: 'Images',
    weight: 0.3,
    score: imagesMet ? 100 : 0,
    components: [
      {
        name: 'Image count',
        description: 'At least 5 images',
        weight: 1,
        met: imagesMet,
        operator: 'AND',
        conditions: [atLeast('image_count', 5, imagesMet)],
      },
    ],
  },
];

/** The DCC score the groups above give: the weighted group scores. */
export const dccScoreOf = (groups: DccGroupResult[]): number =>
  Math.round(groups.reduce((sum, group) => sum + group.weight * group.score, 0));

export const searchResults: SearchResult[] = [
  ['repair shampoo', 1001, 11, 'Amazon DE', 3, 1, 18100, 'DE'],
  ['shampoo 500ml', 1002, 11, 'Amazon DE', 27, 2, 6600, 'DE'],
  ['silkcare', 1003, 12, 'dm', 1, 1, null, 'DE'],
  ['shampoo beschadigd haar', 2001, 21, 'bol.com', 8, 1, 2400, 'NL'],
  ['repair shampoo', 3001, 31, 'Boots', 14, 1, 9900, 'GB'],
].map(([keyword, keywordId, retailerId, retailer, rank, page, searchVolume, country]) => ({
  retailerId: retailerId as number,
  retailer: retailer as string,
  keywordId: keywordId as number,
  keyword: keyword as string,
  rank: rank as number,
  page: page as number,
  searchTimestamp: `${day}T04:${String(keywordId as number).slice(-2)}:00Z`,
  searchVolume: searchVolume as number | null,
  country: country as string,
  serpURL: `https://serp.example/${retailerId}?q=${encodeURIComponent(keyword as string)}`,
}));

export const categoryListings: CategoryListing[] = [
  ['Beauty > Hair care > Shampoo', 501, 11, 'Amazon DE', 12, 1, 'DE'],
  ['Drogerie > Haare > Shampoo', 502, 12, 'dm', 48, 2, 'DE'],
  ['Haarverzorging > Shampoo', 601, 21, 'bol.com', 5, 1, 'NL'],
  ['Hair > Shampoo', 701, 31, 'Boots', 33, 2, 'GB'],
].map(([label, categoryId, retailerId, retailer, rank, page, country]) => ({
  retailerId: retailerId as number,
  retailer: retailer as string,
  categoryId: categoryId as number,
  label: label as string,
  rank: rank as number,
  page: page as number,
  searchTimestamp: `${day}T05:00:00Z`,
  country: country as string,
  serpURL: `https://serp.example/${retailerId}/category/${categoryId}`,
}));
