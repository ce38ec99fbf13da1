export { productDetailsFeature } from './feature';
export {
  PRODUCT_DETAILS_TABS,
  productDetailsClosed,
  productDetailsOpened,
  productDetailsTabSelected,
  selectOpenProductDummyId,
  selectProductDetailsTab,
  type ProductDetailsUiState,
} from './state/productDetailsSlice';
