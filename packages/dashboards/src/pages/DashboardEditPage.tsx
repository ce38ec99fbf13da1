import { selectAuthUser, useAppSelector, useGetSavedFiltersQuery, useIsReadOnly } from '@shelfsight/api-client';
import { dashboardMessages, dashboardRoutes, type DashboardInput } from '@shelfsight/contracts';
import { usePeriodContext } from '@shelfsight/widget-kit/period';
import { App, Flex, Result, Skeleton, Typography } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useCreateDashboardMutation,
  useGetDashboardQuery,
  useGetPlaceableWidgetsQuery,
  useUpdateDashboardMutation,
} from '../api/dashboardsApi';
import { DashboardEditor } from '../components/DashboardEditor/DashboardEditor';
import { dashboardIdOf, dashboardViewPath } from '../utils/dashboardId';
import { isOwnerOf } from './DashboardViewPage';

export const EDIT_PAGE_TEXTS = {
  create: 'New dashboard',
  edit: 'Edit dashboard',
  saved: 'The dashboard has been saved.',
  failed: 'The dashboard could not be saved.',
  readOnly: 'You can view dashboards but not change them.',
} as const;

/** The server's reason for refusing a save (a field's message, a not-shared widget), else a general one. */
const reasonOf = (error: unknown): string =>
  (error as { data?: { message?: string } } | undefined)?.data?.message ?? EDIT_PAGE_TEXTS.failed;

/** /dashboards/edit/ — creates a dashboard, or with `?id=` edits one I own; saving opens its view. */
export function DashboardEditPage() {
  const [search] = useSearchParams();
  const id = dashboardIdOf(search);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const me = useAppSelector(selectAuthUser);
  const readOnly = useIsReadOnly();
  const period = usePeriodContext();
  const dashboard = useGetDashboardQuery(id ?? 0, { skip: id === null });
  const widgets = useGetPlaceableWidgetsQuery();
  const filters = useGetSavedFiltersQuery();
  const [create, creating] = useCreateDashboardMutation();
  const [update, updating] = useUpdateDashboardMutation();

  if (readOnly) return <Result status="403" title={EDIT_PAGE_TEXTS.readOnly} />;
  if (id !== null && dashboard.isError) return <Result status="404" title={dashboardMessages.unknownDashboard} />;
  if ((id !== null && !dashboard.data) || widgets.isLoading || filters.isLoading) return <Skeleton active />;
  if (dashboard.data && !isOwnerOf(dashboard.data, me?.id)) {
    return <Result status="403" title={dashboardMessages.ownerOnly} />;
  }

  const onSave = async (input: DashboardInput) => {
    const answer = id === null ? await create(input) : await update({ id, input });
    if ('error' in answer) {
      void message.error(reasonOf(answer.error));
      return;
    }
    void message.success(EDIT_PAGE_TEXTS.saved);
    void navigate(dashboardViewPath(answer.data.id));
  };

  return (
    <Flex vertical gap="middle">
      <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
        {id === null ? EDIT_PAGE_TEXTS.create : EDIT_PAGE_TEXTS.edit}
      </Typography.Title>
      <DashboardEditor
        key={dashboard.data?.id ?? 'new'}
        dashboard={id === null ? undefined : dashboard.data}
        widgets={widgets.data ?? []}
        savedFilters={filters.data ?? []}
        saving={creating.isLoading || updating.isLoading}
        onSave={(input) => void onSave(input)}
        onCancel={() => void navigate(id === null ? dashboardRoutes.list : dashboardViewPath(id))}
        today={period.today}
        retentionMonths={period.retentionMonths}
      />
    </Flex>
  );
}

export { DashboardEditPage as Component };
