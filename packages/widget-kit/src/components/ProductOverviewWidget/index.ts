export {
  NO_PRODUCTS_FOUND,
  PRODUCT_CARDS_STEP,
  ProductOverviewWidget,
  SHOW_MORE_PRODUCTS,
  type ProductOverviewWidgetProps,
} from './ProductOverviewWidget';
