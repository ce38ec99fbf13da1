export { ProductsTable, type ProductsTableProps } from './ProductsTable';
