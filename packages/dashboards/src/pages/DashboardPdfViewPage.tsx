import { dashboardMessages } from '@shelfsight/contracts';
import { Flex, Result, Skeleton, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useGetDashboardQuery, useGetWidgetsForDashboardQuery } from '../api/dashboardsApi';
import { DashboardGroups } from '../components/DashboardGroups';
import { DashboardIcon } from '../components/DashboardIcon';
import { dashboardIdOf } from '../utils/dashboardId';
import { VIEW_TEXTS } from './DashboardViewPage';

/**
 * /dashboards/pdfView/?id= — the print layout of a dashboard: its name and description and every widget
 * drawn at once, full width, without the app's menu or buttons.
 */
export function DashboardPdfViewPage() {
  const [search] = useSearchParams();
  const id = dashboardIdOf(search);
  const dashboard = useGetDashboardQuery(id ?? 0, { skip: id === null });
  const widgets = useGetWidgetsForDashboardQuery(id ?? 0, { skip: id === null });

  if (id === null) return <Result status="info" title={VIEW_TEXTS.noId} />;
  if (dashboard.isError || widgets.isError) return <Result status="404" title={dashboardMessages.unknownDashboard} />;
  if (!dashboard.data || !widgets.data) return <Skeleton active />;
  return (
    <Flex vertical gap="large" style={{ padding: 24 }}>
      <div>
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          <Flex gap={8} align="center">
            <DashboardIcon name={dashboard.data.icon} />
            {dashboard.data.name}
          </Flex>
        </Typography.Title>
        {dashboard.data.description ? (
          <Typography.Paragraph type="secondary">{dashboard.data.description}</Typography.Paragraph>
        ) : null}
      </div>
      <DashboardGroups dashboard={dashboard.data} widgets={widgets.data} eager />
    </Flex>
  );
}

export { DashboardPdfViewPage as Component };
