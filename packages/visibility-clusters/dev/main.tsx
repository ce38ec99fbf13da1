import { createDevApp } from '@shelfsight/app-shell/dev';
import { visibilityClustersFeature } from '../src';

createDevApp({ features: [visibilityClustersFeature] });
