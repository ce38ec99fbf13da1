import { AppThemeProvider } from '@shelfsight/ui-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { bootstrap } from './bootstrap';

const app = bootstrap();
const container = document.getElementById('root');

// A null app means the page is already reloading to recover from corrupt stored data.
if (app && container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={app.store}>
        <AppThemeProvider>
          <RouterProvider router={app.router} />
        </AppThemeProvider>
      </Provider>
    </StrictMode>,
  );
}
