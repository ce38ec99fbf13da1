import { createDevApp } from '@shelfsight/app-shell/dev';
import { savedFiltersFeature } from '../src';

createDevApp({ features: [savedFiltersFeature] });
