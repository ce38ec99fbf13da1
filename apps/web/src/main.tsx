import { bootstrap, renderApp } from '@shelfsight/app-shell';
import { startEarlyRequests } from './earlyRequests';
import { appFeatures } from './features';

renderApp(bootstrap(appFeatures, { startEarlyRequests }));
