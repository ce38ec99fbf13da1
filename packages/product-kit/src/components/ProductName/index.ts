export { ProductName, type ProductNameProps } from './ProductName';
