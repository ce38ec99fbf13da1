import { createDevApp } from '@shelfsight/app-shell/dev';
import { referenceImagesFeature } from '../src';

createDevApp({ features: [referenceImagesFeature] });
