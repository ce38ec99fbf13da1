export { NO_PRODUCTS_FOUND, ProductOverviewWidget, type ProductOverviewWidgetProps } from './ProductOverviewWidget';
