import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleWidgets, sampleWidgetUsers } from '../../testing/sampleWidgets';
import { ShareWidgetDialog } from './ShareWidgetDialog';

describe('ShareWidgetDialog', () => {
  it('starts from the current sharing, leaves the owner out and can stop sharing', async () => {
    const onShare = vi.fn();
    const widget = sampleWidgets()[0]!;
    const { user } = renderWithProviders(
      <ShareWidgetDialog widget={widget} users={sampleWidgetUsers.users} onShare={onShare} onCancel={() => {}} />,
    );
    expect(screen.getByText('Grace Hopper (grace@example.com)')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Share with' }));
    expect(screen.queryByTitle('Ada Lovelace (ada@example.com)')).not.toBeInTheDocument();
    // Choosing a selected member again takes them off.
    await user.click((await screen.findAllByTitle('Grace Hopper (grace@example.com)')).at(-1)!);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onShare).toHaveBeenCalledWith([]);
  });
});
