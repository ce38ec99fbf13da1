import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { sampleNotifications } from '../../testing/sampleNotifications';
import { NotificationList } from './NotificationList';

function setup(notifications = sampleNotifications) {
  const handlers = { onToggleRead: vi.fn(), onToggleAllRead: vi.fn(), onDelete: vi.fn(), onDeleteAll: vi.fn() };
  render(<NotificationList notifications={notifications} {...handlers} />);
  return { user: userEvent.setup(), ...handlers };
}

describe('NotificationList', () => {
  it('toggles the read flag of one item to its opposite', async () => {
    const { user, onToggleRead } = setup();
    const unread = screen.getByRole('listitem', { name: 'Price alert: 4 products below the minimum price' });
    await user.click(within(unread).getByRole('button', { name: 'Mark as read' }));
    expect(onToggleRead).toHaveBeenCalledWith(101, true);
    const read = screen.getByRole('listitem', { name: 'Content score improved' });
    await user.click(within(read).getByRole('button', { name: 'Mark as unread' }));
    expect(onToggleRead).toHaveBeenCalledWith(104, false);
  });

  it('marks all read while any is unread, all unread otherwise', async () => {
    const first = setup();
    await first.user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(first.onToggleAllRead).toHaveBeenCalledWith(true);
  });

  it('offers to mark all unread when everything is read, and deletes', async () => {
    const { user, onToggleAllRead, onDelete, onDeleteAll } = setup(
      sampleNotifications.map((n) => ({ ...n, isRead: true })),
    );
    await user.click(screen.getByRole('button', { name: 'Mark all as unread' }));
    expect(onToggleAllRead).toHaveBeenCalledWith(false);
    await user.click(
      within(screen.getByRole('listitem', { name: 'Your export is ready' })).getByRole('button', { name: 'Delete' }),
    );
    expect(onDelete).toHaveBeenCalledWith(102);
    await user.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(onDeleteAll).toHaveBeenCalled();
  });

  it('says so when there is nothing', () => {
    setup([]);
    expect(screen.getByText('No notifications')).toBeInTheDocument();
  });

  it('shows the body one line per line, with its http(s) addresses as links', () => {
    setup([
      {
        ...(sampleNotifications[0] as (typeof sampleNotifications)[number]),
        title: 'Alert: Stock',
        body: [
          'The alert "Stock" was raised: Availability fell below 80.0% at 2 retailers on Nov 27, 2026.',
          '',
          '- Bolwinkel: 42.0%',
          '- javascript:alert(1)',
          '',
          'Open the alert: https://app.example.com/alerts/edit/?id=4',
        ].join('\n'),
      },
    ]);
    const item = screen.getByRole('listitem', { name: 'Alert: Stock' });
    expect(within(item).getByText('- Bolwinkel: 42.0%')).toBeInTheDocument();
    expect(within(item).getByText('- javascript:alert(1)').tagName).not.toBe('A');
    const links = within(item).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://app.example.com/alerts/edit/?id=4']);
    expect(links[0]).toHaveTextContent('https://app.example.com/alerts/edit/?id=4');
  });
});
