import { dataUploadRoutes } from './routes';

/** What the app composes: the /upload-data-set/ screen. */
export const dataUploadFeature = {
  id: 'data-upload',
  routes: dataUploadRoutes,
};
