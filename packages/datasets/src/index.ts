export { datasetsFeature } from './feature';
