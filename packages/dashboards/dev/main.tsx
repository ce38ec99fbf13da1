import { createDevApp } from '@shelfsight/app-shell/dev';
import { dashboardsFeature } from '../src';

createDevApp({ features: [dashboardsFeature] });
