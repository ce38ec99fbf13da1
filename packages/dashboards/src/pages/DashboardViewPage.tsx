import {
  ApiRequestError,
  apiTarget,
  downloadFile,
  selectAuthUser,
  useAppDispatch,
  useAppSelector,
  useGetWidgetUsersQuery,
  useIsReadOnly,
} from '@shelfsight/api-client';
import {
  type Dashboard,
  dashboardIdOf,
  dashboardMessages,
  dashboardPaths,
  dashboardRoutes,
} from '@shelfsight/contracts';
import { DateRangePicker } from '@shelfsight/ui-kit';
import { previewPeriodOf, usePeriodContext } from '@shelfsight/widget-kit/period';
import { App, Button, Flex, Result, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  useCopyDashboardMutation,
  useGetDashboardQuery,
  useGetWidgetsForDashboardQuery,
  useShareDashboardMutation,
} from '../api/dashboardsApi';
import { ConnectedFilterBar } from '../components/DashboardFilterBar/ConnectedFilterBar';
import { CrossFilterChips } from '../components/CrossFilterChips/CrossFilterChips';
import { ShareDashboardDialog } from '../components/ShareDashboardDialog';
import {
  crossFilterAdded,
  crossFilterRemoved,
  crossFiltersCleared,
  crossFilterUndone,
  dashboardFiltersSelectors as filterState,
  type CrossFilterItem,
} from '../state/dashboardFiltersSlice';
import { filterSearchOf, searchWithFilters } from '../utils/filterAddress';
import { useCopyViewLink } from '../utils/useCopyViewLink';
import { useDashboardFilters } from '../utils/useDashboardFilters';
import { DashboardGroups } from '../components/DashboardGroups';
import { DashboardIcon } from '../components/DashboardIcon';
import { pickerValueOf } from '../utils/dashboardDates';
import { pickerValueFromSearch, searchWithPickerValue } from '../utils/viewDates';
import { dashboardEditPath, dashboardViewPath } from '../utils/dashboardId';

export const VIEW_TEXTS = {
  edit: 'Edit',
  share: 'Share',
  shared: 'Sharing has been saved.',
  copy: 'Copy',
  copied: 'The dashboard has been copied.',
  noId: 'Choose a dashboard from the list.',
  empty: 'This dashboard has no widgets yet.',
  pdf: 'Download PDF',
  pdfFailed: 'The PDF could not be made. Please try again.',
  copyLink: 'Copy link',
} as const;

/** Only an owner (a dashboard user with isOwner) edits; shared users view (spec 2 §6). */
export const isOwnerOf = (dashboard: Dashboard, userId: number | undefined): boolean =>
  userId !== undefined && dashboard.dashboardUsers.some((user) => user.isOwner && user.userId === userId);

