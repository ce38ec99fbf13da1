export { savedFiltersFeature } from './feature';
