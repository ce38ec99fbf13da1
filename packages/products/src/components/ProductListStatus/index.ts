export { ProductListStatus, type ProductListStatusProps } from './ProductListStatus';
