import { createDevApp } from '@shelfsight/app-shell/dev';
import { contentScoreFeature } from '../src';

createDevApp({ features: [contentScoreFeature] });