/** /dashboards/view/?id= — a dashboard's groups and rows of widgets, drawn in its context. */
export function DashboardViewPage() {
  const [search, setSearch] = useSearchParams();
  const id = dashboardIdOf(search);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const me = useAppSelector(selectAuthUser);
  const readOnly = useIsReadOnly();
  // Both asked at once: the layout and the widget definitions do not wait for each other.
  const dashboard = useGetDashboardQuery(id ?? 0, { skip: id === null });
  const widgets = useGetWidgetsForDashboardQuery(id ?? 0, { skip: id === null });
  const [copyDashboard, copying] = useCopyDashboardMutation();
  const [sharing, setSharing] = useState(false);
  const users = useGetWidgetUsersQuery(undefined, { skip: !sharing });
  const [shareDashboard, savingShare] = useShareDashboardMutation();
  const periodContext = usePeriodContext();
  const [printing, setPrinting] = useState(false);
  const dispatch = useAppDispatch();
  // Filters of the bar and cross-filters, applied and kept in the address; widgets wait for them.
  const { fields } = useDashboardFilters(id, dashboard.data);
  const applied = useAppSelector(filterState.selectAppliedFilters);
  const crossFilters = useAppSelector(filterState.selectCrossFilters);
  const canUndoCrossFilter = useAppSelector(filterState.selectCanUndoCrossFilter);
  // Only the owner's own row: nobody else may open the dashboard, so nobody else can follow its link.
  const sharedWithNoOne = dashboard.data?.dashboardUsers.every((user) => user.isOwner) ?? false;
  const { copyLink, copyingLink } = useCopyViewLink({ sharedWithNoOne });

  if (id === null) return <Result status="info" title={VIEW_TEXTS.noId} />;
  if (dashboard.isError || widgets.isError) return <Result status="404" title={dashboardMessages.unknownDashboard} />;
  if (!dashboard.data || !widgets.data) return <Skeleton active />;
  const current = dashboard.data;
  const owns = !readOnly && isOwnerOf(current, me?.id);
  // Days chosen in the header for this visit live in the address (a copied link reproduces them); the
  // saved dates stay as they are.
  const chosenValue = pickerValueFromSearch(search);
  const chosenPeriod = chosenValue ? previewPeriodOf(chosenValue, periodContext) : undefined;

  const onShare = async (userIds: number[]) => {
    const answer = await shareDashboard({ id: current.id, userIds });
    if ('error' in answer) {
      void message.error(
        (answer.error as { data?: { message?: string } }).data?.message ?? 'Sharing could not be saved.',
      );
      return;
    }
    setSharing(false);
    void message.success(VIEW_TEXTS.shared);
  };

  // The server prints the pdfView page with the days and filters chosen here; the file is named after the dashboard.
  const filterQuery = filterSearchOf(applied, crossFilters).toString();
  const pdfFilters = filterQuery ? { filters: filterQuery } : {};
  const onDownloadPdf = async () => {
    setPrinting(true);
    try {
      await downloadFile({
        ...apiTarget(dashboardPaths.dashboardPdf, { id: current.id }),
        params: { ...chosenPeriod, ...pdfFilters },
      });
    } catch (error) {
      // The server says why a print was refused (too many under way, the server busy, over its time limit).
      const said = error instanceof ApiRequestError ? (error.data as { message?: unknown } | null)?.message : null;
      void message.error(typeof said === 'string' && said ? said : VIEW_TEXTS.pdfFailed);
    } finally {
      setPrinting(false);
    }
  };

  const onCrossFilter = (item: CrossFilterItem) => dispatch(crossFilterAdded({ key: item.key, label: item.label }));

  // The linked dashboard opens with the applied filters, the days and the cross-filters here, plus the item.
  const onOpenLinkedDashboard = (linkedId: number, item: CrossFilterItem) => {
    const next = new URLSearchParams(search);
    next.set('id', String(linkedId));
    const carried = crossFilters.some((known) => known.key === item.key)
      ? crossFilters
      : [...crossFilters, { key: item.key, label: item.label }];
    void navigate(`${dashboardRoutes.view}?${searchWithFilters(next, applied, carried)}`);
  };

  const onCopy = async () => {
    const copy = await copyDashboard(current.id);
    if ('data' in copy && copy.data) {
      void message.success(VIEW_TEXTS.copied);
      void navigate(dashboardViewPath(copy.data.id));
    }
  };

  return (
    <Flex
      vertical
      gap="large"
      style={current.stretchLayout ? undefined : { maxWidth: 1400, margin: '0 auto', width: '100%' }}
    >
      <Flex justify="space-between" align="start" gap="middle" wrap>
        <div>
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            <Space>
              <DashboardIcon name={current.icon} />
              {current.name}
            </Space>
          </Typography.Title>
          {current.description ? (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {current.description}
            </Typography.Paragraph>
          ) : null}
        </div>
        <Space wrap>
          <DateRangePicker
            value={chosenValue ?? pickerValueOf(current).value}
            onChange={(value) => setSearch(searchWithPickerValue(search, value), { replace: true })}
            today={periodContext.today}
            retentionMonths={periodContext.retentionMonths}
          />
          {owns ? (
            <Button type="primary" onClick={() => void navigate(dashboardEditPath(current.id))}>
              {VIEW_TEXTS.edit}
            </Button>
          ) : null}
          {owns ? <Button onClick={() => setSharing(true)}>{VIEW_TEXTS.share}</Button> : null}
          <Button loading={copyingLink} onClick={() => void copyLink()}>
            {VIEW_TEXTS.copyLink}
          </Button>
          <Button loading={printing} onClick={() => void onDownloadPdf()}>
            {VIEW_TEXTS.pdf}
          </Button>
          {!readOnly ? (
            <Button loading={copying.isLoading} onClick={() => void onCopy()}>
              {VIEW_TEXTS.copy}
            </Button>
          ) : null}
        </Space>
      </Flex>
      <ConnectedFilterBar dashboard={current} />
      <CrossFilterChips
        items={crossFilters}
        canUndo={canUndoCrossFilter}
        onRemove={(key) => dispatch(crossFilterRemoved(key))}
        onClearAll={() => dispatch(crossFiltersCleared())}
        onUndo={() => dispatch(crossFilterUndone())}
      />
      {widgets.data.length === 0 ? (
        <Result status="info" title={VIEW_TEXTS.empty} />
      ) : fields ? (
        <DashboardGroups
          dashboard={current}
          widgets={widgets.data}
          chosenPeriod={chosenPeriod}
          filters={fields}
          onCrossFilter={onCrossFilter}
          onOpenLinkedDashboard={onOpenLinkedDashboard}
        />
      ) : (
        <Skeleton active />
      )}
      {sharing && users.data && me ? (
        <ShareDashboardDialog
          open
          dashboard={current}
          users={users.data.users}
          ownerId={me.id}
          saving={savingShare.isLoading}
          onShare={(userIds) => void onShare(userIds)}
          onCancel={() => setSharing(false)}
        />
      ) : null}
    </Flex>
  );
}

export { DashboardViewPage as Component };
