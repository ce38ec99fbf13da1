import { createDevApp } from '@shelfsight/app-shell/dev';
import { parkerFeature } from '../src';

createDevApp({ features: [parkerFeature] });
