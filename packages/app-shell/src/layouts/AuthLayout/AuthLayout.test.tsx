import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthLayout } from './AuthLayout';

describe('AuthLayout', () => {
  it('puts the sign-in page in its card under the logo', () => {
    const router = createMemoryRouter(
      [{ element: <AuthLayout />, children: [{ path: '/login/', element: <h1>Sign in</h1> }] }],
      { initialEntries: ['/login/'] },
    );
    render(<RouterProvider router={router} />);
    const main = screen.getByRole('main');
    expect(main).toContainElement(screen.getByLabelText('Shelfsight'));
    expect(screen.getByRole('heading', { name: 'Sign in' }).closest('section')).toBeInTheDocument();
  });
});
