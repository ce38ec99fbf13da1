export { referenceImagesFeature } from './feature';
export { dragEffect } from './utils/dragEffect';
