import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ModuleTag } from './ModuleTag';

describe('ModuleTag', () => {
  it('names the module in words, not by its code', () => {
    const { rerender } = render(<ModuleTag module="ism" />);
    expect(screen.getByText('Main image')).toBeInTheDocument();
    rerender(<ModuleTag module="fcism" />);
    expect(screen.getByText('Full carousel')).toBeInTheDocument();
    rerender(<ModuleTag module="none" />);
    expect(screen.getByText('No module')).toBeInTheDocument();
    expect(screen.queryByText(/^(ism|fcism|none)$/)).toBeNull();
  });

  it('says on hover that a retailer without the module needs support (the spec’s sentence)', async () => {
    render(<ModuleTag module="none" />);
    await userEvent.hover(screen.getByText('No module'));
    expect(
      await screen.findByText('The image similarity module is not activated for this retailer. Please contact support'),
    ).toBeInTheDocument();
  });
});
