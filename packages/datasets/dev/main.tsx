import { createDevApp } from '@shelfsight/app-shell/dev';
import { datasetsFeature } from '../src';

createDevApp({ features: [datasetsFeature] });
