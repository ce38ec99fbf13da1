import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageSpinner } from './PageSpinner';

describe('PageSpinner', () => {
  it('tells assistive technology that the page is loading', () => {
    render(<PageSpinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
