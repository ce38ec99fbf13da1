export * from './ProductDetailsHeader';
