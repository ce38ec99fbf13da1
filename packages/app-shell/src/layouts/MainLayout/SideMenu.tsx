import {
  AlertOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BarChartOutlined,
  CheckSquareOutlined,
  ClusterOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DollarOutlined,
  EyeOutlined,
  FileSyncOutlined,
  FileImageOutlined,
  FileTextOutlined,
  FilterOutlined,
  FunnelPlotOutlined,
  HomeOutlined,
  LinkOutlined,
  NotificationOutlined,
  PictureOutlined,
  PieChartOutlined,
  QuestionCircleOutlined,
  SearchOutlined,
  SettingOutlined,
  ShopOutlined,
  TeamOutlined,
  UnorderedListOutlined,
  UploadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { NavGroup, NavIcon } from '@shelfsight/contracts';
import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { activeTile, tilesOf, type NavigationEntry, type NavigationTile } from '../../navigation/navigationTiles';
import type { RoutePrefetcher } from '../../navigation/prefetch';

const icons: Record<NavIcon, ReactNode> = {
  home: <HomeOutlined />,
  dashboards: <DashboardOutlined />,
  widgets: <PieChartOutlined />,
  savedFilters: <FunnelPlotOutlined />,
  alerts: <AlertOutlined />,
  exports: <FileSyncOutlined />,
  datasets: <FileTextOutlined />,
  upload: <UploadOutlined />,
  tasks: <CheckSquareOutlined />,
  profile: <UserOutlined />,
  productSelection: <FilterOutlined />,
  products: <AppstoreOutlined />,
  productLists: <UnorderedListOutlined />,
  productMapping: <LinkOutlined />,
  productFinder: <SearchOutlined />,
  retailers: <ShopOutlined />,
  partnerIntegration: <ApiOutlined />,
  users: <TeamOutlined />,
  systemMessages: <NotificationOutlined />,
  pricing: <DollarOutlined />,
  dccScore: <AuditOutlined />,
  visibilityClusters: <ClusterOutlined />,
  visibilityTracking: <EyeOutlined />,
  imageSimilarity: <PictureOutlined />,
  referenceImages: <FileImageOutlined />,
  help: <QuestionCircleOutlined />,
};

const groupIcons: Record<NavGroup, ReactNode> = {
  analytics: <BarChartOutlined />,
  data: <DatabaseOutlined />,
  settings: <SettingOutlined />,
  administration: <ControlOutlined />,
};

export interface SideMenuProps {
  entries: NavigationEntry[];
  prefetcher?: RoutePrefetcher;
  /**
   * Whether every tile's screen may be prefetched (once the browser is idle) yet: the layout holds it back until
   * the open screen's requests have settled. Hover and focus prefetch regardless.
   */
  prefetchAll?: boolean;
}

/**
 * The side menu: top-level tiles and one submenu per group, all open (collapsed, groups open as flyouts).
 * The active screen's tile is highlighted, and so is its group. In-app links load their screen's code
 * on hover or focus, and every tile's screen once `prefetchAll` and the browser is idle.
 * A label too long for the menu's width ends in an ellipsis; its title shows it whole on hover.
 */
export function SideMenu({ entries, prefetcher, prefetchAll = true }: SideMenuProps) {
  const { pathname } = useLocation();
  const tileItem = (tile: NavigationTile) => ({
    key: tile.key,
    icon: icons[tile.icon],
    label: tile.external ? (
      <a href={tile.to} target="_blank" rel="noopener noreferrer" title={tile.label}>
        {tile.label}
      </a>
    ) : (
      <Link
        to={tile.to}
        title={tile.label}
        onMouseEnter={() => prefetcher?.prefetch(tile.to)}
        onFocus={() => prefetcher?.prefetch(tile.to)}
      >
        {tile.label}
      </Link>
    ),
  });
  const items: MenuProps['items'] = entries.map((entry) =>
    entry.kind === 'group'
      ? {
          key: entry.key,
          icon: groupIcons[entry.key],
          label: <span title={entry.label}>{entry.label}</span>,
          children: entry.tiles.map(tileItem),
        }
      : tileItem(entry),
  );
  const selected = activeTile(entries, pathname);
  const groupKeys = useMemo(() => entries.flatMap((entry) => (entry.kind === 'group' ? [entry.key] : [])), [entries]);
  const inAppPaths = useMemo(
    () =>
      tilesOf(entries)
        .filter((tile) => !tile.external)
        .map((tile) => tile.to),
    [entries],
  );

  useEffect(
    () => (prefetchAll ? prefetcher?.prefetchWhenIdle(inAppPaths) : undefined),
    [prefetcher, prefetchAll, inAppPaths],
  );

  return <Menu mode="inline" items={items} defaultOpenKeys={groupKeys} selectedKeys={selected ? [selected.key] : []} />;
}
