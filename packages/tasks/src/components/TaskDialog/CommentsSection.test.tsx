import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { sampleDetails, sampleUsers } from '../../testing/sampleData';
import { CommentsSection } from './CommentsSection';

// The suggestion list scrolls its active item into view; jsdom has no layout to scroll.
beforeAll(() => {
  Element.prototype.scrollIntoView = () => {};
});

function renderComments(currentUserId = 7) {
  const handlers = { onAdd: vi.fn(), onReplace: vi.fn(), onDelete: vi.fn() };
  const view = renderWithProviders(
    <CommentsSection
      comments={sampleDetails.comments}
      users={sampleUsers}
      currentUserId={currentUserId}
      readOnly={false}
      {...handlers}
    />,
  );
  return { ...view, ...handlers };
}

const suggestions = () =>
  [...document.querySelectorAll('.ant-mentions-dropdown-menu-item')].map((node) => node.textContent);

describe('CommentsSection', () => {
  it('suggests at most five members whose name begins with what follows @', async () => {
    const { user } = renderComments();
    await user.type(screen.getByRole('textbox', { name: 'New comment' }), '@ad');
    await screen.findAllByRole('menuitem');
    const matching = sampleUsers.filter((member) => member.displayName.toLowerCase().startsWith('ad'));
    expect(matching.length).toBeGreaterThan(5);
    expect(suggestions()).toEqual(matching.slice(0, 5).map((member) => member.displayName));
  });

  it('stores a picked mention as the user marker', async () => {
    const { user, onAdd } = renderComments();
    const box = screen.getByRole('textbox', { name: 'New comment' });
    await user.type(box, 'Please check, @gra');
    await user.click(await screen.findByRole('menuitem', { name: 'Grace Hopper' }));
    await user.type(box, 'thanks');
    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    expect(onAdd).toHaveBeenCalledExactlyOnceWith('Please check, @[user:13] thanks');
    expect(box).toHaveValue('');
  });

  it('refuses an empty comment', async () => {
    const { user } = renderComments();
    await user.type(screen.getByRole('textbox', { name: 'New comment' }), '   ');
    expect(screen.getByRole('button', { name: 'Add comment' })).toBeDisabled();
  });

  it("asks before deleting one's own comment, and offers no delete on others' comments", async () => {
    const { user, onDelete } = renderComments();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this comment?')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Delete' }).at(-1)!);
    expect(onDelete).toHaveBeenCalledExactlyOnceWith(501);
  });

  it("offers no delete on another member's comment", () => {
    renderComments(8);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
