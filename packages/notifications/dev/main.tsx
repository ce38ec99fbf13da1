import { createDevApp } from '@shelfsight/app-shell/dev';
import { notificationsFeature } from '../src';

createDevApp({ features: [notificationsFeature] });
