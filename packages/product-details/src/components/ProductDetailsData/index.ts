export * from './ProductDetailsData';
