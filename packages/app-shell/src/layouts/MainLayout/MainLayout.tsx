import { selectAuthUser, selectScopes, useAppSelector, useRequestsQuiet } from '@shelfsight/api-client';
import { BackToAdmin, CustomerBrand, CustomerSwitcher } from '@shelfsight/auth';
import { AppThemeProvider, sideMenuWidth } from '@shelfsight/ui-kit';
import { Flex, Layout } from 'antd';
import { useMemo, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingBar } from '../../components/LoadingBar';
import { featureNavigation } from '../../navigation/appRoutePaths';
import { buildNavigation } from '../../navigation/navigationTiles';
import { browserPrefetchEnvironment, createRoutePrefetcher } from '../../navigation/prefetch';
import { loadedFeatures } from '../../shellFeatures';
import { AppSlots } from '../../slots';
import { Logo } from '../Logo';
import { HeaderItems } from './HeaderItems';
import { SideMenu } from './SideMenu';
import { UserMenu } from './UserMenu';

/**
 * Room below a screen's last card for a floating button in the bottom right corner (the assistant's bubble: 56 px,
 * 24 px from the corner), so the last row and its pager can scroll clear of it.
 */
const FLOATING_BUTTON_ROOM = 104;

// One for the page's life, so a screen's code is fetched at most once.
const prefetcher = createRoutePrefetcher(
  (path) => featureNavigation(loadedFeatures()).chunkLoader(path),
  browserPrefetchEnvironment,
);

/** The signed-in shell: a collapsible side menu gated by scopes, a header with the user menu, the page. */
export function MainLayout() {
  const user = useAppSelector(selectAuthUser);
  const scopes = useAppSelector(selectScopes);
  const [collapsed, setCollapsed] = useState(false);
  // Other screens' code is prefetched after the open screen's requests have settled, not in their way.
  const screenSettled = useRequestsQuiet();
  // The router loads the discovered features before this layout (see the router's layouts).
  const features = loadedFeatures();
  const entries = useMemo(() => {
    const { items, routePaths } = featureNavigation(features);
    return buildNavigation(items, scopes, routePaths);
  }, [features, scopes]);

  return (
    <AppThemeProvider>
      <LoadingBar />
      <Layout style={{ minHeight: '100vh' }}>
        <Layout.Sider
          width={sideMenuWidth}
          theme="light"
          collapsible
          collapsed={collapsed}
          onCollapse={setCollapsed}
          breakpoint="lg"
          // The menu stays in view while a long screen scrolls, and scrolls on its own when taller than the window
          // (its body, which ends above the collapse trigger, so the last tile is never under it).
          styles={{ root: { position: 'sticky', top: 0, height: '100vh' }, body: { overflowY: 'auto' } }}
        >
          <Flex align="center" justify="center" style={{ height: 64 }}>
            <Logo compact={collapsed} />
          </Flex>
          <nav aria-label="Main navigation">
            <SideMenu entries={entries} prefetcher={prefetcher} prefetchAll={screenSettled} />
          </nav>
        </Layout.Sider>
        <Layout>
          <Layout.Header style={{ background: 'transparent', paddingInline: 24 }}>
            <Flex justify="flex-end" align="center" gap={16} style={{ height: '100%' }}>
              <div style={{ marginRight: 'auto' }}>
                <CustomerBrand />
              </div>
              <BackToAdmin />
              <CustomerSwitcher />
              <HeaderItems />
              {user ? <UserMenu name={user.displayName} /> : null}
            </Flex>
          </Layout.Header>
          <Layout.Content style={{ padding: 24, paddingBottom: FLOATING_BUTTON_ROOM }}>
            <AppSlots>
              <Outlet />
            </AppSlots>
          </Layout.Content>
        </Layout>
      </Layout>
    </AppThemeProvider>
  );
}

export { MainLayout as Component };
