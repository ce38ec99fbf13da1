export { dataUploadFeature } from './feature';
