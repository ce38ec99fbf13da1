import { sampleReadOnlyUser } from '@shelfsight/api-client/fixtures';
import type { AuthUser, ProductReferenceImages, ReferenceImageSet } from '@shelfsight/contracts';
import type { GridSet, ReferenceImageRetailer } from '../api/referenceImagesApi';

// Answers of the reference images API for the tests and stories of this package: a personal-care brand tracked at
// five retailers, two of them in a set of their own.

export const sampleRetailers: ReferenceImageRetailer[] = [
  { id: 1, name: 'Amazon UK', module: 'fcism', setId: null },
  { id: 2, name: 'Boots', module: 'ism', setId: null },
  { id: 3, name: 'Superdrug', module: 'none', setId: null },
  { id: 4, name: 'Tesco', module: 'ism', setId: 11 },
  { id: 5, name: 'Sainsbury’s', module: 'fcism', setId: 11 },
];

const retailerOf = ({ id, name, module }: ReferenceImageRetailer) => ({ id, name, module });

export const sampleSets: ReferenceImageSet[] = [
  {
    id: 10,
    name: 'Default set',
    isDefault: true,
    retailers: sampleRetailers.filter((retailer) => retailer.setId === null).map(retailerOf),
  },
  {
    id: 11,
    name: 'Grocers',
    isDefault: false,
    retailers: sampleRetailers.filter((retailer) => retailer.setId === 11).map(retailerOf),
  },
];

/** Product 101 with one stored main image for every retailer of the default set, checked at Amazon UK. */
export const sampleProductImages: ProductReferenceImages = {
  productId: 101,
  referenceImages: [
    {
      id: 501,
      setId: 10,
      imageSequence: 1,
      filename: 'nivea-creme.png',
      src: '/api/customer/42/product-reference-image/501/file',
      width: 800,
      height: 800,
      creating: '2026-11-20T09:00:00.000Z',
      retailers: [],
      checks: [
        {
          retailerId: 1,
          status: 'highly_similar',
          score: 87.4,
          checkedOn: '2026-11-21',
          nextCheckOn: '2026-11-22',
        },
      ],
    },
  ],
};

/** A member of customer 42 with the read-only privilege: the API refuses their writes. */
export const readOnlyUser: AuthUser = sampleReadOnlyUser;

const imageFile = (id: number) => `/api/customer/42/product-reference-image/${id}/file`;

/**
 * The grid of product 101: the default set holds its main image (501) and a side view (502); the grocers' set has
 * its own main image (601) and so inherits the side view.
 */
export const sampleGrid: GridSet[] = [
  {
    id: 10,
    name: 'Default set',
    isDefault: true,
    retailerIds: [1, 2, 3],
    images: [
      { id: 501, productId: 101, position: 1, src: imageFile(501) },
      { id: 502, productId: 101, position: 2, src: imageFile(502) },
    ],
  },
  {
    id: 11,
    name: 'Grocers',
    isDefault: false,
    retailerIds: [4, 5],
    images: [{ id: 601, productId: 101, position: 1, src: imageFile(601) }],
  },
];
