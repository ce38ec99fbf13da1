import { bootstrap } from '@shelfsight/app-shell';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { startEarlyRequests } from './earlyRequests';
import { appFeatures } from './features';

const app = bootstrap(appFeatures, { startEarlyRequests });
const container = document.getElementById('root');

// A null app means the page is already reloading to recover from corrupt stored data.
// The antd theme, flash and confirm providers live in the lazily loaded layouts, keeping antd out of start-up.
if (app && container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={app.store}>
        <RouterProvider router={app.router} />
      </Provider>
    </StrictMode>,
  );
}
