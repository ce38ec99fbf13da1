export { productDetailsFeature } from './feature';
