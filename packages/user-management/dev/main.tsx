import { createDevApp } from '@shelfsight/app-shell/dev';
import { userManagementFeature } from '../src';

createDevApp({ features: [userManagementFeature] });
