import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RateLimitPage, rateLimitText } from './RateLimitPage';

describe('RateLimitPage', () => {
  it('says how long to wait when the server gave the seconds', () => {
    render(
      <MemoryRouter initialEntries={['/429/?retryAfter=900']}>
        <RateLimitPage />
      </MemoryRouter>,
    );
    expect(screen.getByText('Too many requests')).toBeInTheDocument();
    expect(screen.getByText(/Please try again in 15 minutes\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('falls back to a general wait without a usable value', () => {
    expect(rateLimitText(null)).toContain('Please try again in a few minutes.');
    expect(rateLimitText('soon')).toContain('Please try again in a few minutes.');
    expect(rateLimitText('30')).toContain('Please try again in 30 seconds.');
  });
});
