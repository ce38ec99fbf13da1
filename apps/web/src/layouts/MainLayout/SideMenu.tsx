import {
  AppstoreOutlined,
  DashboardOutlined,
  DollarOutlined,
  FilterOutlined,
  HomeOutlined,
  QuestionCircleOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { NavigationTile, TileIcon } from '../../navigation/navigationTiles';

const icons: Record<TileIcon, ReactNode> = {
  home: <HomeOutlined />,
  dashboards: <DashboardOutlined />,
  profile: <UserOutlined />,
  productSelection: <FilterOutlined />,
  products: <AppstoreOutlined />,
  users: <TeamOutlined />,
  pricing: <DollarOutlined />,
  help: <QuestionCircleOutlined />,
};

export function SideMenu({ tiles }: { tiles: NavigationTile[] }) {
  const { pathname } = useLocation();
  const items: MenuProps['items'] = tiles.map((tile) => ({
    key: tile.key,
    icon: icons[tile.icon],
    label: tile.external ? (
      <a href={tile.to} target="_blank" rel="noopener noreferrer">
        {tile.label}
      </a>
    ) : (
      <Link to={tile.to}>{tile.label}</Link>
    ),
  }));
  // The longest in-app path that prefixes the location, so '/' is not selected on every screen.
  const selected = tiles
    .filter((tile) => !tile.external && (pathname === tile.to || (tile.to !== '/' && pathname.startsWith(tile.to))))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return <Menu mode="inline" items={items} selectedKeys={selected ? [selected.key] : []} />;
}
