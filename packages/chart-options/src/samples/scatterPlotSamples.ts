import type { ScatterRawOutput, ScatterSettingsUsed } from '@shelfsight/contracts';

const products = [
  [
    'Premium Protection size 3, 74 pack',
    'Baby-Dry size 4, 90 pack',
    'Harmonie size 5, 64 pack',
    'Pants size 6, 56 pack',
  ],
  [
    'Little Snugglers size 2, 84 pack',
    'Little Movers size 4, 60 pack',
    'Drynites 4–7 years, 10 pack',
    'Pull-Ups size 5, 42 pack',
  ],
  [
    'Little Angels Comfort Dry size 3, 72 pack',
    'Little Angels Supreme size 4, 50 pack',
    'Little Angels Pants size 5, 40 pack',
  ],
];
const brands = ['Pampers', 'Huggies', 'Little Angels'];

/** Average selling price against availability per product in March, one colour per brand. */
export const priceAgainstAvailability: ScatterRawOutput = {
  series: brands.map((brand, brandIndex) => ({
    seriesKey: `brand:${brandIndex + 1}`,
    label: brand,
    points: (products[brandIndex] as string[]).map((title, index) => ({
      key: `product:${brandIndex * 10 + index + 1}`,
      label: `${brand} ${title}`,
      x: Math.round((97 - brandIndex * 6 - index * 3.7) * 10) / 10,
      y: Math.round((24.99 - brandIndex * 7.5 + index * 1.35) * 100) / 100,
    })),
  })),
};

export const priceAgainstAvailabilitySettings: ScatterSettingsUsed = {
  dateFrom: '2024-03-01',
  dateTo: '2024-03-31',
  xAxis: { metricName: 'Availability', valueFormat: { type: 'percent' } },
  yAxis: { metricName: 'Selling price', valueFormat: { type: 'currency', currencyCode: 'GBP' } },
};

/** 13 brands' average availability against their average price index: all close together, as real brands are. */
export const thirteenBrands = [
  'Pampers',
  'Huggies',
  'Little Angels',
  'Lillydoo',
  'Kit & Kin',
  'Mamia',
  'Bambo Nature',
  'Naty',
  'Tesco Loves Baby',
  'Sainsbury’s Little Ones',
  'Asda Little Angels',
  'Boots Baby',
  'Mum & You',
];

export const availabilityAgainstPriceIndexByBrand: ScatterRawOutput = {
  series: thirteenBrands.map((brand, index) => ({
    seriesKey: `brand:${index + 1}`,
    label: brand,
    points: [
      {
        key: `brand:${index + 1}`,
        label: brand,
        x: Math.round((92.4 + ((index * 37) % 69) / 10) * 10) / 10,
        y: Math.round((96 + ((index * 53) % 110) / 10) * 10) / 10,
      },
    ],
  })),
};

export const availabilityAgainstPriceIndexSettings: ScatterSettingsUsed = {
  dateFrom: '2024-03-01',
  dateTo: '2024-03-31',
  xAxis: { metricName: 'Availability', valueFormat: { type: 'percent' } },
  yAxis: { metricName: 'Price index', valueFormat: { type: 'percent' } },
};
