import { createDevApp } from '@shelfsight/app-shell/dev';
import { tasksFeature } from '../src';

createDevApp({ features: [tasksFeature] });
