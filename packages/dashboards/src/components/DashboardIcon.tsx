import {
  AreaChartOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileTextOutlined,
  FundProjectionScreenOutlined,
  LineChartOutlined,
  PieChartOutlined,
  RiseOutlined,
  ShoppingCartOutlined,
  StarOutlined,
  TagsOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { DEFAULT_DASHBOARD_ICON } from '@shelfsight/contracts';
import type { ComponentType } from 'react';

/** The icons a dashboard can take, by the name stored on the dashboard. */
export const dashboardIcons: Record<string, ComponentType<{ 'aria-hidden'?: boolean }>> = {
  [DEFAULT_DASHBOARD_ICON]: FundProjectionScreenOutlined,
  dashboard: DashboardOutlined,
  'shopping-cart': ShoppingCartOutlined,
  'file-text': FileTextOutlined,
  star: StarOutlined,
  team: TeamOutlined,
  'line-chart': LineChartOutlined,
  'bar-chart': BarChartOutlined,
  'area-chart': AreaChartOutlined,
  'pie-chart': PieChartOutlined,
  rise: RiseOutlined,
  tags: TagsOutlined,
};

export const dashboardIconNames = Object.keys(dashboardIcons);

/** A dashboard's icon; unknown names (from older data) fall back to the default presentation icon. */
export function DashboardIcon({ name }: { name: string }) {
  const Icon = dashboardIcons[name] ?? FundProjectionScreenOutlined;
  return <Icon aria-hidden />;
}
