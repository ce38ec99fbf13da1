import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { primitiveMessages, type SavedFilterSegment } from '@shelfsight/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleFilters, sampleItems, sampleUsersAnswer } from '../../testing/sampleData';
import { PRODUCT_SEGMENT_NEEDED, SavedFilterForm } from './SavedFilterForm';

const useSampleItems = (segment: SavedFilterSegment) => ({ items: sampleItems[segment], loading: false });
const props = {
  useSegmentItems: useSampleItems,
  users: sampleUsersAnswer.users,
  currentUserId: 2,
  onCancel: vi.fn(),
};

/** Opens the multi-select labelled `label` and returns its dropdown options by name. */
async function openSelect(user: ReturnType<typeof renderWithProviders>['user'], label: string) {
  await user.click(screen.getByLabelText(label));
  return (name: string) => screen.findByTitle(name);
}

describe('SavedFilterForm', () => {
  it('shows every segment of a saved filter, and only the product segments of a product filter', () => {
    const { unmount } = renderWithProviders(<SavedFilterForm kind="saved" onSubmit={vi.fn()} {...props} />);
    for (const label of ['Retailers', 'Brands', 'Brand types', 'Sellers', 'Countries', 'Products', 'Tags'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('Search keywords')).toBeInTheDocument();
    expect(screen.getByLabelText('Visibility clusters')).toBeInTheDocument();
    unmount();
    renderWithProviders(<SavedFilterForm kind="product" onSubmit={vi.fn()} {...props} />);
    expect(screen.getByLabelText('Brands')).toBeInTheDocument();
    expect(screen.queryByLabelText('Retailers')).toBeNull();
  });

  it('shows items outside the role disabled', async () => {
    const { user } = renderWithProviders(<SavedFilterForm kind="saved" onSubmit={vi.fn()} {...props} />);
    const option = await openSelect(user, 'Retailers');
    expect((await option('Amazon DE (Germany) · Outside your role')).closest('.ant-select-item')).toHaveClass(
      'ant-select-item-option-disabled',
    );
    expect((await option('Power NO (Norway)')).closest('.ant-select-item')).not.toHaveClass(
      'ant-select-item-option-disabled',
    );
  });

  it("gives the contract's message for a name with control characters, and does not submit", async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SavedFilterForm kind="saved" onSubmit={onSubmit} {...props} />);
    await user.type(screen.getByLabelText('Name'), 'Tab\there');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(primitiveMessages.singleLine)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Name'));
    expect(await screen.findByText('Enter a name.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the other segments of an edited filter when saving it as a product filter', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <SavedFilterForm kind="product" initial={sampleFilters[0]} onSubmit={onSubmit} {...props} />,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Nordic Philips', retailers: [14, 15], brands: [3], countries: [1415] }),
    );
  });

  it('refuses a product filter that narrows no products', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(<SavedFilterForm kind="product" onSubmit={onSubmit} {...props} />);
    await user.type(screen.getByLabelText('Name'), 'Nothing');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(PRODUCT_SEGMENT_NEEDED)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shares with everyone as -1, replacing single users, and never offers the owner', async () => {
    const onSubmit = vi.fn();
    const { user } = renderWithProviders(
      <SavedFilterForm kind="saved" initial={sampleFilters[0]} onSubmit={onSubmit} {...props} />,
    );
    const option = await openSelect(user, 'Share with');
    expect(screen.queryByTitle('Alice Admin (admin@acme.test)')).toBeNull();
    await user.click(await option('Everyone'));
    const sharing = screen.getByLabelText('Share with').closest('.ant-select') as HTMLElement;
    expect(within(sharing).queryByText('Paula Product (pm@acme.test)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ sharedWith: [-1] }));
  });
});
