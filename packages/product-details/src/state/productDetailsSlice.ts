import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
// Brings the api-client module into the program so the augmentation below can find it.
import type {} from '@shelfsight/api-client';

/** The tabs of the product details dialog, in their order (spec 3 §2.1). */
export const PRODUCT_DETAILS_TABS = [
  'Summary',
  'Price & Availability',
  'Promotions',
  'Page Content',
  'Customer reviews',
  'Awards',
  'Search results',
  'Category listings',
  'PDP',
  'Trends',
] as const;

export interface ProductDetailsUiState {
  /** The product dummy id whose details dialog is open, or null when closed. */
  openProductDummyId: number | null;
  activeTabIndex: number;
}

const initialState: ProductDetailsUiState = { openProductDummyId: null, activeTabIndex: 0 };

export const productDetailsSlice = createSlice({
  name: 'productDetails',
  initialState,
  reducers: {
    /** Opening always starts on the first tab (spec 3 §4.1). */
    productDetailsOpened(state, action: PayloadAction<number>) {
      state.openProductDummyId = action.payload;
      state.activeTabIndex = 0;
    },
    productDetailsTabSelected(state, action: PayloadAction<number>) {
      const index = Math.trunc(action.payload);
      if (index >= 0 && index < PRODUCT_DETAILS_TABS.length) state.activeTabIndex = index;
    },
    /** Also dispatched on any route change: the dialog closes when the user navigates. */
    productDetailsClosed(state) {
      state.openProductDummyId = null;
      state.activeTabIndex = 0;
    },
  },
});

export const { productDetailsOpened, productDetailsTabSelected, productDetailsClosed } = productDetailsSlice.actions;

type StateWithProductDetails = { productDetails?: ProductDetailsUiState };

export const selectOpenProductDummyId = (state: StateWithProductDetails): number | null =>
  state.productDetails?.openProductDummyId ?? null;

export const selectProductDetailsTab = (state: StateWithProductDetails): (typeof PRODUCT_DETAILS_TABS)[number] =>
  PRODUCT_DETAILS_TABS[state.productDetails?.activeTabIndex ?? 0] ?? PRODUCT_DETAILS_TABS[0];

declare module '@shelfsight/api-client' {
  // Declaration merging: the app's root reducer learns this slice's state type.
  export interface LazyLoadedSlices extends WithSlice<typeof productDetailsSlice> {}
}
