import { createDevApp } from '@shelfsight/app-shell/dev';
import { dataUploadFeature } from '../src';

createDevApp({ features: [dataUploadFeature] });
