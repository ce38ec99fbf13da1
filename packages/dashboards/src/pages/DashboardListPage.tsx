import { useAppDispatch, useAppSelector, useIsReadOnly } from '@shelfsight/api-client';
import { dashboardRoutes, type DashboardListEntry, type DashboardTabMove } from '@shelfsight/contracts';
import { useConfirm } from '@shelfsight/ui-kit';
import { App, Button, Flex, Input, Skeleton, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  useCopyDashboardMutation,
  useCreateDashboardTabMutation,
  useDeleteDashboardMutation,
  useDeleteDashboardTabMutation,
  useGetDashboardsQuery,
  useGetDashboardTabsQuery,
  useMoveDashboardToTabMutation,
} from '../api/dashboardsApi';
import { DashboardTable } from '../components/DashboardTable';
import { HomeTabs } from '../components/HomeTabs';
import { chooseDashboardTab, selectActiveDashboardTabIndex, tabCountChanged } from '../state/dashboardsSlice';

export const LIST_TEXTS = {
  title: 'Dashboards',
  homeTabs: 'Home tabs',
  all: 'All dashboards',
  search: 'Search dashboards by name',
  newDashboard: 'New dashboard',
  copied: 'The dashboard has been copied.',
  noMatch: 'No dashboard matches your search.',
} as const;

/** Keeps the dashboards whose name holds the search text (case-insensitive). */
export const matchingName = (dashboards: readonly DashboardListEntry[], search: string) => {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' ? dashboards : dashboards.filter((d) => d.name.toLocaleLowerCase().includes(needle));
};

/** Shows the server's refusal (a full tab, a dashboard that is not mine) instead of failing quietly. */
const reasonOf = (error: unknown): string | undefined =>
  (error as { data?: { message?: string } } | undefined)?.data?.message;

/** /dashboards/ — my home tabs and every dashboard I own or that is shared with me. */
export function DashboardListPage() {
  const readOnly = useIsReadOnly();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { message } = App.useApp();
  const dispatch = useAppDispatch();
  const activeIndex = useAppSelector(selectActiveDashboardTabIndex);
  const dashboards = useGetDashboardsQuery();
  const tabs = useGetDashboardTabsQuery();
  const [search, setSearch] = useState('');
  const [copyDashboard] = useCopyDashboardMutation();
  const [deleteDashboard] = useDeleteDashboardMutation();
  const [createTab] = useCreateDashboardTabMutation();
  const [deleteTab] = useDeleteDashboardTabMutation();
  const [moveDashboard] = useMoveDashboardToTabMutation();
  const shown = useMemo(() => matchingName(dashboards.data ?? [], search), [dashboards.data, search]);
  const tabCount = tabs.data?.length;

  useEffect(() => {
    if (tabCount !== undefined) dispatch(tabCountChanged(tabCount));
  }, [dispatch, tabCount]);

  const onMove = async (move: DashboardTabMove) => {
    const answer = await moveDashboard(move);
    if ('error' in answer) void message.error(reasonOf(answer.error) ?? 'The dashboard could not be moved.');
  };
  const onCopy = async (dashboard: DashboardListEntry) => {
    const copy = await copyDashboard(dashboard.id);
    if ('data' in copy && copy.data) void message.success(LIST_TEXTS.copied);
  };
  const onDelete = async (dashboard: DashboardListEntry) => {
    if (await confirm({ content: `Delete the dashboard ${dashboard.name}?`, danger: true, confirmText: 'Delete' })) {
      void deleteDashboard(dashboard.id);
    }
  };

  if (dashboards.isLoading || tabs.isLoading) return <Skeleton active />;
  const tabList = tabs.data ?? [];

  return (
    <Flex vertical gap="large">
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {LIST_TEXTS.title}
        </Typography.Title>
        {!readOnly ? (
          <Button type="primary" onClick={() => void navigate(dashboardRoutes.edit)}>
            {LIST_TEXTS.newDashboard}
          </Button>
        ) : null}
      </Flex>
      <section aria-label={LIST_TEXTS.homeTabs}>
        <Typography.Title level={2} style={{ fontSize: 18 }}>
          {LIST_TEXTS.homeTabs}
        </Typography.Title>
        <HomeTabs
          tabs={tabList}
          dashboards={dashboards.data ?? []}
          activeIndex={activeIndex}
          onChoose={(index) => dispatch(chooseDashboardTab(index))}
          {...(readOnly
            ? {}
            : {
                onCreate: (name: string) => void createTab({ name }),
                onDelete: (tab) =>
                  void confirm({
                    content: `Delete the tab ${tab.name}? Its dashboards stay in the list.`,
                    danger: true,
                  }).then((yes) => yes && void deleteTab(tab.id)),
                onMove: (move) => void onMove(move),
              })}
        />
      </section>
      <section aria-label={LIST_TEXTS.all}>
        <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
          <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
            {LIST_TEXTS.all}
          </Typography.Title>
          <Input.Search
            allowClear
            aria-label={LIST_TEXTS.search}
            placeholder={LIST_TEXTS.search}
            style={{ maxWidth: 320 }}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </Flex>
        <DashboardTable
          dashboards={shown}
          tabs={tabList}
          readOnly={readOnly}
          onCopy={(dashboard) => void onCopy(dashboard)}
          onDelete={(dashboard) => void onDelete(dashboard)}
          onChooseTab={(dashboard, tab) =>
            void onMove({ dashboardId: dashboard.id, tabId: tab.id, sequenceNumber: tab.dashboardIds.length + 1 })
          }
        />
      </section>
    </Flex>
  );
}

export { DashboardListPage as Component };
