export { ProductDetailsOpenerProvider, useProductDetailsOpener } from './ProductDetailsOpener';
export type {
  ProductDetailsOpener,
  ProductDetailsOpenerProviderProps,
  ProductDetailsRequest,
} from './ProductDetailsOpener';
