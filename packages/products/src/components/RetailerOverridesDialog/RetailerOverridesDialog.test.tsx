import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { trackedAmazon } from '../../testing/sampleRetailers';
import { mergeTextOverrides, RetailerOverridesDialog } from './RetailerOverridesDialog';

describe('mergeTextOverrides', () => {
  it('sets entered texts, drops emptied ones and keeps the switches', () => {
    expect(
      mergeTextOverrides(
        { allowSearchCategories: false, categoryTemplateType: 'URL' },
        {
          keywordUrl: ' https://www.amazon.de/s?k={keyword}&i=garden ',
          categoryTemplateType: '',
        },
      ),
    ).toEqual({ allowSearchCategories: false, keywordUrl: 'https://www.amazon.de/s?k={keyword}&i=garden' });
  });
});

describe('RetailerOverridesDialog', () => {
  it('shows the retailer’s own settings as placeholders and saves this customer’s keyword URL', async () => {
    const onSave = vi.fn();
    const { user } = renderWithProviders(
      <RetailerOverridesDialog retailer={trackedAmazon} onSave={onSave} onClose={() => {}} />,
    );
    const keywordUrl = screen.getByLabelText('Keyword URL ({keyword} is replaced)');
    expect(keywordUrl).toHaveAttribute('placeholder', trackedAmazon.ownSettings.keywordUrl);
    // '{{' types one '{' (user-event reads braces as keys otherwise).
    await user.type(keywordUrl, 'https://www.amazon.de/s?k={{keyword}&i=garden');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(trackedAmazon.retailerId, {
        allowSearchCategories: false,
        keywordUrl: 'https://www.amazon.de/s?k={keyword}&i=garden',
      }),
    );
  });
});
