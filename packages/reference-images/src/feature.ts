import { referenceImagesRoutes } from './routes';
import { referenceImagesSlice } from './state/referenceImagesSlice';

export const referenceImagesFeature = {
  id: 'reference-images',
  slices: [referenceImagesSlice],
  routes: referenceImagesRoutes,
};
