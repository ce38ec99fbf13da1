import { createDevApp } from '@shelfsight/app-shell/dev';
import { productsFeature } from '../src';

createDevApp({ features: [productsFeature] });
