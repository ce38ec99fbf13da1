export {
  emptyProductFilter,
  filterSetsOf,
  ProductFilterBar,
  type ProductFilterBarProps,
  type ProductFilterValue,
} from './ProductFilterBar';
