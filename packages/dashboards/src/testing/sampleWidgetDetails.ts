import { type WidgetDataDetailsAnswer, widgetDetailsTitle } from '@shelfsight/contracts';

const products: [number, string][] = [
  [48213, 'NIVEA Creme 150 ml'],
  [48214, 'NIVEA Soft 200 ml'],
  [48230, 'NIVEA Men Sensitive Shaving Gel 200 ml'],
  [48251, 'NIVEA Sun Protect & Moisture SPF 30 200 ml'],
  [48262, 'NIVEA Hydro Care Lip Balm 4.8 g'],
  [48270, 'NIVEA Q10 Anti-Wrinkle Day Cream 50 ml'],
];
const ratings = [4.6, 4.4, 4.1, 4.3, 3.9, 4.2];

/**
 * The ratings of NIVEA products at Tesco in March, as GET get-widget-data-details answers a click on the
 * Tesco bar of a 'Rating by retailer' widget: six products, reviews counted under the title.
 */
export function sampleRatingDetails(overrides: Partial<WidgetDataDetailsAnswer> = {}): WidgetDataDetailsAnswer {
  const counts = { productCount: products.length, reviewCount: 412, totalReviewCount: 1873 };
  return {
    metric: { id: 14, name: 'Rating', format: 'number' },
    aggregationFunction: 'AVG',
    item: { key: 'retailer:1', label: 'Tesco' },
    rows: products.map(([productId, productName], index) => ({
      key: `product:${productId}|retailer:1`,
      productId,
      productName,
      retailerId: 1,
      retailerName: 'Tesco',
      value: ratings[index] ?? 4,
      currency: null,
    })),
    totalRows: products.length,
    page: 1,
    itemsPerPage: 10,
    ...counts,
    title: widgetDetailsTitle(counts),
    settingsUsed: { dateFrom: '2026-03-01', dateTo: '2026-03-31' },
    ...overrides,
  };
}

/** Selling prices of one brand across retailers, 23 rows on pages of 10, money in its currency. */
export function samplePriceDetails(page = 1): WidgetDataDetailsAnswer {
  const retailers: [number, string][] = [
    [1, 'Tesco'],
    [2, 'Sainsbury’s'],
    [3, 'Asda'],
    [7, 'Amazon UK'],
  ];
  const all = products.flatMap(([productId, productName], productIndex) =>
    retailers.map(([retailerId, retailerName], retailerIndex) => ({
      key: `product:${productId}|retailer:${retailerId}|currency:GBP`,
      productId,
      productName,
      retailerId,
      retailerName,
      value: Math.round((9.5 - productIndex * 1.1 - retailerIndex * 0.25) * 100) / 100,
      currency: 'GBP',
    })),
  );
  const rows = all.slice(0, 23);
  const counts = { productCount: products.length, reviewCount: null, totalReviewCount: null };
  return {
    metric: { id: 3, name: 'Selling price', format: 'currency' },
    aggregationFunction: 'AVG',
    item: { key: 'brand:3', label: 'NIVEA' },
    rows: rows.slice((page - 1) * 10, page * 10),
    totalRows: rows.length,
    page,
    itemsPerPage: 10,
    ...counts,
    title: widgetDetailsTitle(counts),
    settingsUsed: { dateFrom: '2026-03-01', dateTo: '2026-03-31' },
  };
}
