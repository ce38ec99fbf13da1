import { createDevApp } from '@shelfsight/app-shell/dev';
import { exportsFeature } from '../src';

createDevApp({ features: [exportsFeature] });
