export { ProductFinderResults, type ProductFinderResultsProps } from './ProductFinderResults';
