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
import { Select, type SelectProps, Space } from 'antd';
import type { ComponentType } from 'react';

interface DashboardIconChoice {
  Icon: ComponentType<{ 'aria-hidden'?: boolean }>;
  /** What people read in the icon select; the stored name is an identifier. */
  label: string;
}

/** The icons a dashboard can take, by the name stored on the dashboard. */
export const dashboardIcons: Record<string, DashboardIconChoice> = {
  [DEFAULT_DASHBOARD_ICON]: { Icon: FundProjectionScreenOutlined, label: 'Presentation' },
  dashboard: { Icon: DashboardOutlined, label: 'Dashboard' },
  'shopping-cart': { Icon: ShoppingCartOutlined, label: 'Shopping cart' },
  'file-text': { Icon: FileTextOutlined, label: 'Document' },
  star: { Icon: StarOutlined, label: 'Star' },
  team: { Icon: TeamOutlined, label: 'Team' },
  'line-chart': { Icon: LineChartOutlined, label: 'Line chart' },
  'bar-chart': { Icon: BarChartOutlined, label: 'Bar chart' },
  'area-chart': { Icon: AreaChartOutlined, label: 'Area chart' },
  'pie-chart': { Icon: PieChartOutlined, label: 'Pie chart' },
  rise: { Icon: RiseOutlined, label: 'Rising trend' },
  tags: { Icon: TagsOutlined, label: 'Tags' },
};

/** A dashboard's icon; unknown names (from older data) fall back to the default presentation icon. */
export function DashboardIcon({ name }: { name: string }) {
  const Icon = dashboardIcons[name]?.Icon ?? FundProjectionScreenOutlined;
  return <Icon aria-hidden />;
}

const iconWithName = (name: string, label: string) => (
  <Space>
    <DashboardIcon name={name} />
    {label}
  </Space>
);

const iconOptions = Object.entries(dashboardIcons).map(([name, { label }]) => ({ value: name, label }));

/**
 * The icon select of the dashboard form: each icon with its readable name (also what screen readers hear);
 * the stored value stays the identifier. Takes the props a form item hands its control.
 */
export function DashboardIconSelect(props: Omit<SelectProps<string>, 'options' | 'optionRender' | 'labelRender'>) {
  return (
    <Select<string>
      {...props}
      options={iconOptions}
      optionRender={(option) => iconWithName(String(option.value), String(option.label))}
      labelRender={({ value, label }) => iconWithName(String(value), String(label))}
    />
  );
}
