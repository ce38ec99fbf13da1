export { visibilityClustersFeature } from './feature';
