import { createDevApp } from '@shelfsight/app-shell/dev';
import { alertsFeature } from '../src';

createDevApp({ features: [alertsFeature] });
