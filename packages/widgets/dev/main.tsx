import { createDevApp } from '@shelfsight/app-shell/dev';
import { widgetsFeature } from '../src';

createDevApp({ features: [widgetsFeature] });
