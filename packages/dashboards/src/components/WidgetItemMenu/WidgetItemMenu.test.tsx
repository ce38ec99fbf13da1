import { signedInSession } from '@shelfsight/api-client/fixtures';
import { fakeRoutes, jsonResponse as json, renderWithProviders } from '@shelfsight/api-client/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleDashboardList } from '../../testing/sampleDashboards';
import { linkedDashboardIdsOf, WidgetItemMenu } from './WidgetItemMenu';

const tesco = { key: 'retailer:1', label: 'Tesco' };
const philips = { key: 'brand:2', label: 'Philips' };

function renderMenu(linkedDashboardIds: number[]) {
  fakeRoutes({ 'GET /api/customer/42/dashboards': () => json(sampleDashboardList()) });
  const handlers = {
    onCrossFilter: vi.fn(),
    onShowProducts: vi.fn(),
    onOpenLinkedDashboard: vi.fn(),
    onClose: vi.fn(),
  };
  const view = renderWithProviders(
    <WidgetItemMenu
      clicked={{ item: tesco, detail: { crossItem: philips } }}
      linkedDashboardIds={linkedDashboardIds}
      {...handlers}
    />,
    { preloadedState: { session: signedInSession() } },
  );
  return { ...handlers, user: view.user };
}

describe('WidgetItemMenu', () => {
  it('filters the dashboard by the item or the other item of its cell, and closes', async () => {
    const { onCrossFilter, onClose, user } = renderMenu([]);
    expect(screen.getByRole('dialog', { name: 'Tesco' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter dashboard by Philips' }));
    expect(onCrossFilter).toHaveBeenCalledWith(philips);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Filter dashboard by Tesco' })).toBeInTheDocument();
  });

  it('offers the linked dashboards I can open, by name', async () => {
    const { onOpenLinkedDashboard, user } = renderMenu([6, 99]);
    await user.click(await screen.findByRole('button', { name: 'Open Content and DCC' }));
    expect(onOpenLinkedDashboard).toHaveBeenCalledWith(6, tesco);
    // 99 is not in my list: not shared with me, or gone.
    expect(screen.getAllByRole('button', { name: /^Open / })).toHaveLength(1);
  });

  it('shows the item’s products', async () => {
    const { onShowProducts, user } = renderMenu([]);
    await user.click(screen.getByRole('button', { name: 'Show products' }));
    expect(onShowProducts).toHaveBeenCalledTimes(1);
  });
});

describe('linkedDashboardIdsOf', () => {
  it('prefers the placed widget’s links, each once, never the current dashboard', () => {
    expect(linkedDashboardIdsOf({ linkedDashboardIds: [6, 7] }, [8, 8, 5], 5)).toEqual([8]);
    expect(linkedDashboardIdsOf({ linkedDashboardIds: [6, 7, 5] }, [], 5)).toEqual([6, 7]);
    expect(linkedDashboardIdsOf({}, [], 5)).toEqual([]);
  });
});
