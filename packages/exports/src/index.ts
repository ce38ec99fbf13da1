export { exportsFeature } from './feature';
