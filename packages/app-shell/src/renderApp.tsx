import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { bootstrap } from './bootstrap';

/**
 * Renders what `bootstrap` built into the page's #root. A null app means the page is already reloading to
 * recover from corrupt stored data. The antd theme, flash and confirm providers live in the lazily loaded
 * layouts, keeping antd out of start-up.
 */
export function renderApp(app: ReturnType<typeof bootstrap>, container = document.getElementById('root')): void {
  if (!app || !container) return;
  createRoot(container).render(
    <StrictMode>
      <Provider store={app.store}>
        <RouterProvider router={app.router} />
      </Provider>
    </StrictMode>,
  );
}
