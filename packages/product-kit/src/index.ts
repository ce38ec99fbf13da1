// Public surface of the product kit: import everything by name from '@shelfsight/product-kit'.
export { productDetailsLine, type ProductSummary } from './productSummary';
export * from './components/ProductImage';
export * from './components/ProductName';
export * from './components/ProductCell';
export * from './components/ProductRow';
export * from './components/ProductCard';
export * from './components/ProductActions';
export * from './components/RetailerPicker';
export * from './components/ProductPicker';
export * from './dccFixColumns';
export {
  catalogueApi,
  useGetCustomerRetailersQuery,
  useGetCatalogueTagCategoriesQuery,
  useGetCatalogueTagsQuery,
  CATALOGUE_TAGS,
  type CatalogueTag,
  type CatalogueTagCategory,
  useRetailerChoices,
  useProductChoices,
  useProductName,
  productNameIn,
  useRetailerName,
  retailerChoicesOf,
  productChoicesOf,
  PRODUCTS_FILTER_SEGMENT,
  type RetailerScope,
  type RetailerChoice,
  type ProductChoice,
} from './api/catalogueApi';
