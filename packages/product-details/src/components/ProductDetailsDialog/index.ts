export {
  ProductDetailsDialog,
  PRODUCT_DETAILS_TEXTS,
  PRODUCT_DETAILS_WIDTH,
  type ProductDetailsDialogProps,
  type ProductDetailsTab,
} from './ProductDetailsDialog';
