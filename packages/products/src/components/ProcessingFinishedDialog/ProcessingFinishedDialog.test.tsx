import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ProcessingFinishedDialog } from './ProcessingFinishedDialog';

describe('ProcessingFinishedDialog', () => {
  it.each([
    ['success', 'Products processing success', 'The products have been processed successfully.'],
    [
      'aborted',
      'Products processing aborted',
      'Something went wrong while uploading your product list... try again in a moment. If the problem persists, contact support',
    ],
    [
      'failed',
      'Products processing failed',
      'We have detected some issues, please go to the products page to check what went wrong.',
    ],
  ] as const)('shows the %s title and text', async (outcome, title, text) => {
    render(<ProcessingFinishedDialog outcome={outcome} onClose={() => {}} onGoToProducts={() => {}} />);
    expect(await screen.findByRole('dialog', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('leads to the products with Go to products', async () => {
    const onGoToProducts = vi.fn();
    render(<ProcessingFinishedDialog outcome="success" onClose={() => {}} onGoToProducts={onGoToProducts} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Go to products' }));
    expect(onGoToProducts).toHaveBeenCalledTimes(1);
  });

  it('is closed without an outcome', () => {
    render(<ProcessingFinishedDialog outcome={null} onClose={() => {}} onGoToProducts={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
