import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { EmptyLayout } from './EmptyLayout';

describe('EmptyLayout', () => {
  it('shows the page alone, without menu or header', () => {
    const router = createMemoryRouter(
      [{ element: <EmptyLayout />, children: [{ path: '/not-found/', element: <h1>Page not found</h1> }] }],
      { initialEntries: ['/not-found/'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});
