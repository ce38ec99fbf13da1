import type {
  AvailableOption,
  MappableProducts,
  ProductCount,
  SelectionFilter,
  SelectionRetailer,
} from '@shelfsight/contracts';
import type { SelectionTag } from '../api/productSelectionApi';

/** Retailers of a small electronics catalogue, as the product-selection calls answer them. */
export const sampleSelectionRetailers: SelectionRetailer[] = [
  { id: 3, displayName: 'Elektro Markt', productCount: 412 },
  { id: 1, displayName: 'Kaufhalle', productCount: 388 },
  { id: 5, displayName: 'ShopNord', productCount: 251 },
  { id: 6, displayName: 'Tech Avenue', productCount: 97 },
];

export const sampleBrands: AvailableOption[] = [
  { id: 1, name: 'Brewmaster', productCount: 120 },
  { id: 2, name: 'Kitchenly', productCount: 84 },
  { id: 3, name: 'Vaporo', productCount: 51 },
];

export const sampleCategories: AvailableOption[] = [
  { id: 7, name: 'Coffee machines', productCount: 96 },
  { id: 8, name: 'Kettles', productCount: 71 },
  { id: 9, name: 'Toasters', productCount: 40 },
];

export const sampleTags: SelectionTag[] = [
  { id: 7, category: 1, value: 'Coffee machines' },
  { id: 8, category: 1, value: 'Kettles' },
  { id: 12, category: 2, value: 'Premium' },
  { id: 13, category: 2, value: 'Entry' },
];

export const sampleSelectionFilters: SelectionFilter[] = [
  { id: 21, retailerId: 1, brands: [1], categories: [], tags: [] },
  { id: 22, retailerId: 1, brands: [], categories: [7], tags: [12] },
  { id: 23, retailerId: 3, brands: [2, 3], categories: [], tags: [] },
];

export const sampleProductCount: ProductCount = {
  totalCount: 214,
  retailers: [
    { retailerId: 1, productCount: 131, filterCounts: [118, 22] },
    { retailerId: 3, productCount: 135, filterCounts: [135] },
  ],
};

export const sampleMappable: MappableProducts = {
  product: {
    id: 101,
    name: 'Brewmaster Barista Pro coffee machine 540',
    brandName: 'Brewmaster',
    gtinCodes: ['4012345678901'],
    mpnCodes: ['BRE-00101'],
  },
  retailerProducts: [
    {
      id: 501,
      retailerId: 1,
      retailerName: 'Kaufhalle',
      shopProductId: 'KH-88120',
      name: 'Brewmaster Barista Pro 540 Kaffeevollautomat',
      eanCode: '4012345678901',
      mpnCode: 'BRE-00101',
      brandId: 1,
      productId: 101,
      suggestion: { gtinMatch: true, mpnMatch: true, nameSimilarity: 0.82, score: 6.82 },
    },
    {
      id: 9,
      retailerId: 3,
      retailerName: 'Elektro Markt',
      shopProductId: 'EM-4471',
      name: 'Barista Pro 540 coffee machine, black',
      eanCode: '4012345678901',
      mpnCode: null,
      brandId: null,
      productId: null,
      suggestion: { gtinMatch: true, mpnMatch: false, nameSimilarity: 0.74, score: 4.74 },
    },
    {
      id: 530,
      retailerId: 5,
      retailerName: 'ShopNord',
      shopProductId: 'SN-201',
      name: 'Brewmaster Barista coffee machine 450',
      eanCode: '4012345678918',
      mpnCode: 'BRE-00102',
      brandId: 1,
      productId: 102,
      suggestion: { gtinMatch: false, mpnMatch: false, nameSimilarity: 0.61, score: 0.61 },
    },
  ],
};
