import { App } from 'antd';
import { Link, Route, Routes, redirect } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useAppDispatch, useAppSelector } from '../hooks';
import { activeCustomerChanged, selectActiveCustomerId } from '../session/sessionSlice';
import { signedInSession } from '../fixtures';
import { renderRoutes, renderWithProviders } from './index';

function CustomerPicker() {
  const customerId = useAppSelector(selectActiveCustomerId);
  const dispatch = useAppDispatch();
  const { message } = App.useApp();
  return (
    <div>
      <p>Customer {customerId ?? 'none'}</p>
      <button
        type="button"
        onClick={() => {
          dispatch(activeCustomerChanged(8));
          void message.info('Switched');
        }}
      >
        Switch
      </button>
      <Link to="/tasks/">Tasks</Link>
    </div>
  );
}

describe('renderWithProviders', () => {
  it('renders the route given and shares the store with the screen', async () => {
    const { store, user, getByText, findByText } = renderWithProviders(
      <Routes>
        <Route path="/dashboards/" element={<CustomerPicker />} />
        <Route path="/tasks/" element={<h1>Tasks page</h1>} />
      </Routes>,
      { route: '/dashboards/', preloadedState: { session: signedInSession() } },
    );
    expect(getByText('Customer 42')).toBeInTheDocument();

    await user.click(getByText('Switch'));
    expect(getByText('Customer 8')).toBeInTheDocument();
    expect(store.getState().session.activeCustomerId).toBe(8);
    expect(await findByText('Switched')).toBeInTheDocument();

    await user.click(getByText('Tasks'));
    expect(getByText('Tasks page')).toBeInTheDocument();
  });

  it('starts signed out without a preloaded state', () => {
    localStorage.setItem('token', 'left-over');
    const { store } = renderWithProviders(<p>hi</p>);
    expect(store.getState().session.token).toBeNull();
    localStorage.clear();
  });
});

describe('renderRoutes', () => {
  it('runs loaders, so a guard can redirect', async () => {
    const { router, findByText } = renderRoutes(
      [
        { path: '/login/', element: <h1>Sign in</h1> },
        { path: '/tasks/', loader: () => redirect('/login/'), element: <h1>Tasks page</h1> },
      ],
      { route: '/tasks/' },
    );
    expect(await findByText('Sign in')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/');
  });
});
