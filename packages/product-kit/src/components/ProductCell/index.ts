export { ProductCell, type ProductCellProps } from './ProductCell';
