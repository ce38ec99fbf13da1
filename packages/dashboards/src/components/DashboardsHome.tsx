import { useAppDispatch, useAppSelector } from '@shelfsight/api-client';
import { dashboardRoutes, MAX_DASHBOARDS_PER_HOME_TAB } from '@shelfsight/contracts';
import { Empty, Flex, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useGetDashboardsQuery, useGetDashboardTabsQuery } from '../api/dashboardsApi';
import { chooseDashboardTab, selectActiveDashboardTabIndex } from '../state/dashboardsSlice';
import { HomeTabs } from './HomeTabs';

export const HOME_TEXTS = {
  title: 'Home',
  noTabs: 'No home tabs yet. Put dashboards on a home tab to see them here.',
  openList: 'Open the dashboard list',
} as const;

/**
 * What `/` shows (spec 1, spec 2 §9): my home tabs, the chosen one open with at most 6 of its dashboards.
 * The app composes it into its home route; tabs are arranged on /dashboards/.
 */
export function DashboardsHome() {
  const dispatch = useAppDispatch();
  const activeIndex = useAppSelector(selectActiveDashboardTabIndex);
  const tabs = useGetDashboardTabsQuery();
  const dashboards = useGetDashboardsQuery();
  const tabList = Array.isArray(tabs.data) ? tabs.data : [];
  const shownTabs = tabList.map((tab) => ({
    ...tab,
    dashboardIds: tab.dashboardIds.slice(0, MAX_DASHBOARDS_PER_HOME_TAB),
  }));

  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {HOME_TEXTS.title}
        </Typography.Title>
        <Link to={dashboardRoutes.list}>{HOME_TEXTS.openList}</Link>
      </Flex>
      {tabs.isLoading || dashboards.isLoading ? (
        <Skeleton active />
      ) : shownTabs.length === 0 ? (
        <Empty description={HOME_TEXTS.noTabs} />
      ) : (
        <HomeTabs
          tabs={shownTabs}
          dashboards={Array.isArray(dashboards.data) ? dashboards.data : []}
          activeIndex={activeIndex}
          onChoose={(index) => dispatch(chooseDashboardTab(index))}
        />
      )}
    </Flex>
  );
}
