import type { ProductList, ProductListDetail } from '@shelfsight/contracts';

const base: ProductList = {
  id: 1,
  customerId: 42,
  name: 'Summer range',
  type: 'Standard',
  processingMode: 'MERGE',
  isActive: true,
  loadingIsActive: false,
  processedDate: '2026-06-01T09:30:00.000Z',
  productCount: 128,
  ownerId: 7,
  ownerName: 'Paula Product',
  uploaderId: 7,
  uploaderName: 'Paula Product',
  fileUploadStatus: 'PROCESSING_SUCCESS',
  fileUploadMessage: null,
  owned: true,
  shared: true,
  sharedToMe: false,
  accessLevel: 'O',
  sharedWith: [
    { userId: 8, accessLevel: 'R' },
    { userId: 9, accessLevel: 'W' },
  ],
};

/** Three lists: one owned and shared, one shared to the viewer to read, one retailer list with bad rows. */
export const sampleLists = (): ProductList[] => [
  base,
  {
    ...base,
    id: 2,
    name: 'Key accounts',
    ownerId: 3,
    ownerName: 'Alice Admin',
    owned: false,
    sharedToMe: true,
    shared: false,
    sharedWith: [],
    accessLevel: 'R',
    productCount: 12,
    fileUploadStatus: null,
    uploaderName: null,
  },
  {
    ...base,
    id: 3,
    name: 'Otto assortment',
    type: 'ASSORTMENT',
    shared: false,
    sharedWith: [],
    productCount: 0,
    fileUploadStatus: 'INVALID_DATA_ROWS',
    fileUploadMessage: '2 problems, the first in row 3, column GTIN: 12345 is not a GTIN: use 8, 12, 13 or 14 digits',
  },
];

export const sampleDetail = (): ProductListDetail => ({
  ...base,
  products: [
    {
      id: 501,
      name: 'Toaster T1',
      brandName: 'Kitchy',
      gtinCodes: ['4006381333931'],
      mpnCodes: ['T1'],
      otherCodes: [],
      imageUrl: 'https://images.example.com/products/4006381333931.jpg',
    },
    {
      id: 502,
      name: 'Kettle K2',
      brandName: 'Kitchy',
      gtinCodes: ['4006381333948'],
      mpnCodes: [],
      otherCodes: [],
      imageUrl: null,
    },
  ],
  headers: ['Brand', 'Product name', 'GTIN', 'MPN', 'Other codes', 'Tag: Category', 'Attribute: Weight (kg)'],
  customFields: { tags: 1, attributes: 1 },
});
