import { renderWithProviders } from '@shelfsight/api-client/test-utils';
import type { NavItem } from '@shelfsight/contracts';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { appNavItems, buildNavigation } from '../../navigation/navigationTiles';
import type { RoutePrefetcher } from '../../navigation/prefetch';
import { SideMenu } from './SideMenu';

const items: NavItem[] = [
  { key: 'home', label: 'Home', icon: 'home', to: '/', access: 'signed-in', order: 0 },
  {
    key: 'widgets',
    label: 'Widgets',
    icon: 'widgets',
    to: '/widgets/',
    group: 'analytics',
    access: 'signed-in',
    order: 20,
    subScreens: ['/widgets/edit/'],
  },
  {
    key: 'upload',
    label: 'Upload',
    icon: 'upload',
    to: '/upload-data-set/',
    group: 'data',
    access: 'admin-or-product-manager',
    order: 10,
  },
  ...appNavItems,
];
const screens = new Set(['/', '/widgets/', '/widgets/edit/', '/upload-data-set/']);
const entries = buildNavigation(items, { 'admin-or-product-manager': true }, screens);

const renderMenu = (route: string, prefetcher?: RoutePrefetcher, prefetchAll?: boolean) =>
  renderWithProviders(
    <Routes>
      <Route path="*" element={<SideMenu entries={entries} prefetcher={prefetcher} prefetchAll={prefetchAll} />} />
    </Routes>,
    { route },
  );

const selectedItem = () => document.querySelector('.ant-menu-item-selected');

describe('SideMenu', () => {
  it('shows the groups open with their tiles, and the external help link in a new tab', () => {
    renderMenu('/');
    expect(screen.getByText('Analytics')).toBeInTheDocument();
    expect(screen.getByText('Data')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Widgets' })).toHaveAttribute('href', '/widgets/');
    expect(screen.getByRole('link', { name: 'Upload' })).toHaveAttribute('href', '/upload-data-set/');
    expect(screen.getByRole('link', { name: 'Help center' })).toHaveAttribute('target', '_blank');
  });

  it('names every tile and group in a title, so a label cut off by the menu width can still be read', () => {
    renderMenu('/');
    for (const name of ['Home', 'Widgets', 'Upload', 'Help center'])
      expect(screen.getByRole('link', { name })).toHaveAttribute('title', name);
    expect(screen.getByText('Analytics')).toHaveAttribute('title', 'Analytics');
  });

  it('highlights the tile of the screen shown, also on its sub-screens', () => {
    renderMenu('/widgets/edit/');
    expect(within(selectedItem() as HTMLElement).getByRole('link')).toHaveTextContent('Widgets');
    expect(screen.getByText('Analytics').closest('.ant-menu-submenu')).toHaveClass('ant-menu-submenu-selected');
  });

  it('loads a screen’s code when its link is hovered, and the menu’s screens when idle', async () => {
    const prefetcher = { prefetch: vi.fn(), prefetchWhenIdle: vi.fn(() => () => undefined) };
    const { user } = renderMenu('/', prefetcher);
    expect(prefetcher.prefetchWhenIdle).toHaveBeenCalledWith(['/', '/widgets/', '/upload-data-set/']);
    await user.hover(screen.getByRole('link', { name: 'Upload' }));
    expect(prefetcher.prefetch).toHaveBeenCalledWith('/upload-data-set/');
    await user.hover(screen.getByRole('link', { name: 'Help center' }));
    expect(prefetcher.prefetch).not.toHaveBeenCalledWith(expect.stringContaining('help'));
  });

  it('holds back the idle prefetch of every screen until allowed, while a hovered link still loads its own', async () => {
    const prefetcher = { prefetch: vi.fn(), prefetchWhenIdle: vi.fn(() => () => undefined) };
    const { user, rerender } = renderMenu('/', prefetcher, false);
    await user.hover(screen.getByRole('link', { name: 'Widgets' }));
    expect(prefetcher.prefetch).toHaveBeenCalledWith('/widgets/');
    expect(prefetcher.prefetchWhenIdle).not.toHaveBeenCalled();
    rerender(
      <Routes>
        <Route path="*" element={<SideMenu entries={entries} prefetcher={prefetcher} prefetchAll />} />
      </Routes>,
    );
    expect(prefetcher.prefetchWhenIdle).toHaveBeenCalledWith(['/', '/widgets/', '/upload-data-set/']);
  });
});
