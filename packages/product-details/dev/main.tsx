import { createDevApp } from '@shelfsight/app-shell/dev';
import { productDetailsFeature } from '../src';

createDevApp({ features: [productDetailsFeature] });
